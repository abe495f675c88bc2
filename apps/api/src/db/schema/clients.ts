/** Clients (identified by MR number within their organization). */
import { date, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns";

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
export type ClientRow = typeof clients.$inferSelect;
