/**
 * Who may do what with a task: its creator and its assignee, nobody else — admins included. A task
 * is one person's ask of another and often concerns a client; its list, its notifications and its
 * live updates reach only those two, and so do its reads (minimum necessary: an admin who is
 * neither has no work to do with it). Anyone else is answered as if it did not exist.
 */
import type { RequestContext } from "../../context";

export type TaskAction = "list" | "create" | "read" | "edit" | "complete" | "delete";

/** What the rules read of a task. */
export interface TaskView {
  organizationId: string;
  assigneeId: string;
  createdBy: string;
}

export type TaskActor = Pick<RequestContext, "user" | "organizationId" | "isStaff">;

export function canTask(ctx: TaskActor, action: TaskAction, task?: TaskView): boolean {
  // Tasks are staff work: a portal client never sees or makes one.
  if (!ctx.isStaff) return false;
  // Every staff member keeps their own list and may ask anyone in the organization for something.
  if (action === "list" || action === "create") return true;
  if (!task || task.organizationId !== ctx.organizationId) return false;
  const isCreator = task.createdBy === ctx.user.id;
  const isParty = isCreator || task.assigneeId === ctx.user.id;
  switch (action) {
    case "read":
    case "edit":
    case "complete":
      return isParty;
    case "delete":
      return isCreator;
  }
}
