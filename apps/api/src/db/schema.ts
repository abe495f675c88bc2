/** Drizzle table definitions; the SQL in migrations/ is the source of truth and these mirror it. */
import { bigint, bigserial, boolean, customType, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ClinicianStatusValue, Role, Theme } from "@hearth/schema";

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** bytea as bytes: node-postgres hands back Buffer, PGlite Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  fromDriver: (value) => new Uint8Array(value),
});

export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const locations = pgTable("locations", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash"),
  role: text("role").$type<Role>().notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  photo: text("photo"),
  status: smallint("status").$type<ClinicianStatusValue>().notNull().default(1),
  timezone: text("timezone").notNull().default("America/Los_Angeles"),
  tokenVersion: integer("token_version").notNull().default(0),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  twoFactorSecret: text("two_factor_secret"),
  twoFactorPendingSecret: text("two_factor_pending_secret"),
  twoFactorLastStep: bigint("two_factor_last_step", { mode: "number" }),
  pinHash: text("pin_hash"),
  defaultLocationId: uuid("default_location_id"),
  clientId: uuid("client_id"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const userLocations = pgTable(
  "user_locations",
  { userId: uuid("user_id").notNull(), locationId: uuid("location_id").notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.locationId] })],
);

export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const refreshTokens = pgTable("refresh_tokens", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  purpose: text("purpose").$type<"reset" | "invite" | "portal_invite">().notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const clients = pgTable("clients", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  mrNo: text("mr_no").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
  gender: text("gender").notNull(),
  phone: text("phone"),
  levelOfCare: text("level_of_care").notNull(),
  locationId: uuid("location_id").notNull(),
  admissionDate: date("admission_date", { mode: "string" }),
  primaryTherapistId: uuid("primary_therapist_id"),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const outbox = pgTable("outbox", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  id: uuid("id").notNull(),
  name: text("name").notNull(),
  payload: jsonb("payload").notNull(),
  occurredAt: tstz("occurred_at").notNull().defaultNow(),
  publishedAt: tstz("published_at"),
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

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull(),
  type: text("type").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdBy: uuid("created_by"),
  readAt: tstz("read_at"),
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

export const collabDocumentUpdates = pgTable("collab_document_updates", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  documentName: text("document_name").notNull(),
  data: bytea("data").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});

export const collabDocumentStates = pgTable("collab_document_states", {
  documentName: text("document_name").primaryKey(),
  state: bytea("state").notNull(),
  throughUpdateId: bigint("through_update_id", { mode: "number" }).notNull(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id").primaryKey(),
  theme: text("theme").$type<Theme>().notNull().default("default"),
  transparent: boolean("transparent").notNull().default(false),
  size: smallint("size").notNull().default(14),
  tableSpacing: smallint("table_spacing").notNull().default(3),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type UserPreferencesRow = typeof userPreferences.$inferSelect;

export const termsAcceptances = pgTable(
  "terms_acceptances",
  { userId: uuid("user_id").notNull(), version: text("version").notNull(), acceptedAt: tstz("accepted_at").notNull().defaultNow(), ip: text("ip") },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
