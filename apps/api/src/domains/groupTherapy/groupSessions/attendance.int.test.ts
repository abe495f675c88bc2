import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { groupNoteDocumentName } from "@hearth/schema";
import type { AttendanceEntry, GroupNote, GroupSession } from "@hearth/schema";
import { activityLog, collabDocumentUpdates, groupNotes, groupSessions } from "../../../db/schema";
import { buildClinician, buildGroup, buildGroupClient, buildSession, signInDemoStaff } from "@hearth/testing";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
let outsider: string;
let groupId: string;
let members: string[];
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
  members = (
    await Promise.all(
      [0, 1, 2].map(() => buildGroupClient(db, { organizationId: org.organizationId, locationId: org.riverside })),
    )
  ).map((c) => c.id);
  groupId = (
    await buildGroup(db, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!, ids.bht!],
      clientIds: members,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
/**
 * A session whose check-in is open: it starts in ten minutes (check-in opens 30 before). Check-in,
 * attendance and the note are open for it; signing is not, which these tests never need.
 */
const newSession = async () => {
  const session = await buildSession(t, {
    token: tokens.therapist!,
    groupId,
    date: "2026-12-14",
    startTime: "10:00",
    endTime: "11:00",
  });
  await startedAgo(session, -10);
  return session;
};
const changes = async (sessionId: string) => {
  await t.api.deps.relay.flush();
  return t.events
    .filter((e) => e.name === "groupNote.changed" && e.payload.sessionId === sessionId)
    .map((e) => (e.payload as { change: string }).change);
};
/** Moves a session's instants so that it started `minutesAgo` minutes ago (its wall-clock fields stay). */
const startedAgo = async (session: GroupSession, minutesAgo: number) => {
  const startsAt = new Date(Date.now() - minutesAgo * 60_000);
  await db()
    .update(groupSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 60 * 60_000) })
    .where(eq(groupSessions.id, session.id));
};

describe("the roster", () => {
  const add = (token: string | undefined, sessionId: string, clientId: string) =>
    t.request({ method: "POST", url: `/api/auth/group-sessions/${sessionId}/roster`, token, payload: { clientId } });
  const remove = (token: string | undefined, sessionId: string, clientId: string) =>
    t.request({ method: "DELETE", url: `/api/auth/group-sessions/${sessionId}/roster/${clientId}`, token });

  it("takes a client of the location, answers the note, and tells viewers", async () => {
    const session = await newSession();
    const newcomer = await buildGroupClient(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      firstName: "Aaron",
      lastName: "Aardvark",
    });
    const response = await add(tokens.bht, session.id, newcomer.id);
    expect(response.statusCode).toBe(200);
    const note = response.json().results as GroupNote;
    expect(note.id).toBe(session.noteId);
    expect(note.attendance.map((a) => a.client.id)).toContain(newcomer.id);
    expect(note.attendance.find((a) => a.client.id === newcomer.id)).toMatchObject({
      status: null,
      rootName: `client:${newcomer.id}`,
      client: { fullname: "Aaron Aardvark" },
    });
    expect((await add(tokens.therapist, session.id, newcomer.id)).statusCode).toBe(409);
    const hillcrestClient = await buildGroupClient(db(), {
      organizationId: org.organizationId,
      locationId: org.hillcrest,
    });
    expect((await add(tokens.therapist, session.id, hillcrestClient.id)).json().error.message).toMatch(
      /^clientId: .* is not a client of this location$/,
    );
    expect((await add(tokens.therapist, session.id, "nope")).json().error.message).toBe("clientId: must be an id");
    expect(await changes(session.id)).toEqual(["created", "roster"]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_session:roster"),
          eq(activityLog.subjectId, session.id),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(logged[0]!.details).toMatchObject({ added: newcomer.id });
  });

  it("is changed by the facilitators and the location's supervisors only", async () => {
    const session = await newSession();
    const client = await buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside });
    expect((await add(tokens.nurse, session.id, client.id)).statusCode).toBe(403);
    expect((await add(tokens.admin, session.id, client.id)).statusCode).toBe(403);
    for (const token of [tokens.nurse2, outsider, tokens.admissions, tokens.client])
      expect((await add(token, session.id, client.id)).statusCode).toBe(404);
    expect((await add(undefined, session.id, client.id)).statusCode).toBe(401);
    expect((await add(tokens.supervisor, session.id, client.id)).statusCode).toBe(200);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_session:roster"),
          eq(activityLog.subjectId, session.id),
          eq(activityLog.outcome, "denied"),
        ),
      );
    expect(denied).toHaveLength(6);
  });

  it("lets an unmarked client leave; a marked one must be marked absent or excused instead", async () => {
    const session = await newSession();
    const [first, second] = members;
    const removed = await remove(tokens.therapist, session.id, first!);
    expect(removed.statusCode).toBe(200);
    expect((removed.json().results as GroupNote).attendance.map((a) => a.client.id)).not.toContain(first);
    expect((await remove(tokens.therapist, session.id, first!)).statusCode).toBe(404);
    await t.request({
      method: "PUT",
      url: `/api/auth/group-sessions/${session.id}/attendance/${second}`,
      token: tokens.therapist,
      payload: { status: "present" },
    });
    const refused = await remove(tokens.therapist, session.id, second!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "This client's attendance is marked; mark them absent or excused instead of removing them",
    );
    expect((await remove(tokens.nurse, session.id, members[2]!)).statusCode).toBe(403);
  });

  it("keeps a returning client's text: adding them again writes no second template", async () => {
    const session = await newSession();
    const name = groupNoteDocumentName(session.noteId);
    const updates = async () =>
      (await db().select().from(collabDocumentUpdates).where(eq(collabDocumentUpdates.documentName, name))).length;
    const before = await updates();
    await remove(tokens.therapist, session.id, members[0]!);
    expect((await add(tokens.therapist, session.id, members[0]!)).statusCode).toBe(200);
    expect(await updates()).toBe(before);
  });

  it("changes only while the note is a draft and the session is not cancelled", async () => {
    const session = await newSession();
    const client = await buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside });
    await db().update(groupNotes).set({ status: "submitted" }).where(eq(groupNotes.id, session.noteId));
    expect((await add(tokens.therapist, session.id, client.id)).statusCode).toBe(409);
    const other = await newSession();
    await t.request({
      method: "POST",
      url: `/api/auth/group-sessions/${other.id}/cancel`,
      token: tokens.therapist,
      payload: { reason: "Closed" },
    });
    expect((await add(tokens.therapist, other.id, client.id)).statusCode).toBe(409);
  });
});

describe("attendance", () => {
  const mark = (token: string | undefined, sessionId: string, clientId: string, payload: object) =>
    t.request({ method: "PUT", url: `/api/auth/group-sessions/${sessionId}/attendance/${clientId}`, token, payload });
  const entry = async (sessionId: string, clientId: string, payload: object, token = tokens.therapist) => {
    const response = await mark(token, sessionId, clientId, payload);
    expect(response.statusCode).toBe(200);
    return response.json().results as AttendanceEntry;
  };

  it("defaults the minutes from the status and keeps them within the session", async () => {
    const session = await newSession();
    const client = members[0]!;
    expect(await entry(session.id, client, { status: "present" })).toMatchObject({
      status: "present",
      minutesAttended: 60,
      checkedInAt: null,
      client: { id: client },
    });
    expect((await entry(session.id, client, { status: "late" })).minutesAttended).toBe(50);
    expect((await entry(session.id, client, { status: "late", minutesAttended: 35 })).minutesAttended).toBe(35);
    expect((await entry(session.id, client, { status: "absent", minutesAttended: 20 })).minutesAttended).toBe(0);
    expect((await entry(session.id, client, { status: "excused" })).minutesAttended).toBe(0);
    expect(
      (await entry(session.id, client, { status: "left_early", minutesAttended: 30 }, tokens.bht)).minutesAttended,
    ).toBe(30);
    const cleared = await entry(session.id, client, { status: null });
    expect(cleared).toMatchObject({ status: null, minutesAttended: null });
    const message = async (payload: object) =>
      (await mark(tokens.therapist, session.id, client, payload)).json().error.message;
    expect(await message({ status: "left_early" })).toBe("minutesAttended: is required when the client left early");
    expect(await message({ status: "present", minutesAttended: 61 })).toBe(
      "minutesAttended: may not exceed the session's 60 minutes",
    );
    expect(await message({ status: "present", minutesAttended: -1 })).toMatch(/^minutesAttended: /);
    expect(await message({ status: "asleep" })).toMatch(/^status: /);
    expect(await message({})).toMatch(/^status: /);
    expect(await message({ status: null, minutesAttended: 5 })).toBe(
      "minutesAttended: give a status with the minutes, or clear both",
    );
    const session2 = (
      await t.request({ method: "GET", url: `/api/auth/group-sessions/${session.id}`, token: tokens.therapist })
    ).json().results as GroupSession;
    expect(session2.attendance).toEqual({ roster: 3, attended: 0, absent: 0, unmarked: 3 });
    expect(await changes(session.id)).toEqual(["created", ...Array(7).fill("attendance")]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_session:attendance"),
          eq(activityLog.subjectId, session.id),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(logged).toHaveLength(7);
  });

  it("is marked by the facilitators and supervisors of the location, for clients on the roster", async () => {
    const session = await newSession();
    expect((await mark(tokens.nurse, session.id, members[0]!, { status: "present" })).statusCode).toBe(403);
    expect((await mark(tokens.admin, session.id, members[0]!, { status: "present" })).statusCode).toBe(403);
    expect((await mark(outsider, session.id, members[0]!, { status: "present" })).statusCode).toBe(404);
    expect((await mark(tokens.client, session.id, members[0]!, { status: "present" })).statusCode).toBe(404);
    expect((await mark(tokens.supervisor, session.id, members[0]!, { status: "present" })).statusCode).toBe(200);
    const stranger = await buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside });
    expect((await mark(tokens.therapist, session.id, stranger.id, { status: "present" })).statusCode).toBe(404);
  });
});

describe("bulk check-in", () => {
  const checkIn = (token: string | undefined, sessionId: string, clientIds: string[]) =>
    t.request({
      method: "POST",
      url: `/api/auth/group-sessions/${sessionId}/bulk-check-in`,
      token,
      payload: { clientIds },
    });

  it("checks in before the start as present with the whole session, and is idempotent", async () => {
    const session = await newSession();
    const response = await checkIn(tokens.nurse, session.id, [members[0]!, members[1]!]);
    expect(response.statusCode).toBe(200);
    const entries = response.json().results as AttendanceEntry[];
    expect(entries).toHaveLength(2);
    expect(
      entries.every(
        (e) =>
          e.status === "present" && e.minutesAttended === 60 && e.checkInMethod === "bulk" && e.checkedInAt !== null,
      ),
    ).toBe(true);
    const again = (await checkIn(tokens.bht, session.id, [members[0]!])).json().results as AttendanceEntry[];
    expect(again[0]!.checkedInAt).toBe(entries.find((e) => e.client.id === members[0])!.checkedInAt);
    expect(await changes(session.id)).toEqual(["created", "attendance"]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:bulk_check_in"), eq(activityLog.subjectId, session.id)));
    expect(logged).toHaveLength(2);
  });

  it("checks in as late after the grace period, with the minutes from the check-in", async () => {
    const session = await newSession();
    await startedAgo(session, 30);
    const [entry] = (await checkIn(tokens.therapist, session.id, [members[2]!])).json().results as AttendanceEntry[];
    expect(entry).toMatchObject({ status: "late", checkInMethod: "bulk" });
    expect(entry!.minutesAttended).toBeGreaterThanOrEqual(29);
    expect(entry!.minutesAttended).toBeLessThanOrEqual(30);
  });

  it("is for the location's clinical staff, roster clients, and draft sessions only", async () => {
    const session = await newSession();
    expect((await checkIn(tokens.admin, session.id, [members[0]!])).statusCode).toBe(403);
    for (const token of [tokens.nurse2, outsider, tokens.admissions, tokens.client])
      expect((await checkIn(token, session.id, [members[0]!])).statusCode).toBe(404);
    const stranger = await buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside });
    expect((await checkIn(tokens.nurse, session.id, [members[0]!, stranger.id])).json().error.message).toBe(
      `clientIds: ${stranger.id} is not on the roster`,
    );
    expect((await checkIn(tokens.nurse, session.id, [])).json().error.message).toBe(
      "clientIds: choose at least one client",
    );
    await db().update(groupNotes).set({ status: "submitted" }).where(eq(groupNotes.id, session.noteId));
    expect((await checkIn(tokens.nurse, session.id, [members[0]!])).statusCode).toBe(409);
  });
});
