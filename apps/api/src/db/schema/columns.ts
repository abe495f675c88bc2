/** Column types every domain's tables use. */
import { customType, timestamp } from "drizzle-orm/pg-core";

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** bytea as bytes: node-postgres hands back Buffer, PGlite Uint8Array; both are Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  fromDriver: (value) => new Uint8Array(value),
});
