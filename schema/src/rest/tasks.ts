import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { REMINDER_SUBJECTS } from "../notifications";
import type { ClinicianRef } from "./groupSessions";
import { id } from "./common";

/** What a task can be about: the same items a reminder can point at, checked by the same rules. */
export const TASK_SUBJECTS = REMINDER_SUBJECTS;
export type TaskSubject = (typeof TASK_SUBJECTS)[number];

/** `assigned_to_me`: the caller's to-do list; `assigned_by_me`: what they asked others to do. */
export const TASK_SCOPES = ["assigned_to_me", "assigned_by_me"] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

export const TASK_STATUSES = ["open", "done", "all"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_CHANGES = ["created", "updated", "completed", "reopened", "deleted"] as const;
export type TaskChangeKind = (typeof TASK_CHANGES)[number];

/** A task list is longer than most: still paged, but never more than this at once. */
export const TASK_MAX_PAGE_SIZE = 100;

/** The longest task title (the dialog counts toward it). */
export const TASK_TITLE_MAX = 200;
const title = z.string().trim().min(1, { message: "is required" }).max(TASK_TITLE_MAX);
const description = z.string().trim().max(5000);
const dueAt = z.iso.datetime({ message: "Invalid ISO datetime format" });

/** POST /api/auth/tasks. Without `assigneeId` the task is the caller's own; a subject needs both its type and id. */
export const TaskBody = z
  .object({
    title,
    description: description.optional(),
    dueAt: dueAt.optional(),
    assigneeId: id.optional(),
    subjectType: z.enum(TASK_SUBJECTS).optional(),
    subjectId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => (b.subjectType === undefined) === (b.subjectId === undefined), {
    message: "subjectType and subjectId go together",
    path: ["subjectId"],
  });

/** PATCH /api/auth/tasks/:id: only the fields present change; null clears the description or the due time. */
export const TaskPatchBody = z
  .object({
    title: title.optional(),
    description: description.nullable().optional(),
    dueAt: dueAt.nullable().optional(),
    assigneeId: id.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "nothing to change" });

/** GET /api/auth/tasks: open tasks soonest due first (no due date last), done ones latest done first. */
export const TaskListQuery = z.object({
  scope: z.enum(TASK_SCOPES).default("assigned_to_me"),
  status: z.enum(TASK_STATUSES).default("open"),
  /** Only tasks due before this instant (e.g. the end of today). */
  dueBefore: dueAt.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(TASK_MAX_PAGE_SIZE).default(PAGE_SIZE.tasks),
});

export const TaskCountsQuery = z.object({ scope: z.enum(TASK_SCOPES).default("assigned_to_me") });

export const TaskIdParams = z.object({ id });

export interface TaskPermissions {
  edit: boolean;
  complete: boolean;
  delete: boolean;
}

export interface Task {
  id: string;
  title: string;
  description: string | null;
  dueAt: string | null;
  /** Open and past its due time, when it was answered. */
  overdue: boolean;
  assignee: ClinicianRef;
  createdBy: ClinicianRef;
  subjectType: TaskSubject | null;
  subjectId: string | null;
  subjectLabel: string | null;
  subjectLink: string | null;
  locationId: string | null;
  done: boolean;
  doneAt: string | null;
  doneBy: ClinicianRef | null;
  createdAt: string;
  updatedAt: string;
  /** What the caller may do with it. */
  permissions: TaskPermissions;
}

/** GET /api/auth/tasks/counts: open tasks of the scope, those past due, and those due today (server time zone). */
export interface TaskCounts {
  open: number;
  overdue: number;
  dueToday: number;
}
