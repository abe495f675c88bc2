/**
 * Who may do what with a task: its creator and its assignee, nobody else — admins included. A task
 * is one person's ask of another and often concerns a client; its list, its notifications and its
 * live updates reach only those two, and so do its reads (minimum necessary: an admin who is
 * neither has no work to do with it). Anyone else is answered as if it did not exist.
 */
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";

/** The caller's own lists and asks: not about one task. */
export type TasksAction = "task:list" | "task:create";
/** What is done with one task, by the audit's names. */
export type TaskAction = "task:read" | "task:update" | "task:complete" | "task:reopen" | "task:delete";

/** What the rules read of a task. */
export interface TaskView {
  organizationId: string;
  assigneeId: string;
  createdBy: string;
}

export type TaskActor = Pick<RequestContext, "user" | "organizationId" | "isStaff">;

/** Tasks are staff work: every staff member keeps their own list and may ask anyone in the organization for something; a portal client never sees or makes one. */
export function canTasks(ctx: Pick<RequestContext, "isStaff">, action: TasksAction): boolean {
  switch (action) {
    case "task:list":
    case "task:create":
      return ctx.isStaff;
  }
}

/** Why the caller may not do `action` with this task: not one of its two parties (404), or not its creator for a deletion (403). */
export function taskDenial(ctx: TaskActor, action: TaskAction, task: TaskView): Denial | null {
  const isCreator = task.createdBy === ctx.user.id;
  const isParty = isCreator || task.assigneeId === ctx.user.id;
  if (!ctx.isStaff || task.organizationId !== ctx.organizationId || !isParty) return refuse.notFound("Task not found");
  switch (action) {
    case "task:read":
    case "task:update":
    case "task:complete":
    case "task:reopen":
      return null;
    case "task:delete":
      return isCreator ? null : refuse.forbidden("Only the person who created this task can delete it");
  }
}

export const canTask = (ctx: TaskActor, action: TaskAction, task: TaskView): boolean =>
  taskDenial(ctx, action, task) === null;
