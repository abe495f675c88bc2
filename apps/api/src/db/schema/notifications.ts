/** Notifications and the reminders that become them. */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { NotificationSubjectType, NotificationType, ReminderSubject } from "@hearth/schema";
import { tstz } from "./columns";

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  type: text("type").$type<NotificationType>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdBy: uuid("created_by"),
  readAt: tstz("read_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  /** The item it is about, when it asks something of its recipient (a note to approve). */
  subjectType: text("subject_type").$type<NotificationSubjectType>(),
  subjectId: text("subject_id"),
  /** When its item was dealt with (by anyone): it asks nothing any more. */
  doneAt: tstz("done_at"),
  /** The clients it names (migration 20261125T0540): reading the feed is logged with them. */
  clientIds: uuid("client_ids").array().notNull().default([]),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const reminders = pgTable("reminders", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  userId: uuid("user_id").notNull(),
  subjectType: text("subject_type").$type<ReminderSubject>().notNull(),
  subjectId: text("subject_id").notNull(),
  subjectLabel: text("subject_label").notNull(),
  link: text("link").notNull(),
  remindAt: tstz("remind_at").notNull(),
  note: text("note"),
  firedAt: tstz("fired_at"),
  cancelledAt: tstz("cancelled_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type ReminderRow = typeof reminders.$inferSelect;
