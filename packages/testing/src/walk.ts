/**
 * The demo organization made ready for a walk over every read route: something of each kind that
 * shows a client (a task, a reminder, a conversation and its messages, a signed group note with a
 * check-in on the live board), and the values that fill each route's path parameters.
 */
import { eq } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, facilityToday, groupNoteClientRoot, groupNoteDocumentName } from "@hearth/schema";
import type { Task } from "@hearth/schema";
import { clients, users } from "../../../apps/api/src/db/schema";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "../../../apps/api/src/db/seedData";
import { startDemoApi } from "../../../apps/api/src/test/harness";
import type { DemoOrganization, TestApi } from "../../../apps/api/src/test/harness";
import { buildClientDocument, buildProfilePhoto } from "./factories/clientDocuments";
import { buildNote, writeText } from "./factories/groupNotes";

export interface Walker {
  name: string;
  token: string;
  userId: string;
}

export interface WalkFixtures {
  t: TestApi;
  org: DemoOrganization;
  /** `<segment before the parameter>/:<parameter>` -> its value, e.g. `tasks/:id`. */
  params: Record<string, string>;
  /** Query strings a route needs to answer at all (its required parameters), by route. */
  queries: Record<string, Record<string, string>>;
  /** Who reads a route: staff who see the demo clients, or the check-in kiosk for its own route. */
  walkers(route: string): Walker[];
}

async function call<T>(t: TestApi, token: string, method: "GET" | "POST", url: string, payload?: object): Promise<T> {
  const response = await t.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.json() as { results: T }).results;
}

async function staff(t: TestApi, who: string): Promise<Walker> {
  const [user] = await t.api.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${who}@${DEMO_DOMAIN}`));
  return { name: who, token: (await t.loginAs(who)).token, userId: user!.id };
}

export async function buildWalkFixtures(): Promise<WalkFixtures> {
  const { t, org } = await startDemoApi();
  const [therapist, admin, supervisor] = await Promise.all(
    ["therapist", "admin", "supervisor"].map((who) => staff(t, who)),
  );
  const as = <T>(method: "GET" | "POST", url: string, payload?: object) =>
    call<T>(t, therapist!.token, method, url, payload);

  // The seeded task the supervisor gave the therapist about a client of theirs.
  const tasks = await t.request({ method: "GET", url: "/api/auth/tasks", token: therapist!.token });
  const task = (tasks.json() as { results: Task[] }).results.find((x) => x.subjectType === "client")!;
  const mrNo = task.subjectId!;
  // A document and a photo on their chart: downloading one and showing the other are reads too.
  const document = await buildClientDocument(t, therapist!.token, mrNo);
  await buildProfilePhoto(t, therapist!.token, mrNo);
  // A disclosure that released the document: its release packet shows the client too.
  const consent = await as<{ id: string }>("POST", `/auth/clients/${mrNo}/consents`, {
    recipientName: "Harbor Primary Care",
    purpose: "Coordination of care",
    categories: ["all_records"],
    expiresOn: "2099-12-31",
    signedOn: facilityToday(),
    signedBy: "The client",
    signer: "client",
  });
  const disclosure = await as<{ id: string }>("POST", `/auth/clients/${mrNo}/disclosures`, {
    consentId: consent.id,
    categories: ["all_records"],
    disclosedOn: facilityToday(),
    method: "mail",
    documentIds: [document.id],
  });
  await as("POST", "/auth/reminders", {
    subjectType: "client",
    subjectId: mrNo,
    remindAt: new Date(Date.now() + 86_400_000).toISOString(),
    note: "Call the family",
  });
  const conversation = await as<{ id: string }>("POST", "/auth/conversations", {
    title: "Discharge planning",
    memberIds: [supervisor!.userId],
    clientMrNo: mrNo,
  });
  const message = await as<{ id: string }>("POST", `/auth/conversations/${conversation.id}/messages`, {
    body: "Family meeting moved to Thursday @riverside",
  });
  // The treatment plan of their stay: the plan, and the list of plans, show the client.
  const plan = await as<{ id: string }>("POST", `/auth/clients/${mrNo}/treatment-plannings`);
  // A notice that names the client: the supervisor gives the therapist a task about them.
  await call(t, supervisor!.token, "POST", "/auth/tasks", {
    title: "Review the discharge plan",
    assigneeId: therapist!.userId,
    subjectType: "client",
    subjectId: mrNo,
  });

  // A group note of today with two clients, one checked in by staff (a line on the live board), then signed.
  const note = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: therapist!.userId,
    clients: 2,
  });
  const kiosk = await as<{ token: string }>("POST", `/auth/group-sessions/${note.sessionId}/kiosk`, {});
  await as("POST", `/auth/group-sessions/${note.sessionId}/bulk-check-in`, { clientIds: note.clientIds });
  await writeText(t, note.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Both members shared a coping plan.");
  for (const clientId of note.clientIds)
    await writeText(t, note.documentName, groupNoteClientRoot(clientId), "Engaged and on topic.");
  await as("POST", `/auth/group-notes/${note.noteId}/submit`, { password: DEMO_PASSWORD });

  const groups = await t.request({ method: "GET", url: "/api/auth/groups", token: therapist!.token });
  const group = (groups.json() as { results: { id: string; roster: unknown[] }[] }).results.find(
    (g) => g.roster.length > 0,
  )!;
  const board = await as<{ entries: { id: string }[] }>("GET", `/auth/board/${org.riverside}`);
  const history = await as<{ current: { id: string } | null; shifts: { results: { id: string }[] } }>(
    "GET",
    `/auth/handoff/${org.riverside}/shifts`,
  );
  const events = await t.request({ method: "GET", url: "/api/auth/events?includePast=true", token: therapist!.token });
  const [firstClient] = await t.api.deps.db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      dateOfBirth: clients.dateOfBirth,
    })
    .from(clients)
    .where(eq(clients.id, note.clientIds[0]!));
  const kioskWalker: Walker = { name: "the kiosk", token: kiosk.token, userId: therapist!.userId };

  return {
    t,
    org,
    params: {
      "tasks/:id": task.id,
      "clients/:mrNo": mrNo,
      "clinicians/:id": therapist!.userId,
      "conversations/:id": conversation.id,
      "messages/:id": message.id,
      "events/:id": (events.json() as { results: { id: string }[] }).results[0]!.id,
      "group-notes/:id": note.noteId,
      "group-sessions/:id": note.sessionId,
      "groups/:id": group.id,
      "board/:locationId": org.riverside,
      // What a domain adds to one location (`/api/auth/locations/:locationId/<d>`, as `npm run new-domain` makes it).
      "locations/:locationId": org.riverside,
      "entries/:entryId": board.entries[0]!.id,
      "handoff/:locationId": org.riverside,
      "shifts/:shiftId": (history.current ?? history.shifts.results[0])!.id,
      "documents/:name": groupNoteDocumentName(note.noteId),
      "documents/:documentId": document.id,
      "disclosures/:disclosureId": disclosure.id,
      "treatment-plannings/:planId": plan.id,
      "static/*": "swagger-ui.css",
    },
    queries: {
      "/api/auth/group-notes/:id/client-copy": { clientId: firstClient!.id },
      "/api/auth/group-notes/print": { sessionId: note.sessionId },
      "/api/auth/messages/search": { q: "Family" },
      "/api/auth/diagnosis-codes": { q: "opioid" },
      "/api/auth/clients/:mrNo/chart": { parts: "summary,episodes" },
      // The intake form's warning: a person already on record.
      "/api/auth/clients/duplicates": {
        firstName: firstClient!.firstName,
        lastName: firstClient!.lastName,
        dateOfBirth: firstClient!.dateOfBirth,
      },
    },
    walkers: (route) => (route.startsWith("/api/auth/kiosk/") ? [kioskWalker] : [therapist!, admin!]),
  };
}
