import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { REMINDER_SUBJECTS } from "../notifications";
import type { ReminderSubject } from "../notifications";
import { id, paging } from "./common";

/** POST /api/auth/reminders: a reminder for the caller, on an item they may see, at a time to come. */
export const ReminderBody = z.object({
  subjectType: z.enum(REMINDER_SUBJECTS),
  subjectId: z.string().trim().min(1).max(100),
  /** ISO datetime in UTC ("…Z"), not in the past, at most a year ahead. */
  remindAt: z.iso.datetime({ message: "Invalid ISO datetime format" }),
  note: z.string().trim().max(500).optional(),
});

/** GET /api/auth/reminders: the caller's reminders; `status=upcoming` (default) soonest first, `fired` newest first. */
export const ReminderListQuery = z.object({
  status: z.enum(["upcoming", "fired"]).default("upcoming"),
  ...paging(PAGE_SIZE.notifications),
});

export const ReminderIdParams = z.object({ id });

export interface Reminder {
  id: string;
  subjectType: ReminderSubject;
  subjectId: string;
  /** What it is about, as the owner saw it when setting it, e.g. "Relapse Prevention, 11-23-2026 10:00 AM". */
  subjectLabel: string;
  /** In-app path of the item. */
  link: string;
  remindAt: string;
  note: string | null;
  /** When it fired (the notification was made); null while upcoming. */
  firedAt: string | null;
  createdAt: string;
}
