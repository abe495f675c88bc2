import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { Reminder } from "@hearth/schema";
import { activityLog, notifications, reminders, userLocations, users } from "../../db/schema";
import { buildClient, demoOrganization, buildNote, buildStaff } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { Scheduler } from "../../scheduler";
import { SUBJECT_GONE_MESSAGE } from "./fire";

// Ticks are run by hand: the background loop waits an hour.
const NEVER = 3_600_000;
let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => {
  t = await startTestApi({ schedulerTickMs: NEVER });
  org = await demoOrganization(t.api.deps.db);
});
afterAll(async () => {
  await t?.close();
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const setReminder = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/reminders", token, payload });
const list = (token: string, query = "") => t.request({ method: "GET", url: `/api/auth/reminders${query}`, token });
const cancel = (token: string, id: string) => t.request({ method: "DELETE", url: `/api/auth/reminders/${id}`, token });
/** As if the clock had passed the reminder's time. */
const makeDue = (ids: string[]) =>
  t.api.deps.db
    .update(reminders)
    .set({ remindAt: new Date(Date.now() - 1000) })
    .where(inArray(reminders.id, ids));
const reminderNotifications = (userId: string) =>
  t.api.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "reminder_due")));

describe("setting a reminder", () => {
  it("on a session, a note and a client the caller may see: label and link come from the server", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const note = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: me.id,
      date: "2026-11-23",
      startTime: "10:00",
      endTime: "11:00",
    });
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });

    const onSession = await setReminder(me.token, {
      subjectType: "group_session",
      subjectId: note.sessionId,
      remindAt: inMinutes(30),
      note: "Bring the worksheets",
    });
    expect(onSession.statusCode).toBe(201);
    expect(onSession.json().results).toMatchObject({
      subjectType: "group_session",
      subjectId: note.sessionId,
      subjectLabel: expect.stringMatching(/^Group [0-9a-f]+, 11-23-2026 10:00 AM$/),
      link: `/groupnotes/session/${note.sessionId}`,
      note: "Bring the worksheets",
      firedAt: null,
    });
    const onNote = (
      await setReminder(me.token, { subjectType: "group_note", subjectId: note.noteId, remindAt: inMinutes(60) })
    ).json().results as Reminder;
    expect(onNote).toMatchObject({
      link: `/groupnotes/session/${note.sessionId}`,
      note: null,
      subjectLabel: expect.stringMatching(/^Group note, Group /),
    });
    const onClient = (
      await setReminder(me.token, { subjectType: "client", subjectId: client!.mrNo, remindAt: inMinutes(90) })
    ).json().results as Reminder;
    expect(onClient).toMatchObject({
      link: `/clients/${client!.mrNo}`,
      subjectLabel: `Casey ${client!.lastName} · ${client!.mrNo} · DOB 04-02-1990`,
    });

    const upcoming = (await list(me.token)).json();
    expect(upcoming).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(upcoming.results.map((r: Reminder) => r.subjectType)).toEqual(["group_session", "group_note", "client"]);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, me.id), eq(activityLog.action, "reminder:create")));
    expect(logged.map((l) => l.outcome)).toEqual(["success", "success", "success"]);
  });

  it("answers 404 alike for what does not exist and what the caller may not see, and logs the attempt", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const elsewhere = await buildStaff(t, org, "therapist", [org.hillcrest]);
    const note = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.hillcrest,
      facilitatorId: elsewhere.id,
    });
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.hillcrest });
    const cases: [string, string, string][] = [
      ["group_session", note.sessionId, "Group session not found"],
      ["group_session", randomUUID(), "Group session not found"],
      ["group_session", "not-an-id", "Group session not found"],
      ["group_note", note.noteId, "Group note not found"],
      ["group_note", randomUUID(), "Group note not found"],
      ["client", client!.mrNo, "Client not found"],
      ["client", "NO-SUCH-MR", "Client not found"],
    ];
    for (const [subjectType, subjectId, message] of cases) {
      const response = await setReminder(me.token, { subjectType, subjectId, remindAt: inMinutes(30) });
      expect(response.statusCode, `${subjectType} ${subjectId}`).toBe(404);
      expect(response.json()).toEqual({ error: { code: "not_found", message } });
    }
    expect((await list(me.token)).json().total).toBe(0);
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, me.id), eq(activityLog.action, "reminder:create")));
    expect(denied).toHaveLength(cases.length);
    expect(denied.every((d) => d.outcome === "denied")).toBe(true);
  });

  it("refuses a time in the past or more than a year ahead, with a clear message", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const at = (remindAt: string) =>
      setReminder(me.token, { subjectType: "client", subjectId: client!.mrNo, remindAt });
    const past = await at(inMinutes(-5));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      code: "validation_failed",
      message: "remindAt: must not be in the past",
    });
    const far = await at(inMinutes(60 * 24 * 400));
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe("remindAt: must be at most a year ahead");
    expect((await at("tomorrow at noon")).statusCode).toBe(400);
    // "Now" arrives a moment late; that is still fine.
    expect((await at(new Date(Date.now() - 1000).toISOString())).statusCode).toBe(201);
  });
});

describe("cancelling a reminder", () => {
  it("removes an upcoming one; someone else's or an unknown one is 404; a fired one is 409", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const other = await buildStaff(t, org, "therapist", [org.riverside]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const make = async () =>
      (await setReminder(me.token, { subjectType: "client", subjectId: client!.mrNo, remindAt: inMinutes(30) })).json()
        .results as Reminder;
    const [keep, drop, fires] = [await make(), await make(), await make()];

    expect((await cancel(other.token, drop.id)).statusCode).toBe(404);
    const cancelled = await cancel(me.token, drop.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ results: { cancelled: true } });
    expect((await cancel(me.token, drop.id)).statusCode).toBe(404);
    expect((await cancel(me.token, randomUUID())).statusCode).toBe(404);

    await makeDue([fires.id, drop.id]);
    await t.api.scheduler.tick();
    const refused = await cancel(me.token, fires.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: "conflict", message: "This reminder has already fired" });

    expect((await list(me.token)).json().results.map((r: Reminder) => r.id)).toEqual([keep.id]);
    const fired = (await list(me.token, "?status=fired")).json();
    expect(fired.results.map((r: Reminder) => r.id)).toEqual([fires.id]);
    expect(fired.results[0].firedAt).not.toBeNull();
    // The cancelled one never fires.
    expect(await reminderNotifications(me.id)).toHaveLength(1);
  });
});

describe("a due reminder", () => {
  it("fires once into a notification that leads back to its subject", async () => {
    const me = await buildStaff(t, org, "nurse", [org.riverside]);
    const note = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: me.id,
    });
    const withNote = (
      await setReminder(me.token, {
        subjectType: "group_session",
        subjectId: note.sessionId,
        remindAt: inMinutes(10),
        note: "Call the pharmacy first",
      })
    ).json().results as Reminder;
    const plain = (
      await setReminder(me.token, { subjectType: "group_note", subjectId: note.noteId, remindAt: inMinutes(10) })
    ).json().results as Reminder;
    const later = (
      await setReminder(me.token, { subjectType: "group_note", subjectId: note.noteId, remindAt: inMinutes(10) })
    ).json().results as Reminder;

    await t.api.scheduler.tick();
    expect(await reminderNotifications(me.id)).toHaveLength(0);

    await makeDue([withNote.id, plain.id]);
    await t.api.scheduler.tick();
    await t.api.scheduler.tick();
    const rows = await reminderNotifications(me.id);
    expect(rows.map((n) => [n.title, n.body, n.link]).sort()).toEqual(
      [
        [`Reminder: ${withNote.subjectLabel}`, "Call the pharmacy first", `/groupnotes/session/${note.sessionId}`],
        [
          `Reminder: ${plain.subjectLabel}`,
          `You asked to be reminded about ${plain.subjectLabel}.`,
          `/groupnotes/session/${note.sessionId}`,
        ],
      ].sort(),
    );
    // The bell hears of each through notification.created.
    await t.api.deps.relay.flush();
    const created = t.events.filter(
      (e) =>
        e.name === "notification.created" &&
        rows.some((r) => r.id === (e.payload as { notificationId: string }).notificationId),
    );
    expect(created).toHaveLength(2);
    expect((await list(me.token)).json().results.map((r: Reminder) => r.id)).toEqual([later.id]);
  });

  it("checks access again when it fires: no client name for an owner moved off the client's location, nothing for a deactivated one", async () => {
    const moved = await buildStaff(t, org, "therapist", [org.riverside]);
    const leaver = await buildStaff(t, org, "therapist", [org.riverside]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const onClient = (token: string) =>
      setReminder(token, { subjectType: "client", subjectId: client!.mrNo, remindAt: inMinutes(10) });
    const movedReminder = (await onClient(moved.token)).json().results as Reminder;
    const leaverReminder = (await onClient(leaver.token)).json().results as Reminder;

    await t.api.deps.db.delete(userLocations).where(eq(userLocations.userId, moved.id));
    await t.api.deps.db.insert(userLocations).values({ userId: moved.id, locationId: org.hillcrest });
    await t.api.deps.db.update(users).set({ status: ClinicianStatus.Inactive }).where(eq(users.id, leaver.id));
    await makeDue([movedReminder.id, leaverReminder.id]);
    await t.api.scheduler.tick();

    const [told] = await reminderNotifications(moved.id);
    expect(told).toMatchObject({ title: "Reminder", body: SUBJECT_GONE_MESSAGE, link: null });
    expect(JSON.stringify(told)).not.toContain(client!.lastName);
    expect(await reminderNotifications(leaver.id)).toHaveLength(0);
    // Both are done with: neither fires again.
    expect((await list(moved.token, "?status=fired")).json().results.map((r: Reminder) => r.id)).toEqual([
      movedReminder.id,
    ]);
  });

  it("fires exactly once when two API instances tick on the same database", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const ids: string[] = [];
    for (let i = 0; i < 30; i++)
      ids.push(
        (
          (
            await setReminder(me.token, {
              subjectType: "client",
              subjectId: client!.mrNo,
              remindAt: inMinutes(5),
              note: `n${i}`,
            })
          ).json().results as Reminder
        ).id,
      );
    await makeDue(ids);

    // With DATABASE_URL, a second API on the same database; on PGlite, a second scheduler on the same handle.
    const second = t.databaseUrl ? await startTestApi({ databaseUrl: t.databaseUrl, schedulerTickMs: NEVER }) : null;
    const other =
      second?.api.scheduler ??
      new Scheduler({
        transaction: (fn) => t.api.deps.relay.transaction(fn),
        tickMs: NEVER,
        onError: (e) => console.error(e),
      });
    try {
      await Promise.all([t.api.scheduler.tick(), other.tick(), t.api.scheduler.tick(), other.tick()]);
    } finally {
      if (second) await second.close({ keep: true });
      else await other.close();
    }
    const rows = await reminderNotifications(me.id);
    expect(rows.map((r) => r.body).sort()).toEqual(ids.map((_, i) => `n${i}`).sort());
  });
});
