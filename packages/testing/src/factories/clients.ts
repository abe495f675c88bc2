/** Clients, straight into the database: `buildClient` for any test, `buildGroupClient` with a chosen name and date of birth. */
import { randomBytes } from "node:crypto";
import type { Db } from "../../../../apps/api/src/db/client";
import { clients } from "../../../../apps/api/src/db/schema";

const unique = () => randomBytes(4).toString("hex");

export async function buildClient(
  db: Db,
  o: { organizationId: string; locationId: string; primaryTherapistId?: string | null; mrNo?: string },
) {
  const [client] = await db
    .insert(clients)
    .values({
      organizationId: o.organizationId,
      mrNo: o.mrNo ?? `TST-${unique()}`,
      firstName: "Casey",
      lastName: `Client ${unique()}`,
      dateOfBirth: "1990-04-02",
      status: "active",
      gender: "Female",
      levelOfCare: "3.5",
      locationId: o.locationId,
      admissionDate: "2026-11-01",
      primaryTherapistId: o.primaryTherapistId ?? null,
    })
    .returning();
  return client!;
}

/** A client with a chosen name and date of birth (the kiosk shows "First L." and checks the date of birth). */
export async function buildGroupClient(
  db: Db,
  o: { organizationId: string; locationId: string; firstName?: string; lastName?: string; dateOfBirth?: string },
) {
  const tag = unique();
  const [row] = await db
    .insert(clients)
    .values({
      organizationId: o.organizationId,
      mrNo: `GRP-${tag}`,
      firstName: o.firstName ?? "Jordan",
      lastName: o.lastName ?? `Member ${tag}`,
      dateOfBirth: o.dateOfBirth ?? "1988-06-15",
      status: "active",
      gender: "Female",
      levelOfCare: "3.5",
      locationId: o.locationId,
      admissionDate: "2026-11-01",
    })
    .returning();
  return row!;
}
