/** A client's demographics, one row per version (migration 20261127T0120_client_demographics.sql). */
import { date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { SexAssignedAtBirth } from "@hearth/schema";
import { tstz } from "./columns";

export const clientDemographics = pgTable("client_demographics", {
  id: uuid("id").primaryKey().defaultRandom(),
  clientId: uuid("client_id").notNull(),
  version: integer("version").notNull(),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name"),
  lastName: text("last_name").notNull(),
  preferredName: text("preferred_name"),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  sexAssignedAtBirth: text("sex_assigned_at_birth").$type<SexAssignedAtBirth>().notNull(),
  genderIdentity: text("gender_identity"),
  pronouns: text("pronouns"),
  phone: text("phone"),
  email: text("email"),
  addressLine1: text("address_line1"),
  addressLine2: text("address_line2"),
  city: text("city"),
  state: text("state"),
  postalCode: text("postal_code"),
  preferredLanguage: text("preferred_language"),
  emergencyContactName: text("emergency_contact_name"),
  emergencyContactRelationship: text("emergency_contact_relationship"),
  emergencyContactPhone: text("emergency_contact_phone"),
  referralSource: text("referral_source"),
  changedBy: uuid("changed_by"),
  changedAt: tstz("changed_at").notNull().defaultNow(),
  changeNote: text("change_note"),
});
export type ClientDemographicsRow = typeof clientDemographics.$inferSelect;
