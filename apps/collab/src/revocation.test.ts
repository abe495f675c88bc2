import { describe, expect, it } from "vitest";
import { createLogger } from "@hearth/logger";
import type { DocumentAccess, DocumentAccessResults, EventPayloads } from "@hearth/schema";
import { ApiCallError } from "./api";
import { Connection } from "./connection";
import { CollabMetrics } from "./metrics";
import { AccessWatch } from "./revocation";
import { ConnectionSet } from "./sessions";
import { RecordingSocket } from "./testing/fakeSocket";

const silent = createLogger({ app: "collab", level: "silent" });

/** The API's access answers by token, each call recorded; an answer may be held back until released. */
class ScriptedApi {
  readonly answers = new Map<string, DocumentAccess | ApiCallError>();
  readonly asked: Array<{ name: string; token: string }> = [];
  gate: Promise<void> | null = null;

  async access(name: string, token: string): Promise<DocumentAccessResults> {
    this.asked.push({ name, token });
    const answer = this.answers.get(token) ?? "edit";
    await this.gate;
    if (answer instanceof ApiCallError) throw answer;
    return { access: answer, userId: `user of ${token}`, userName: "Test" };
  }
}

function setup() {
  const api = new ScriptedApi();
  const connections = new ConnectionSet();
  const watch = new AccessWatch(api, connections, silent);
  /** A socket of `userId` on `documentName`, admitted with `token`. */
  const open = (userId: string, documentName: string, token = `${userId}:${documentName}`, mark = watch.mark()) => {
    const socket = new RecordingSocket();
    const connection = new Connection(socket, new CollabMetrics(), silent);
    connection.userId = userId;
    connections.add(connection);
    watch.admitted(connection, documentName, token, mark);
    return { socket, connection, token };
  };
  const narrow = (o: Partial<EventPayloads["access.narrowed"]>) =>
    watch.narrowed({ userIds: [], documentNames: [], reason: "clinician_role_or_locations", ...o });
  return { api, watch, open, narrow };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("access narrowed on open collab sockets", () => {
  it("asks again for exactly the sockets of the users and documents named, each with its own token", async () => {
    const { api, open, narrow } = setup();
    const nurseBoard = open("nurse", "handoff.a");
    const nurseNote = open("nurse", "groupNote.1");
    const other = open("bht", "handoff.a");
    const onNote = open("therapist", "groupNote.2");
    narrow({ userIds: ["nurse"], documentNames: ["groupNote.2"] });
    await settle();
    expect(api.asked.map((a) => a.token).sort()).toEqual([nurseBoard.token, nurseNote.token, onNote.token].sort());
    expect(other.socket.closedWith).toBeNull();
  });

  it("closes with 4403 on none (or 403/404), downgrades on read (lockState 1), leaves edit alone, and closes with 1013 when the answer cannot be had", async () => {
    const { api, open, narrow } = setup();
    const gone = open("a", "handoff.a");
    const forbidden = open("a", "handoff.b");
    const reader = open("a", "groupNote.1");
    const editor = open("a", "groupNote.2");
    const expired = open("a", "groupNote.3");
    const unreachable = open("a", "groupNote.4");
    api.answers.set(gone.token, "none");
    api.answers.set(forbidden.token, new ApiCallError(404, "not found"));
    api.answers.set(reader.token, "read");
    api.answers.set(expired.token, new ApiCallError(401, "token expired"));
    api.answers.set(unreachable.token, new ApiCallError(0, "connection refused"));
    narrow({ userIds: ["a"] });
    await settle();
    expect(gone.socket.closedWith).toEqual({ code: 4403, reason: "forbidden" });
    expect(forbidden.socket.closedWith?.code).toBe(4403);
    expect(reader.socket.closedWith).toBeNull();
    expect(reader.connection.readOnly).toBe(true);
    expect(reader.socket.lockStates()).toEqual([1]);
    expect(editor.socket.closedWith).toBeNull();
    expect(editor.connection.readOnly).toBe(false);
    expect(editor.socket.sent).toEqual([]);
    expect(expired.socket.closedWith?.code).toBe(1013);
    expect(unreachable.socket.closedWith?.code).toBe(1013);
  });

  it("asks once more when another narrowing arrives while the first answer is under way", async () => {
    const { api, open, narrow } = setup();
    const socket = open("a", "handoff.a");
    let release: () => void = () => {};
    api.gate = new Promise((resolve) => (release = resolve));
    narrow({ userIds: ["a"] });
    await settle();
    // The second change commits while the first answer (maybe from before it) is on its way.
    api.answers.set(socket.token, "none");
    narrow({ userIds: ["a"] });
    narrow({ userIds: ["a"] });
    api.gate = null;
    release();
    await expect.poll(() => socket.socket.closedWith?.code).toBe(4403);
    expect(api.asked).toHaveLength(2);
  });

  it("asks again for a socket whose admission was answered while a narrowing concerning it arrived", async () => {
    const { api, watch, open, narrow } = setup();
    const before = watch.mark();
    narrow({ userIds: ["a"] });
    // Admitted with an access check that started before the narrowing: its answer may be stale.
    const stale = open("a", "handoff.a", "stale", before);
    const unconcerned = open("b", "handoff.a", "fresh-b", before);
    const after = open("a", "handoff.b", "fresh-a");
    await settle();
    expect(api.asked.map((a) => a.token)).toEqual(["stale"]);
    expect([stale, unconcerned, after].map((s) => s.socket.closedWith)).toEqual([null, null, null]);
  });
});
