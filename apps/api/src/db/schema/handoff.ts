/** The shift handoff board's history: authorship and one record per board and shift. */
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { HandoffShiftName } from "@hearth/schema";
import { tstz, bytea } from "./columns";

/** Who first brought each Yjs client id into a handoff board (migration 20261125T0400). */
export const handoffClientAuthors = pgTable(
  "handoff_client_authors",
  {
    documentName: text("document_name").notNull(),
    clientId: bigint("client_id", { mode: "number" }).notNull(),
    userId: uuid("user_id").notNull(),
    firstSeenAt: tstz("first_seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentName, t.clientId] })],
);

/** Who changed a handoff board in which minute, and with how many updates. */
export const handoffActivity = pgTable(
  "handoff_activity",
  {
    documentName: text("document_name").notNull(),
    minute: tstz("minute").notNull(),
    userId: uuid("user_id").notNull(),
    updates: integer("updates").notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentName, t.minute, t.userId] })],
);

/** One per handoff board and shift in which it changed; append-only. */
export const handoffShiftRecords = pgTable("handoff_shift_records", {
  id: uuid("id").primaryKey().defaultRandom(),
  locationId: uuid("location_id").notNull(),
  shiftDate: date("shift_date", { mode: "string" }).notNull(),
  shift: text("shift").$type<HandoffShiftName>().notNull(),
  startsAt: tstz("starts_at").notNull(),
  endsAt: tstz("ends_at").notNull(),
  recordedAt: tstz("recorded_at").notNull().defaultNow(),
  state: bytea("state"),
  endStateVector: bytea("end_state_vector"),
  startStateVector: bytea("start_state_vector").notNull(),
  contentJson: jsonb("content_json"),
  contentHtml: text("content_html"),
  contentText: text("content_text"),
  contentEmpty: boolean("content_empty"),
  attribution: jsonb("attribution").$type<AttributedBlockRow[]>().notNull().default([]),
});
export type HandoffShiftRecordRow = typeof handoffShiftRecords.$inferSelect;
/** A block of a record's attributed rendering, as stored (authors by user id). */
export interface AttributedBlockRow {
  kind: "paragraph" | "heading" | "quote" | "listitem";
  tag: string | null;
  listType: "bullet" | "number" | "check" | null;
  depth: number;
  checked: boolean | null;
  authors: string[];
  segments: Array<{ text: string; author: string | null; isNew: boolean }>;
}

export const handoffShiftContributors = pgTable(
  "handoff_shift_contributors",
  {
    recordId: uuid("record_id").notNull(),
    userId: uuid("user_id").notNull(),
    firstEditAt: tstz("first_edit_at").notNull(),
    lastEditAt: tstz("last_edit_at").notNull(),
    minutesActive: integer("minutes_active").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.userId] })],
);
