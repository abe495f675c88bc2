/** Labels an organization defines and the clients that carry them (migration 20261127T0150_client_labels.sql). */
import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { LabelColor } from "@hearth/schema";
import { tstz } from "./columns";

export const labels = pgTable("labels", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  name: text("name").notNull(),
  color: text("color").$type<LabelColor>().notNull(),
  /** Set while the label is out of use. */
  archivedAt: tstz("archived_at"),
  createdBy: uuid("created_by"),
  createdAt: tstz("created_at").notNull().defaultNow(),
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});
export type LabelRow = typeof labels.$inferSelect;

export const clientLabels = pgTable(
  "client_labels",
  {
    clientId: uuid("client_id").notNull(),
    labelId: uuid("label_id").notNull(),
    addedBy: uuid("added_by"),
    addedAt: tstz("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.labelId] })],
);
