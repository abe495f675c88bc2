import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { GroupSession, KioskSession, KioskStart } from "@hearth/schema";
import { activityLog, clients, groupClientNotes, groupNotes, groupSessions } from "../../../db/schema";
import { buildClinician, buildGroup, buildGroupClient, buildSession, signInDemoStaff } from "@hearth/testing";
import { cookiesOf, startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
let outsider: string;
let groupId: string;
const people = [
  { firstName: "Maria", lastName: "Garcia", dateOfBirth: "1991-02-03" },
  { firstName: "Maria", lastName: "Gomez", dateOfBirth: "1985-12-30" },
  { firstName: "Ben", lastName: "Young", dateOfBirth: "1979-07-14" },
];
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, ["admin", "therapist", "nurse", "nurse2", "admissions", "client"]));
  const db = t.api.deps.db;
  const hillcrestTherapist = await buildClinician(db, {
    organizationId: org.organizationId,
    locationIds: [org.hillcrest],
    role: "therapist",
  });
  outsider = (await t.loginAs(hillcrestTherapist.email, hillcrestTherapist.password)).token;
  const members = await Promise.all(
    people.map((p) => buildGroupClient(db, { organizationId: org.organizationId, locationId: org.riverside, ...p })),
  );
  groupId = (
    await buildGroup(db, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: members.map((m) => m.id),
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
/**
 * A session whose check-in is open: dated 03-04-2030 10:00–11:00 on the wall, its instants moved to
 * start in ten minutes (check-in opens 30 before), so clients check in on time.
 */
const newSession = async () => {
  const session = await buildSession(t, {
    token: tokens.therapist!,
    groupId,
    date: "2030-03-04",
    startTime: "10:00",
    endTime: "11:00",
  });
  const startsAt = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000); // whole minutes, as instants of a slot are
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  await db().update(groupSessions).set({ startsAt, endsAt }).where(eq(groupSessions.id, session.id));
  return { ...session, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
};
const open = (token: string | undefined, sessionId: string, payload: object = {}) =>
  t.request({ method: "POST", url: `/api/auth/group-sessions/${sessionId}/kiosk`, token, payload });
const kioskOf = async (session: GroupSession, token = tokens.nurse): Promise<KioskStart> => {
  const response = await open(token, session.id);
  expect(response.statusCode).toBe(200);
  return response.json().results as KioskStart;
};
const view = (token: string | undefined) => t.request({ method: "GET", url: "/api/auth/kiosk/session", token });
const selfCheckIn = (token: string | undefined, entryId: string, dateOfBirth: string) =>
  t.request({ method: "POST", url: "/api/auth/kiosk/self-check-in", token, payload: { entryId, dateOfBirth } });
const entryIdOf = async (session: KioskSession, displayName: string) =>
  session.entries.find((e) => e.displayName === displayName)!.id;

describe("opening the kiosk", () => {
  it("gives clinical staff of the location a token for this session until two hours after its end", async () => {
    const session = await newSession();
    const kiosk = await kioskOf(session);
    expect(kiosk).toMatchObject({ sessionId: session.id, groupId, token: expect.any(String) });
    expect(kiosk.expiresAt).toBe(new Date(Date.parse(session.endsAt) + 2 * 3600_000).toISOString());
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:kiosk_open"), eq(activityLog.subjectId, session.id)));
    expect(logged).toHaveLength(1);
  });

  it("lasts at least an hour for a session that has ended", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId, date: "2020-01-06" });
    const kiosk = await kioskOf(session);
    expect(Date.parse(kiosk.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it("is refused to admins (403), other locations, admissions and portal clients (404), and cancelled sessions (409)", async () => {
    const session = await newSession();
    expect((await open(tokens.admin, session.id)).statusCode).toBe(403);
    for (const token of [tokens.nurse2, outsider, tokens.admissions, tokens.client])
      expect((await open(token, session.id)).statusCode).toBe(404);
    expect((await open(undefined, session.id)).statusCode).toBe(401);
    await t.request({
      method: "POST",
      url: `/api/auth/group-sessions/${session.id}/cancel`,
      token: tokens.therapist,
      payload: { reason: "Closed" },
    });
    expect((await open(tokens.nurse, session.id)).statusCode).toBe(409);
  });

  it("clears this browser's sign-in cookies on request, without ending the user's other sessions", async () => {
    const session = await newSession();
    const response = await open(tokens.nurse, session.id, { signOutHere: true });
    expect(response.statusCode).toBe(200);
    const cookies = cookiesOf(response);
    for (const name of ["token", "refresh_token", "ai_token", "role"])
      expect(cookies.get(name)).toMatchObject({ value: "", maxAge: 0 });
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: tokens.nurse })).statusCode).toBe(200);
    expect(cookiesOf(await open(tokens.nurse, session.id)).size).toBe(0);
  });
});

describe("the kiosk screen", () => {
  it("shows first names and last initials only, sorted, with who has checked in", async () => {
    const session = await newSession();
    const kiosk = await kioskOf(session);
    const response = await view(kiosk.token);
    expect(response.statusCode).toBe(200);
    const screen = response.json().results as KioskSession;
    expect(screen).toMatchObject({
      sessionId: session.id,
      groupName: expect.any(String),
      date: "2030-03-04",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect(screen.entries.map((e) => e.displayName)).toEqual(["Ben Y.", "Maria G.", "Maria G."]);
    expect(
      screen.entries.every((e) => Object.keys(e).sort().join() === "checkedIn,displayName,id" && e.checkedIn === false),
    ).toBe(true);
    expect(response.body).not.toMatch(/Garcia|Gomez|1991|mrNo/);
  });

  it("accepts only a kiosk token, and a kiosk token nowhere else", async () => {
    const session = await newSession();
    const kiosk = await kioskOf(session);
    expect((await view(tokens.nurse)).statusCode).toBe(401);
    expect((await view(undefined)).statusCode).toBe(401);
    expect((await selfCheckIn(tokens.nurse, "00000000-0000-4000-8000-000000000000", "1991-02-03")).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: "GET", url: "/api/auth/me", token: kiosk.token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: "GET", url: `/api/auth/group-sessions/${session.id}`, token: kiosk.token }))
        .statusCode,
    ).toBe(401);
    expect((await open(kiosk.token, session.id)).statusCode).toBe(401);
    // A kiosk token in the cookie is not read either.
    expect(
      (await t.request({ method: "GET", url: "/api/auth/kiosk/session", cookies: { token: kiosk.token } })).statusCode,
    ).toBe(401);
  });

  it("ends with the staff user's sessions", async () => {
    const nurse = await buildClinician(db(), {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "nurse",
    });
    const { token, response } = await t.loginAs(nurse.email, nurse.password);
    const session = await newSession();
    const kiosk = await kioskOf(session, token);
    expect((await view(kiosk.token)).statusCode).toBe(200);
    await t.request({
      method: "POST",
      url: "/api/auth/logout",
      token,
      cookies: Object.fromEntries(response.cookies.map((c) => [c.name, c.value])),
    });
    expect((await view(kiosk.token)).statusCode).toBe(401);
  });
});

describe("self check-in", () => {
  it("checks a client in with the exact date of birth, once", async () => {
    const session = await newSession();
    const kiosk = await kioskOf(session);
    const screen = (await view(kiosk.token)).json().results as KioskSession;
    const ben = await entryIdOf(screen, "Ben Y.");
    const first = await selfCheckIn(kiosk.token, ben, "1979-07-14");
    expect(first.statusCode).toBe(200);
    const result = first.json().results;
    expect(result).toEqual({ displayName: "Ben Y.", checkedInAt: expect.any(String), status: "present" });
    const again = (await selfCheckIn(kiosk.token, ben, "1979-07-14")).json().results;
    expect(again.checkedInAt).toBe(result.checkedInAt);
    const [row] = await db().select().from(groupClientNotes).where(eq(groupClientNotes.id, ben));
    expect(row).toMatchObject({
      checkInMethod: "self",
      attendanceStatus: "present",
      minutesAttended: 60,
      updatedBy: ids.nurse,
    });
    expect(
      ((await view(kiosk.token)).json().results as KioskSession).entries.find((e) => e.id === ben)!.checkedIn,
    ).toBe(true);
    await t.api.deps.relay.flush();
    const events = t.events
      .filter((e) => e.name === "groupNote.changed" && e.payload.sessionId === session.id)
      .map((e) => (e.payload as { change: string }).change);
    expect(events).toEqual(["created", "attendance"]);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:self_check_in"), eq(activityLog.subjectId, session.id)));
    expect(logged.map((l) => l.outcome)).toEqual(["success", "success"]);
  });

  it("refuses a wrong date of birth, five times per entry, then answers 429", async () => {
    const session = await newSession();
    const kiosk = await kioskOf(session);
    // Both show as "Maria G."; which entry is whose, only the database tells.
    const entryOf = async (lastName: string) =>
      (
        await db()
          .select({ id: groupClientNotes.id })
          .from(groupClientNotes)
          .innerJoin(clients, eq(clients.id, groupClientNotes.clientId))
          .where(and(eq(groupClientNotes.sessionId, session.id), eq(clients.lastName, lastName)))
      )[0]!.id;
    const [mariaOne, mariaTwo] = [await entryOf("Garcia"), await entryOf("Gomez")];
    for (let i = 0; i < 5; i++) {
      const wrong = await selfCheckIn(kiosk.token, mariaOne!, "1991-03-02");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe("That date of birth does not match");
    }
    const blocked = await selfCheckIn(kiosk.token, mariaOne!, "1991-02-03");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    // The other Maria is not held back by her namesake's attempts.
    expect((await selfCheckIn(kiosk.token, mariaTwo!, "1985-12-30")).statusCode).toBe(200);
    expect((await selfCheckIn(kiosk.token, mariaOne!, "not-a-date")).json().error.message).toBe(
      "dateOfBirth: must be a date as YYYY-MM-DD",
    );
    const failures = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_session:self_check_in"),
          eq(activityLog.subjectId, session.id),
          eq(activityLog.outcome, "failure"),
        ),
      );
    expect(failures).toHaveLength(5);
  });

  it("works only for the kiosk's own session, while its note is a draft", async () => {
    const session = await newSession();
    const other = await newSession();
    const kiosk = await kioskOf(session);
    const otherScreen = (await view((await kioskOf(other)).token)).json().results as KioskSession;
    expect((await selfCheckIn(kiosk.token, await entryIdOf(otherScreen, "Ben Y."), "1979-07-14")).statusCode).toBe(404);
    const screen = (await view(kiosk.token)).json().results as KioskSession;
    await db().update(groupNotes).set({ status: "submitted" }).where(eq(groupNotes.id, session.noteId));
    expect((await selfCheckIn(kiosk.token, await entryIdOf(screen, "Ben Y."), "1979-07-14")).statusCode).toBe(409);
  });
});
