/** Client rows as the EMR list, the chart header and the roster picker see them, each with its active labels. */
import { sql } from "drizzle-orm";
import type { ClientChartAccess, ClientSummary, ClinicianRef, Label, StaffRole } from "@hearth/schema";
import type { ChartReach } from "../../authz/chartReach";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/client";
import { clientLabels, labels, locations, users } from "../../db/schema";
import type { clients } from "../../db/schema";
import { clientRefOf, fullnameOf, uuidArray } from "../../kernel/refs";

export type ClientRow = typeof clients.$inferSelect;

interface Names {
  client_id: string;
  location_name: string | null;
  therapist_first_name: string | null;
  therapist_last_name: string | null;
  therapist_role: StaffRole | null;
  labels: Label[];
}

/**
 * One statement for every row's location and therapist names and active labels (by name, any case): the
 * chart's header and each list page ask for these on every request. Names are those of the ids the rows
 * carry, so a row changed in a transaction is presented as it now stands.
 */
export async function presentClients(db: Db, rows: ClientRow[]): Promise<ClientSummary[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`
    SELECT r.client_id, l.name AS location_name, u.first_name AS therapist_first_name,
      u.last_name AS therapist_last_name, u.role AS therapist_role,
      coalesce((
        SELECT json_agg(json_build_object('id', lb.id, 'name', lb.name, 'color', lb.color, 'archived', false)
          ORDER BY lower(lb.name), lb.id)
        FROM ${clientLabels} cl JOIN ${labels} lb ON lb.id = cl.label_id
        WHERE cl.client_id = r.client_id AND lb.archived_at IS NULL
      ), '[]'::json) AS labels
    FROM unnest(${uuidArray(rows.map((r) => r.id))}, ${uuidArray(rows.map((r) => r.locationId))},
      ${uuidArray(rows.map((r) => r.primaryTherapistId))}) AS r(client_id, location_id, therapist_id)
    LEFT JOIN ${locations} l ON l.id = r.location_id
    LEFT JOIN ${users} u ON u.id = r.therapist_id`);
  const names = new Map(rowsOf<Names>(result).map((n) => [n.client_id, n]));
  return rows.map((c) => {
    const n = names.get(c.id);
    const therapist: ClinicianRef | null =
      c.primaryTherapistId && n?.therapist_role
        ? {
            id: c.primaryTherapistId,
            fullname: fullnameOf({ firstName: n.therapist_first_name ?? "", lastName: n.therapist_last_name ?? "" }),
            role: n.therapist_role,
          }
        : null;
    return {
      ...clientRefOf(c),
      status: c.status,
      preferredName: c.preferredName,
      gender: c.gender,
      levelOfCare: c.levelOfCare,
      location: { id: c.locationId, name: n?.location_name ?? "" },
      admissionDate: c.admissionDate,
      anticipatedDischargeDate: c.anticipatedDischargeDate,
      dischargeDate: c.dischargeDate,
      primaryTherapist: therapist,
      labels: n?.labels ?? [],
    };
  });
}

/**
 * How the caller opens the chart, as its header tells them: an emergency grant is read-only and ends
 * (the server refuses every change anyway; this lets the chart hide them and say until when).
 */
export function presentChartAccess(reach: ChartReach | null | undefined): ClientChartAccess {
  if (reach?.via === "break_glass") return { via: "break_glass", readOnly: true, until: reach.expiresAt };
  return { via: reach?.via ?? "location", readOnly: false, until: null };
}
