/** A client's documents (deleted softly: deleted_at, deleted_by, deletion_reason) and profile photos; the bytes are in the file store. */
import { integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { DocumentCategory, StoredFileType } from "@hearth/schema";
import { tstz } from "./columns";

export const clientDocuments = pgTable("client_documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  category: text("category").$type<DocumentCategory>().notNull(),
  title: text("title").notNull(),
  fileName: text("file_name").notNull(),
  contentType: text("content_type").$type<StoredFileType>().notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  storageKey: text("storage_key").notNull(),
  uploadedBy: uuid("uploaded_by").notNull(),
  uploadedAt: tstz("uploaded_at").notNull().defaultNow(),
  deletedBy: uuid("deleted_by"),
  deletedAt: tstz("deleted_at"),
  deletionReason: text("deletion_reason"),
});
export type ClientDocumentRow = typeof clientDocuments.$inferSelect;

export const clientProfilePhotos = pgTable("client_profile_photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  clientId: uuid("client_id").notNull(),
  contentType: text("content_type").$type<StoredFileType>().notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  sha256: text("sha256").notNull(),
  storageKey: text("storage_key").notNull(),
  uploadedBy: uuid("uploaded_by").notNull(),
  uploadedAt: tstz("uploaded_at").notNull().defaultNow(),
});
export type ClientProfilePhotoRow = typeof clientProfilePhotos.$inferSelect;
