/** Client rows as the EMR list, the chart header and the roster picker see them, each with its active labels. */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { ClientChartAccess, ClientSummary, ClinicianRef, Label, StaffRole } from "@hearth/schema";
import type { ChartReach } from "../../authz/chartReach";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/client";
import { clientLabels, clients, labels, locations, users } from "../../db/schema";
import { clientRefOf, fullnameOf, uuidArray } from "../../kernel/refs";
import { renderedOnce } from "../../db/prepared";

export type ClientRow = typeof clients.$inferSelect;

/** A client's row with what its summary shows beyond it (a chart's client as first read). */
export interface ClientWithNames {
  row: ClientRow;
  names: SummaryNames;
}

/** What a summary shows beyond the client's own row: its location's and therapist's names, its labels. */
export interface SummaryNames {
  locationName: string | null;
  therapist: { firstName: string; lastName: string; role: StaffRole } | null;
  labels: Label[];
}

/** The summary's names of the client with these ids, as columns: one statement reads rows and names. */
const summaryNames = (
  clientId: SQL,
  locationId: SQL,
  therapistId: SQL,
): { [K in keyof SummaryNames]: SQL<SummaryNames[K]> } => ({
  locationName: sql<string | null>`(SELECT name FROM ${locations} WHERE id = ${locationId})`,
  therapist: sql<SummaryNames["therapist"]>`(
    SELECT json_build_object('firstName', first_name, 'lastName', last_name, 'role', role)
    FROM ${users} WHERE id = ${therapistId})`,
  labels: sql<Label[]>`coalesce((
    SELECT json_agg(json_build_object('id', lb.id, 'name', lb.name, 'color', lb.color, 'archived', false)
      ORDER BY lower(lb.name), lb.id)
    FROM ${clientLabels} cl JOIN ${labels} lb ON lb.id = cl.label_id
    WHERE cl.client_id = ${clientId} AND lb.archived_at IS NULL
  ), '[]'::json)`,
});

/**
 * One statement for every row's location and therapist names and active labels (by name, any case): each
 * list page asks for these on every request. Names are those of the ids the rows carry, so a row changed
 * in a transaction is presented as it now stands.
 */
export async function presentClients(db: Db, rows: ClientRow[]): Promise<ClientSummary[]> {
  if (rows.length === 0) return [];
  const n = summaryNames(sql`r.client_id`, sql`r.location_id`, sql`r.therapist_id`);
  const result = await db.execute(sql`
    SELECT r.client_id AS "clientId", ${n.locationName} AS "locationName", ${n.therapist} AS therapist,
      ${n.labels} AS labels
    FROM unnest(${uuidArray(rows.map((r) => r.id))}, ${uuidArray(rows.map((r) => r.locationId))},
      ${uuidArray(rows.map((r) => r.primaryTherapistId))}) AS r(client_id, location_id, therapist_id)`);
  const names = new Map(rowsOf<SummaryNames & { clientId: string }>(result).map((r) => [r.clientId, r]));
  return rows.map((c) => presentClient(c, names.get(c.id)));
}

const namesOfClients = summaryNames(sql`${clients.id}`, sql`${clients.locationId}`, sql`${clients.primaryTherapistId}`);

/** A client's row and its summary's names, as the columns of a statement on `clients`. */
export const clientWithNamesColumns = { row: clients, ...namesOfClients };

/** The columns of `clients` a summary shows, by the names of its row. */
const SUMMARY_COLUMNS = {
  id: clients.id,
  mrNo: clients.mrNo,
  firstName: clients.firstName,
  lastName: clients.lastName,
  dateOfBirth: clients.dateOfBirth,
  status: clients.status,
  preferredName: clients.preferredName,
  gender: clients.gender,
  levelOfCare: clients.levelOfCare,
  locationId: clients.locationId,
  admissionDate: clients.admissionDate,
  anticipatedDischargeDate: clients.anticipatedDischargeDate,
  dischargeDate: clients.dischargeDate,
  primaryTherapistId: clients.primaryTherapistId,
} satisfies { [K in keyof ClientRow]?: (typeof clients)[K] };

/** The columns of a client's row that its summary shows. */
export type SummaryRow = Pick<ClientRow, keyof typeof SUMMARY_COLUMNS>;

/**
 * A summary's columns and names as the select list of a raw statement on `clients`, rendered once (a
 * list page reads this on every request, and no more: every column read is parsed for each row). Every
 * column is text, a date or an id, read as a string by both drivers; the names are JSON.
 */
export const clientSummarySelect = renderedOnce(
  sql.join(
    Object.entries({ ...SUMMARY_COLUMNS, ...namesOfClients }).map(
      ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  ),
);

export function presentClient(c: SummaryRow, n: SummaryNames | undefined): ClientSummary {
  const therapist: ClinicianRef | null =
    c.primaryTherapistId && n?.therapist
      ? { id: c.primaryTherapistId, fullname: fullnameOf(n.therapist), role: n.therapist.role }
      : null;
  return {
    ...clientRefOf(c),
    status: c.status,
    preferredName: c.preferredName,
    gender: c.gender,
    levelOfCare: c.levelOfCare,
    location: { id: c.locationId, name: n?.locationName ?? "" },
    admissionDate: c.admissionDate,
    anticipatedDischargeDate: c.anticipatedDischargeDate,
    dischargeDate: c.dischargeDate,
    primaryTherapist: therapist,
    labels: n?.labels ?? [],
  };
}

/**
 * How the caller opens the chart, as its header tells them: an emergency grant is read-only and ends
 * (the server refuses every change anyway; this lets the chart hide them and say until when).
 */
export function presentChartAccess(reach: ChartReach | null | undefined): ClientChartAccess {
  if (reach?.via === "break_glass") return { via: "break_glass", readOnly: true, until: reach.expiresAt };
  return { via: reach?.via ?? "location", readOnly: false, until: null };
}
