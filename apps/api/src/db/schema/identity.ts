/** People, sign-in and per-user and per-organization settings. */
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import type { ClientCopyNarrativeMode, ClinicianStatusValue, Role, Theme } from "@hearth/schema";
import { tstz } from "./columns";

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

/** One sign-in and every refresh token rotated from it; revoked when a used token comes back. */
export const refreshTokenFamilies = pgTable("refresh_token_families", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  revokedAt: tstz("revoked_at"),
});

export const refreshTokens = pgTable("refresh_tokens", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id").notNull(),
  expiresAt: tstz("expires_at").notNull(),
  usedAt: tstz("used_at"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  /** Null for tokens issued before families existed. */
  familyId: uuid("family_id"),
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

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id").primaryKey(),
  theme: text("theme").$type<Theme>().notNull().default("default"),
  transparent: boolean("transparent").notNull().default(false),
  size: smallint("size").notNull().default(14),
  tableSpacing: smallint("table_spacing").notNull().default(3),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type UserPreferencesRow = typeof userPreferences.$inferSelect;

/** One row per organization that changed a setting; without a row the defaults apply (DEFAULT_ORGANIZATION_SETTINGS). */
export const organizationSettings = pgTable("organization_settings", {
  organizationId: uuid("organization_id").primaryKey(),
  checkInOpensMinutesBefore: smallint("check_in_opens_minutes_before").notNull().default(30),
  groupNarrativeInClientCopy: text("group_narrative_in_client_copy")
    .$type<ClientCopyNarrativeMode>()
    .notNull()
    .default("redacted"),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});
export type OrganizationSettingsRow = typeof organizationSettings.$inferSelect;

export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    userId: uuid("user_id").notNull(),
    version: text("version").notNull(),
    acceptedAt: tstz("accepted_at").notNull().defaultNow(),
    ip: text("ip"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
