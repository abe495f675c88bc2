/** Staff messaging. */
import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

// Staff messaging (migration 20261123T1120_messaging.sql).
export const conversations = pgTable("conversations", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  kind: text("kind").$type<"direct" | "group">().notNull(),
  title: text("title"),
  clientId: uuid("client_id"),
  directKey: text("direct_key"),
  createdBy: uuid("created_by").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
  lastMessageAt: tstz("last_message_at"),
});
export type ConversationRow = typeof conversations.$inferSelect;

export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id").notNull(),
    userId: uuid("user_id").notNull(),
    joinedAt: tstz("joined_at").notNull().defaultNow(),
    lastReadMessageId: uuid("last_read_message_id"),
    lastReadAt: tstz("last_read_at"),
    leftAt: tstz("left_at"),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

export const messages = pgTable("messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  conversationId: uuid("conversation_id").notNull(),
  authorId: uuid("author_id").notNull(),
  body: text("body").notNull(),
  mentions: uuid("mentions").array().notNull().default([]),
  createdAt: tstz("created_at").notNull().defaultNow(),
  editedAt: tstz("edited_at"),
  deletedAt: tstz("deleted_at"),
});
export type MessageRow = typeof messages.$inferSelect;
