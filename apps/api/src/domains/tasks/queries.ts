/** Reading tasks: the caller's lists and counts, and one task by id. */
import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { SERVER_TIME_ZONE } from "@hearth/schema";
import type { Page, Task, TaskCounts, TaskCountsQuery, TaskListQuery, TaskScope } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { tasks } from "../../db/schema";
import type { TaskRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { notFound } from "../../errors";
import { authorize, authorizeCaller } from "../../authz/authorize";
import type { RefusalTarget } from "../../authz/authorize";
import { clientIdsByMrNo, recordActivity } from "../activityLog/service";
import { isUuid } from "../../kernel/refs";
import { canTasks, taskDenial } from "./policy";
import { presentTask, presentTasks } from "./presenter";

/** Lists and counts are the caller's own: refused (403, logged) to anyone but staff. */
export const authorizeTasks = (deps: Deps, ctx: RequestContext, action: "task:list" | "task:create") =>
  authorizeCaller(deps.db, ctx, action, canTasks, { message: "Tasks are for staff" });

/** How a refusal about one task is logged and answered. */
export const taskTarget = (id: string): RefusalTarget => ({ subjectType: "task", subjectName: "Task", subjectId: id });

/** A scope is always the caller's own tasks, so forgetting a filter cannot show someone else's. */
function scopeOf(ctx: RequestContext, scope: TaskScope) {
  const inOrg = eq(tasks.organizationId, ctx.organizationId);
  return scope === "assigned_to_me"
    ? and(inOrg, eq(tasks.assigneeId, ctx.user.id))
    : and(inOrg, eq(tasks.createdBy, ctx.user.id), ne(tasks.assigneeId, ctx.user.id));
}

const dueSoonestFirst = [sql`${tasks.dueAt} asc nulls last`, asc(tasks.createdAt), asc(tasks.id)];

/** The clients these tasks are about, for the read's activity line (a task on a session or a note names none). */
const clientsOf = (deps: Deps, ctx: RequestContext, rows: readonly TaskRow[]): Promise<string[]> =>
  clientIdsByMrNo(
    deps.db,
    ctx.organizationId,
    rows.map((r) => (r.subjectType === "client" ? r.subjectId : null)),
  );

export async function listTasks(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof TaskListQuery>,
): Promise<Page<Task>> {
  await authorizeTasks(deps, ctx, "task:list");
  const status = q.status === "open" ? isNull(tasks.doneAt) : q.status === "done" ? isNotNull(tasks.doneAt) : undefined;
  const where = and(scopeOf(ctx, q.scope), status, q.dueBefore ? lt(tasks.dueAt, new Date(q.dueBefore)) : undefined);
  // Open work soonest due first; done work most recently done first; "all" shows open before done.
  const order =
    q.status === "done"
      ? [desc(tasks.doneAt), desc(tasks.id)]
      : q.status === "open"
        ? dueSoonestFirst
        : [sql`${tasks.doneAt} is not null`, ...dueSoonestFirst];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(tasks).where(where),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "task:list",
    outcome: "success",
    subjectType: "task",
    details: { filter: q, returned: rows.map((r) => r.id), clientIds: await clientsOf(deps, ctx, rows) },
  });
  return { results: await presentTasks(deps.db, ctx, rows), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Open tasks of the scope; "today" is the facility's calendar day. */
export async function taskCounts(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof TaskCountsQuery>,
): Promise<TaskCounts> {
  await authorizeTasks(deps, ctx, "task:list");
  const [row] = await deps.db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < now())`.mapWith(Number),
      dueToday:
        sql<number>`count(*) filter (where (${tasks.dueAt} at time zone ${SERVER_TIME_ZONE})::date = (now() at time zone ${SERVER_TIME_ZONE})::date)`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .where(and(scopeOf(ctx, q.scope), isNull(tasks.doneAt)));
  return { open: row?.open ?? 0, overdue: row?.overdue ?? 0, dueToday: row?.dueToday ?? 0 };
}

export async function taskById(db: Db, id: string, o: { lock?: boolean } = {}): Promise<TaskRow | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(tasks).where(eq(tasks.id, id));
  const [row] = o.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** One task for its creator or assignee; anyone else (admins too) is answered as if it did not exist, and logged. */
export async function getTask(deps: Deps, ctx: RequestContext, id: string): Promise<Task> {
  const found = await taskById(deps.db, id);
  // An unknown id, about no task, is answered without an audit line.
  if (!found) throw notFound("Task");
  const row = await authorize<TaskRow>(deps.db, ctx, "task:read", {
    ...taskTarget(id),
    resource: found,
    denial: taskDenial,
  });
  await recordActivity(deps.db, {
    actor: ctx,
    action: "task:read",
    outcome: "success",
    subjectType: "task",
    subjectId: id,
    details: { clientIds: await clientsOf(deps, ctx, [row]) },
  });
  return presentTask(deps.db, ctx, row);
}
