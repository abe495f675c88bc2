import { SUBJECT_TYPES } from "./actions";

/**
 * What a notification can be about. The type decides the icon and filter label in the app and
 * who receives it on the server (apps/api/src/domains/notifications/producers.ts).
 */
export const NOTIFICATION_TYPES = [
  /** An admin's announcement to staff. */
  "announcement",
  /** A group note of the supervisor's location waits for approval. */
  "group_note_submitted",
  /** A note the user wrote or signed was approved. */
  "group_note_approved",
  /** A note the user wrote or signed was returned for revision, with the comment. */
  "group_note_kicked_back",
  /** The user was asked to co-sign a group note. */
  "group_note_signee_added",
  /** A group session the user facilitates starts in GROUP_SESSION_SOON_MINUTES. */
  "group_session_soon",
  /** A reminder the user set is due. */
  "reminder_due",
  /** A task was assigned to the user. */
  "task_assigned",
  /** A task assigned to the user is due. */
  "task_due",
  /** Someone mentioned the user in a message. */
  "mention",
  /** Emergency (break-glass) access to a chart of the supervisor's location waits for a decision. */
  "break_glass_requested",
  /** Emergency access was approved, refused or ended: told to the requester and the location's supervisors. */
  "break_glass_decided",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What the notifications page and its type filter call each type. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  announcement: "Announcements",
  group_note_submitted: "Notes to approve",
  group_note_approved: "Notes approved",
  group_note_kicked_back: "Notes returned",
  group_note_signee_added: "Co-signing requests",
  group_session_soon: "Sessions starting",
  reminder_due: "Reminders",
  task_assigned: "Tasks assigned",
  task_due: "Tasks due",
  mention: "Mentions",
  break_glass_requested: "Emergency access requests",
  break_glass_decided: "Emergency access decisions",
};

/**
 * What a notification that asks something of its recipient is about; once that item is dealt
 * with (by anyone), the notification is done for every recipient.
 */
export const NOTIFICATION_SUBJECT_TYPES = ["group_note", "chart_access_request"] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECT_TYPES)[number];

/** A group session's facilitators are told this long before it starts. */
export const GROUP_SESSION_SOON_MINUTES = 15;

/** What a reminder can be set on; the link of its notification leads back to it. */
export const REMINDER_SUBJECTS = SUBJECT_TYPES;
export type ReminderSubject = (typeof REMINDER_SUBJECTS)[number];

/** How often each API instance looks for due reminders and sessions about to start. */
export const SCHEDULER_TICK_MS = 1000;
