/** Clients, straight into the database: `buildClient` for any test, `buildGroupClient` with a chosen name and date of birth. */
import { randomBytes } from "node:crypto";
import type { ClientStatus } from "@hearth/schema";
import type { Db } from "../../../../apps/api/src/db/client";
import {
  clientEpisodes,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clients,
} from "../../../../apps/api/src/db/schema";

const unique = () => randomBytes(4).toString("hex");

const ADMITTED = "2026-11-01";
const DISCHARGED = "2026-11-10";

/**
 * A client in `status` (active by default). An active or discharged client has the episode of care
 * their status implies (admitted 11-01-2026 at ASAM 3.5, discharged 11-10-2026 as planned) with its
 * first level-of-care and location rows; a client pending admission has none, and no level of care yet.
 */
export async function buildClient(
  db: Db,
  o: {
    organizationId: string;
    locationId: string;
    primaryTherapistId?: string | null;
    mrNo?: string;
    status?: ClientStatus;
  },
) {
  const status = o.status ?? "active";
  const admitted = status !== "pending_admission";
  const [client] = await db
    .insert(clients)
    .values({
      organizationId: o.organizationId,
      mrNo: o.mrNo ?? `TST-${unique()}`,
      firstName: "Casey",
      lastName: `Client ${unique()}`,
      dateOfBirth: "1990-04-02",
      status,
      gender: "Female",
      levelOfCare: admitted ? "3.5" : null,
      locationId: o.locationId,
      admissionDate: admitted ? ADMITTED : null,
      dischargeDate: status === "discharged" ? DISCHARGED : null,
      primaryTherapistId: o.primaryTherapistId ?? null,
    })
    .returning();
  if (admitted) {
    const [episode] = await db
      .insert(clientEpisodes)
      .values({
        organizationId: o.organizationId,
        clientId: client!.id,
        episodeNumber: 1,
        locationId: o.locationId,
        admissionDate: ADMITTED,
        levelOfCare: "3.5",
        primaryTherapistId: o.primaryTherapistId ?? null,
        ...(status === "discharged"
          ? {
              dischargeDate: DISCHARGED,
              dischargeType: "planned" as const,
              dischargeReason: "Completed the program",
              dischargedAt: new Date(`${DISCHARGED}T18:00:00Z`),
            }
          : {}),
      })
      .returning();
    const first = { clientId: client!.id, episodeId: episode!.id, effectiveDate: ADMITTED, reason: "Admission" };
    await db.insert(clientLevelOfCareHistory).values({ ...first, levelOfCare: "3.5" });
    await db.insert(clientLocationHistory).values({ ...first, locationId: o.locationId });
  }
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
