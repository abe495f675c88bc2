/** What every domain writes: the outbox of events, the activity (audit) log, crash reports. */
import { bigserial, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

export const outbox = pgTable("outbox", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  payload: jsonb("payload").notNull(),
  occurredAt: tstz("occurred_at").notNull().defaultNow(),
});

export const activityLog = pgTable("activity_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  organizationId: uuid("organization_id"),
  actorId: uuid("actor_id"),
  actorRole: text("actor_role"),
  action: text("action").notNull(),
  subjectType: text("subject_type"),
  subjectId: text("subject_id"),
  outcome: text("outcome").notNull(),
  ip: text("ip"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const crashReports = pgTable("crash_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id"),
  organizationId: uuid("organization_id"),
  ip: text("ip"),
  payload: jsonb("payload").$type<Record<string, string | null | undefined>>().notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
