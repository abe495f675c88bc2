/** Changing tasks: create, edit (and reassign), complete, reopen, delete; each change tells the people concerned. */
import { and, eq, ne, sql } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { Task, TaskBody, TaskChangeKind, TaskPatchBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { tasks, userLocations, users } from "../../db/schema";
import type { TaskRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { AppError, notFound } from "../../errors";
import { refuseDecided } from "../../authz/authorize";
import type { Denial } from "../../authz/decision";
import { authorizeSubject } from "../../authz/subjects";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { fullnameOf } from "../../kernel/refs";
import { notifyUsers } from "../notifications/producers";
import { taskAssignedMessage, taskClientIds } from "./notices";
import { taskDenial } from "./policy";
import type { TaskAction } from "./policy";
import { presentTask } from "./presenter";
import { authorizeTasks, taskById, taskTarget } from "./queries";
import { subjectScope, subjectWords } from "./subjects";
import type { StaffPrincipal } from "./subjects";

type Assignee = StaffPrincipal & { fullname: string };

/** 422: the request is well-formed but cannot be done as asked. */
const unprocessable = (message: string, details?: unknown) => new AppError("unprocessable", message, details);

/** An active staff member of the caller's organization, as the access rules see them; else 422. */
async function loadAssignee(db: Db, ctx: RequestContext, id: string): Promise<Assignee> {
  const [row] = await db
    .select({
      user: users,
      locationIds: sql<
        string[]
      >`(select coalesce(json_agg(ul.location_id), '[]'::json) from ${userLocations} ul where ul.user_id = ${users}.id)`,
    })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, ctx.organizationId),
        eq(users.status, ClinicianStatus.Active),
        ne(users.role, "client"),
      ),
    );
  if (!row)
    throw unprocessable("assigneeId: tasks can be assigned only to an active staff member of your organization", {
      assigneeId: id,
    });
  const { user, locationIds } = row;
  return {
    user,
    organizationId: user.organizationId,
    role: user.role,
    locationIds,
    isAdmin: user.role === "admin",
    isStaff: true,
    fullname: fullnameOf(user),
  };
}

/** Refuses (422) an assignee who may not see what the task is about. */
async function checkAssigneeSees(
  db: Db,
  task: Pick<TaskRow, "organizationId" | "subjectType" | "subjectId">,
  assignee: Assignee,
): Promise<void> {
  if (!task.subjectType || !task.subjectId) return;
  const scope = await subjectScope(db, task.organizationId, task.subjectType, task.subjectId);
  if (scope && !scope.visibleTo(assignee)) {
    throw unprocessable(
      `${assignee.fullname} may not see ${subjectWords(task.subjectType)}, so the task cannot be assigned to them`,
      { assigneeId: assignee.user.id },
    );
  }
}

async function announce(
  tx: Db,
  t: TaskRow,
  change: TaskChangeKind,
  previousAssigneeId: string | null = null,
): Promise<void> {
  await enqueueEvent(tx, "task.changed", {
    taskId: t.id,
    assigneeId: t.assigneeId,
    createdBy: t.createdBy,
    previousAssigneeId,
    change,
    occurredAt: new Date().toISOString(),
  });
}

export async function createTask(deps: Deps, ctx: RequestContext, body: z.output<typeof TaskBody>): Promise<Task> {
  await authorizeTasks(deps, ctx, "task:create");
  const assignee =
    body.assigneeId && body.assigneeId !== ctx.user.id ? await loadAssignee(deps.db, ctx, body.assigneeId) : null;
  let subject: { label: string; link: string; locationId: string } | null = null;
  if (body.subjectType && body.subjectId) {
    // The creator may only point at what they may see; anything else is answered as missing.
    subject = await authorizeSubject(deps.db, ctx, "task:create", body.subjectType, body.subjectId);
    if (assignee)
      await checkAssigneeSees(
        deps.db,
        { organizationId: ctx.organizationId, subjectType: body.subjectType, subjectId: body.subjectId },
        assignee,
      );
  }
  const row = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(tasks)
      .values({
        organizationId: ctx.organizationId,
        title: body.title,
        description: body.description || null,
        dueAt: body.dueAt ? new Date(body.dueAt) : null,
        assigneeId: assignee?.user.id ?? ctx.user.id,
        createdBy: ctx.user.id,
        subjectType: body.subjectType ?? null,
        subjectId: body.subjectId ?? null,
        subjectLabel: subject?.label ?? null,
        subjectLink: subject?.link ?? null,
        // Where the task belongs: its subject's location, else where the creator works.
        locationId: subject?.locationId ?? ctx.user.defaultLocationId ?? ctx.locationIds[0] ?? null,
      })
      .returning();
    const t = created!;
    if (assignee)
      await notifyUsers(
        tx,
        [t.assigneeId],
        { ...taskAssignedMessage(t, fullnameOf(ctx.user)), clientIds: await taskClientIds(tx, t) },
        ctx.user.id,
      );
    await announce(tx, t, "created");
    await recordActivity(tx, {
      actor: ctx,
      action: "task:create",
      outcome: "success",
      subjectType: "task",
      subjectId: t.id,
      details: { assigneeId: t.assigneeId, subjectType: t.subjectType, subjectId: t.subjectId },
    });
    return t;
  });
  return presentTask(deps.db, ctx, row);
}

/**
 * Locks the task, checks the caller may do `action` (404 when they may not even see it, 403 when
 * they see it but may not do this) and runs `change`, all in one transaction; a refusal is logged
 * once it has rolled back.
 */
async function withTask(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  action: TaskAction,
  change: (tx: Db, t: TaskRow) => Promise<TaskRow | null>,
) {
  const outcome = await transact(deps, async (tx): Promise<{ row: TaskRow | null } | { refused: Denial | null }> => {
    const t = await taskById(tx, id, { lock: true });
    const denial = t ? taskDenial(ctx, action, t) : null;
    if (!t || denial) return { refused: denial };
    return { row: await change(tx, t) };
  });
  if ("refused" in outcome) {
    // An unknown id, about no task, is answered without an audit line.
    if (!outcome.refused) throw notFound("Task");
    return refuseDecided(deps.db, ctx, action, taskTarget(id), outcome.refused);
  }
  return outcome.row;
}

export async function updateTask(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: z.output<typeof TaskPatchBody>,
): Promise<Task> {
  // Looked up before the transaction: a bad assignee is refused (422) before anything is locked.
  const reassignTo = body.assigneeId ? await loadAssignee(deps.db, ctx, body.assigneeId) : null;
  const row = await withTask(deps, ctx, id, "task:update", async (tx, t) => {
    const assignee = reassignTo && reassignTo.user.id !== t.assigneeId ? reassignTo : null;
    if (assignee) await checkAssigneeSees(tx, t, assignee);
    const dueAt = body.dueAt === undefined ? undefined : body.dueAt === null ? null : new Date(body.dueAt);
    const dueChanged = dueAt !== undefined && (dueAt?.getTime() ?? null) !== (t.dueAt?.getTime() ?? null);
    const [updated] = await tx
      .update(tasks)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(dueAt !== undefined ? { dueAt } : {}),
        // A new due time is announced again when it comes.
        ...(dueChanged ? { dueNotifiedAt: null } : {}),
        ...(assignee ? { assigneeId: assignee.user.id } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, t.id))
      .returning();
    const u = updated!;
    if (assignee && assignee.user.id !== ctx.user.id)
      await notifyUsers(
        tx,
        [u.assigneeId],
        { ...taskAssignedMessage(u, fullnameOf(ctx.user)), clientIds: await taskClientIds(tx, u) },
        ctx.user.id,
      );
    await announce(tx, u, "updated", assignee ? t.assigneeId : null);
    const changed = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
    await recordActivity(tx, {
      actor: ctx,
      action: "task:update",
      outcome: "success",
      subjectType: "task",
      subjectId: t.id,
      details: { changed, ...(assignee ? { assigneeId: assignee.user.id, previousAssigneeId: t.assigneeId } : {}) },
    });
    return u;
  });
  return presentTask(deps.db, ctx, row!);
}

/** Marks the task done (or open again); asking for the state it is already in changes nothing and tells nobody. */
export async function setTaskDone(deps: Deps, ctx: RequestContext, id: string, done: boolean): Promise<Task> {
  const row = await withTask(deps, ctx, id, done ? "task:complete" : "task:reopen", async (tx, t) => {
    if ((t.doneAt !== null) === done) return t;
    const [updated] = await tx
      .update(tasks)
      .set(
        done
          ? { doneAt: sql`now()`, doneBy: ctx.user.id, updatedAt: sql`now()` }
          : { doneAt: null, doneBy: null, updatedAt: sql`now()` },
      )
      .where(eq(tasks.id, t.id))
      .returning();
    await announce(tx, updated!, done ? "completed" : "reopened");
    await recordActivity(tx, {
      actor: ctx,
      action: done ? "task:complete" : "task:reopen",
      outcome: "success",
      subjectType: "task",
      subjectId: t.id,
    });
    return updated!;
  });
  return presentTask(deps.db, ctx, row!);
}

export async function deleteTask(deps: Deps, ctx: RequestContext, id: string): Promise<{ deleted: true }> {
  await withTask(deps, ctx, id, "task:delete", async (tx, t) => {
    await tx.delete(tasks).where(eq(tasks.id, t.id));
    await announce(tx, t, "deleted");
    await recordActivity(tx, {
      actor: ctx,
      action: "task:delete",
      outcome: "success",
      subjectType: "task",
      subjectId: t.id,
      details: { title: t.title, assigneeId: t.assigneeId },
    });
    return null;
  });
  return { deleted: true };
}
