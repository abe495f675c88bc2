/** The ICD-10-CM code set (reference data) and the diagnoses on clients' charts. */
import { boolean, date, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import type { DiagnosisRank, DiagnosisStatus } from "@hearth/schema";
import { tstz } from "./columns";

export const diagnosisCodes = pgTable("diagnosis_codes", {
  code: text("code").primaryKey(),
  description: text("description").notNull(),
  billable: boolean("billable").notNull(),
  chapter: smallint("chapter").notNull(),
  category: text("category").notNull(),
  source: text("source").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type DiagnosisCodeRow = typeof diagnosisCodes.$inferSelect;

export const clientDiagnoses = pgTable("client_diagnoses", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  code: text("code").notNull(),
  description: text("description").notNull(),
  rank: text("rank").$type<DiagnosisRank>().notNull(),
  onsetDate: date("onset_date", { mode: "string" }),
  status: text("status").$type<DiagnosisStatus>().notNull(),
  resolvedDate: date("resolved_date", { mode: "string" }),
  notes: text("notes"),
  enteredBy: uuid("entered_by").notNull(),
  enteredAt: tstz("entered_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  // Set together, once, when the diagnosis is marked entered in error (status entered_in_error).
  enteredInErrorBy: uuid("entered_in_error_by"),
  enteredInErrorAt: tstz("entered_in_error_at"),
  enteredInErrorReason: text("entered_in_error_reason"),
});
export type ClientDiagnosisRow = typeof clientDiagnoses.$inferSelect;
