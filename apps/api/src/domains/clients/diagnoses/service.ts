/**
 * A client's diagnoses: the list, adding one, changing or resolving one, marking one entered in error, and
 * the code search behind the form. Every call opens the chart (404 outside the caller's locations, 403 by
 * role); a change locks it, so two clinicians choosing a primary diagnosis at once leave exactly one active
 * primary. Nothing is deleted: a diagnosis recorded by mistake is marked entered in error, with who, when
 * and why, and stays on the chart unchangeable.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { facilityToday } from "@hearth/schema";
import type { ClientDiagnosis, DiagnosisCode, DiagnosisCodeQuery, UpdateDiagnosesBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientDiagnoses } from "../../../db/schema";
import type { ClientDiagnosisRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound, validationFailed } from "../../../errors";
import { authorizeChartCaller, lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { presentDiagnoses } from "./presenter";
import { codesByCode, searchCodes } from "./search";

type Change = z.output<typeof UpdateDiagnosesBody>;
type Add = Extract<Change, { action: "add" }>;
type Update = Extract<Change, { action: "update" }>;

/** A 400 about one field of the body, in the shape the validation of every route answers. */
const fieldError = (field: string, message: string) =>
  validationFailed(`${field}: ${message}`, { in: "body", issues: [{ field, message }] });

export async function listDiagnoses(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientDiagnosis[]> {
  const client = await openChart(deps, ctx, mrNo, "client:diagnoses_read");
  const rows = await deps.db
    .select()
    .from(clientDiagnoses)
    .where(eq(clientDiagnoses.clientId, client.id))
    // Active ones first with the primary leading, then resolved ones, latest resolved first, then those
    // entered in error, latest marked first.
    .orderBy(
      sql`CASE ${clientDiagnoses.status} WHEN 'active' THEN 0 WHEN 'resolved' THEN 1 ELSE 2 END`,
      sql`${clientDiagnoses.rank} = 'secondary'`,
      desc(clientDiagnoses.enteredInErrorAt),
      desc(clientDiagnoses.resolvedDate),
      asc(clientDiagnoses.enteredAt),
    );
  await recordChartActivity(deps.db, ctx, "client:diagnoses_read", client, { diagnosisIds: rows.map((r) => r.id) });
  return presentDiagnoses(deps.db, rows);
}

/** POST update-diagnoses: adds one diagnosis or changes one, as `action` says; answers the diagnosis as it now is. */
export async function changeDiagnoses(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: Change,
): Promise<ClientDiagnosis> {
  const client = await openChart(deps, ctx, mrNo, "client:diagnoses_update");
  const row =
    body.action === "add"
      ? await addDiagnosis(deps, ctx, client, body)
      : await updateDiagnosis(deps, ctx, client, body);
  const [presented] = await presentDiagnoses(deps.db, [row]);
  return presented!;
}

async function addDiagnosis(
  deps: Deps,
  ctx: RequestContext,
  client: ClientRow,
  body: Add,
): Promise<ClientDiagnosisRow> {
  const known = (await codesByCode(deps.db, [body.code])).get(body.code);
  if (!known) throw fieldError("code", `${body.code} is not in the ICD-10-CM code set`);
  if (!known.billable)
    throw fieldError(
      "code",
      `${body.code} is a category heading (${known.description}); choose one of its billable codes`,
    );
  return transact(deps, async (tx) => {
    await lockChart(tx, client.id);
    const demoted = body.rank === "primary" ? await demotePrimary(tx, ctx, client.id, null) : [];
    const [created] = await tx
      .insert(clientDiagnoses)
      .values({
        organizationId: client.organizationId,
        clientId: client.id,
        code: known.code,
        description: known.description,
        rank: body.rank,
        onsetDate: body.onsetDate,
        status: "active",
        notes: body.notes,
        enteredBy: ctx.user.id,
        updatedBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:diagnoses_update", client, "diagnoses", {
      change: "added",
      diagnosisId: created!.id,
      code: created!.code,
      rank: created!.rank,
      demotedIds: demoted,
    });
    return created!;
  });
}

async function updateDiagnosis(
  deps: Deps,
  ctx: RequestContext,
  client: ClientRow,
  body: Update,
): Promise<ClientDiagnosisRow> {
  return transact(deps, async (tx) => {
    await lockChart(tx, client.id);
    const [current] = await tx
      .select()
      .from(clientDiagnoses)
      .where(and(eq(clientDiagnoses.id, body.id), eq(clientDiagnoses.clientId, client.id)));
    if (!current) throw notFound("Diagnosis");
    if (current.status === "entered_in_error")
      throw conflict(
        body.rank === "primary"
          ? `${current.code} was entered in error: it cannot be made primary`
          : `${current.code} was entered in error: it can no longer be changed`,
      );
    const status = body.status ?? current.status;
    const resolvedDate = status === "active" ? null : (body.resolvedDate ?? current.resolvedDate ?? facilityToday());
    const next = {
      rank: body.rank ?? current.rank,
      onsetDate: body.onsetDate !== undefined ? body.onsetDate : current.onsetDate,
      status,
      resolvedDate,
      notes: body.notes !== undefined ? body.notes : current.notes,
    };
    if (next.resolvedDate && next.onsetDate && next.resolvedDate < next.onsetDate)
      throw body.resolvedDate === undefined && body.onsetDate !== undefined
        ? fieldError("onsetDate", `must not be after the resolved date (${next.resolvedDate})`)
        : fieldError("resolvedDate", `must not be before the onset date (${next.onsetDate})`);
    const demoted =
      next.rank === "primary" && next.status === "active" ? await demotePrimary(tx, ctx, client.id, current.id) : [];
    const [updated] = await tx
      .update(clientDiagnoses)
      .set({ ...next, updatedBy: ctx.user.id, updatedAt: new Date() })
      .where(eq(clientDiagnoses.id, current.id))
      .returning();
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== current[key]);
    await recordChartChange(tx, ctx, "client:diagnoses_update", client, "diagnoses", {
      change: current.status === "active" && status === "resolved" ? "resolved" : "updated",
      diagnosisId: current.id,
      code: current.code,
      fields: changed,
      demotedIds: demoted,
    });
    return updated!;
  });
}

/**
 * POST diagnoses/:diagnosisId/entered-in-error: the diagnosis was recorded by mistake. It stays on the
 * chart with who marked it, when and why, stops being primary (the client then has none until someone
 * chooses one) and can no longer be changed; marking it again is a conflict.
 */
export async function markDiagnosisEnteredInError(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  diagnosisId: string,
  reason: string,
): Promise<ClientDiagnosis> {
  const client = await openChart(deps, ctx, mrNo, "client:diagnoses_update");
  const row = await transact(deps, async (tx) => {
    await lockChart(tx, client.id);
    const [current] = await tx
      .select()
      .from(clientDiagnoses)
      .where(and(eq(clientDiagnoses.id, diagnosisId), eq(clientDiagnoses.clientId, client.id)));
    if (!current) throw notFound("Diagnosis");
    if (current.status === "entered_in_error") throw conflict(`${current.code} was already marked entered in error`);
    const [marked] = await tx
      .update(clientDiagnoses)
      .set({
        status: "entered_in_error",
        rank: "secondary",
        enteredInErrorBy: ctx.user.id,
        enteredInErrorAt: sql`now()`,
        enteredInErrorReason: reason,
        updatedBy: ctx.user.id,
        updatedAt: sql`now()`,
      })
      .where(eq(clientDiagnoses.id, current.id))
      .returning();
    // The reason stays on the row; the line keeps what the entry was, a primary one included.
    await recordChartChange(tx, ctx, "client:diagnoses_update", client, "diagnoses", {
      change: "entered_in_error",
      diagnosisId: current.id,
      code: current.code,
      previousStatus: current.status,
      previousRank: current.rank,
    });
    return marked!;
  });
  const [presented] = await presentDiagnoses(deps.db, [row]);
  return presented!;
}

/** Makes the client's active primary diagnosis (other than `keep`) secondary; the ids it changed. */
async function demotePrimary(tx: Db, ctx: RequestContext, clientId: string, keep: string | null): Promise<string[]> {
  const rows = await tx
    .update(clientDiagnoses)
    .set({ rank: "secondary", updatedBy: ctx.user.id, updatedAt: new Date() })
    .where(
      and(
        eq(clientDiagnoses.clientId, clientId),
        eq(clientDiagnoses.rank, "primary"),
        eq(clientDiagnoses.status, "active"),
        keep ? ne(clientDiagnoses.id, keep) : undefined,
      ),
    )
    .returning({ id: clientDiagnoses.id });
  return rows.map((r) => r.id);
}

/** GET diagnosis-codes: any staff member may search the code set; it holds no client's data. */
export async function searchDiagnosisCodes(
  deps: Deps,
  ctx: RequestContext,
  query: z.output<typeof DiagnosisCodeQuery>,
): Promise<DiagnosisCode[]> {
  await authorizeChartCaller(deps, ctx, "diagnosis_code:search");
  return searchCodes(deps.db, query.q, query.limit);
}
