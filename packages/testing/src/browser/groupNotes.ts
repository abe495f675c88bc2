/**
 * Group-note test data for browser specs, made through the public surfaces a client app uses:
 * GraphQL for sessions, attendance and signing, and the collab WebSocket (the kit's headless editor
 * bound to the note's Yjs document, as a browser's CollaborationPlugin would be) for the note's
 * text. With the session times specs need, on the facility's clock. Loads no app code.
 */
import { expect } from "@playwright/test";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import { Doc, encodeStateVector } from "yjs";
import { openEditor } from "../editor";
import { DEMO_PIN } from "./graphql";
import type { DemoUser } from "./graphql";

// ---------------------------------------------------------------------------------------------
// Session times, on the facility's clock (America/Los_Angeles). A session is documented once it
// has happened: check-in, attendance and the note open 30 minutes (the demo organization's
// setting) before its start, signing at the start. So a test that checks clients in, writes and
// signs needs a session that has already started, whatever the hour of the run.

const ZONE = "America/Los_Angeles";
const LAST_MINUTE = 23 * 60 + 59;

export interface Slot {
  /** YYYY-MM-DD and HH:mm on the facility's clock. */
  date: string;
  startTime: string;
  endTime: string;
}

/** The facility's date and minute of the day at an instant. */
function facilityClock(at: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Today on the facility's clock, YYYY-MM-DD: sessions are dated, and the app shows dates, there. */
export const facilityToday = (now: Date = new Date()): string => facilityClock(now).date;

/**
 * A slot of today that started `minutesAgo` minutes before now (never before midnight) and lasts
 * `length` minutes (never past 23:59). Read off the clock of that earlier instant, so no DST change
 * puts the start in the future (a repeated hour names its first, earlier, occurrence).
 */
export function startedSlot(o: { minutesAgo?: number; length?: number; now?: Date } = {}): Slot {
  const now = o.now ?? new Date();
  const today = facilityClock(now).date;
  const earlier = facilityClock(new Date(now.getTime() - (o.minutesAgo ?? 5) * 60_000));
  const start = Math.min(earlier.date === today ? earlier.minutes : 0, LAST_MINUTE - 1);
  return { date: today, startTime: hhmm(start), endTime: hhmm(Math.min(start + (o.length ?? 60), LAST_MINUTE)) };
}

/**
 * A slot whose check-in has not opened: later today when the day leaves room (at least two hours
 * ahead), else tomorrow morning. Its check-in opens 30 minutes before its start.
 */
export function notYetOpenSlot(now: Date = new Date()): Slot {
  const clock = facilityClock(now);
  const start = clock.minutes + 120;
  if (start + 30 <= LAST_MINUTE) return { date: clock.date, startTime: hhmm(start), endTime: hhmm(start + 30) };
  const tomorrow = new Date(`${clock.date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { date: tomorrow.toISOString().slice(0, 10), startTime: "10:00", endTime: "11:00" };
}

/**
 * A slot whose check-in opens at the next whole minute at least `leadSeconds` from now (its start
 * 30 minutes later, as the demo organization's setting has it), so a page opened now sees check-in
 * open while it is on screen.
 */
export function slotOpeningSoon(leadSeconds = 20, now: Date = new Date()): Slot & { checkInOpensAt: Date } {
  let opens = Math.ceil((now.getTime() + leadSeconds * 1000) / 60_000) * 60_000;
  for (;;) {
    const start = facilityClock(new Date(opens + 30 * 60_000));
    // The day's last minute cannot start a session that ends the same day: the next opening then.
    if (start.minutes < LAST_MINUTE)
      return {
        date: start.date,
        startTime: hhmm(start.minutes),
        endTime: hhmm(Math.min(start.minutes + 30, LAST_MINUTE)),
        checkInOpensAt: new Date(opens),
      };
    opens += 60_000;
  }
}

/** "4:40 PM" for "16:40", as the screens show a wall-clock time (§9 h:mm A). */
export function wallClockLabel(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "9:30 AM": an instant as the facility's clock shows it. */
export const facilityTimeLabel = (at: Date): string => wallClockLabel(hhmm(facilityClock(at).minutes));

/** The Sunday that ends the facility's current week (weeks run Monday to Sunday), YYYY-MM-DD. */
export function endOfThisWeek(now: Date = new Date()): string {
  const today = new Date(`${facilityClock(now).date}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + ((7 - today.getUTCDay()) % 7));
  return today.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Sessions and their notes.

/** A client on a session's roster. */
export interface SessionClient {
  id: string;
  mrNo: string;
  fullname: string;
  firstName: string;
  lastName: string;
  /** The root of the client's own section in the note's document. */
  rootName: string;
}

export interface TestSession extends Slot {
  sessionId: string;
  noteId: string;
  groupId: string;
  groupName: string;
  /** The note's collab document and the root of its narrative, for `writeNoteText`. */
  documentName: string;
  narrativeRoot: string;
  /** The roster in the note's order: the group's whole roster, or its first `keep` clients. */
  clients: SessionClient[];
}

export interface SessionOptions {
  /** A demo group; "Relapse Prevention" (six clients on its roster, co-facilitated by the BHT) by default. */
  groupName?: string;
  topic?: string;
  /** When; by default a slot of today that started 5 minutes ago (see `defaultSlot`). */
  slot?: Slot;
  /** Unset, the group's facilitators facilitate. */
  facilitatorId?: string;
  coFacilitatorIds?: string[];
  /** Cuts the roster down to its first `keep` clients (a new session starts with the group's whole roster). */
  keep?: number;
}

let sessionsMade = 0;
/**
 * A slot of today that has started (check-in, the note and signing are open), an hour or more long
 * (minutes attended may not exceed it), its length unique in this run so that two ad hoc sessions
 * never read alike.
 */
function defaultSlot(): Slot {
  return startedSlot({ length: 60 + sessionsMade++ });
}

/** Creates an ad hoc session of a demo group, with its note, as `creator` would in the app. */
export async function createSession(creator: DemoUser, o: SessionOptions = {}): Promise<TestSession> {
  const groupName = o.groupName ?? "Relapse Prevention";
  const { date, startTime, endTime } = o.slot ?? defaultSlot();
  const { groups } = await creator.gql<{ groups: { results: { id: string; name: string }[] } }>(
    `query ($q: String) { groups(filter: { searchQuery: $q }) { results { id name } } }`,
    { q: groupName },
  );
  const group = groups.results.find((g) => g.name === groupName);
  expect(group, `the demo group ${groupName}`).toBeDefined();
  const { createGroupSession } = await creator.gql<{ createGroupSession: { id: string; noteId: string } }>(
    `mutation ($input: GroupSessionInput!) { createGroupSession(input: $input) { id noteId } }`,
    {
      input: {
        groupId: group!.id,
        date,
        startTime,
        endTime,
        topic: o.topic ?? "Coping with cravings",
        facilitatorId: o.facilitatorId,
        coFacilitatorIds: o.coFacilitatorIds,
      },
    },
  );
  const { groupNote } = await creator.gql<{
    groupNote: {
      documentName: string;
      narrativeRoot: string;
      attendance: { rootName: string; client: Omit<SessionClient, "rootName"> }[];
    };
  }>(
    `query ($id: ID!) { groupNote(id: $id) { documentName narrativeRoot attendance { rootName client { id mrNo fullname firstName lastName } } } }`,
    { id: createGroupSession.noteId },
  );
  const clients = groupNote.attendance.map(({ client, rootName }) => ({ ...client, rootName }));
  const keep = o.keep ?? clients.length;
  for (const client of clients.slice(keep)) {
    await creator.gql(`mutation ($s: ID!, $c: ID!) { removeSessionClient(sessionId: $s, clientId: $c) { id } }`, {
      s: createGroupSession.id,
      c: client.id,
    });
  }
  return {
    sessionId: createGroupSession.id,
    noteId: createGroupSession.noteId,
    groupId: group!.id,
    groupName,
    date,
    startTime,
    endTime,
    documentName: groupNote.documentName,
    narrativeRoot: groupNote.narrativeRoot,
    clients: clients.slice(0, keep),
  };
}

export type AttendanceStatus = "present" | "late" | "left_early" | "absent" | "excused";

/** Marks a client's attendance over GraphQL (the minutes follow from the status). */
export async function setAttendance(
  user: DemoUser,
  sessionId: string,
  clientId: string,
  status: AttendanceStatus,
): Promise<void> {
  await user.gql(
    `mutation ($s: ID!, $c: ID!, $st: AttendanceStatus) { setAttendance(sessionId: $s, clientId: $c, status: $st) { id } }`,
    { s: sessionId, c: clientId, st: status },
  );
}

/**
 * Types text into roots of a note's document over the collab WebSocket as `author`, appending one
 * paragraph per root, and answers the document's state vector (base64) once the text is written,
 * for `submitNote`'s `seenStateVector`.
 */
export async function writeNoteText(
  author: DemoUser,
  documentName: string,
  texts: Record<string, string>,
): Promise<string> {
  const doc = new Doc();
  // Bound before connecting: the editors must see the server's content arrive as updates.
  const editors = Object.keys(texts).map((root) => openEditor(doc, root));
  const provider = new WebsocketProvider(`${author.origin.replace(/^http/, "ws")}/collab`, documentName, doc, {
    connect: false,
    disableBc: true,
    params: { token: author.token },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  try {
    const synced = new Promise<void>((resolve) => provider.on("sync", (isSynced: boolean) => isSynced && resolve()));
    provider.connect();
    await synced;
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const editor of editors) editor.type(texts[editor.rootName]!);
    // Give the socket a moment to carry the update out before it closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return Buffer.from(encodeStateVector(doc)).toString("base64");
  } finally {
    for (const editor of editors) editor.dispose();
    provider.destroy();
    doc.destroy();
  }
}

/**
 * Submits (and signs) a note as its facilitator, waiting while the server is still storing the
 * text (409), and sitting out the signing limit (5 signatures a minute per user, then 429).
 */
export async function submitNote(facilitator: DemoUser, noteId: string, seenStateVector?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const { errors } = await facilitator.raw(
      `mutation ($id: ID!, $sv: String) { submitGroupNote(id: $id, signature: { pin: "${DEMO_PIN}" }, seenStateVector: $sv) { id status } }`,
      { id: noteId, sv: seenStateVector },
    );
    if (!errors?.length) return;
    const code = errors[0]?.extensions?.code;
    if (attempt >= 20 || (code !== "CONFLICT" && code !== "RATE_LIMITED"))
      throw new Error(`submit failed: ${errors.map((e) => e.message).join("; ")}`);
    const waitSeconds = code === "RATE_LIMITED" ? Number(/(\d+)\s*s/.exec(errors[0]!.message)?.[1] ?? 30) + 1 : 0.25;
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
}

/** Co-signs a submitted note as its co-facilitator or an additional signee (with the PIN): approval waits for every such signature. */
export async function coSign(signer: DemoUser, noteId: string): Promise<void> {
  await signer.gql(`mutation ($id: ID!) { signGroupNote(id: $id, signature: { pin: "${DEMO_PIN}" }) { id } }`, {
    id: noteId,
  });
}

export type SubmittedNote = TestSession & {
  narrative: string;
  /** Each attending client's note, by client id. */
  clientTexts: Record<string, string>;
};

/**
 * A submitted note: a session (today's, already started, by default), the first `attending` (2)
 * roster clients present and the rest absent, the narrative and each attending client's note
 * written, then submitted with the facilitator's PIN.
 */
export async function submittedNote(
  facilitator: DemoUser,
  options: SessionOptions & { attending?: number; narrative?: string } = {},
): Promise<SubmittedNote> {
  const { attending: count = 2, narrative: givenNarrative, ...sessionOptions } = options;
  const session = await createSession(facilitator, sessionOptions);
  const attending = session.clients.slice(0, count);
  for (const client of session.clients)
    await setAttendance(facilitator, session.sessionId, client.id, attending.includes(client) ? "present" : "absent");
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const narrative = givenNarrative ?? `Group discussed triggers and coping plans (${stamp}).`;
  const clientTexts = Object.fromEntries(
    attending.map((client) => [client.id, `${client.firstName} named two triggers and a plan (${stamp}).`]),
  );
  const texts: Record<string, string> = { [session.narrativeRoot]: narrative };
  for (const client of attending) texts[client.rootName] = clientTexts[client.id]!;
  const stateVector = await writeNoteText(facilitator, session.documentName, texts);
  await submitNote(facilitator, session.noteId, stateVector);
  return { ...session, narrative, clientTexts };
}
