/**
 * Issue 4: "A raw y-protocol client (Node, `ws`) with a valid editor token sends updates after the
 * lock: the stored state does not change." With the real group-notes domain: the session, attendance,
 * text typed through a provider, the submit that seals and renders, the supervisor's kick-back.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { $createParagraphNode, $createTextNode, $getRoot } from "lexical";
import { COLLAB_MESSAGE, GROUP_NOTE_NARRATIVE_ROOT, SERVICE_KEY_HEADER, groupNoteDocumentName } from "@hearth/schema";
import type {
  DocumentAccessResults,
  DocumentStateResults,
  GroupNote,
  GroupNoteActionResult,
  GroupNoteContent,
} from "@hearth/schema";
import { callApi, lexicalEdit, relapsePreventionSession } from "@hearth/testing";
import { SERVICE_KEY, connectClient, startStack } from "../test/stack";
import type { Stack, TestClient } from "../test/stack";
import { encodeSyncStep2, encodeUpdate } from "./protocol";
import { RawPeer } from "./testing/rawPeer";

let stack: Stack;
let therapist: { token: string; id: string };
let bht: { token: string; id: string };
let supervisor: string;
let clients: TestClient[] = [];
let peers: RawPeer[] = [];

async function openPeer(name: string, token: string): Promise<RawPeer> {
  const peer = await RawPeer.open(stack.main.wsUrl, name, token);
  peers.push(peer);
  return peer;
}

const paragraph = (text: string) => () => {
  $getRoot().append($createParagraphNode().append($createTextNode(text)));
};

/** Types a paragraph into a root of a provider's doc: the provider sends the update, as a browser's would. */
function typeInto(client: TestClient, rootName: string, text: string): void {
  Y.applyUpdate(client.doc, lexicalEdit(client.doc, rootName, paragraph(text)));
}

async function storedState(name: string): Promise<DocumentStateResults> {
  const response = await fetch(`${stack.origin}/api/collab/documents/${name}/state`, {
    headers: { [SERVICE_KEY_HEADER]: SERVICE_KEY },
  });
  return ((await response.json()) as { results: DocumentStateResults }).results;
}

async function content(noteId: string): Promise<GroupNoteContent> {
  const answer = await callApi<GroupNoteContent>(stack, therapist.token, "GET", `/auth/group-notes/${noteId}/content`);
  expect(answer.status).toBe(200);
  return answer.body.results;
}

const allText = (c: GroupNoteContent) => [c.narrative.text, ...c.clients.map((entry) => entry.content.text)].join("\n");
const narrativeOf = (doc: Y.Doc) => doc.get(GROUP_NOTE_NARRATIVE_ROOT, Y.XmlText).toString();

async function synced(client: TestClient): Promise<void> {
  await expect.poll(() => client.provider.synced, { timeout: 10_000 }).toBe(true);
}

beforeAll(async () => {
  stack = await startStack();
  const [t, b, s] = await Promise.all(
    ["therapist", "bht", "supervisor"].map((who) => stack.login(`${who}@demo.hearth.test`)),
  );
  therapist = { token: t!.token, id: t!.me.id };
  bht = { token: b!.token, id: b!.me.id };
  supervisor = s!.token;
});

afterEach(() => {
  for (const client of clients) client.destroy();
  for (const peer of peers) peer.destroy();
  clients = [];
  peers = [];
});

afterAll(async () => {
  await stack?.close();
});

describe("a submitted group note on the collab server", () => {
  it("drops every update an editor's raw client sends after the lock: storage, rendering and hash stay, peers never see them; reopening needs a fresh connection", async () => {
    const session = await relapsePreventionSession(stack, therapist.token);
    expect(session.facilitator.id).toBe(therapist.id);
    expect(session.coFacilitators.map((c) => c.id)).toEqual([bht.id]);
    const { noteId } = session;
    const name = groupNoteDocumentName(noteId);
    const m = randomUUID().slice(0, 8);

    // Attendance: two present, the rest absent (no individual note for them).
    const note = (await callApi<GroupNote>(stack, therapist.token, "GET", `/auth/group-notes/${noteId}`)).body.results;
    expect(note.attendance.length).toBeGreaterThanOrEqual(2);
    for (const [i, entry] of note.attendance.entries()) {
      const marked = await callApi(
        stack,
        therapist.token,
        "PUT",
        `/auth/group-sessions/${session.id}/attendance/${entry.client.id}`,
        { status: i < 2 ? "present" : "absent" },
      );
      expect(marked.status).toBe(200);
    }
    const present = note.attendance.slice(0, 2);

    // The facilitator writes the narrative and both individual notes through a provider.
    const facilitator = connectClient(stack.main.wsUrl, name, therapist.token);
    clients.push(facilitator);
    await synced(facilitator);
    expect(narrativeOf(facilitator.doc)).not.toBe(""); // the server wrote the template
    typeInto(facilitator, GROUP_NOTE_NARRATIVE_ROOT, `Narrative by the facilitator ${m}`);
    for (const entry of present) typeInto(facilitator, entry.rootName, `Engaged well ${m} ${entry.client.id}`);

    // The co-facilitator's raw client: an editor (its update is stored, acknowledged and relayed).
    const raw = await openPeer(name, bht.token);
    await raw.handshake();
    expect(raw.values(COLLAB_MESSAGE.lockState)).toEqual([0]);
    raw.send(encodeUpdate(raw.edit(GROUP_NOTE_NARRATIVE_ROOT, paragraph(`Co-facilitator's line ${m}`))));
    // Message 1 was its sync step 2, message 2 this update.
    await expect.poll(() => raw.values(COLLAB_MESSAGE.persisted).at(-1), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => narrativeOf(facilitator.doc)).toContain(`Co-facilitator's line ${m}`);
    await expect
      .poll(async () => allText(await content(noteId)), { timeout: 10_000 })
      .toContain(`Engaged well ${m} ${present[1]!.client.id}`);
    const draft = await content(noteId);
    expect(draft.sealed).toBe(false);
    expect(draft.narrative.text).toContain(`Narrative by the facilitator ${m}`);
    expect(draft.narrative.text).toContain(`Co-facilitator's line ${m}`);

    // Submit: the API seals the document and renders what it stored; the lock reaches the collab server.
    const seenStateVector = Buffer.from(Y.encodeStateVector(facilitator.doc)).toString("base64");
    const submitted = await callApi<GroupNote>(stack, therapist.token, "POST", `/auth/group-notes/${noteId}/submit`, {
      password: "hearth-demo",
      seenStateVector,
    });
    expect(submitted.status).toBe(200);
    const hash = submitted.body.results.contentHash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect.poll(() => raw.values(COLLAB_MESSAGE.lockState).at(-1), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => facilitator.lockStates.at(-1), { timeout: 10_000 }).toBe(1);

    const sealedState = await storedState(name);
    expect(sealedState.sealed).toBe(true);
    const signed = await content(noteId);
    expect(signed.sealed).toBe(true);
    expect(signed.contentHash).toBe(hash);
    expect(signed.narrative.text).toContain(`Co-facilitator's line ${m}`);
    const facilitatorNarrative = narrativeOf(facilitator.doc);
    let relayedToFacilitator = 0;
    facilitator.doc.on("update", () => relayedToFacilitator++);
    const dropped = () => stack.main.collab.metrics().updatesDropped;
    const droppedBefore = dropped();

    // The raw client keeps its edit token and sends real changes anyway: an added paragraph (update), a
    // client's note (sync step 2), the narrative emptied (update), and its whole state (sync step 2).
    const firstClientRoot = present[0]!.rootName;
    raw.send(encodeUpdate(raw.edit(GROUP_NOTE_NARRATIVE_ROOT, paragraph(`Tampered after signing ${m}`))));
    raw.send(encodeSyncStep2(raw.edit(firstClientRoot, paragraph(`Tampered client note ${m}`))));
    raw.send(encodeUpdate(raw.edit(GROUP_NOTE_NARRATIVE_ROOT, () => $getRoot().clear())));
    raw.send(encodeSyncStep2(Y.encodeStateAsUpdate(raw.client.doc)));
    expect(narrativeOf(raw.client.doc)).not.toContain(`Narrative by the facilitator ${m}`);
    await raw.roundTrip();
    // Past the group commit window too: nothing was recorded that could still be on its way.
    await new Promise((r) => setTimeout(r, 200));

    expect(dropped() - droppedBefore).toBe(4);
    expect(raw.values(COLLAB_MESSAGE.persisted).at(-1)).toBe(2); // never acknowledged
    expect(raw.socket.readyState).toBe(WebSocket.OPEN); // read-only, not thrown out
    expect(relayedToFacilitator).toBe(0);
    expect(narrativeOf(facilitator.doc)).toBe(facilitatorNarrative);
    expect(await storedState(name)).toEqual(sealedState);
    expect(await content(noteId)).toEqual(signed);
    const after = (await callApi<GroupNote>(stack, therapist.token, "GET", `/auth/group-notes/${noteId}`)).body.results;
    expect(after.status).toBe("submitted");
    expect(after.contentHash).toBe(hash);

    // Reconnecting with the same editor token: read access, the signed text, and its edits dropped.
    raw.socket.close();
    const access = await callApi<DocumentAccessResults>(stack, bht.token, "GET", `/collab/documents/${name}/access`);
    expect(access.body.results.access).toBe("read");
    const again = await openPeer(name, bht.token);
    await again.handshake();
    expect(again.values(COLLAB_MESSAGE.lockState)).toEqual([1]);
    expect(narrativeOf(again.client.doc)).toBe(facilitatorNarrative);
    expect(narrativeOf(again.client.doc)).not.toContain("Tampered");
    const droppedOnReconnect = dropped();
    again.send(encodeUpdate(again.edit(GROUP_NOTE_NARRATIVE_ROOT, paragraph(`Tampered on reconnect ${m}`))));
    await again.roundTrip();
    expect(dropped() - droppedOnReconnect).toBe(1);
    expect(again.values(COLLAB_MESSAGE.persisted)).toEqual([]);

    // The supervisor returns it for revision: the document reopens, but a socket admitted read-only stays so.
    const kicked = await callApi<GroupNoteActionResult[]>(stack, supervisor, "POST", "/auth/group-notes/kick-back", {
      noteIds: [noteId],
      comment: "Add the plan",
    });
    expect(kicked.status).toBe(200);
    expect(kicked.body.results[0]).toMatchObject({ ok: true, note: { status: "draft" } });
    await expect.poll(() => facilitator.lockStates.at(-1), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => again.values(COLLAB_MESSAGE.lockState).at(-1), { timeout: 10_000 }).toBe(0);
    // Its sync step 2 answering the reopening's sync step 1 (holding its dropped edit), and a new edit.
    again.answer();
    again.send(encodeUpdate(again.edit(GROUP_NOTE_NARRATIVE_ROOT, paragraph(`Read-only after reopening ${m}`))));
    await again.roundTrip();
    expect(again.values(COLLAB_MESSAGE.persisted)).toEqual([]);
    expect(relayedToFacilitator).toBe(0);

    // A fresh connection of the facilitator edits again, and the edit is stored.
    facilitator.destroy();
    const fresh = connectClient(stack.main.wsUrl, name, therapist.token);
    clients.push(fresh);
    await synced(fresh);
    expect(fresh.lockStates).toEqual([0]);
    typeInto(fresh, GROUP_NOTE_NARRATIVE_ROOT, `Revised after the kick-back ${m}`);
    // Message 1 was its sync step 2, message 2 the revision: acknowledged means stored.
    await expect.poll(() => fresh.persisted.at(-1), { timeout: 10_000 }).toBe(2);
    const revised = await content(noteId);
    expect(revised.sealed).toBe(false);
    expect(revised.narrative.text).toContain(`Revised after the kick-back ${m}`);
    expect(revised.narrative.text).toContain(`Narrative by the facilitator ${m}`);
    expect(allText(revised)).not.toContain("Tampered");
    expect(allText(revised)).not.toContain("Read-only after reopening");
    const stored = await stack.storedDoc(name);
    expect(narrativeOf(stored)).toContain(`Revised after the kick-back ${m}`);
    expect(narrativeOf(stored)).not.toContain("Tampered");
  });
});
