/** Programs and rooms, straight into the database. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../../../apps/api/src/db/client";
import { programs, rooms } from "../../../../apps/api/src/db/schema";
import type { ProgramRow, RoomRow } from "../../../../apps/api/src/db/schema";

const unique = () => randomBytes(4).toString("hex");

export async function buildProgram(
  db: Db,
  o: { organizationId: string; locationId?: string | null; name?: string; active?: boolean },
): Promise<ProgramRow> {
  const [row] = await db
    .insert(programs)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId ?? null,
      name: o.name ?? `Program ${unique()}`,
      levelOfCare: "3.5",
      active: o.active ?? true,
    })
    .returning();
  return row!;
}

export async function buildRoom(
  db: Db,
  o: { organizationId: string; locationId: string; name?: string },
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId,
      name: o.name ?? `Room ${unique()}`,
      capacity: 12,
    })
    .returning();
  return row!;
}
