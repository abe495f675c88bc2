/** Client rows as the EMR list, the chart header and the roster picker see them, each with its active labels. */
import { inArray } from "drizzle-orm";
import type { ClientSummary } from "@hearth/schema";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema";
import type { clients } from "../../db/schema";
import { clientRefOf, clinicianRefs } from "../../kernel/refs";
import { activeLabelsOf } from "./labels/presenter";

export type ClientRow = typeof clients.$inferSelect;

export async function presentClients(db: Db, rows: ClientRow[]): Promise<ClientSummary[]> {
  if (rows.length === 0) return [];
  const [therapists, locationRows, labelsByClient] = await Promise.all([
    clinicianRefs(
      db,
      rows.map((r) => r.primaryTherapistId),
    ),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.id, [...new Set(rows.map((r) => r.locationId))])),
    activeLabelsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const locationName = new Map(locationRows.map((l) => [l.id, l.name]));
  return rows.map((c) => ({
    ...clientRefOf(c),
    status: c.status,
    preferredName: c.preferredName,
    gender: c.gender,
    levelOfCare: c.levelOfCare,
    location: { id: c.locationId, name: locationName.get(c.locationId) ?? "" },
    admissionDate: c.admissionDate,
    anticipatedDischargeDate: c.anticipatedDischargeDate,
    dischargeDate: c.dischargeDate,
    primaryTherapist: c.primaryTherapistId ? (therapists.get(c.primaryTherapistId) ?? null) : null,
    labels: labelsByClient.get(c.id) ?? [],
  }));
}
