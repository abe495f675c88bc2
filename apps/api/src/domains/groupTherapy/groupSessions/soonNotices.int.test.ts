import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import { groupSessions, notifications, rooms, users } from "../../../db/schema";
import { demoOrganization, buildNote, buildStaff } from "@hearth/testing";
import { startTestApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => {
  // Ticks are run by hand.
  t = await startTestApi({ schedulerTickMs: 3_600_000 });
  org = await demoOrganization(t.api.deps.db);
});
afterAll(async () => {
  await t?.close();
});

/** A session run by `facilitatorId` (and co-facilitators) that starts `minutes` from now. */
async function sessionStartingIn(
  minutes: number,
  facilitatorId: string,
  coFacilitatorIds: string[] = [],
): Promise<string> {
  const { sessionId } = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId,
    coFacilitatorIds,
    clients: 0,
    startTime: "09:00",
    endTime: "10:00",
  });
  await t.api.deps.db
    .update(groupSessions)
    .set({ startsAt: new Date(Date.now() + minutes * 60_000) })
    .where(eq(groupSessions.id, sessionId));
  return sessionId;
}

const soonNotices = (userIds: string[]) =>
  t.api.deps.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, "group_session_soon")));

it("a session starting in 10 minutes tells its active facilitators once; later, started and cancelled sessions tell nobody", async () => {
  const staff = await Promise.all(
    ["therapist", "nurse", "bht", "therapist", "therapist", "therapist"].map((role) =>
      buildStaff(t, org, role as "therapist", [org.riverside]),
    ),
  );
  const [lead, co, gone, laterLead, startedLead, cancelledLead] = staff.map((s) => s.id) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await t.api.deps.db.update(users).set({ status: ClinicianStatus.Inactive }).where(eq(users.id, gone));

  const soon = await sessionStartingIn(10, lead, [co, gone]);
  const [room] = await t.api.deps.db
    .insert(rooms)
    .values({ organizationId: org.organizationId, locationId: org.riverside, name: "Room 4B" })
    .returning();
  await t.api.deps.db.update(groupSessions).set({ roomId: room!.id }).where(eq(groupSessions.id, soon));
  await sessionStartingIn(30, laterLead);
  await sessionStartingIn(-2, startedLead);
  const cancelled = await sessionStartingIn(5, cancelledLead);
  await t.api.deps.db.update(groupSessions).set({ cancelledAt: new Date() }).where(eq(groupSessions.id, cancelled));

  await t.api.scheduler.tick();
  await t.api.scheduler.tick();

  const notices = await soonNotices(staff.map((s) => s.id));
  expect(notices.map((n) => n.userId).sort()).toEqual([lead, co].sort());
  const [session] = await t.api.deps.db.select().from(groupSessions).where(eq(groupSessions.id, soon));
  for (const n of notices) {
    expect(n.title).toMatch(/^Group session starts in (9|10) minutes$/);
    expect(n.body).toMatch(new RegExp(`^Group [0-9a-f]+, \\d\\d-\\d\\d-\\d{4} 9:00 AM, Room 4B$`));
    expect(n.link).toBe(`/groupnotes/session/${soon}`);
  }
  expect(session!.soonNotifiedAt).not.toBeNull();
  // Published for the bell like every notification.
  await t.api.deps.relay.flush();
  expect(
    t.events.filter(
      (e) =>
        e.name === "notification.created" &&
        notices.some((n) => n.id === (e.payload as { notificationId: string }).notificationId),
    ),
  ).toHaveLength(2);
});

it("a session moved to another start time is announced again before its new start", async () => {
  const lead = await buildStaff(t, org, "therapist", [org.riverside]);
  const sessionId = await sessionStartingIn(10, lead.id);
  await t.api.scheduler.tick();
  expect(await soonNotices([lead.id])).toHaveLength(1);

  const moved = await t.request({
    method: "PATCH",
    url: `/api/auth/group-sessions/${sessionId}`,
    token: lead.token,
    payload: { startTime: "09:30", endTime: "10:30" },
  });
  expect(moved.statusCode).toBe(200);
  // As if the new start were ten minutes away too.
  await t.api.deps.db
    .update(groupSessions)
    .set({ startsAt: new Date(Date.now() + 10 * 60_000) })
    .where(eq(groupSessions.id, sessionId));
  await t.api.scheduler.tick();
  const notices = await soonNotices([lead.id]);
  expect(notices).toHaveLength(2);
  expect(notices.filter((n) => / 9:30 AM$/.test(n.body))).toHaveLength(1);
});
