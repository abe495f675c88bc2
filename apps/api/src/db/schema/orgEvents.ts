/** Organization events for their audience. */
import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { EventAudienceKind, StaffRole } from "@hearth/schema";
import { tstz } from "./columns";

/** Organization events (migration 20261123T1110_events.sql). */
export const orgEvents = pgTable("org_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  startsAt: tstz("starts_at").notNull(),
  endsAt: tstz("ends_at").notNull(),
  allDay: boolean("all_day").notNull().default(false),
  place: text("place"),
  audienceKind: text("audience_kind").$type<EventAudienceKind>().notNull(),
  audienceLocationIds: uuid("audience_location_ids").array().notNull().default([]),
  audienceRoles: text("audience_roles").array().$type<StaffRole[]>().notNull().default([]),
  createdBy: uuid("created_by"),
  cancelledAt: tstz("cancelled_at"),
  cancelledBy: uuid("cancelled_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type OrgEventRow = typeof orgEvents.$inferSelect;
