/** A client's family members and other contacts, and their care team; both removed softly (removed_at, removed_by). */
import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { CareTeamRole } from "@hearth/schema";
import { tstz } from "./columns";

export const clientContacts = pgTable("client_contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  name: text("name").notNull(),
  relationship: text("relationship").notNull(),
  phone: text("phone"),
  email: text("email"),
  address: text("address"),
  legalGuardian: boolean("legal_guardian").notNull().default(false),
  emergencyContact: boolean("emergency_contact").notNull().default(false),
  mayContact: boolean("may_contact").notNull().default(false),
  notes: text("notes"),
  createdBy: uuid("created_by").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  removedBy: uuid("removed_by"),
  removedAt: tstz("removed_at"),
});
export type ClientContactRow = typeof clientContacts.$inferSelect;

export const clientCareTeam = pgTable("client_care_team", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  userId: uuid("user_id").notNull(),
  teamRole: text("team_role").$type<Exclude<CareTeamRole, "primary_therapist">>().notNull(),
  addedBy: uuid("added_by").notNull(),
  addedAt: tstz("added_at").notNull().defaultNow(),
  removedBy: uuid("removed_by"),
  removedAt: tstz("removed_at"),
});
export type ClientCareTeamRow = typeof clientCareTeam.$inferSelect;
