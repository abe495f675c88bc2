/**
 * Group notes: a session with its note (made the way the API makes them), attendance, typing into
 * the note's document the way a browser editor would and storing it as the collab server does, and
 * the demo API signed in as every demo role.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { $createParagraphNode, $createTextNode, $getRoot } from "lexical";
import * as Y from "yjs";
import { SERVICE_KEY_HEADER, groupNoteDocumentName } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";
import { groupClientNotes, groupNotes, groups, programs, users } from "../../../../apps/api/src/db/schema";
import { DEMO_DOMAIN } from "../../../../apps/api/src/db/seedData";
import type { DemoOrganization, TestApi } from "../../../../apps/api/src/test/harness";
import { TEST_SERVICE_KEY, startDemoApi } from "../../../../apps/api/src/test/harness";
import { hashSecret } from "../../../../apps/api/src/domains/auth/passwords";
import { insertSessionWithNote } from "../../../../apps/api/src/domains/groupTherapy/groupSessions/create";
import { todayInZone } from "../../../../apps/api/src/kernel/time";
import { editCopy } from "../editor";
import { buildClient } from "./clients";
import { TEST_PIN } from "./clinicians";
import { startedSlot } from "./groupSessions";

export interface NoteFixture {
  noteId: string;
  sessionId: string;
  documentName: string;
  clientIds: string[];
}

/**
 * A group at `locationId` and one session of it, with `clients` new clients on the roster: by
 * default an hour of today that has already started (so check-in, the note and signing are open);
 * with a `date` or a `startTime`, that day (today by default) from 09:00 to 10:00 unless given.
 */
export async function buildNote(
  t: TestApi,
  o: {
    organizationId: string;
    locationId: string;
    facilitatorId: string;
    coFacilitatorIds?: string[];
    clients?: number;
    date?: string;
    startTime?: string;
    endTime?: string;
  },
): Promise<NoteFixture> {
  const db = t.api.deps.db;
  const tag = randomBytes(4).toString("hex");
  const [program] = await db
    .insert(programs)
    .values({ organizationId: o.organizationId, name: `Program ${tag}` })
    .returning();
  const [group] = await db
    .insert(groups)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId,
      programId: program!.id,
      name: `Group ${tag}`,
    })
    .returning();
  const clients: { id: string }[] = [];
  for (let i = 0; i < (o.clients ?? 2); i++)
    clients.push(await buildClient(db, { organizationId: o.organizationId, locationId: o.locationId }));
  const slot =
    o.date || o.startTime
      ? { date: o.date ?? todayInZone(), startTime: o.startTime ?? "09:00", endTime: o.endTime ?? "10:00" }
      : { ...startedSlot(), ...(o.endTime ? { endTime: o.endTime } : {}) };
  const session = await db.transaction((tx) =>
    insertSessionWithNote(
      tx as unknown as typeof db,
      {
        group: group!,
        ...slot,
        topic: "Coping skills",
        facilitatorId: o.facilitatorId,
        coFacilitatorIds: o.coFacilitatorIds ?? [],
        roomId: null,
        origin: "ad_hoc",
        rosterClientIds: clients.map((c) => c.id),
      },
      { actorId: o.facilitatorId, publish: true },
    ),
  );
  const [note] = await db.select({ id: groupNotes.id }).from(groupNotes).where(eq(groupNotes.sessionId, session!.id));
  return {
    noteId: note!.id,
    sessionId: session!.id,
    documentName: groupNoteDocumentName(note!.id),
    clientIds: clients.map((c) => c.id),
  };
}

/** Marks every roster client of the note (or those listed) with one status, as staff would. */
export async function markAttendance(
  t: TestApi,
  noteId: string,
  status: AttendanceStatus,
  clientIds?: string[],
): Promise<void> {
  const rows = await t.api.deps.db.select().from(groupClientNotes).where(eq(groupClientNotes.noteId, noteId));
  for (const r of rows) {
    if (clientIds && !clientIds.includes(r.clientId)) continue;
    await t.api.deps.db
      .update(groupClientNotes)
      .set({
        attendanceStatus: status,
        minutesAttended: status === "absent" || status === "excused" ? 0 : 60,
        checkInMethod: "staff",
      })
      .where(eq(groupClientNotes.id, r.id));
  }
}

const service = { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY };

/** The stored document, as the collab server would load it. */
export async function storedDoc(t: TestApi, documentName: string): Promise<Y.Doc> {
  const response = await t.request({
    method: "GET",
    url: `/api/collab/documents/${documentName}/state`,
    headers: service,
  });
  const doc = new Y.Doc();
  const state = (response.json() as { results: { state: string | null } }).results.state;
  if (state) Y.applyUpdate(doc, new Uint8Array(Buffer.from(state, "base64")));
  return doc;
}

/**
 * Types a paragraph at the end of one root of the stored document, through a Lexical editor bound
 * to it like a browser's, and returns the Yjs update without storing it.
 */
export async function typedUpdate(
  t: TestApi,
  documentName: string,
  rootName: string,
  text: string,
): Promise<{ update: Uint8Array; doc: Y.Doc }> {
  const base = await storedDoc(t, documentName);
  return editCopy(base, rootName, () => $getRoot().append($createParagraphNode().append($createTextNode(text))));
}

/** Stores an update the way the collab server does; returns the HTTP status (409 once the note is sealed). */
export async function appendUpdate(t: TestApi, documentName: string, update: Uint8Array): Promise<number> {
  const response = await t.request({
    method: "POST",
    url: `/api/collab/documents/${documentName}/updates`,
    headers: service,
    payload: { updates: [Buffer.from(update).toString("base64")] },
  });
  return response.statusCode;
}

/** Types `text` into a root and stores it. */
export async function writeText(t: TestApi, documentName: string, rootName: string, text: string): Promise<void> {
  const { update } = await typedUpdate(t, documentName, rootName, text);
  const status = await appendUpdate(t, documentName, update);
  if (status !== 200) throw new Error(`storing the update failed: ${status}`);
}

export const DEMO_ROLES = [
  "admin",
  "supervisor",
  "therapist",
  "nurse",
  "nurse2",
  "physician",
  "bht",
  "admissions",
  "client",
] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export interface NotesApi {
  t: TestApi;
  org: DemoOrganization;
  tokens: Record<DemoRole, string>;
  ids: Record<DemoRole, string>;
}

/** The demo API, signed in as every demo role, each with the PIN TEST_PIN. */
export async function startNotesApi(): Promise<NotesApi> {
  const { t, org } = await startDemoApi();
  const pinHash = await hashSecret(TEST_PIN);
  const tokens = {} as Record<DemoRole, string>;
  const ids = {} as Record<DemoRole, string>;
  for (const who of DEMO_ROLES) {
    const [user] = await t.api.deps.db
      .update(users)
      .set({ pinHash })
      .where(eq(users.email, `${who}@${DEMO_DOMAIN}`))
      .returning({ id: users.id });
    ids[who] = user!.id;
    tokens[who] = (await t.loginAs(who)).token;
  }
  return { t, org, tokens, ids };
}
