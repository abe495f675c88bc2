/** __Label__. */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

/** Named items of a location (migration __migration__). */
export const __name__Items = pgTable("__name_snake___items", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  locationId: uuid("location_id").notNull(),
  name: text("name").notNull(),
  createdAt: tstz("created_at").notNull().defaultNow(),
});
export type __Name__ItemRow = typeof __name__Items.$inferSelect;
