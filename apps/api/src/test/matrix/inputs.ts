/**
 * What the matrix aims at beyond the walk's objects, whose objects they are, and the inputs a route
 * needs to be served that generation from its schema cannot make (a caller's own password, an id
 * that must name something of the right kind and state).
 */
import { randomBytes } from "node:crypto";
import type { WalkFixtures } from "@hearth/testing";
import { buildClient, buildClinician, buildNote, markAttendance, TEST_PIN, writeText } from "@hearth/testing";
import type { NoteFixture } from "@hearth/testing";
import { eq, inArray } from "drizzle-orm";
import { generate } from "otplib";
import type { LightMyRequestResponse } from "fastify";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot, groupNoteDocumentName } from "@hearth/schema";
import { clients, groupFacilitators } from "../../db/schema";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "../../db/seedData";
import { TERMS_VERSION } from "../../domains/terms/document";
import { ownParams } from "../fuzz/params";
import type { MultipartRequest } from "../fuzz/multipart";
import { todayInZone } from "../../kernel/time";
import type { MatrixCaller } from "./callers";
import { buildEpisodeFixtures, episodeRouteParams, episodeSampleInputs } from "./episodeInputs";
import type { EpisodeFixtures } from "./episodeInputs";
import { buildConsentFixtures, consentRouteParams, consentSampleInputs } from "./consentInputs";
import type { ConsentFixtures } from "./consentInputs";

export interface MatrixFixtures {
  walk: WalkFixtures;
  /** Clients in the status each episode change needs (episodeInputs.ts). */
  episodes: EpisodeFixtures;
  /** A consent to disclose under and emergency-access requests to decide (consentInputs.ts). */
  consents: ConsentFixtures;
  /** Path parameters by `<segment>/:<name>`, over the walk's. */
  params: Record<string, string>;
  /** A draft note of today at Riverside that the demo therapist facilitates, for the changes of a session and its note. */
  draft: NoteFixture;
  /** Another such draft, for cancelling. */
  doomed: NoteFixture;
  /** A draft with its attendance and text written, for submitting and then co-signing. */
  ready: NoteFixture;
  /** Who facilitates the walk's group (who may start a session of it besides its managers). */
  groupFacilitators: string[];
  /** A Riverside client on no roster of the draft, with no portal user yet. */
  spare: { id: string; mrNo: string };
  ids: Record<string, string>;
  /** A kiosk opened on the draft, its first line and that client's date of birth. */
  kiosk: { token: string; entryId: string; dateOfBirth: string };
  /** An upcoming event addressed to Riverside. */
  eventId: string;
  /** A clinician of Riverside who calls nothing: the one administrators change and others add to things. */
  targetId: string;
}

export async function buildMatrixFixtures(
  walk: WalkFixtures,
  callers: readonly MatrixCaller[],
): Promise<MatrixFixtures> {
  const { t, org } = walk;
  const db = t.api.deps.db;
  const id = (name: string) => callers.find((c) => c.name === name)!.userId;
  const note = (clients: number) =>
    buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: id("therapist"),
      clients,
    });
  const draft = await note(2);
  const doomed = await note(1);
  const ready = await note(1);
  await markAttendance(t, ready.noteId, "present");
  await writeText(t, ready.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Shared a relapse-prevention plan.");
  await writeText(t, ready.documentName, groupNoteClientRoot(ready.clientIds[0]!), "Engaged throughout.");
  const spare = await buildClient(db, { organizationId: org.organizationId, locationId: org.riverside });
  // A clinician only the administrators' changes aim at (deactivating a caller would end their calls).
  const target = await buildClinician(db, { organizationId: org.organizationId, locationIds: [org.riverside] });
  const own = await ownParams(walk);
  const as = async <T>(who: string, method: "GET" | "POST", url: string, payload?: object): Promise<T> => {
    const token = callers.find((c) => c.name === who)?.token ?? who;
    const response = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return (response.json() as { results: T }).results;
  };
  const kiosk = await as<{ token: string }>(
    "therapist",
    "POST",
    `/api/auth/group-sessions/${draft.sessionId}/kiosk`,
    {},
  );
  const entries = await as<{ entries: { id: string }[] }>(kiosk.token, "GET", "/api/auth/kiosk/session");
  const births = await db
    .selectDistinct({ dateOfBirth: clients.dateOfBirth })
    .from(clients)
    .where(inArray(clients.id, draft.clientIds));
  // The kiosk shows no client ids: with one date of birth on its roster, its first line is someone with it.
  if (births.length !== 1) throw new Error("The draft's clients should share one date of birth");
  // The supervisor signs the draft too, until the route that removes a signee takes them off.
  await as("therapist", "POST", `/api/auth/group-notes/${draft.noteId}/additional-signees`, {
    userIds: [id("supervisor")],
  });
  const facilitators = await db
    .select({ id: groupFacilitators.userId })
    .from(groupFacilitators)
    .where(eq(groupFacilitators.groupId, walk.params["groups/:id"]!));
  const event = await as<{ id: string }>("admin", "POST", "/api/auth/events", {
    title: "Riverside family night",
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString(),
    audience: { kind: "locations", locationIds: [org.riverside] },
  });
  return {
    walk,
    params: { ...own, "clinicians/:id": target.id, "events/:id": event.id },
    kiosk: { token: kiosk.token, entryId: entries.entries[0]!.id, dateOfBirth: String(births[0]!.dateOfBirth) },
    eventId: event.id,
    targetId: target.id,
    draft,
    doomed,
    ready,
    groupFacilitators: facilitators.map((r) => r.id),
    spare: { id: spare.id, mrNo: spare.mrNo },
    episodes: await buildEpisodeFixtures(walk),
    consents: await buildConsentFixtures(walk),
    ids: { therapist: id("therapist"), supervisor: id("supervisor"), admin: id("admin") },
  };
}

export type Key = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`;

/** Path parameters a route takes from elsewhere than `params`: the draft notes, for the changes that need one. */
export function routeParams(m: MatrixFixtures): Partial<Record<Key, Record<string, string>>> {
  const draft = { "group-sessions/:id": m.draft.sessionId, "group-notes/:id": m.draft.noteId };
  const ready = { "group-sessions/:id": m.ready.sessionId, "group-notes/:id": m.ready.noteId };
  const doc = { "documents/:name": groupNoteDocumentName(m.draft.noteId) };
  // The spare client joins the draft's roster (POST) and leaves it (DELETE, later).
  const withClient = { ...draft, "roster/:clientId": m.spare.id, "attendance/:clientId": m.draft.clientIds[0]! };
  return {
    "PATCH /api/auth/group-sessions/:id": draft,
    "POST /api/auth/group-sessions/:id/roster": draft,
    "DELETE /api/auth/group-sessions/:id/roster/:clientId": withClient,
    "PUT /api/auth/group-sessions/:id/attendance/:clientId": withClient,
    "POST /api/auth/group-sessions/:id/bulk-check-in": draft,
    "POST /api/auth/group-sessions/:id/kiosk": draft,
    "POST /api/auth/group-sessions/:id/cancel": { "group-sessions/:id": m.doomed.sessionId },
    "POST /api/auth/group-notes/:id/submit": ready,
    "POST /api/auth/group-notes/:id/sign": ready,
    "POST /api/auth/group-notes/:id/additional-signees": ready,
    "DELETE /api/auth/group-notes/:id/additional-signees/:userId": draft,
    // The walk's note is signed: the collab server writes to the draft's document.
    "GET /api/collab/documents/:name/state": doc,
    "POST /api/collab/documents/:name/updates": doc,
    "PUT /api/collab/documents/:name/snapshot": doc,
    // Inviting again re-addresses a client's portal user: not the demo client's, who is a caller.
    "POST /api/auth/clients/:mrNo/portal-invite": { "clients/:mrNo": m.spare.mrNo },
    ...episodeRouteParams(m.episodes),
    ...consentRouteParams(m.consents),
  };
}

/** The people whose own an object is, by the parameter naming it; a route may name others (`routeOwners`). */
export function ownersOf(m: MatrixFixtures): Record<string, string[]> {
  const { therapist, supervisor } = m.ids;
  return {
    // The supervisor gave the therapist this task; the therapist wrote the conversation's first message to the supervisor.
    "tasks/:id": [therapist!, supervisor!],
    "reminders/:id": [therapist!],
    "notifications/:id": [therapist!],
    "conversations/:id": [therapist!, supervisor!],
    "messages/:id": [therapist!, supervisor!],
    // The therapist facilitates every session of the fixtures.
    "group-sessions/:id": [therapist!],
    "group-notes/:id": [therapist!],
  };
}

/** Owners particular to one route (a task is deleted by its creator, a message changed by its author), and who else sees it. */
export function routeOwners(m: MatrixFixtures): Partial<Record<Key, { owners: string[]; insiders: string[] }>> {
  const { therapist, supervisor } = m.ids;
  return {
    "DELETE /api/auth/tasks/:id": { owners: [supervisor!], insiders: [therapist!] },
    "PATCH /api/auth/messages/:id": { owners: [therapist!], insiders: [supervisor!] },
    "DELETE /api/auth/messages/:id": { owners: [therapist!], insiders: [supervisor!] },
    // The additional signee the route before adds (a facilitator does not co-sign).
    "POST /api/auth/group-notes/:id/sign": { owners: [supervisor!], insiders: [] },
    // Staff who facilitate the group start its sessions.
    "POST /api/auth/group-sessions": { owners: m.groupFacilitators, insiders: [] },
  };
}

export interface Input {
  body?: unknown;
  /** An upload's form (multipart/form-data) instead of a JSON body. */
  multipart?: MultipartRequest;
  query?: Record<string, string>;
  /** Undoes, after a served call, what would stop the caller signing in again (two-factor sign-in turned on). */
  after?: (answer: LightMyRequestResponse) => Promise<void>;
}

const unique = () => randomBytes(4).toString("hex");
const today = () => todayInZone();
/** A caller's password; someone with no account sends one all the same (a body must be valid before the door). */
const secret = (c: MatrixCaller) => c.password || "no-account-password";
/** A Yjs update that changes nothing (an empty document's state). */
const EMPTY_UPDATE = "AAA=";

/** Inputs generation cannot make, by route; a function of the caller when it carries their own secret. */
export function sampleInputs(m: MatrixFixtures): Partial<Record<Key, (c: MatrixCaller) => Input | Promise<Input>>> {
  const { org } = m.walk;
  const start = Date.now() + 14 * 86_400_000;
  const eventBody = () => ({
    title: "Riverside open house",
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 3_600_000).toISOString(),
    audience: { kind: "locations", locationIds: [org.riverside] },
  });
  return {
    "POST /api/auth/login": () => ({ body: { email: `therapist@${DEMO_DOMAIN}`, password: DEMO_PASSWORD } }),
    "POST /api/auth/forgot_password": () => ({ body: { email: `therapist@${DEMO_DOMAIN}` } }),
    "POST /api/auth/change-password": (c) => ({ body: { currentPassword: secret(c), newPassword: secret(c) } }),
    "POST /api/auth/pin-code/check": () => ({ body: { pin: TEST_PIN } }),
    "POST /api/auth/two-factor/update": (c) => twoFactorOn(m, c),
    "POST /api/auth/pin-code/change": (c) => ({ body: { password: secret(c), pin: TEST_PIN } }),
    "POST /api/auth/signup": () => ({
      body: {
        email: `invited-${unique()}@example.test`,
        firstName: "Invited",
        lastName: "Clinician",
        role: "therapist",
        locationIds: [org.riverside],
      },
    }),
    "POST /api/auth/onboarding": () => ({
      body: {
        organizationName: `Org ${unique()}`,
        locationName: "Main",
        firstName: "First",
        lastName: "Admin",
        email: `founder-${unique()}@example.test`,
        password: "a long enough password 1",
      },
    }),
    "POST /api/auth/group-sessions/:id/roster": () => ({ body: { clientId: m.spare.id } }),
    "PUT /api/auth/group-sessions/:id/attendance/:clientId": () => ({ body: { status: "present" } }),
    "PATCH /api/auth/group-sessions/:id": () => ({ body: { topic: "Coping with cravings" } }),
    "POST /api/auth/group-sessions": () => ({
      body: { groupId: m.walk.params["groups/:id"], date: today(), startTime: "18:00", endTime: "19:00" },
    }),
    "POST /api/auth/group-sessions/generate": () => ({ body: { from: today(), to: today() } }),
    "GET /api/auth/group-sessions": () => ({ query: { from: today(), to: today() } }),
    "POST /api/auth/groups": () => ({
      body: {
        name: `Group ${unique()}`,
        programId: m.params["programs/:id"],
        locationId: org.riverside,
        facilitatorIds: [m.ids.therapist],
      },
    }),
    "PATCH /api/auth/groups/:id": () => ({ body: { description: "Skills for the first weeks of recovery" } }),
    "POST /api/auth/group-notes/:id/submit": (c) => ({ body: { password: secret(c) } }),
    "POST /api/auth/treatment-plannings/:planId/sign": (c) => ({ body: { password: secret(c) } }),
    "POST /api/auth/treatment-plannings/:planId/approve": (c) => ({ body: { password: secret(c) } }),
    "POST /api/auth/treatment-plannings/:planId/return": () => ({
      body: { reason: "Goal 1 needs the client's words." },
    }),
    "POST /api/auth/group-notes/:id/sign": (c) => ({ body: { password: secret(c) } }),
    "POST /api/auth/group-notes/:id/addendums": (c) => ({
      body: { password: secret(c), text: "Late entry: called the family." },
    }),
    "POST /api/auth/group-notes/:id/additional-signees": () => ({ body: { userIds: [m.ids.supervisor] } }),
    "POST /api/auth/group-notes/approve": (c) => ({
      body: { password: secret(c), noteIds: [m.walk.params["group-notes/:id"]] },
    }),
    "POST /api/auth/group-notes/kick-back": () => ({
      body: { noteIds: [m.walk.params["group-notes/:id"]], comment: "Please add the goals." },
    }),
    "GET /api/auth/group-notes/:id/content": () => ({ query: undefined }),
    "POST /api/auth/kiosk/self-check-in": () => ({
      body: { entryId: m.kiosk.entryId, dateOfBirth: m.kiosk.dateOfBirth },
    }),
    "PATCH /api/auth/clinicians/:id": () => ({ body: { firstName: "Casey" } }),
    "POST /api/auth/notifications": () => ({
      body: { title: "Fire drill", body: "At noon.", userIds: [m.ids.therapist] },
    }),
    "POST /api/auth/reminders": () => ({
      body: {
        subjectType: "client",
        subjectId: m.walk.params["clients/:mrNo"],
        remindAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    "POST /api/auth/tasks": (c) => ({ body: { title: "Call the pharmacy", assigneeId: c.userId || m.ids.therapist } }),
    // A contact's emergency flag needs a phone, a team member must be active staff of the organization: generation knows neither.
    "POST /api/auth/clients/:mrNo/add-member": () => ({ body: { name: "Matrix Sibling", relationship: "Sibling" } }),
    "PUT /api/auth/clients/:mrNo/family-members/:contactId": () => ({
      body: { name: "Matrix Guardian", relationship: "Guardian", legalGuardian: true },
    }),
    "POST /api/auth/clients/:mrNo/add-stakeholder": () => ({ body: { userId: m.targetId, role: "case_manager" } }),
    // A diagnosis needs a code of the code set, which generation cannot guess.
    "POST /api/auth/clients/:mrNo/update-diagnoses": () => ({
      body: { action: "add", code: "F11.20", rank: "secondary" },
    }),
    "POST /api/auth/clients/:mrNo/diagnoses/:diagnosisId/entered-in-error": () => ({ body: { reason: "Wrong chart" } }),
    "PUT /api/auth/preferences": () => ({ body: { theme: "dark" } }),
    "POST /api/auth/clients": () => ({
      body: {
        firstName: "Jordan",
        lastName: `Intake ${unique()}`,
        dateOfBirth: "1991-03-14",
        sexAssignedAtBirth: "unknown",
        locationId: org.riverside,
      },
    }),
    "GET /api/auth/clients/:mrNo/chart": () => ({ query: { parts: "summary,episodes" } }),
    "GET /api/auth/clients/duplicates": () => ({
      query: { firstName: "Jordan", lastName: "Intake", dateOfBirth: "1991-03-14" },
    }),
    // The walk's client as they are, in a city of each call's own: a new version that leaves name and birth date be.
    "PUT /api/auth/clients/:mrNo/demographics": async () => {
      const db = m.walk.t.api.deps.db;
      const [c] = await db.select().from(clients).where(eq(clients.mrNo, m.walk.params["clients/:mrNo"]!));
      return {
        body: {
          firstName: c!.firstName,
          lastName: c!.lastName,
          dateOfBirth: c!.dateOfBirth,
          sexAssignedAtBirth: "unknown",
          genderIdentity: c!.gender || null,
          phone: c!.phone,
          city: `City ${unique()}`,
        },
      };
    },
    "POST /api/auth/terms/accept": () => ({ body: { version: TERMS_VERSION } }),
    "GET /api/auth/events": () => ({ query: { includePast: "true" } }),
    "POST /api/auth/events": () => ({ body: eventBody() }),
    "PUT /api/auth/events/:id": () => ({ body: eventBody() }),
    "GET /api/auth/conversations": () => ({ query: undefined }),
    "POST /api/auth/conversations": () => ({ body: { title: "Rounds", memberIds: [m.targetId] } }),
    "POST /api/auth/conversations/direct": () => ({ body: { userId: m.targetId } }),
    "POST /api/auth/conversations/:id/members": () => ({ body: { userIds: [m.targetId] } }),
    "POST /api/auth/conversations/:id/messages": () => ({ body: { body: "See you at rounds" } }),
    "POST /api/auth/conversations/:id/read": () => ({ body: undefined }),
    "PATCH /api/auth/messages/:id": () => ({ body: { body: "Family meeting moved to Friday" } }),
    "POST /api/collab/documents/:name/updates": () => ({ body: { updates: [EMPTY_UPDATE] } }),
    "POST /api/collab/updates": () => ({
      body: { documents: [{ name: groupNoteDocumentName(m.draft.noteId), updates: [EMPTY_UPDATE], authors: [null] }] },
    }),
    "PUT /api/collab/documents/:name/snapshot": () => ({ body: { state: EMPTY_UPDATE, throughUpdateId: 0 } }),
    "POST /api/auth/group-sessions/:id/bulk-check-in": () => ({ body: { clientIds: [m.draft.clientIds[0]] } }),
    ...episodeSampleInputs(m.walk, m.ids.therapist!),
    ...consentSampleInputs(m.consents),
    // The EMR list's dates must be real days in order, label names unique: generation knows neither.
    "GET /api/auth/clients": () => ({ query: { status: "active,discharged", sortBy: "admissionDate" } }),
    "GET /api/auth/clients/export": () => ({ query: { searchQuery: "HRT-0001" } }),
    "POST /api/auth/labels": () => ({ body: { name: `Label ${unique()}`, color: "teal" } }),
    "PUT /api/auth/labels/:id": () => ({ body: { color: "indigo" } }),
    "PUT /api/auth/clients/:mrNo/labels": () => ({ body: { labelIds: [m.params["labels/:id"]] } }),
    // Uploads are forms: a small PDF as a document, a small PNG as the photo.
    "POST /api/auth/clients/:mrNo/documents": () => ({
      multipart: {
        fields: { category: "consent_release", title: "Release of information" },
        files: [{ field: "file", name: "release.pdf", kind: "pdf", type: "application/pdf" }],
        cut: false,
      },
    }),
    "PUT /api/auth/clients/:mrNo/profile-photo": () => ({
      multipart: {
        fields: {},
        files: [{ field: "file", name: "face.png", kind: "png", type: "image/png" }],
        cut: false,
      },
    }),
    "DELETE /api/auth/clients/:mrNo/documents/:documentId": () => ({
      body: { reason: "Scanned into the wrong chart" },
    }),
  };
}

/**
 * Public routes whose credential is their body (a sign-in challenge, an e-mailed token): the matrix
 * sends none it could make cheaply, so "served" means the same answer whoever calls, never a 5xx.
 */
export const CREDENTIAL_IN_BODY = new Set<string>([
  "POST /api/auth/two-factor/verify",
  "POST /api/auth/refresh-token",
  "POST /api/auth/reset",
  "POST /api/auth/set-client-password",
]);

/** Turning two-factor sign-in on with a code of a fresh secret, and off again right after with the next one. */
async function twoFactorOn(m: MatrixFixtures, c: MatrixCaller): Promise<Input> {
  if (c.kind !== "user") return { body: { enabled: true, code: "000000" } };
  const { t } = m.walk;
  const generated = await t.request({ method: "POST", url: "/api/auth/two-factor/generate", token: c.token });
  const { secret } = (generated.json() as { results: { secret: string } }).results;
  return {
    body: { enabled: true, code: await generate({ secret }) },
    after: async (answer) => {
      if (answer.statusCode !== 200) return;
      const token = (answer.json() as { results: { access_token: string } }).results.access_token;
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const off = await t.request({
        method: "POST",
        url: "/api/auth/two-factor/update",
        token,
        payload: { enabled: false, code },
      });
      if (off.statusCode !== 200) throw new Error(`turning two-factor sign-in off for ${c.name}: ${off.body}`);
    },
  };
}
