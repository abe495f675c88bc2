/** Clients (identified by MR number within their organization), their episodes of care and the history of each. */
import { date, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

/** The current state of each client; the history tables below keep every change. */
export const clients = pgTable("clients", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  mrNo: text("mr_no").notNull(),
  status: text("status").$type<"pending_admission" | "active" | "discharged">().notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  preferredName: text("preferred_name"),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  gender: text("gender").notNull(),
  phone: text("phone"),
  email: text("email"),
  /** The open (or last) episode's; for a client pending admission, the level intended at intake, if any. */
  levelOfCare: text("level_of_care"),
  locationId: uuid("location_id").notNull(),
  programId: uuid("program_id"),
  admissionDate: date("admission_date", { mode: "string" }),
  anticipatedDischargeDate: date("anticipated_discharge_date", { mode: "string" }),
  dischargeDate: date("discharge_date", { mode: "string" }),
  primaryTherapistId: uuid("primary_therapist_id"),
  createdBy: uuid("created_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type ClientRow = typeof clients.$inferSelect;

export const clientMrNumbers = pgTable("client_mr_numbers", {
  organizationId: uuid("organization_id").primaryKey(),
  prefix: text("prefix").notNull(),
  lastNumber: integer("last_number").notNull(),
});

export const clientEpisodes = pgTable("client_episodes", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  episodeNumber: integer("episode_number").notNull(),
  locationId: uuid("location_id").notNull(),
  programId: uuid("program_id"),
  admissionDate: date("admission_date", { mode: "string" }).notNull(),
  levelOfCare: text("level_of_care").notNull(),
  primaryTherapistId: uuid("primary_therapist_id"),
  anticipatedDischargeDate: date("anticipated_discharge_date", { mode: "string" }),
  admittedBy: uuid("admitted_by"),
  admittedAt: tstz("admitted_at").notNull().defaultNow(),
  dischargeDate: date("discharge_date", { mode: "string" }),
  dischargeType: text("discharge_type").$type<"planned" | "against_medical_advice" | "administrative" | "transfer">(),
  dischargeReason: text("discharge_reason"),
  dischargedBy: uuid("discharged_by"),
  dischargedAt: tstz("discharged_at"),
});
export type ClientEpisodeRow = typeof clientEpisodes.$inferSelect;

export const clientLevelOfCareHistory = pgTable("client_level_of_care_history", {
  id: uuid("id").primaryKey().defaultRandom(),
  clientId: uuid("client_id").notNull(),
  episodeId: uuid("episode_id").notNull(),
  levelOfCare: text("level_of_care").notNull(),
  effectiveDate: date("effective_date", { mode: "string" }).notNull(),
  reason: text("reason").notNull(),
  changedBy: uuid("changed_by"),
  changedAt: tstz("changed_at").notNull().defaultNow(),
});

export const clientLocationHistory = pgTable("client_location_history", {
  id: uuid("id").primaryKey().defaultRandom(),
  clientId: uuid("client_id").notNull(),
  episodeId: uuid("episode_id"),
  locationId: uuid("location_id").notNull(),
  effectiveDate: date("effective_date", { mode: "string" }).notNull(),
  reason: text("reason").notNull(),
  changedBy: uuid("changed_by"),
  changedAt: tstz("changed_at").notNull().defaultNow(),
});

export const clientReferrals = pgTable("client_referrals", {
  id: uuid("id").primaryKey().defaultRandom(),
  clientId: uuid("client_id").notNull(),
  episodeId: uuid("episode_id"),
  referredTo: text("referred_to").notNull(),
  reason: text("reason").notNull(),
  referralDate: date("referral_date", { mode: "string" }).notNull(),
  contact: text("contact"),
  createdBy: uuid("created_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
