/**
 * Test data for group-note specs, made through the public surfaces a client app uses: GraphQL
 * for sessions, attendance and signing, and the collab WebSocket (a headless Lexical editor bound
 * to the note's Yjs document, as a browser's CollaborationPlugin would be) for the note's text.
 */
import { expect, request as playwrightRequest } from "@playwright/test";
import type { APIRequestContext } from "@playwright/test";
import WebSocket from "ws";
import { WebsocketProvider } from "y-websocket";
import { Doc, encodeStateVector } from "yjs";
import { openEditor } from "@hearth/testing/editor";
import { E2E_PORT } from "./port";
import { startedSlot } from "./sessionSlots";
import { DEMO_PASSWORD, demoEmail } from "./support";

const ORIGIN = `http://localhost:${E2E_PORT}`;
export const DEMO_PIN = "1234";

/** One demo user's GraphQL (and REST) access, in its own cookie jar. */
export class GraphQLUser {
  private constructor(
    readonly http: APIRequestContext,
    readonly token: string,
    readonly userId: string,
    readonly locations: { id: string; name: string }[],
  ) {}

  static async signIn(who: string): Promise<GraphQLUser> {
    const http = await playwrightRequest.newContext({ baseURL: ORIGIN });
    const response = await http.post("/api/auth/login", { data: { email: demoEmail(who), password: DEMO_PASSWORD } });
    expect(response.status(), `login of ${who}`).toBe(200);
    const { results } = (await response.json()) as {
      results: { access_token: string; user: { id: string; locations: { id: string; name: string }[] } };
    };
    return new GraphQLUser(http, results.access_token, results.user.id, results.user.locations);
  }

  /** Makes `name` this user's current (default) location, in every browser they sign in from. */
  async workAt(name: string): Promise<string> {
    const location = this.locations.find((l) => l.name === name);
    expect(location, `location ${name}`).toBeDefined();
    const response = await this.http.put("/api/auth/preferences", { data: { defaultLocationId: location!.id } });
    expect(response.status()).toBe(200);
    return location!.id;
  }

  /** Runs an operation; answers its data and errors as they came. */
  async raw<T>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data: T | null; errors?: { message: string; extensions?: { code?: string } }[] }> {
    const response = await this.http.post("/graphql", {
      data: { query, variables },
      headers: { "content-type": "application/json" },
    });
    return (await response.json()) as {
      data: T | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }

  /** Runs an operation that must succeed. */
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { data, errors } = await this.raw<T>(query, variables);
    if (errors?.length)
      throw new Error(`GraphQL error: ${errors.map((e) => `${e.extensions?.code ?? "?"} ${e.message}`).join("; ")}`);
    return data!;
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

/** Today as the server counts days (America/Los_Angeles), YYYY-MM-DD. */
export const serverToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());

export interface TestSession {
  sessionId: string;
  noteId: string;
  documentName: string;
  narrativeRoot: string;
  groupName: string;
  groupId: string;
  attendance: {
    clientId: string;
    mrNo: string;
    fullname: string;
    firstName: string;
    lastName: string;
    rootName: string;
  }[];
}

let slot = 0;
/**
 * A slot of today that has already started (check-in, the note and signing are open), its length
 * unique in this run so that two ad hoc sessions never read alike.
 */
function nextSlot(): { date: string; startTime: string; endTime: string } {
  return startedSlot({ length: 15 + slot++ });
}

/** Creates an ad hoc session of a demo group for today, already started, as its facilitator would. */
export async function createTodaySession(
  facilitator: GraphQLUser,
  groupName = "Relapse Prevention",
  topic = "Coping with cravings",
): Promise<TestSession> {
  const { groups } = await facilitator.gql<{ groups: { results: { id: string; name: string }[] } }>(
    `query { groups(filter: { pageSize: 100 }) { results { id name } } }`,
  );
  const group = groups.results.find((g) => g.name === groupName);
  expect(group, `demo group ${groupName}`).toBeDefined();
  const { createGroupSession: session } = await facilitator.gql<{ createGroupSession: { id: string; noteId: string } }>(
    `mutation($input: GroupSessionInput!) { createGroupSession(input: $input) { id noteId } }`,
    { input: { groupId: group!.id, ...nextSlot(), topic } },
  );
  const { groupNote } = await facilitator.gql<{
    groupNote: {
      documentName: string;
      narrativeRoot: string;
      attendance: {
        rootName: string;
        client: { id: string; mrNo: string; fullname: string; firstName: string; lastName: string };
      }[];
    };
  }>(
    `query($id: ID!) { groupNote(id: $id) { documentName narrativeRoot attendance { rootName client { id mrNo fullname firstName lastName } } } }`,
    { id: session.noteId },
  );
  return {
    sessionId: session.id,
    noteId: session.noteId,
    documentName: groupNote.documentName,
    narrativeRoot: groupNote.narrativeRoot,
    groupName: group!.name,
    groupId: group!.id,
    attendance: groupNote.attendance.map((entry) => ({
      ...entry.client,
      clientId: entry.client.id,
      rootName: entry.rootName,
    })),
  };
}

export async function setAttendance(
  user: GraphQLUser,
  sessionId: string,
  clientId: string,
  status: "present" | "late" | "left_early" | "absent" | "excused",
): Promise<void> {
  await user.gql(
    `mutation($s: ID!, $c: ID!, $st: AttendanceStatus) { setAttendance(sessionId: $s, clientId: $c, status: $st) { id } }`,
    { s: sessionId, c: clientId, st: status },
  );
}

/**
 * Types text into roots of a note's document over the collab WebSocket, appending one paragraph
 * per root, and answers the document's state vector (base64) once the text is written, for
 * `submitGroupNote`'s `seenStateVector`.
 */
export async function writeNoteText(
  token: string,
  documentName: string,
  texts: Record<string, string>,
): Promise<string> {
  const doc = new Doc();
  // Bound before connecting: the editors must see the server's content arrive as updates.
  const editors = Object.keys(texts).map((root) => openEditor(doc, root));
  const provider = new WebsocketProvider(`ws://localhost:${E2E_PORT}/collab`, documentName, doc, {
    connect: false,
    disableBc: true,
    params: { token },
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
export async function submitNote(facilitator: GraphQLUser, noteId: string, seenStateVector?: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const { errors } = await facilitator.raw(
      `mutation($id: ID!, $sv: String) { submitGroupNote(id: $id, signature: { pin: "${DEMO_PIN}" }, seenStateVector: $sv) { id status } }`,
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
export async function coSign(signer: GraphQLUser, noteId: string): Promise<void> {
  await signer.gql(`mutation($id: ID!) { signGroupNote(id: $id, signature: { pin: "${DEMO_PIN}" }) { id } }`, {
    id: noteId,
  });
}

/**
 * A submitted note of today: an ad hoc session, the first `attending` roster clients present and
 * the rest absent, the narrative and each attending client's note written, then submitted.
 */
export async function submittedNote(
  facilitator: GraphQLUser,
  options: { attending?: number; narrative?: string; groupName?: string } = {},
): Promise<TestSession & { narrative: string; clientTexts: Record<string, string> }> {
  const session = await createTodaySession(facilitator, options.groupName);
  const attending = session.attendance.slice(0, options.attending ?? 2);
  for (const entry of session.attendance)
    await setAttendance(
      facilitator,
      session.sessionId,
      entry.clientId,
      attending.includes(entry) ? "present" : "absent",
    );
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const narrative = options.narrative ?? `Group discussed triggers and coping plans (${stamp}).`;
  const clientTexts = Object.fromEntries(
    attending.map((entry) => [entry.clientId, `${entry.firstName} named two triggers and a plan (${stamp}).`]),
  );
  const texts: Record<string, string> = { [session.narrativeRoot]: narrative };
  for (const entry of attending) texts[entry.rootName] = clientTexts[entry.clientId]!;
  const stateVector = await writeNoteText(facilitator.token, session.documentName, texts);
  await submitNote(facilitator, session.noteId, stateVector);
  return { ...session, narrative, clientTexts };
}
