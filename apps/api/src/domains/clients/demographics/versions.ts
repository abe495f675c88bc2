/**
 * Versions of a client's demographics: reading them newest first, writing the next one, and keeping the
 * client's current row (name, birth date, gender, phone, e-mail) in step with the latest. Intake, the
 * chart's Edit form and the demo seed all write through here.
 */
import { desc, eq, sql } from "drizzle-orm";
import { DEMOGRAPHIC_FIELDS, changedDemographicFields } from "@hearth/schema";
import type { ClientDemographics, ClientDemographicsValues } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { clientDemographics, clients } from "../../../db/schema";
import type { ClientDemographicsRow, ClientRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

/** The demographic fields of a stored version. */
export function valuesOf(row: ClientDemographicsRow): ClientDemographicsValues {
  return Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, row[field]])) as ClientDemographicsValues;
}

/**
 * Version 0: a client registered before demographics were versioned (or straight into the database),
 * read from their row. Only what the row holds is known; the rest is empty, the sex at birth unknown.
 */
export function valuesOfClient(client: ClientRow): ClientDemographicsValues {
  const empty = Object.fromEntries(DEMOGRAPHIC_FIELDS.map((field) => [field, null]));
  return {
    ...(empty as unknown as ClientDemographicsValues),
    firstName: client.firstName,
    lastName: client.lastName,
    preferredName: client.preferredName,
    dateOfBirth: client.dateOfBirth,
    sexAssignedAtBirth: "unknown",
    genderIdentity: client.gender || null,
    phone: client.phone,
    email: client.email,
  };
}

/** The columns of `clients` that follow the latest version. */
export function clientColumnsOf(values: ClientDemographicsValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    preferredName: values.preferredName,
    dateOfBirth: values.dateOfBirth,
    // Lists and the chart header show the client's gender identity; none given reads as a dash.
    gender: values.genderIdentity ?? "",
    phone: values.phone,
    email: values.email,
  };
}

/** The client's versions, newest first (`limit` of them when given). */
export async function versionsOf(db: Db, clientId: string, limit?: number): Promise<ClientDemographicsRow[]> {
  const query = db
    .select()
    .from(clientDemographics)
    .where(eq(clientDemographics.clientId, clientId))
    .orderBy(desc(clientDemographics.version));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Writes version `version` and sets the client's current row from it, inside the caller's transaction
 * (the chart locked by `lockChart`, or the client just inserted at intake).
 */
export async function addVersion(
  tx: Db,
  o: {
    clientId: string;
    version: number;
    values: ClientDemographicsValues;
    changedBy: string;
    changeNote?: string | null;
  },
): Promise<ClientDemographicsRow> {
  const [row] = await tx
    .insert(clientDemographics)
    .values({
      clientId: o.clientId,
      version: o.version,
      ...o.values,
      changedBy: o.changedBy,
      changeNote: o.changeNote ?? null,
    })
    .returning();
  await tx
    .update(clients)
    .set({ ...clientColumnsOf(o.values), updatedAt: sql`now()` })
    .where(eq(clients.id, o.clientId));
  return row!;
}

/**
 * Versions as the API answers them, newest first, each with the fields it changed from the one before.
 * `rows` are consecutive versions newest first; `before` is the version preceding the last of them, if
 * it was read. No rows: the client's version 0.
 */
export async function presentVersions(
  db: Db,
  client: ClientRow,
  rows: readonly ClientDemographicsRow[],
  before: ClientDemographicsRow | null = null,
): Promise<ClientDemographics[]> {
  if (rows.length === 0)
    return [
      {
        ...valuesOfClient(client),
        id: null,
        version: 0,
        changedBy: null,
        changedAt: client.createdAt.toISOString(),
        changeNote: null,
        changedFields: [],
      },
    ];
  const authors = await clinicianRefs(
    db,
    rows.map((r) => r.changedBy),
  );
  return rows.map((row, i) => {
    const previous = rows[i + 1] ?? before;
    const values = valuesOf(row);
    return {
      ...values,
      id: row.id,
      version: row.version,
      changedBy: row.changedBy ? (authors.get(row.changedBy) ?? null) : null,
      changedAt: row.changedAt.toISOString(),
      changeNote: row.changeNote,
      changedFields: changedDemographicFields(previous ? valuesOf(previous) : null, values),
    };
  });
}
