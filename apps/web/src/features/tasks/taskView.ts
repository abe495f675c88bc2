/** The /tasks page's state in its address, and the task form's draft: pure, so the rules are tested alone. */
import { PAGE_SIZE } from "@hearth/schema";
import type {
  CreateTaskInput,
  TaskItem_TaskFragment,
  TaskScope,
  TaskStatus,
  UpdateTaskInput,
} from "../../__generated__/graphql";
import { combineDateAndTime, DATE_FORMAT, DateError, formatDate } from "../../lib/dates";
import type { ClientChoice } from "../../lib/pickers/ClientPicker";
import type { StaffChoice } from "../../lib/pickers/StaffPicker";

/** §7: the task list is paged by 25. */
export const TASK_PAGE_SIZE: number = PAGE_SIZE.tasks;

export type TaskTab = "mine" | "by-me";
export interface TaskListView {
  tab: TaskTab;
  status: Extract<TaskStatus, "open" | "done">;
  /** Counted from 0, as the pager does. */
  page: number;
}

/** `/tasks?view=by-me&status=done&page=2&task=<id>`; unknown values read as the defaults. */
export function viewFromSearch(params: URLSearchParams): TaskListView {
  const page = Number(params.get("page"));
  return {
    tab: params.get("view") === "by-me" ? "by-me" : "mine",
    status: params.get("status") === "done" ? "done" : "open",
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
  };
}

export function toTaskSearch(view: TaskListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab === "by-me") params.set("view", "by-me");
  if (view.status === "done") params.set("status", "done");
  if (view.page > 0) params.set("page", String(view.page + 1));
  return params;
}

export const scopeOf = (tab: TaskTab): TaskScope => (tab === "by-me" ? "assigned_by_me" : "assigned_to_me");

export function toTaskListVariables(view: TaskListView) {
  return { scope: scopeOf(view.tab), status: view.status, page: view.page + 1, pageSize: TASK_PAGE_SIZE };
}

/** §9: "11-23-2026 5:00 PM" in the user's zone. */
export const dueText = (dueAt: string, zone?: string): string =>
  formatDate(dueAt, `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`, zone);

/** What an empty list says. */
export function emptyText(view: TaskListView): { title: string; detail: string } {
  if (view.status === "done") return { title: "No finished tasks yet", detail: "Tasks marked done show up here." };
  if (view.tab === "by-me")
    return {
      title: "Nothing waiting on others",
      detail: "Tasks you give to colleagues show up here until they are done.",
    };
  return {
    title: "You're all caught up",
    detail: "Tasks assigned to you, and those you write for yourself, show up here.",
  };
}

/** The task form as typed: a due date and time are both given or both left empty. */
export interface TaskDraft {
  title: string;
  description: string;
  date: string;
  time: string;
  /** Null: the signed-in user (a new task) or the current assignee (an edit). */
  assignee: StaffChoice | null;
  client: ClientChoice | null;
}

export function initialDraft(task: TaskItem_TaskFragment | null, zone?: string): TaskDraft {
  if (!task) return { title: "", description: "", date: "", time: "", assignee: null, client: null };
  return {
    title: task.title,
    description: task.description ?? "",
    date: task.dueAt ? formatDate(task.dueAt, DATE_FORMAT.sql, zone) : "",
    time: task.dueAt ? formatDate(task.dueAt, DATE_FORMAT.time24, zone) : "",
    assignee: { id: task.assignee.id, fullname: task.assignee.fullname },
    client: null,
  };
}

/** The due instant of a draft (null when none), or the problem with it. */
function dueOf(draft: TaskDraft, zone?: string): { dueAt: string | null } | { problem: string } {
  if (!draft.date && !draft.time) return { dueAt: null };
  if (!draft.date || !draft.time) return { problem: "Give both a due date and a time, or neither" };
  try {
    return { dueAt: combineDateAndTime(draft.date, draft.time, zone) };
  } catch (error) {
    return { problem: error instanceof DateError ? error.message : "Invalid datetime format" };
  }
}

/** What is wrong with the due date and time as given (the API's schema checks the rest), or nothing. */
export function dueProblem(draft: TaskDraft, zone?: string): string | undefined {
  const due = dueOf(draft, zone);
  return "problem" in due ? due.problem : undefined;
}

/** A new task from a checked draft. */
export function createInput(draft: TaskDraft, zone?: string): CreateTaskInput {
  const due = dueOf(draft, zone);
  return {
    title: draft.title.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    ...("dueAt" in due && due.dueAt ? { dueAt: due.dueAt } : {}),
    ...(draft.assignee ? { assigneeId: draft.assignee.id } : {}),
    ...(draft.client ? { subjectType: "client" as const, subjectId: draft.client.mrNo } : {}),
  };
}

/** Only what changed; a cleared description or due time is sent as null. */
export function updateInput(task: TaskItem_TaskFragment, draft: TaskDraft, zone?: string): UpdateTaskInput {
  const due = dueOf(draft, zone);
  const input: UpdateTaskInput = {};
  if (draft.title.trim() !== task.title) input.title = draft.title.trim();
  if (draft.description.trim() !== (task.description ?? "")) input.description = draft.description.trim() || null;
  if (
    "dueAt" in due &&
    (due.dueAt === null
      ? task.dueAt !== null
      : task.dueAt === null || new Date(due.dueAt).getTime() !== new Date(task.dueAt).getTime())
  )
    input.dueAt = due.dueAt;
  if (draft.assignee && draft.assignee.id !== task.assignee.id) input.assigneeId = draft.assignee.id;
  return input;
}
