/**
 * Group notes for collab integration tests: sessions made through the real API (so the note and the
 * server-written templates of its document are made the real way), REST calls as a signed-in user,
 * and edits to a note's Lexical roots made by a headless editor bound like the browser's.
 */
import { createHeadlessEditor } from "@lexical/headless";
import { createYjsBinding, syncLexicalUpdateToYjs, syncYjsChangesToLexical } from "@lexical/yjs";
import type { Provider } from "@lexical/yjs";
import * as Y from "yjs";
import { RICH_TEXT_NODES } from "@hearth/richtext";
import { SERVER_TIME_ZONE } from "@hearth/schema";
import type { Group, GroupSession } from "@hearth/schema";
import type { Stack } from "./stack";

export interface ApiAnswer<T> {
  status: number;
  body: { results: T; error?: { code: string; message: string } };
}

/** A REST call to the stack's API as the holder of `token`. */
export async function callApi<T>(
  stack: Stack,
  token: string,
  method: "GET" | "POST" | "PUT" | "PATCH",
  url: string,
  payload?: unknown,
): Promise<ApiAnswer<T>> {
  const response = await fetch(`${stack.origin}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { "content-type": "application/json" }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer<T>["body"] };
}

/** Today in the server's zone (sessions are dated in wall-clock time of SERVER_TIME_ZONE). */
export function todayInServerZone(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SERVER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/**
 * An ad hoc session today of the seeded Riverside group "Relapse Prevention", created by the demo
 * therapist (who facilitates it; the group's BHT co-facilitates): a fresh note and document per call.
 * It lasts all day, so it has started whenever the test runs: its note is open for writing and signing.
 */
export async function relapsePreventionSession(stack: Stack, therapistToken: string): Promise<GroupSession> {
  const groups = await callApi<Group[]>(
    stack,
    therapistToken,
    "GET",
    `/auth/groups?searchQuery=${encodeURIComponent("Relapse Prevention")}`,
  );
  if (groups.status !== 200) throw new Error(`listing groups: ${groups.status} ${JSON.stringify(groups.body)}`);
  // A page: `{ results, total, page, pageSize }`.
  const group = groups.body.results.find((g) => g.name === "Relapse Prevention");
  if (!group) throw new Error("the demo group Relapse Prevention is missing");
  const created = await callApi<GroupSession>(stack, therapistToken, "POST", "/auth/group-sessions", {
    groupId: group.id,
    date: todayInServerZone(),
    startTime: "00:00",
    endTime: "23:59",
    topic: "Collab integration test",
  });
  if (created.status !== 201) throw new Error(`creating a session: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.results;
}

// The binding's sync functions want a provider for cursors and awareness; with no local state none are written.
const offlineProvider = {
  awareness: {
    getLocalState: () => null,
    getStates: () => new Map(),
    on: () => {},
    off: () => {},
    setLocalState: () => {},
    setLocalStateField: () => {},
  },
  connect: () => {},
  disconnect: () => {},
  on: () => {},
  off: () => {},
} as unknown as Provider;

/**
 * The Yjs update a browser editor would make: a headless Lexical editor bound to root `rootName` of a
 * copy of `base` (as CollaborationPlugin binds it) runs `edit` inside `editor.update`. `base` itself is
 * not changed; apply the update to it (a provider's doc sends it) or send it in a frame.
 */
export function lexicalEdit(base: Y.Doc, rootName: string, edit: () => void): Uint8Array {
  const doc = new Y.Doc();
  const editor = createHeadlessEditor({
    namespace: "collab-test",
    nodes: [...RICH_TEXT_NODES],
    onError: (error) => {
      throw error;
    },
  });
  const binding = createYjsBinding({ editor, id: rootName, doc, docMap: new Map([[rootName, doc]]), rootName });
  binding.root.getSharedType().observeDeep((events, transaction) => {
    if (transaction.origin !== binding)
      syncYjsChangesToLexical(binding, offlineProvider, events as never, false, () => {});
  });
  editor.registerUpdateListener(({ prevEditorState, editorState, dirtyElements, dirtyLeaves, normalizedNodes, tags }) =>
    syncLexicalUpdateToYjs(
      binding,
      offlineProvider,
      prevEditorState,
      editorState,
      dirtyElements,
      dirtyLeaves,
      normalizedNodes,
      tags,
    ),
  );
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(base));
  editor.read(() => undefined);
  const before = Y.encodeStateVector(doc);
  editor.update(edit, { discrete: true });
  const update = Y.encodeStateAsUpdate(doc, before);
  doc.destroy();
  return update;
}
