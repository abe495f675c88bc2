/** Who may do what with a task: its creator and its assignee; admins may also read and delete. */
import type { RequestContext } from "../../context";

export type TaskAction = "list" | "create" | "read" | "edit" | "complete" | "delete";

/** What the rules read of a task. */
export interface TaskView {
  organizationId: string;
  assigneeId: string;
  createdBy: string;
}

export type TaskActor = Pick<RequestContext, "user" | "organizationId" | "isStaff" | "isAdmin">;

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
      return isParty || ctx.isAdmin;
    case "edit":
    case "complete":
      return isParty;
    case "delete":
      return isCreator || ctx.isAdmin;
  }
}
