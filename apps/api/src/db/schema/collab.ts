/** Collaborative (Yjs) documents: the update log, compacted states and seals. */
import { bigint, bigserial, pgTable, text } from "drizzle-orm/pg-core";
import { tstz, bytea } from "./columns";

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

export const collabDocumentLocks = pgTable("collab_document_locks", {
  documentName: text("document_name").primaryKey(),
  lockedAt: tstz("locked_at").notNull().defaultNow(),
  reason: text("reason").notNull(),
});
