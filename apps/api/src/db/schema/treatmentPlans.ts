/** Treatment plans (migration 20261128T1953_create_treatment_plans.sql). */
import { bigserial, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { SignatureMethod, TreatmentPlanItem, TreatmentPlanStatus } from "@hearth/schema";
import { tstz } from "./columns";

export const treatmentPlans = pgTable("treatment_plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  episodeId: uuid("episode_id").notNull(),
  version: integer("version").notNull(),
  status: text("status").$type<TreatmentPlanStatus>().notNull().default("draft"),
  levelOfCare: text("level_of_care").notNull(),
  startedBy: uuid("started_by"),
  startedAt: tstz("started_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  signedBy: uuid("signed_by"),
  signedAt: tstz("signed_at"),
  signatureMethod: text("signature_method").$type<SignatureMethod>(),
  signedContent: jsonb("signed_content").$type<TreatmentPlanItem[]>(),
  contentHash: text("content_hash"),
  approvedBy: uuid("approved_by"),
  approvedAt: tstz("approved_at"),
  returnReason: text("return_reason"),
});
export type TreatmentPlanRow = typeof treatmentPlans.$inferSelect;

export const treatmentPlanSignatures = pgTable("treatment_plan_signatures", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  planId: uuid("plan_id").notNull(),
  action: text("action").$type<"signed" | "approved" | "returned">().notNull(),
  actorId: uuid("actor_id").notNull(),
  actedAt: tstz("acted_at").notNull().defaultNow(),
  method: text("method").$type<SignatureMethod>(),
  contentHash: text("content_hash"),
  reason: text("reason"),
});
