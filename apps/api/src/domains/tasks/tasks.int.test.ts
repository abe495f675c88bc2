import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Task, TaskCounts } from "@hearth/schema";
import { activityLog, notifications, tasks } from "../../db/schema";
import { buildClient, demoOrganization, buildNote, buildStaff } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { Scheduler } from "../../scheduler";

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

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: "POST", url: "/api/auth/tasks", token, payload });
const created = async (token: string, payload: Record<string, unknown>): Promise<Task> => {
  const response = await create(token, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().results as Task;
};
const list = (token: string, query = "") => t.request({ method: "GET", url: `/api/auth/tasks${query}`, token });
const counts = async (token: string, query = ""): Promise<TaskCounts> =>
  (await t.request({ method: "GET", url: `/api/auth/tasks/counts${query}`, token })).json().results;
const patch = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: "PATCH", url: `/api/auth/tasks/${id}`, token, payload });
const act = (token: string, id: string, action: "complete" | "reopen") =>
  t.request({ method: "POST", url: `/api/auth/tasks/${id}/${action}`, token });
const remove = (token: string, id: string) => t.request({ method: "DELETE", url: `/api/auth/tasks/${id}`, token });
const notificationsOf = (userId: string, type: "task_assigned" | "task_due") =>
  t.api.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
/** As if the clock had passed the tasks' due time. */
const makeDue = (ids: string[]) =>
  t.api.deps.db
    .update(tasks)
    .set({ dueAt: new Date(Date.now() - 1000) })
    .where(inArray(tasks.id, ids));
const taskEvents = async (taskId: string) => {
  await t.api.deps.relay.flush();
  return t.events.flatMap((e) => (e.name === "task.changed" && e.payload.taskId === taskId ? [e.payload] : []));
};

describe("creating and assigning a task", () => {
  it("notifies the assignee, in the transaction, with a link to the task; self-assigned tasks notify nobody", async () => {
    const me = await buildStaff(t, org, "supervisor", [org.riverside]);
    const nurse = await buildStaff(t, org, "nurse", [org.riverside]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });

    const task = await created(me.token, {
      title: "Update the safety plan",
      description: "After the family session",
      dueAt: inHours(4),
      assigneeId: nurse.id,
      subjectType: "client",
      subjectId: client!.mrNo,
    });
    expect(task).toMatchObject({
      title: "Update the safety plan",
      description: "After the family session",
      assignee: { id: nurse.id, role: "nurse" },
      createdBy: { id: me.id, role: "supervisor" },
      subjectLabel: `Casey ${client!.lastName} · ${client!.mrNo} · DOB 04-02-1990`,
      subjectLink: `/clients/${client!.mrNo}`,
      locationId: org.riverside,
      done: false,
      overdue: false,
      permissions: { edit: true, complete: true, delete: true },
    });
    const [notice, ...more] = await notificationsOf(nurse.id, "task_assigned");
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: "New task: Update the safety plan",
      link: `/tasks?task=${task.id}`,
      createdBy: me.id,
    });
    expect(notice!.body).toMatch(
      /^.+ assigned you a task about .+ · .+ · DOB \d\d-\d\d-\d{4}, due \d\d-\d\d-\d{4} \d{1,2}:\d\d (AM|PM)\.$/,
    );
    expect(await taskEvents(task.id)).toEqual([
      expect.objectContaining({ assigneeId: nurse.id, createdBy: me.id, change: "created" }),
    ]);

    const own = await created(me.token, { title: "Sign the rota" });
    expect(own.assignee.id).toBe(me.id);
    expect(own.locationId).toBe(org.riverside);
    expect(await notificationsOf(me.id, "task_assigned")).toEqual([]);
  });

  it("refuses (422) an assignee who may not see the client, and one who is not active staff; nothing is made", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const elsewhere = await buildStaff(t, org, "nurse", [org.hillcrest]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });

    const outside = await create(me.token, {
      title: "Call the family",
      assigneeId: elsewhere.id,
      subjectType: "client",
      subjectId: client!.mrNo,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error).toMatchObject({
      code: "unprocessable",
      message: expect.stringMatching(/ may not see this client, so the task cannot be assigned to them$/),
    });
    // Without a client, the same person may be given a task.
    expect((await create(me.token, { title: "Swap shifts", assigneeId: elsewhere.id })).statusCode).toBe(201);

    const { id: portalUserId } = (
      await t.request({ method: "GET", url: "/api/auth/me", token: (await t.loginAs("client")).token })
    ).json().results;
    for (const assigneeId of [randomUUID(), portalUserId]) {
      const response = await create(me.token, { title: "Nope", assigneeId });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.message).toBe(
        "assigneeId: tasks can be assigned only to an active staff member of your organization",
      );
    }
    expect((await list(me.token, "?scope=assigned_by_me")).json().total).toBe(1);
    expect(await notificationsOf(elsewhere.id, "task_assigned")).toHaveLength(1);
  });

  it("answers 404 for a subject the creator may not see, 400 for bad input, and 403 to a portal client", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const hidden = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.hillcrest });
    const missing = await create(me.token, { title: "Read the chart", subjectType: "client", subjectId: hidden!.mrNo });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: "not_found", message: "Client not found" });
    const empty = await create(me.token, { title: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/title/);
    expect((await create(me.token, { title: "Half a subject", subjectType: "client" })).statusCode).toBe(400);

    const { token } = await t.loginAs("client");
    expect((await create(token, { title: "Mine" })).statusCode).toBe(403);
    expect((await list(token)).statusCode).toBe(403);
  });
});

describe("listing tasks", () => {
  it("pages by 25, filters by scope, status and due date, and counts open, overdue and due today", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const boss = await buildStaff(t, org, "supervisor", [org.riverside]);
    // Made directly: the route is covered above, and 26 requests would only cost time.
    const base = { organizationId: org.organizationId, assigneeId: me.id, createdBy: me.id, locationId: org.riverside };
    await t.api.deps.db.insert(tasks).values(
      Array.from({ length: 26 }, (_, i) => ({
        ...base,
        title: `Task ${String(i).padStart(2, "0")}`,
        dueAt: new Date(inHours(48 + i)),
      })),
    );
    const overdue = await created(boss.token, { title: "Late", dueAt: inHours(-2), assigneeId: me.id });
    const undated = await created(boss.token, { title: "Whenever", assigneeId: me.id });

    const first = (await list(me.token)).json();
    expect(first).toMatchObject({ total: 28, page: 1, pageSize: 25 });
    expect(first.results).toHaveLength(25);
    // Soonest due first; a task without a due date comes last.
    expect(first.results[0]).toMatchObject({
      id: overdue.id,
      overdue: true,
      permissions: { edit: true, complete: true, delete: false },
    });
    const second = (await list(me.token, "?page=2")).json();
    expect(second.results.map((r: Task) => r.title)).toEqual(["Task 24", "Task 25", "Whenever"]);
    expect(second.results[2].id).toBe(undated.id);
    expect((await list(me.token, "?pageSize=101")).statusCode).toBe(400);

    expect(
      (await list(me.token, `?dueBefore=${encodeURIComponent(inHours(49.5))}`))
        .json()
        .results.map((r: Task) => r.title),
    ).toEqual(["Late", "Task 00", "Task 01"]);
    const byBoss = (await list(boss.token, "?scope=assigned_by_me")).json();
    expect(byBoss.results.map((r: Task) => r.title)).toEqual(["Late", "Whenever"]);
    expect((await list(boss.token)).json().total).toBe(0);

    expect(await counts(me.token)).toMatchObject({ open: 28, overdue: 1 });
    expect(await counts(boss.token, "?scope=assigned_by_me")).toMatchObject({ open: 2, overdue: 1 });
    await act(me.token, overdue.id, "complete");
    expect(await counts(me.token)).toMatchObject({ open: 27, overdue: 0 });
    expect((await list(me.token, "?status=done")).json().results.map((r: Task) => r.id)).toEqual([overdue.id]);
    expect((await list(me.token, "?status=all")).json().total).toBe(28);
  });

  it("counts a task due later today as due today", async () => {
    const me = await buildStaff(t, org, "nurse", [org.riverside]);
    await created(me.token, { title: "Now-ish", dueAt: new Date(Date.now() + 60_000).toISOString() });
    const c = await counts(me.token);
    // One minute from now is today on the facility's clock, except in the last minute of its day.
    expect(c.open).toBe(1);
    expect(
      c.dueToday +
        (new Date(Date.now() + 60_000).toLocaleDateString("en-US", { timeZone: "America/Los_Angeles" }) ===
        new Date().toLocaleDateString("en-US", { timeZone: "America/Los_Angeles" })
          ? 0
          : 1),
    ).toBe(1);
  });
});

describe("changing a task", () => {
  it("complete and reopen by the assignee or the creator; asking twice changes nothing", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const bht = await buildStaff(t, org, "bht", [org.riverside]);
    const task = await created(me.token, { title: "Room check", assigneeId: bht.id });
    const done = await act(bht.token, task.id, "complete");
    expect(done.json().results).toMatchObject({ done: true, doneBy: { id: bht.id }, doneAt: expect.any(String) });
    expect((await act(bht.token, task.id, "complete")).json().results.doneAt).toBe(done.json().results.doneAt);
    expect((await act(me.token, task.id, "reopen")).json().results).toMatchObject({
      done: false,
      doneBy: null,
      doneAt: null,
    });
    expect((await taskEvents(task.id)).map((e) => e.change)).toEqual(["created", "completed", "reopened"]);
  });

  it("edits by the creator or the assignee; a reassignment notifies the new assignee and tells the old one", async () => {
    const me = await buildStaff(t, org, "supervisor", [org.riverside]);
    const first = await buildStaff(t, org, "nurse", [org.riverside]);
    const second = await buildStaff(t, org, "nurse", [org.riverside]);
    const task = await created(me.token, { title: "Med count", dueAt: inHours(1), assigneeId: first.id });

    const edited = await patch(first.token, task.id, {
      title: "Med count, east wing",
      description: "Both carts",
      dueAt: null,
    });
    expect(edited.json().results).toMatchObject({
      title: "Med count, east wing",
      description: "Both carts",
      dueAt: null,
    });
    const moved = await patch(me.token, task.id, { assigneeId: second.id });
    expect(moved.json().results).toMatchObject({ assignee: { id: second.id } });
    expect(await notificationsOf(second.id, "task_assigned")).toMatchObject([
      { title: "New task: Med count, east wing", link: `/tasks?task=${task.id}` },
    ]);
    expect(await taskEvents(task.id)).toEqual([
      expect.objectContaining({ change: "created", assigneeId: first.id }),
      expect.objectContaining({ change: "updated", assigneeId: first.id, previousAssigneeId: null }),
      expect.objectContaining({ change: "updated", assigneeId: second.id, previousAssigneeId: first.id }),
    ]);
    // The first nurse no longer has it.
    expect((await t.request({ method: "GET", url: `/api/auth/tasks/${task.id}`, token: first.token })).statusCode).toBe(
      404,
    );
    expect((await patch(me.token, task.id, {})).statusCode).toBe(400);
  });

  it("is refused to a stranger (404, logged) and deletion to the assignee (403); the creator deletes", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const nurse = await buildStaff(t, org, "nurse", [org.riverside]);
    const stranger = await buildStaff(t, org, "therapist", [org.riverside]);
    const task = await created(me.token, { title: "Discharge summary", assigneeId: nurse.id });

    for (const response of [
      await patch(stranger.token, task.id, { title: "Mine now" }),
      await act(stranger.token, task.id, "complete"),
      await remove(stranger.token, task.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "not_found", message: "Task not found" });
    }
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, stranger.id), eq(activityLog.subjectId, task.id)));
    expect(denied.map((d) => [d.action, d.outcome])).toEqual([
      ["task:update", "denied"],
      ["task:complete", "denied"],
      ["task:delete", "denied"],
    ]);
    const notMine = await remove(nurse.token, task.id);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.message).toBe("Only the person who created this task can delete it");

    expect((await remove(me.token, task.id)).json()).toEqual({ results: { deleted: true } });
    expect((await remove(me.token, task.id)).statusCode).toBe(404);
    expect((await taskEvents(task.id)).at(-1)).toMatchObject({
      change: "deleted",
      assigneeId: nurse.id,
      createdBy: me.id,
    });
  });

  it("is its two parties' alone: an admin who neither created it nor is assigned it cannot read, change or delete it (404, logged)", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const nurse = await buildStaff(t, org, "nurse", [org.riverside]);
    const admin = await buildStaff(t, org, "admin", [org.riverside, org.hillcrest]);
    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const task = await created(me.token, {
      title: "Safety plan",
      description: "Discuss relapse",
      assigneeId: nurse.id,
      subjectType: "client",
      subjectId: client!.mrNo,
    });

    const read = await t.request({ method: "GET", url: `/api/auth/tasks/${task.id}`, token: admin.token });
    for (const response of [
      read,
      await patch(admin.token, task.id, { title: "x" }),
      await act(admin.token, task.id, "complete"),
      await remove(admin.token, task.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "not_found", message: "Task not found" });
    }
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorId, admin.id), eq(activityLog.subjectId, task.id)));
    expect(denied.map((d) => [d.action, d.outcome])).toEqual(expect.arrayContaining([["task:delete", "denied"]]));
    expect(denied.every((d) => d.outcome === "denied")).toBe(true);
    // The admin's own asks work as anyone's, and the task is untouched.
    const theirs = await created(admin.token, { title: "Audit binder", assigneeId: nurse.id });
    expect((await remove(admin.token, theirs.id)).json()).toEqual({ results: { deleted: true } });
    expect(
      (await t.request({ method: "GET", url: `/api/auth/tasks/${task.id}`, token: nurse.token })).json().results,
    ).toMatchObject({ title: "Safety plan", done: false });
  });

  it("refuses to reassign a client's task to someone who may not see the client (422), changing nothing", async () => {
    const me = await buildStaff(t, org, "therapist", [org.riverside]);
    const elsewhere = await buildStaff(t, org, "therapist", [org.hillcrest]);
    const note = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: me.id,
    });
    const task = await created(me.token, {
      title: "Finish the note",
      subjectType: "group_note",
      subjectId: note.noteId,
    });
    const response = await patch(me.token, task.id, { assigneeId: elsewhere.id, title: "Changed" });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toMatch(/may not see this group note/);
    expect(
      (await t.request({ method: "GET", url: `/api/auth/tasks/${task.id}`, token: me.token })).json().results,
    ).toMatchObject({ title: "Finish the note", assignee: { id: me.id } });
  });
});

describe("a due task", () => {
  it("notifies its assignee once, across ticks and across two schedulers; done or undated tasks never", async () => {
    const me = await buildStaff(t, org, "supervisor", [org.riverside]);
    const nurse = await buildStaff(t, org, "nurse", [org.riverside]);
    const due = await created(me.token, { title: "Vitals for bed 4", dueAt: inHours(1), assigneeId: nurse.id });
    const finished = await created(me.token, { title: "Already done", dueAt: inHours(1), assigneeId: nurse.id });
    await created(me.token, { title: "No deadline", assigneeId: nurse.id });
    await act(nurse.token, finished.id, "complete");

    await t.api.scheduler.tick();
    expect(await notificationsOf(nurse.id, "task_due")).toEqual([]);

    await makeDue([due.id, finished.id]);
    const other = new Scheduler({
      transaction: (fn) => t.api.deps.relay.transaction(fn),
      tickMs: NEVER,
      onError: (e) => console.error(e),
    });
    try {
      await Promise.all([t.api.scheduler.tick(), other.tick(), t.api.scheduler.tick()]);
    } finally {
      await other.close();
    }
    const rows = await notificationsOf(nurse.id, "task_due");
    expect(rows.map((n) => [n.title, n.link])).toEqual([["Task due: Vitals for bed 4", `/tasks?task=${due.id}`]]);

    // A new due time is announced again when it comes.
    await patch(me.token, due.id, { dueAt: inHours(2) });
    await makeDue([due.id]);
    await t.api.scheduler.tick();
    expect(await notificationsOf(nurse.id, "task_due")).toHaveLength(2);
  });
});
