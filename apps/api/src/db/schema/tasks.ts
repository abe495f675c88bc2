/** Staff tasks. */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ReminderSubject } from "@hearth/schema";
import { tstz } from "./columns";

/** Staff tasks (migration 20261123T1100_tasks.sql); subjects are those of reminders. */
export const tasks = pgTable("tasks", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  dueAt: tstz("due_at"),
  assigneeId: uuid("assignee_id").notNull(),
  createdBy: uuid("created_by").notNull(),
  subjectType: text("subject_type").$type<ReminderSubject>(),
  subjectId: text("subject_id"),
  subjectLabel: text("subject_label"),
  subjectLink: text("subject_link"),
  locationId: uuid("location_id"),
  doneAt: tstz("done_at"),
  doneBy: uuid("done_by"),
  dueNotifiedAt: tstz("due_notified_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type TaskRow = typeof tasks.$inferSelect;
