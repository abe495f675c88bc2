import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { adHocSession, dataOf, groupWorld, todayInServerZone as today } from "@hearth/testing";
import type { GroupWorld, SessionRow } from "@hearth/testing";

let h: Composed;
let w: GroupWorld;
let session: SessionRow;

beforeAll(async () => {
  h = await startComposed();
  w = await groupWorld(h, ["therapist", "supervisor", "nurse", "nurse2", "admissions"]);
  session = await adHocSession(h, w);
});
afterAll(async () => {
  await h?.close();
});

const NOTE = `query ($id: ID!) { groupNote(id: $id) {
  id status documentName narrativeRoot revision late
  session { id groupName date startTime facilitator { id fullname role } location { id } attendance { roster attended absent unmarked } }
  attendance { id status minutesAttended checkInMethod checkedInAt rootName client { id fullname } }
  permissions { edit manageAttendance submit approve print }
} }`;
type Note = {
  groupNote: {
    id: string;
    status: string;
    documentName: string;
    session: {
      id: string;
      facilitator: { id: string };
      location: { id: string };
      attendance: { roster: number; attended: number; unmarked: number };
    };
    attendance: {
      id: string;
      status: string | null;
      minutesAttended: number | null;
      checkInMethod: string | null;
      client: { id: string };
    }[];
    permissions: Record<string, boolean>;
  } | null;
};
const SET_ATTENDANCE =
  "mutation ($s: ID!, $c: ID!, $status: AttendanceStatus, $m: Int) { setAttendance(sessionId: $s, clientId: $c, status: $status, minutesAttended: $m) { id status minutesAttended checkInMethod client { id } } }";
const codeOf = (response: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  response.body.errors?.[0]?.extensions?.code;

describe("sessions and the note through GraphQL", () => {
  it("createGroupSession made the session, its note and a roster from the group's", async () => {
    expect(session).toMatchObject({ noteStatus: "draft", attendance: { roster: 3, unmarked: 3 } });
    const note = dataOf(
      await h.graphql<Note>(NOTE, { id: session.noteId }, { cookie: w.cookies.therapist! }),
      "groupNote",
    ).groupNote!;
    expect(note).toMatchObject({
      id: session.noteId,
      status: "draft",
      documentName: `groupNote.${session.noteId}`,
      session: { id: session.id, facilitator: { id: w.ids.therapist }, location: { id: w.riverside } },
    });
    expect(note.attendance.map((a) => a.client.id).sort()).toEqual(
      w.clients
        .slice(0, 3)
        .map((c) => c.id)
        .sort(),
    );
    expect(note.attendance.every((a) => a.status === null)).toBe(true);
    expect(note.permissions).toMatchObject({ edit: true, manageAttendance: true, submit: true, approve: false });
  });

  it("groupSessions lists it with the filters of the calendar", async () => {
    const LIST =
      "query ($f: GroupSessionFilter) { groupSessions(filter: $f) { results { id noteStatus groupId } pageInfo { total } } }";
    const found = dataOf(
      await h.graphql<{ groupSessions: { results: { id: string }[] } }>(
        LIST,
        { f: { from: today(), to: today(), groupId: w.groupId, status: ["draft", "submitted"] } },
        { cookie: w.cookies.nurse! },
      ),
      "groupSessions",
    );
    expect(found.groupSessions.results.map((s) => s.id)).toContain(session.id);
    const approvedOnly = dataOf(
      await h.graphql<{ groupSessions: { results: { id: string }[] } }>(
        LIST,
        { f: { groupId: w.groupId, status: ["approved"] } },
        { cookie: w.cookies.nurse! },
      ),
      "groupSessions",
    );
    expect(approvedOnly.groupSessions.results.map((s) => s.id)).not.toContain(session.id);
  });

  it("the facilitator marks attendance and the note shows it", async () => {
    const [first, second] = w.clients;
    const marked = await h.graphql<{
      setAttendance: { status: string; minutesAttended: number; checkInMethod: string };
    }>(SET_ATTENDANCE, { s: session.id, c: first!.id, status: "present" }, { cookie: w.cookies.therapist! });
    expect(dataOf(marked, "setAttendance").setAttendance).toMatchObject({ status: "present" });
    expect(marked.body.data!.setAttendance.minutesAttended).toBeGreaterThan(0);
    dataOf(
      await h.graphql(
        SET_ATTENDANCE,
        { s: session.id, c: second!.id, status: "absent" },
        { cookie: w.cookies.therapist! },
      ),
      "setAttendance absent",
    );

    const note = dataOf(
      await h.graphql<Note>(NOTE, { id: session.noteId }, { cookie: w.cookies.supervisor! }),
      "groupNote",
    ).groupNote!;
    const byClient = new Map(note.attendance.map((a) => [a.client.id, a.status]));
    expect(byClient.get(first!.id)).toBe("present");
    expect(byClient.get(second!.id)).toBe("absent");
    expect(note.session.attendance).toMatchObject({ roster: 3, attended: 1, unmarked: 1 });
    // The supervisor reads, and may not edit what the facilitators write.
    expect(note.permissions).toMatchObject({ edit: false, submit: false });
  });

  it("groupNoteContent answers the rendered text with the Lexical state as a JSON string", async () => {
    const response = await h.graphql<{
      groupNoteContent: { sealed: boolean; narrative: { json: string; text: string; empty: boolean } };
    }>(
      "query ($id: ID!) { groupNoteContent(id: $id) { sealed narrative { json text empty } clients { entry { client { id } } content { empty } } } }",
      { id: session.noteId },
      { cookie: w.cookies.therapist! },
    );
    const content = dataOf(response, "groupNoteContent").groupNoteContent;
    expect(content.sealed).toBe(false);
    expect(JSON.parse(content.narrative.json)).toHaveProperty("root");
  });
});

describe("roster and review mutations", () => {
  it("removeSessionClient and addSessionClient answer the note with its new roster", async () => {
    const own = await adHocSession(h, w, "Roster changes");
    const ROSTER =
      "mutation ($s: ID!, $c: ID!) { removeSessionClient(sessionId: $s, clientId: $c) { id attendance { client { id } } } }";
    const removed = dataOf(
      await h.graphql<{ removeSessionClient: { id: string; attendance: { client: { id: string } }[] } }>(
        ROSTER,
        { s: own.id, c: w.clients[2]!.id },
        { cookie: w.cookies.therapist! },
      ),
      "remove",
    );
    expect(removed.removeSessionClient).toMatchObject({ id: own.noteId });
    expect(removed.removeSessionClient.attendance.map((a) => a.client.id)).not.toContain(w.clients[2]!.id);
    const ADD =
      "mutation ($s: ID!, $c: ID!) { addSessionClient(sessionId: $s, clientId: $c) { id attendance { client { id } } } }";
    const added = dataOf(
      await h.graphql<{ addSessionClient: { attendance: { client: { id: string } }[] } }>(
        ADD,
        { s: own.id, c: w.clients[3]!.id },
        { cookie: w.cookies.therapist! },
      ),
      "add",
    );
    expect(added.addSessionClient.attendance.map((a) => a.client.id)).toContain(w.clients[3]!.id);
  });

  it("a bulk kick-back answers per note, the refusal as errorCode and errorMessage", async () => {
    const response = await h.graphql<{
      kickBackGroupNotes: {
        noteId: string;
        ok: boolean;
        errorCode: string | null;
        errorMessage: string | null;
        note: { status: string } | null;
      }[];
    }>(
      'mutation ($ids: [ID!]!) { kickBackGroupNotes(ids: $ids, comment: "Please add the plan") { noteId ok errorCode errorMessage note { status } } }',
      { ids: [session.noteId] },
      { cookie: w.cookies.supervisor! },
    );
    const [result] = dataOf(response, "kickBackGroupNotes").kickBackGroupNotes;
    expect(result).toMatchObject({
      noteId: session.noteId,
      ok: false,
      errorCode: expect.any(String),
      errorMessage: expect.any(String),
    });
    const queue = dataOf(
      await h.graphql<{ approvalQueue: { results: { id: string }[] } }>(
        "{ approvalQueue { results { id } pageInfo { total } } }",
        {},
        { cookie: w.cookies.supervisor! },
      ),
      "approvalQueue",
    );
    expect(queue.approvalQueue.results.map((n) => n.id)).not.toContain(session.noteId);
  });
});

describe("the client chart", () => {
  it("shows the client's group-note history and groups; a nurse of another location gets null", async () => {
    const CHART = `query ($mrNo: String!) {
      client(mrNo: $mrNo) { id fullname location { id } }
      clientGroupNotes(mrNo: $mrNo) { results { noteId sessionId groupName attendanceStatus noteStatus late } pageInfo { total } }
      clientGroupSchedule(mrNo: $mrNo) { groups { id name facilitators { id } } upcoming { id } }
    }`;
    type Chart = {
      client: { id: string; location: { id: string } } | null;
      clientGroupNotes: { results: { noteId: string; attendanceStatus: string | null }[] };
      clientGroupSchedule: { groups: { id: string }[] };
    };
    const client = w.clients[0]!;
    const chart = dataOf(
      await h.graphql<Chart>(CHART, { mrNo: client.mrNo }, { cookie: w.cookies.therapist! }),
      "chart",
    );
    expect(chart.client).toMatchObject({ id: client.id, location: { id: w.riverside } });
    expect(chart.clientGroupNotes.results.find((r) => r.noteId === session.noteId)).toMatchObject({
      attendanceStatus: "present",
    });
    expect(chart.clientGroupSchedule.groups.map((g) => g.id)).toContain(w.groupId);
    const other = await h.graphql<Pick<Chart, "client">>(
      "query ($mrNo: String!) { client(mrNo: $mrNo) { id } }",
      { mrNo: client.mrNo },
      { cookie: w.cookies.nurse2! },
    );
    expect(other.body).toEqual({ data: { client: null } });
  });
});

describe("errors mapped to extensions.code", () => {
  it("BAD_USER_INPUT names the field that is wrong", async () => {
    const response = await h.graphql(
      "mutation ($input: GroupSessionInput!) { createGroupSession(input: $input) { id } }",
      { input: { groupId: w.groupId, date: today(), startTime: "10:00", endTime: "09:00" } },
      { cookie: w.cookies.therapist! },
    );
    expect(codeOf(response)).toBe("BAD_USER_INPUT");
    expect(response.body.errors![0]!.message).toMatch(/endTime/);
  });

  it("UNAUTHENTICATED without credentials", async () => {
    expect(codeOf(await h.graphql("{ groupSessions { results { id } } }"))).toBe("UNAUTHENTICATED");
  });

  it("FORBIDDEN for admissions staff on lists; a single note is null for them", async () => {
    expect(codeOf(await h.graphql("{ groupSessions { results { id } } }", {}, { cookie: w.cookies.admissions! }))).toBe(
      "FORBIDDEN",
    );
    expect((await h.graphql<Note>(NOTE, { id: session.noteId }, { cookie: w.cookies.admissions! })).body).toEqual({
      data: { groupNote: null },
    });
  });

  it("NOT_FOUND for a nurse of another location changing attendance; the note is null for her", async () => {
    const response = await h.graphql(
      SET_ATTENDANCE,
      { s: session.id, c: w.clients[2]!.id, status: "present" },
      { cookie: w.cookies.nurse2! },
    );
    expect(codeOf(response)).toBe("NOT_FOUND");
    expect((await h.graphql<Note>(NOTE, { id: session.noteId }, { cookie: w.cookies.nurse2! })).body).toEqual({
      data: { groupNote: null },
    });
  });
});

describe("the self check-in kiosk", () => {
  const KIOSK = "{ kioskSession { sessionId groupName entries { id displayName checkedIn } } }";
  const CHECK_IN =
    "mutation ($e: ID!, $dob: String!) { kioskCheckIn(entryId: $e, dateOfBirth: $dob) { displayName checkedInAt status } }";
  type Kiosk = {
    kioskSession: { sessionId: string; entries: { id: string; displayName: string; checkedIn: boolean }[] };
  };

  it("works with the kiosk token as the bearer token, which wins over the staff cookie the tablet still has", async () => {
    const kiosk = await adHocSession(h, w, "Kiosk morning");
    const started = dataOf(
      await h.graphql<{ startKiosk: { token: string; sessionId: string } }>(
        "mutation ($s: ID!) { startKiosk(sessionId: $s) { token expiresAt sessionId groupId } }",
        { s: kiosk.id },
        { cookie: w.cookies.nurse! },
      ),
      "startKiosk",
    );
    const bearer = { authorization: `Bearer ${started.startKiosk.token}`, cookie: w.cookies.therapist! };

    const seen = dataOf(await h.graphql<Kiosk>(KIOSK, {}, bearer), "kioskSession").kioskSession;
    expect(seen.sessionId).toBe(kiosk.id);
    expect(seen.entries).toHaveLength(3);
    const client = w.clients[0]!;
    const note = dataOf(
      await h.graphql<Note>(NOTE, { id: kiosk.noteId }, { cookie: w.cookies.therapist! }),
      "groupNote",
    ).groupNote!;
    const entryId = note.attendance.find((a) => a.client.id === client.id)!.id;
    const mine = seen.entries.find((e) => e.id === entryId)!;
    expect(mine).toEqual({ id: entryId, displayName: `${client.firstName} ${client.lastName[0]}.`, checkedIn: false });
    // Nothing about a client beyond first name and last initial.
    expect(JSON.stringify(seen)).not.toContain(client.lastName);

    const wrong = await h.graphql(CHECK_IN, { e: mine.id, dob: "1900-01-01" }, bearer);
    expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.body.errors![0]!.message).toMatch(/date of birth does not match/);
    const checkedIn = dataOf(
      await h.graphql<{ kioskCheckIn: { displayName: string; checkedInAt: string; status: string } }>(
        CHECK_IN,
        { e: mine.id, dob: client.dateOfBirth },
        bearer,
      ),
      "kioskCheckIn",
    );
    expect(checkedIn.kioskCheckIn.displayName).toBe(mine.displayName);
    expect(["present", "late"]).toContain(checkedIn.kioskCheckIn.status);
    expect(
      (await h.graphql<Kiosk>(KIOSK, {}, bearer)).body.data!.kioskSession.entries.find((e) => e.id === mine.id)!
        .checkedIn,
    ).toBe(true);
  });

  it("startKiosk with signOutHere clears this browser's sign-in cookies through the GraphQL response", async () => {
    const kiosk = await adHocSession(h, w, "Kiosk afternoon");
    const response = await h.graphql<{ startKiosk: { token: string } }>(
      "mutation ($s: ID!) { startKiosk(sessionId: $s, signOutHere: true) { token } }",
      { s: kiosk.id },
      { cookie: await h.loginCookie("nurse@demo.hearth.test") },
    );
    expect(dataOf(response, "startKiosk").startKiosk.token).toBeTruthy();
    const cleared = response.setCookies
      .filter((c) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toContain("token");
    const seen = await h.graphql<Kiosk>(KIOSK, {}, { authorization: `Bearer ${response.body.data!.startKiosk.token}` });
    expect(dataOf(seen, "kioskSession").kioskSession.sessionId).toBe(kiosk.id);
  });

  it("a staff cookie alone is not a kiosk token", async () => {
    const response = await h.graphql(KIOSK, {}, { cookie: w.cookies.therapist! });
    expect(codeOf(response)).toBe("UNAUTHENTICATED");
  });
});
