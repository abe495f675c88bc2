import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { NOTIFICATION_TYPES } from "../notifications";
import type { NotificationType } from "../notifications";
import { id, listParam, paging } from "./common";

export const AnnouncementBody = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
  userIds: z.array(id).min(1).max(5000).optional(),
});

const notificationType = z.enum(NOTIFICATION_TYPES, { message: `must be one of ${NOTIFICATION_TYPES.join(", ")}` });

/** GET /api/auth/notifications: newest first; `type` is a list (`?type=mention,task_due`). */
export const NotificationListQuery = z.object({
  unreadOnly: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  type: listParam(notificationType),
  ...paging(PAGE_SIZE.notifications),
});

/** POST /api/auth/notifications/read-all: every unread one of the caller's, or of these types only. */
export const MarkAllReadBody = z.object({ type: z.array(notificationType).min(1).optional() });

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** In-app path of the item, e.g. /groupnotes/session/<id>; null for an announcement. */
  link: string | null;
  read: boolean;
  /** Its item was dealt with (the note approved or returned, by anyone): nothing left to do; done ones are read too. */
  done: boolean;
  doneAt: string | null;
  createdAt: string;
}

/** GET /api/auth/notifications/counts, and the payload of every counts change. */
export interface NotificationCounts {
  unread: number;
  total: number;
  /** Only the types the user has any notification of, in NOTIFICATION_TYPES order. */
  byType: { type: NotificationType; unread: number; total: number }[];
}
