/** A location's live board. */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { BoardEntryKind } from "@hearth/schema";
import { tstz } from "./columns";

/** A location's live board (migration 20261123T1130_location_board.sql). */
export const locationBoardEntries = pgTable("location_board_entries", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  kind: text("kind").$type<BoardEntryKind>().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull().default(""),
  link: text("link"),
  actorId: uuid("actor_id"),
  /** The clients the line is about (migration 20261125T0540): reading the board is logged with them. */
  clientIds: uuid("client_ids").array().notNull().default([]),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type LocationBoardEntryRow = typeof locationBoardEntries.$inferSelect;
