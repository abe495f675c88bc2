/** __Label__ items, straight into the database. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../../../apps/api/src/db/client";
import { __name__Items } from "../../../../apps/api/src/db/schema";
import type { __Name__ItemRow } from "../../../../apps/api/src/db/schema";

const unique = () => randomBytes(4).toString("hex");

export async function build__Name__Item(
  db: Db,
  o: { organizationId: string; locationId: string; name?: string },
): Promise<__Name__ItemRow> {
  const [row] = await db
    .insert(__name__Items)
    .values({ organizationId: o.organizationId, locationId: o.locationId, name: o.name ?? `Item ${unique()}` })
    .returning();
  return row!;
}
