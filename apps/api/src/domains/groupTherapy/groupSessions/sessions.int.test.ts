import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { groupNoteDocumentName } from "@hearth/schema";
import type { GroupSession, Page } from "@hearth/schema";
import {
  activityLog,
  collabDocumentUpdates,
  groupClientNotes,
  groupNoteSignatures,
  groupNotes,
  groupSessions,
} from "../../../db/schema";
import type { GroupRow } from "../../../db/schema";
import {
  buildClinician,
  buildGroup,
  buildGroupClient,
  buildRoom,
  buildSession,
  signInDemoStaff,
} from "@hearth/testing";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
let outsider: string;
let group: GroupRow;
let roomId: string;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, [
    "admin",
    "supervisor",
    "therapist",
    "nurse",
    "nurse2",
    "bht",
    "admissions",
    "client",
  ]));
  const db = t.api.deps.db;
  const hillcrestTherapist = await buildClinician(db, {
    organizationId: org.organizationId,
    locationIds: [org.hillcrest],
    role: "therapist",
  });
  outsider = (await t.loginAs(hillcrestTherapist.email, hillcrestTherapist.password)).token;
  roomId = (await buildRoom(db, { organizationId: org.organizationId, locationId: org.riverside })).id;
  const members = await Promise.all(
    [0, 1, 2].map(() => buildGroupClient(db, { organizationId: org.organizationId, locationId: org.riverside })),
  );
  group = await buildGroup(db, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorIds: [ids.bht!, ids.therapist!],
    clientIds: members.map((m) => m.id),
    roomId,
    name: "Sessions Test Group",
  });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
const request = (method: "GET" | "POST" | "PUT" | "PATCH", url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const changes = async (sessionId: string) => {
  await t.api.deps.relay.flush();
  return t.events
    .filter((e) => e.name === "groupNote.changed" && e.payload.sessionId === sessionId)
    .map((e) => (e.payload as { change: string }).change);
};

describe("creating an ad hoc session", () => {
  it("makes the session, its note, one roster row per member and the note's document", async () => {
    const session = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-11-24",
      startTime: "09:30",
      endTime: "11:00",
      topic: "Triggers",
    });
    expect(session).toMatchObject({
      groupId: group.id,
      groupName: "Sessions Test Group",
      serviceCode: "H0005",
      location: { id: org.riverside, name: "Riverside Residential" },
      room: { id: roomId },
      date: "2026-11-24",
      startTime: "09:30",
      endTime: "11:00",
      startsAt: "2026-11-24T17:30:00.000Z",
      endsAt: "2026-11-24T19:00:00.000Z",
      durationMinutes: 90,
      topic: "Triggers",
      origin: "ad_hoc",
      cancelledAt: null,
      noteStatus: "draft",
      attendance: { roster: 3, attended: 0, absent: 0, unmarked: 3 },
    });
    // The caller facilitates the group, so they lead; the other facilitator co-facilitates.
    expect(session.facilitator).toEqual({ id: ids.therapist, fullname: "Theo Ramirez", role: "therapist" });
    expect(session.coFacilitators.map((c) => c.id)).toEqual([ids.bht]);
    const rows = await db().select().from(groupClientNotes).where(eq(groupClientNotes.noteId, session.noteId));
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.documentBootstrappedAt !== null)).toBe(true);
    const updates = await db()
      .select()
      .from(collabDocumentUpdates)
      .where(eq(collabDocumentUpdates.documentName, groupNoteDocumentName(session.noteId)));
    expect(updates.length).toBeGreaterThan(0);
    expect(await changes(session.id)).toEqual(["created"]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:create"), eq(activityLog.subjectId, session.id)));
    expect(logged).toHaveLength(1);
  });

  it("lets a supervisor create with the group's lead by default, or with chosen staff and no room", async () => {
    const byDefault = await buildSession(t, { token: tokens.supervisor!, groupId: group.id, date: "2026-11-25" });
    expect(byDefault.facilitator.id).toBe(ids.therapist);
    const chosen = await buildSession(t, {
      token: tokens.admin!,
      groupId: group.id,
      date: "2026-11-25",
      facilitatorId: ids.bht,
      coFacilitatorIds: [ids.nurse!, ids.bht!],
      roomId: null,
    });
    expect(chosen.facilitator.id).toBe(ids.bht);
    expect(chosen.coFacilitators.map((c) => c.id)).toEqual([ids.nurse]);
    expect(chosen.room).toBeNull();
  });

  it("stores the right instants across DST changes", async () => {
    const march = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-03-08",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([march.startsAt, march.endsAt]).toEqual(["2026-03-08T17:00:00.000Z", "2026-03-08T18:00:00.000Z"]);
    const november = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-11-01",
      startTime: "00:30",
      endTime: "02:30",
    });
    expect([november.startsAt, november.endsAt, november.durationMinutes]).toEqual([
      "2026-11-01T07:30:00.000Z",
      "2026-11-01T10:30:00.000Z",
      180,
    ]);
  });

  it("flags a session whose note is still a draft a day after it ended as late, and a future one not", async () => {
    const past = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-01-12",
      startTime: "10:00",
      endTime: "11:00",
    });
    const future = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2027-01-12",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect([past.late, future.late]).toEqual([true, false]);
  });

  it("refuses those who do not run the group, and bad input naming the field", async () => {
    const post = (token: string | undefined, over: object = {}) =>
      request("POST", "/api/auth/group-sessions", token, {
        groupId: group.id,
        date: "2026-11-26",
        startTime: "10:00",
        endTime: "11:00",
        ...over,
      });
    expect((await post(tokens.nurse)).statusCode).toBe(403);
    for (const token of [tokens.nurse2, outsider, tokens.admissions, tokens.client])
      expect((await post(token)).statusCode).toBe(404);
    expect((await post(undefined)).statusCode).toBe(401);
    expect((await post(tokens.therapist, { endTime: "09:00" })).json().error.message).toBe(
      "endTime: must be after the start time",
    );
    expect((await post(tokens.therapist, { date: "2026-02-30" })).json().error.message).toBe(
      "date: is not a calendar date",
    );
    expect((await post(tokens.therapist, { startTime: "9:00" })).json().error.message).toBe(
      "startTime: must be a time as HH:mm",
    );
    expect((await post(tokens.therapist, { facilitatorId: ids.admissions })).json().error.message).toMatch(
      /^facilitatorId: .* is not active clinical staff/,
    );
    expect((await post(tokens.therapist, { coFacilitatorIds: [ids.nurse2] })).json().error.message).toMatch(
      /^coFacilitatorIds: /,
    );
    const hillcrestRoom = await buildRoom(db(), { organizationId: org.organizationId, locationId: org.hillcrest });
    expect((await post(tokens.therapist, { roomId: hillcrestRoom.id })).json().error.message).toBe(
      "roomId: the room is at another location",
    );
    const inactive = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: [],
      active: false,
    });
    expect((await post(tokens.therapist, { groupId: inactive.id })).statusCode).toBe(409);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:create"), eq(activityLog.outcome, "denied")));
    expect(denied.length).toBeGreaterThanOrEqual(5);
  });
});

describe("listing and reading sessions", () => {
  it("lists by date and start time with filters, within the caller's locations", async () => {
    const late = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-12-02",
      startTime: "15:00",
      endTime: "16:00",
    });
    const early = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-12-02",
      startTime: "08:00",
      endTime: "09:00",
    });
    const list = async (token: string | undefined, query: string) => {
      const response = await request("GET", `/api/auth/group-sessions${query}`, token);
      expect(response.statusCode).toBe(200);
      return response.json() as Page<GroupSession>;
    };
    const december = await list(tokens.nurse, `?from=2026-12-01&to=2026-12-03&groupId=${group.id}`);
    expect(december.results.map((s) => s.id)).toEqual([early.id, late.id]);
    expect(december).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    // Co-facilitating counts as facilitating; drafts only.
    expect((await list(tokens.bht, `?from=2026-12-02&to=2026-12-02&facilitatorId=${ids.bht}`)).total).toBe(2);
    expect((await list(tokens.therapist, `?from=2026-12-02&to=2026-12-02&facilitatorId=${ids.supervisor}`)).total).toBe(
      0,
    );
    expect((await list(tokens.therapist, `?from=2026-12-02&to=2026-12-02&status=draft`)).total).toBe(2);
    expect((await list(tokens.therapist, `?from=2026-12-02&to=2026-12-02&status=submitted,approved`)).total).toBe(0);
    expect((await list(tokens.nurse2, `?groupId=${group.id}`)).total).toBe(0);
    expect((await list(tokens.admin, `?from=2026-12-02&to=2026-12-02&locationId=${org.riverside}`)).total).toBe(2);
    expect(
      (await list(tokens.therapist, "?from=2026-12-02&to=2026-12-02&pageSize=1&page=2")).results.map((s) => s.id),
    ).toEqual([late.id]);
  });

  it("refuses admissions and portal clients with 403 and names bad filters", async () => {
    expect((await request("GET", "/api/auth/group-sessions", tokens.admissions)).statusCode).toBe(403);
    expect((await request("GET", "/api/auth/group-sessions", tokens.client)).statusCode).toBe(403);
    expect((await request("GET", "/api/auth/group-sessions", undefined)).statusCode).toBe(401);
    expect(
      (await request("GET", "/api/auth/group-sessions?from=2026-12-02&to=2026-12-01", tokens.nurse)).json().error
        .message,
    ).toBe("to: must not be before from");
    expect((await request("GET", "/api/auth/group-sessions?status=done", tokens.nurse)).json().error.message).toMatch(
      /^status\.0: /,
    );
  });

  it("reads one session for its location's clinical staff and admins, 404 for everyone else", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId: group.id });
    for (const token of [tokens.nurse, tokens.bht, tokens.admin])
      expect((await request("GET", `/api/auth/group-sessions/${session.id}`, token)).json().results.id).toBe(
        session.id,
      );
    for (const token of [tokens.nurse2, outsider, tokens.admissions, tokens.client])
      expect((await request("GET", `/api/auth/group-sessions/${session.id}`, token)).statusCode).toBe(404);
    const reads = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:read"), eq(activityLog.subjectId, session.id)));
    expect(reads.map((r) => r.outcome).sort()).toEqual([
      "denied",
      "denied",
      "denied",
      "denied",
      "success",
      "success",
      "success",
    ]);
  });
});

describe("changing and cancelling a session", () => {
  it("lets the facilitator change topic and times; minutes follow the new length", async () => {
    // A session that took place (attendance is marked once check-in has opened), documented afterwards.
    const session = await buildSession(t, {
      token: tokens.therapist!,
      groupId: group.id,
      date: "2026-11-02",
      startTime: "10:00",
      endTime: "11:00",
    });
    const [entry] = await db().select().from(groupClientNotes).where(eq(groupClientNotes.sessionId, session.id));
    await request("PUT", `/api/auth/group-sessions/${session.id}/attendance/${entry!.clientId}`, tokens.therapist, {
      status: "present",
    });
    const patch = (token: string | undefined, payload: object) =>
      request("PATCH", `/api/auth/group-sessions/${session.id}`, token, payload);
    const updated = await patch(tokens.therapist, { topic: "Boundaries", endTime: "11:30" });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().results).toMatchObject({
      topic: "Boundaries",
      startTime: "10:00",
      endTime: "11:30",
      endsAt: "2026-11-02T19:30:00.000Z",
      durationMinutes: 90,
    });
    const [after] = await db().select().from(groupClientNotes).where(eq(groupClientNotes.id, entry!.id));
    expect(after!.minutesAttended).toBe(90);
    expect((await patch(tokens.therapist, { startTime: "12:00" })).json().error.message).toBe(
      "endTime: must be after the start time",
    );
    expect((await patch(tokens.therapist, {})).json().error.message).toBe("nothing to update");
    expect(await changes(session.id)).toEqual(["created", "attendance", "session_updated"]);
  });

  it("lets a supervisor or admin change it too, never a co-facilitator or another nurse", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: "2026-12-08" });
    const patch = (token: string | undefined, payload: object) =>
      request("PATCH", `/api/auth/group-sessions/${session.id}`, token, payload);
    expect((await patch(tokens.bht, { topic: "x" })).statusCode).toBe(403);
    expect((await patch(tokens.nurse, { topic: "x" })).statusCode).toBe(403);
    expect((await patch(outsider, { topic: "x" })).statusCode).toBe(404);
    expect((await patch(tokens.admissions, { topic: "x" })).statusCode).toBe(404);
    // Handing the lead to the co-facilitator takes them off the co-facilitators.
    const handed = (await patch(tokens.supervisor, { facilitatorId: ids.bht })).json().results as GroupSession;
    expect(handed.facilitator.id).toBe(ids.bht);
    expect(handed.coFacilitators).toEqual([]);
    const staffed = (await patch(tokens.admin, { coFacilitatorIds: [ids.therapist, ids.nurse], roomId: null })).json()
      .results as GroupSession;
    expect(staffed.coFacilitators.map((c) => c.id).sort()).toEqual([ids.nurse, ids.therapist].sort());
    expect(staffed.room).toBeNull();
    expect((await patch(tokens.admin, { facilitatorId: ids.admissions })).json().error.message).toMatch(
      /^facilitatorId: /,
    );
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:update"), eq(activityLog.subjectId, session.id)));
    expect(logged.filter((l) => l.outcome === "denied")).toHaveLength(4);
  });

  it("cancels with a reason, after which nothing changes", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: "2026-12-09" });
    const cancel = (token: string | undefined, payload: object) =>
      request("POST", `/api/auth/group-sessions/${session.id}/cancel`, token, payload);
    expect((await cancel(tokens.therapist, { reason: " " })).json().error.message).toBe("reason: is required");
    expect((await cancel(tokens.bht, { reason: "Snow" })).statusCode).toBe(403);
    const cancelled = await cancel(tokens.therapist, { reason: "Snow day" });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().results).toMatchObject({ cancelReason: "Snow day", cancelledAt: expect.any(String) });
    expect((await cancel(tokens.therapist, { reason: "again" })).statusCode).toBe(409);
    expect(
      (await request("PATCH", `/api/auth/group-sessions/${session.id}`, tokens.therapist, { topic: "x" })).statusCode,
    ).toBe(409);
    const listed = (
      await request("GET", "/api/auth/group-sessions?from=2026-12-09&to=2026-12-09", tokens.therapist)
    ).json() as Page<GroupSession>;
    expect(listed.results.map((s) => s.id)).not.toContain(session.id);
    const withCancelled = (
      await request(
        "GET",
        "/api/auth/group-sessions?from=2026-12-09&to=2026-12-09&includeCancelled=true",
        tokens.therapist,
      )
    ).json() as Page<GroupSession>;
    expect(withCancelled.results.map((s) => s.id)).toContain(session.id);
    expect(await changes(session.id)).toEqual(["created", "session_updated"]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_session:cancel"),
          eq(activityLog.subjectId, session.id),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(logged[0]!.details).toMatchObject({ reason: "Snow day" });
  });

  it("changes only while the note is a draft, and cancels only without signatures", async () => {
    const submitted = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: "2026-12-10" });
    await db().update(groupNotes).set({ status: "submitted" }).where(eq(groupNotes.id, submitted.noteId));
    const patchSubmitted = await request("PATCH", `/api/auth/group-sessions/${submitted.id}`, tokens.therapist, {
      topic: "x",
    });
    expect(patchSubmitted.statusCode).toBe(409);
    expect(patchSubmitted.json().error.message).toMatch(/submitted/);
    const signed = await buildSession(t, { token: tokens.therapist!, groupId: group.id, date: "2026-12-11" });
    await db().insert(groupNoteSignatures).values({
      noteId: signed.noteId,
      revision: 1,
      signerId: ids.bht!,
      role: "co_facilitator",
      method: "pin",
      contentHash: "h",
    });
    const cancelSigned = await request("POST", `/api/auth/group-sessions/${signed.id}/cancel`, tokens.therapist, {
      reason: "x",
    });
    expect(cancelSigned.statusCode).toBe(409);
    expect(cancelSigned.json().error.message).toMatch(/signatures/);
    expect((await db().select().from(groupSessions).where(like(groupSessions.cancelReason, "x"))).length).toBe(0);
  });
});
