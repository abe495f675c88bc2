/** Part 2 consents and the disclosures made under them, and emergency (break-glass) access to a chart. */
import { date, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ConsentExpiryEvent, ConsentSigner, DisclosureCategory, DisclosureMethod } from "@hearth/schema";
import { tstz } from "./columns";

export const clientConsents = pgTable("client_consents", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  recipientName: text("recipient_name").notNull(),
  recipientOrganization: text("recipient_organization"),
  recipientContact: text("recipient_contact"),
  purpose: text("purpose").notNull(),
  categories: text("categories").array().$type<DisclosureCategory[]>().notNull(),
  otherInformation: text("other_information"),
  expiresOn: date("expires_on", { mode: "string" }),
  expiryEvent: text("expiry_event").$type<ConsentExpiryEvent>(),
  expiryEventDescription: text("expiry_event_description"),
  signedOn: date("signed_on", { mode: "string" }).notNull(),
  signedBy: text("signed_by").notNull(),
  signer: text("signer").$type<ConsentSigner>().notNull(),
  revokedOn: date("revoked_on", { mode: "string" }),
  revocationNote: text("revocation_note"),
  revokedBy: uuid("revoked_by"),
  revokedAt: tstz("revoked_at"),
  /** Set when its expiry event happened: the consent expired that day. */
  endedOn: date("ended_on", { mode: "string" }),
  endReason: text("end_reason"),
  endedBy: uuid("ended_by"),
  endedAt: tstz("ended_at"),
  createdBy: uuid("created_by").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type ClientConsentRow = typeof clientConsents.$inferSelect;

export const clientDisclosures = pgTable("client_disclosures", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  consentId: uuid("consent_id").notNull(),
  recipientName: text("recipient_name").notNull(),
  recipientOrganization: text("recipient_organization"),
  purpose: text("purpose").notNull(),
  categories: text("categories").array().$type<DisclosureCategory[]>().notNull(),
  description: text("description"),
  disclosedOn: date("disclosed_on", { mode: "string" }).notNull(),
  method: text("method").$type<DisclosureMethod>().notNull(),
  disclosedBy: uuid("disclosed_by").notNull(),
  notice: text("notice").notNull(),
  /** The chart documents released with it (client_documents ids), in the order they were released. */
  documentIds: uuid("document_ids").array().notNull().default([]),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type ClientDisclosureRow = typeof clientDisclosures.$inferSelect;

/** A stored grant's status; "expired" is computed from `expires_at`. */
export type ChartAccessGrantStatus = "pending" | "approved" | "refused" | "revoked";

export const chartAccessGrants = pgTable("chart_access_grants", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  requesterId: uuid("requester_id").notNull(),
  reason: text("reason").notNull(),
  requestedAt: tstz("requested_at").notNull().defaultNow(),
  status: text("status").$type<ChartAccessGrantStatus>().notNull().default("pending"),
  decidedBy: uuid("decided_by"),
  decidedAt: tstz("decided_at"),
  decisionNote: text("decision_note"),
  expiresAt: tstz("expires_at"),
  revokedBy: uuid("revoked_by"),
  revokedAt: tstz("revoked_at"),
  revokeNote: text("revoke_note"),
  expiryAnnouncedAt: tstz("expiry_announced_at"),
});
export type ChartAccessGrantRow = typeof chartAccessGrants.$inferSelect;
