/** What the task notifications say, and where they lead: the task itself on the tasks page. */
import type { Db } from "../../db/client";
import type { TaskRow } from "../../db/schema";
import { clientIdsByMrNo } from "../activityLog/service";
import { instantLabel } from "../../kernel/time";
import type { NotificationMessage } from "../notifications/producers";

export const taskLink = (taskId: string): string => `/tasks?task=${encodeURIComponent(taskId)}`;

const about = (t: Pick<TaskRow, "subjectLabel">) => (t.subjectLabel ? ` about ${t.subjectLabel}` : "");

export function taskAssignedMessage(
  t: Pick<TaskRow, "id" | "title" | "dueAt" | "subjectLabel">,
  assignedBy: string,
): NotificationMessage {
  const due = t.dueAt ? `, due ${instantLabel(t.dueAt)}` : "";
  return {
    type: "task_assigned",
    title: `New task: ${t.title}`,
    body: `${assignedBy} assigned you a task${about(t)}${due}.`,
    link: taskLink(t.id),
  };
}

export function taskDueMessage(t: Pick<TaskRow, "id" | "title" | "dueAt" | "subjectLabel">): NotificationMessage {
  const when = t.dueAt ? ` was due ${instantLabel(t.dueAt)}` : " is due";
  return {
    type: "task_due",
    title: `Task due: ${t.title}`,
    body: `Your task${about(t)}${when} and is not done yet.`,
    link: taskLink(t.id),
  };
}

/** The client a task is about, for its notices (which name them): reading a notice is logged with them. */
export const taskClientIds = (
  db: Db,
  t: Pick<TaskRow, "organizationId" | "subjectType" | "subjectId">,
): Promise<string[]> => clientIdsByMrNo(db, t.organizationId, [t.subjectType === "client" ? t.subjectId : null]);
