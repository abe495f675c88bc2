/**
 * The group-therapy resolvers (with the group notes and the clients' group history) against a
 * stand-in API (undici's MockAgent): which REST call each field makes (path, query string, body),
 * and how REST shapes and errors come back in GraphQL.
 */
import { afterEach, describe, expect, it } from "vitest";
import { graphql } from "graphql";
import { MockAgent } from "undici";
import { createInProcessBus } from "@hearth/bus";
import { createContext } from "../../context";
import { RestClient } from "../../rest/client";
import type { Credentials } from "../../rest/client";
import { createHttpTransport } from "../../rest/transport";
import { buildGatewaySchema } from "../../schema";
import { startLive } from "../compose";

const API = "http://api.test";
const bus = createInProcessBus();
const schema = buildGatewaySchema(startLive(bus));

interface Seen {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status?: number; body: unknown };

let agent: MockAgent | undefined;
afterEach(async () => {
  await agent?.close();
});

/** Runs operations against the schema; every REST call is recorded and answered by `answer`. */
function stand(answer: (seen: Seen) => Answer) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const seen: Seen[] = [];
  agent
    .get(API)
    .intercept({ path: () => true, method: () => true })
    .reply((opts) => {
      const request: Seen = {
        method: opts.method,
        path: opts.path,
        body: typeof opts.body === "string" ? JSON.parse(opts.body) : undefined,
        headers: Object.fromEntries(Object.entries(opts.headers ?? {}) as [string, string][]),
      };
      seen.push(request);
      const { status = 200, body } = answer(request);
      return {
        statusCode: status,
        data: JSON.stringify(body),
        responseOptions: { headers: { "content-type": "application/json" } },
      };
    })
    .persist();
  const transport = createHttpTransport(() => API, undefined, agent);
  const run = async (
    source: string,
    variableValues?: Record<string, unknown>,
    credentials: Credentials = { cookie: "token=staff" },
  ) => {
    const contextValue = createContext(new RestClient(transport, credentials), null);
    const result = await graphql({ schema, source, variableValues, contextValue });
    return {
      data: result.data as Record<string, unknown> | null | undefined,
      errors: result.errors?.map((e) => ({ message: e.message, code: e.extensions.code })),
    };
  };
  return { seen, run };
}

const clinician = (id: string) => ({ id, fullname: `Clinician ${id}`, role: "therapist" });
const entry = {
  id: "e1",
  client: { id: "c1", mrNo: "MR-1", firstName: "Maria", lastName: "Garcia", fullname: "Maria Garcia" },
  status: null,
  minutesAttended: null,
  checkedInAt: null,
  checkInMethod: null,
  rootName: "client:c1",
  updatedAt: "2026-11-23T17:00:00.000Z",
};
const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

describe("group sessions", () => {
  it("groupSessions sends the filter as the query string (statuses as one list) and returns a page", async () => {
    const { seen, run } = stand(() => ({ body: { results: [], total: 0, page: 2, pageSize: 10 } }));
    const result = await run(
      `{ groupSessions(filter: { from: "2026-11-23", to: "2026-11-29", status: [draft, submitted], includeCancelled: true, groupId: null, page: 2, pageSize: 10 }) { results { id } pageInfo { total page pageSize } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ groupSessions: { results: [], pageInfo: { total: 0, page: 2, pageSize: 10 } } });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /api/auth/group-sessions?from=2026-11-23&to=2026-11-29&status=draft%2Csubmitted&includeCancelled=true&page=2&pageSize=10",
    ]);
  });

  it("createGroupSession and updateGroupSession keep null only where it clears a value", async () => {
    const { seen, run } = stand(() => error(400, "validation_failed", "unused"));
    await run(
      `mutation { createGroupSession(input: { groupId: "g1", date: "2026-11-23", startTime: "09:00", endTime: "10:00", topic: null, facilitatorId: null, roomId: null }) { id } }`,
    );
    await run(
      `mutation { updateGroupSession(id: "s1", input: { roomId: null, startTime: null, topic: "Coping skills" }) { id } }`,
    );
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      [
        "POST",
        "/api/auth/group-sessions",
        { groupId: "g1", date: "2026-11-23", startTime: "09:00", endTime: "10:00", topic: null, roomId: null },
      ],
      ["PATCH", "/api/auth/group-sessions/s1", { roomId: null, topic: "Coping skills" }],
    ]);
  });

  it("setAttendance un-marks with a null or omitted status, and passes minutes only when given", async () => {
    const { seen, run } = stand(() => ({ body: { results: entry } }));
    const result = await run(
      `mutation { a: setAttendance(sessionId: "s1", clientId: "c1") { id status client { fullname } } b: setAttendance(sessionId: "s1", clientId: "c/2", status: late, minutesAttended: 40) { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.a).toEqual({ id: "e1", status: null, client: { fullname: "Maria Garcia" } });
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ["PUT", "/api/auth/group-sessions/s1/attendance/c1", { status: null }],
      ["PUT", "/api/auth/group-sessions/s1/attendance/c%2F2", { status: "late", minutesAttended: 40 }],
    ]);
  });

  it("the kiosk forwards the kiosk token the browser sent as its bearer token", async () => {
    const { seen, run } = stand(() => ({
      body: {
        results: {
          sessionId: "s1",
          groupName: "Relapse prevention",
          date: "2026-11-23",
          startTime: "09:00",
          endTime: "10:00",
          entries: [{ id: "e1", displayName: "Maria G.", checkedIn: false }],
        },
      },
    }));
    const result = await run(
      "{ kioskSession { groupName entries { id displayName checkedIn } } }",
      {},
      { authorization: "Bearer kiosk-token" },
    );
    expect(result.data).toEqual({
      kioskSession: {
        groupName: "Relapse prevention",
        entries: [{ id: "e1", displayName: "Maria G.", checkedIn: false }],
      },
    });
    expect(seen[0]).toMatchObject({
      method: "GET",
      path: "/api/auth/kiosk/session",
      headers: { authorization: "Bearer kiosk-token" },
    });
  });
});

describe("group notes", () => {
  const note = {
    id: "n1",
    status: "draft",
    history: [{ id: 7, from: null, to: "draft", actor: null, comment: null, at: "2026-11-23T17:00:00.000Z" }],
    additionalSignees: [clinician("u2")],
  };

  it("groupNote reads as null when the API says 404, and FORBIDDEN stays an error", async () => {
    const { run } = stand((s) =>
      s.path.endsWith("/missing")
        ? error(404, "not_found", "Group note not found")
        : error(403, "forbidden", "You may not read this note"),
    );
    expect(await run(`{ groupNote(id: "missing") { id } }`)).toEqual({ data: { groupNote: null }, errors: undefined });
    const forbidden = await run(`{ groupNote(id: "n1") { id } }`);
    expect(forbidden.errors).toEqual([{ message: "You may not read this note", code: "FORBIDDEN" }]);
  });

  it("history ids are strings, and content's Lexical state is a JSON string", async () => {
    const rendered = { json: { root: { children: [], type: "root" } }, html: "<p></p>", text: "", empty: true };
    const { seen, run } = stand((s) =>
      s.path.includes("/content")
        ? {
            body: {
              results: {
                noteId: "n1",
                status: "draft",
                sealed: false,
                contentHash: null,
                narrative: rendered,
                clients: [{ entry, content: rendered }],
              },
            },
          }
        : { body: { results: note } },
    );
    const result = await run(
      `{ groupNote(id: "n1") { history { id to } additionalSignees { fullname } } groupNoteContent(id: "n1", clientId: "c1") { sealed narrative { json empty } clients { entry { id } content { json } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      groupNote: { history: [{ id: "7", to: "draft" }], additionalSignees: [{ fullname: "Clinician u2" }] },
      groupNoteContent: {
        sealed: false,
        narrative: { json: JSON.stringify(rendered.json), empty: true },
        clients: [{ entry: { id: "e1" }, content: { json: JSON.stringify(rendered.json) } }],
      },
    });
    expect(seen.map((s) => s.path).sort()).toEqual([
      "/api/auth/group-notes/n1",
      "/api/auth/group-notes/n1/content?clientId=c1",
    ]);
  });

  it("signing mutations send password or PIN without the other one's null", async () => {
    const { seen, run } = stand(() => ({ body: { results: note } }));
    await run(
      `mutation { submitGroupNote(id: "n1", signature: { password: "secret", pin: null }, seenStateVector: "AQID") { id } }`,
    );
    await run(`mutation { signGroupNote(id: "n1", signature: { pin: "1234" }) { id } }`);
    await run(
      `mutation { addGroupNoteAddendum(id: "n1", text: "Late entry", signature: { pin: "1234", password: null }) { id } }`,
    );
    expect(seen.map((s) => [s.path, s.body])).toEqual([
      ["/api/auth/group-notes/n1/submit", { password: "secret", seenStateVector: "AQID" }],
      ["/api/auth/group-notes/n1/sign", { pin: "1234" }],
      ["/api/auth/group-notes/n1/addendums", { text: "Late entry", pin: "1234" }],
    ]);
  });

  it("bulk approve gives one result per note, the REST error flattened into errorCode and errorMessage", async () => {
    const { seen, run } = stand(() => ({
      body: {
        results: [
          { noteId: "n1", ok: true, error: null, note },
          {
            noteId: "n2",
            ok: false,
            error: { code: "conflict", message: "already approved by Dana Whitfield" },
            note: null,
          },
        ],
      },
    }));
    const result = await run(
      `mutation { approveGroupNotes(ids: ["n1", "n2"], signature: { password: "secret" }) { noteId ok errorCode errorMessage note { id status } } }`,
    );
    expect(result.data?.approveGroupNotes).toEqual([
      { noteId: "n1", ok: true, errorCode: null, errorMessage: null, note: { id: "n1", status: "draft" } },
      {
        noteId: "n2",
        ok: false,
        errorCode: "conflict",
        errorMessage: "already approved by Dana Whitfield",
        note: null,
      },
    ]);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/api/auth/group-notes/approve",
      body: { noteIds: ["n1", "n2"], password: "secret" },
    });
  });

  it("roster changes return the note; a 409 comes back as CONFLICT with the API's message", async () => {
    const { seen, run } = stand((s) =>
      s.method === "POST"
        ? { body: { results: note } }
        : error(409, "conflict", "Maria Garcia is marked; mark them absent or excused instead"),
    );
    const added = await run(`mutation { addSessionClient(sessionId: "s1", clientId: "c1") { id status } }`);
    expect(added.data).toEqual({ addSessionClient: { id: "n1", status: "draft" } });
    const removed = await run(`mutation { removeSessionClient(sessionId: "s1", clientId: "c1") { id } }`);
    expect(removed.errors).toEqual([
      { message: "Maria Garcia is marked; mark them absent or excused instead", code: "CONFLICT" },
    ]);
    expect(seen.map((s) => [s.method, s.path, s.body])).toEqual([
      ["POST", "/api/auth/group-sessions/s1/roster", { clientId: "c1" }],
      ["DELETE", "/api/auth/group-sessions/s1/roster/c1", undefined],
    ]);
  });
});

describe("clients", () => {
  it("encodes the MR number in the path and pages the group-note history", async () => {
    const { seen, run } = stand(() => ({ body: { results: [], total: 0, page: 1, pageSize: 25 } }));
    const result = await run(`{ clientGroupNotes(mrNo: "MR/1 2", pageSize: 25) { pageInfo { total } } }`);
    expect(result.errors).toBeUndefined();
    expect(seen.map((s) => s.path)).toEqual(["/api/auth/clients/MR%2F1%202/group-notes?pageSize=25"]);
  });
});
