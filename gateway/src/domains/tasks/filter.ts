import type { AnyDomainEvent, DomainEvent, Task, TaskChangeKind } from "@hearth/schema";

/** What a `taskChanged` subscriber is sent: the change, and the task as they may now see it. */
export interface TaskChangeMessage {
  taskId: string;
  change: TaskChangeKind;
  occurredAt: string;
  /** Null when deleted, or when the subscriber may no longer see it (reassigned away from them). */
  task: Task | null;
}

export type TaskChangedEvent = DomainEvent<"task.changed">;

export function isTaskChanged(event: AnyDomainEvent): event is TaskChangedEvent {
  return event.name === "task.changed";
}

/** Who hears of a change: the assignee, the creator and, when it was taken from them, the previous assignee. */
export function taskAudience(event: TaskChangedEvent): string[] {
  const { assigneeId, createdBy, previousAssigneeId } = event.payload;
  return [...new Set([assigneeId, createdBy, ...(previousAssigneeId ? [previousAssigneeId] : [])])];
}

export function taskChangeMessage(event: TaskChangedEvent, task: Task | null): TaskChangeMessage {
  const { taskId, change, occurredAt } = event.payload;
  return { taskId, change, occurredAt, task };
}
