/**
 * Yjs document persistence: an append-only update log per document, compacted into a snapshot; and
 * sealing, which makes a document's stored state final (a signed note) until it is unsealed.
 */
import { and, asc, eq, gt, lte, max, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import * as Y from "yjs";
import type { AppendBatchOutcome, DocumentAccessResults, DocumentStateResults } from "@hearth/schema";
import { collabDocumentLocks, collabDocumentStates, collabDocumentUpdates } from "../../db/schema";
import { rowsOf } from "../../db/client";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { AppError, conflict, validationFailed } from "../../errors";
import { authorize } from "../../authz/authorize";
import { refuse } from "../../authz/decision";
import { enqueueEvent } from "../../events/outbox";
import { recordActivity } from "../activityLog/service";
import { fullnameOf } from "../../kernel/refs";
import { batchAuthorship } from "./kinds";
import type { AuthoredUpdates, BatchAuthorship } from "./kinds";
import { documentAccess } from "./policy";

export const SEALED_MESSAGE = "This document is signed and can no longer change";

export async function accessFor(deps: Deps, ctx: RequestContext, name: string): Promise<DocumentAccessResults> {
  let access = await documentAccess(deps.db, ctx, name);
  // Nobody edits a sealed document, whatever the kind's rule says; the collab server also drops the updates.
  if (access === "edit" && (await isSealed(deps.db, name))) access = "read";
  // "none" is a 404 so that whether a document exists does not leak.
  await authorize(deps.db, ctx, "document:open", {
    subjectType: "document",
    subjectName: "Document",
    subjectId: name,
    resource: access,
    denial: (_caller, _action, granted) => (granted === "none" ? refuse.notFound("no access") : null),
    details: { access },
  });
  await recordActivity(deps.db, {
    actor: ctx,
    action: "document:open",
    outcome: "success",
    subjectType: "document",
    subjectId: name,
    details: { access },
  });
  return { access, userId: ctx.user.id, userName: fullnameOf(ctx.user) };
}

/** Decodes base64 updates, refusing anything that is not a Yjs update. */
export function decodeUpdates(base64: string[], field: string): Uint8Array[] {
  return base64.map((b, i) => {
    const bytes = new Uint8Array(Buffer.from(b, "base64"));
    assertYjsUpdate(bytes, `${field}.${i}`);
    return bytes;
  });
}

function assertYjsUpdate(bytes: Uint8Array, field: string): void {
  try {
    Y.decodeUpdate(bytes);
  } catch {
    throw validationFailed(`${field}: is not a Yjs update`);
  }
}

/** The advisory lock of a document is `hashtext(LOCK_PREFIX || name)`, whether taken alone or with others. */
const LOCK_PREFIX = "collab:";

/** Serializes writers of one document (appends, compaction, seal and unseal) on every instance. */
async function lockDocument(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${LOCK_PREFIX}${name}`}))`);
}

/**
 * The locks of several documents in one statement, taken in the order of their lock keys (the sort
 * runs below the locking projection): every multi-document writer takes them in the same order, so
 * two batches never wait on each other in a cycle, even when two names share a key. A writer of one
 * document (seal, compaction, server update) holds one lock and waits in no cycle either.
 */
async function lockDocuments(tx: Db, names: string[]): Promise<void> {
  const values = sql.join(
    names.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtext(${LOCK_PREFIX} || v.n) AS k FROM (VALUES ${values}) AS v(n)) AS keys ORDER BY k`,
  );
}

async function isSealed(tx: Db, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ name: collabDocumentLocks.documentName })
    .from(collabDocumentLocks)
    .where(eq(collabDocumentLocks.documentName, name));
  return row !== undefined;
}

/** Call after `lockDocument`: a seal committed meanwhile is then visible, so a seal and a write never interleave. */
async function refuseIfSealed(tx: Db, name: string): Promise<void> {
  if (await isSealed(tx, name)) throw conflict(SEALED_MESSAGE);
}

/**
 * The stored document as one Yjs update (snapshot merged with the log after it), read inside the
 * caller's transaction: after `sealDocument` in the same transaction it is exactly the sealed state.
 * Two reads: consistent under the document lock `sealDocument`/`appendServerUpdate` take, or in a
 * repeatable-read transaction (as `loadState` does); otherwise a compaction committing between them
 * could hide updates.
 */
export async function loadStateInTx(tx: Db, name: string): Promise<{ state: Uint8Array | null; lastUpdateId: number }> {
  const [snapshot] = await tx.select().from(collabDocumentStates).where(eq(collabDocumentStates.documentName, name));
  const through = snapshot?.throughUpdateId ?? 0;
  const updates = await tx
    .select({ id: collabDocumentUpdates.id, data: collabDocumentUpdates.data })
    .from(collabDocumentUpdates)
    .where(and(eq(collabDocumentUpdates.documentName, name), gt(collabDocumentUpdates.id, through)))
    .orderBy(asc(collabDocumentUpdates.id));
  const parts = [...(snapshot ? [snapshot.state] : []), ...updates.map((u) => u.data)];
  const lastUpdateId = updates.at(-1)?.id ?? through;
  if (parts.length === 0) return { state: null, lastUpdateId };
  return { state: parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts), lastUpdateId };
}

/**
 * The stored document as one Yjs update (null when it has none), read by one statement: consistent
 * in any transaction without the document's lock, which readers that render (slow) must not hold
 * while every append of the document waits for it.
 */
export async function loadStateAtOnce(db: Db, name: string): Promise<Uint8Array | null> {
  const rows = rowsOf<{ data: Uint8Array }>(
    await db.execute(sql`
      WITH snapshot AS (SELECT state, through_update_id FROM ${collabDocumentStates} WHERE document_name = ${name})
      SELECT data FROM (
        SELECT 0 AS part, 0::bigint AS id, state AS data FROM snapshot
        UNION ALL
        SELECT 1, u.id, u.data FROM ${collabDocumentUpdates} u
        WHERE u.document_name = ${name} AND u.id > COALESCE((SELECT through_update_id FROM snapshot), 0)
      ) AS parts ORDER BY part, id`),
  );
  const parts = rows.map((row) => new Uint8Array(row.data));
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
}

export async function loadState(db: Db, name: string): Promise<DocumentStateResults> {
  const { state, lastUpdateId, sealed } = await db.transaction(
    async (t) => {
      const tx = t as unknown as Db;
      return { ...(await loadStateInTx(tx, name)), sealed: await isSealed(tx, name) };
    },
    { isolationLevel: "repeatable read" },
  );
  return { state: state === null ? null : Buffer.from(state).toString("base64"), lastUpdateId, sealed };
}

async function insertUpdates(tx: Db, name: string, updates: Uint8Array[]): Promise<number> {
  const rows = await tx
    .insert(collabDocumentUpdates)
    .values(updates.map((data) => ({ documentName: name, data })))
    .returning({ id: collabDocumentUpdates.id });
  return Math.max(...rows.map((r) => r.id));
}

/** The collab server's append; 409 while the document is sealed. */
export async function appendUpdates(db: Db, name: string, updates: Uint8Array[]): Promise<{ lastUpdateId: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockDocument(tx, name);
    await refuseIfSealed(tx, name);
    return { lastUpdateId: await insertUpdates(tx, name, updates) };
  });
}

/**
 * The collab server's group commit: the updates of several documents in one transaction. Each
 * document is answered on its own: stored (the id of its last update), or refused with nothing of it
 * stored — 400 when an update is not Yjs, 409 while the document is sealed — without failing the
 * others. Within a document, ids follow the order of its updates (one multi-row insert, rows in order).
 */
export async function appendBatch(
  deps: Pick<Deps, "db" | "databaseKind">,
  documents: ReadonlyArray<BatchDocument>,
): Promise<AppendBatchOutcome[]> {
  const outcomes = new Map<string, AppendBatchOutcome>();
  const refuse = (name: string, error: AppError) =>
    outcomes.set(name, { name, error: { code: error.code, message: error.message } });
  // Checked before the database sees any of it; the database decodes the base64 itself.
  const valid: BatchDocument[] = [];
  const decoded: AuthoredUpdates[] = [];
  documents.forEach((document, i) => {
    try {
      decoded.push({
        name: document.name,
        updates: decodeUpdates(document.updates, `documents.${i}.updates`),
        authors: document.authors,
      });
      valid.push(document);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(document.name, error);
    }
  });
  if (valid.length > 0) {
    const names = valid.map((document) => document.name);
    const authorship = batchAuthorship(deps.db, decoded, sql`SELECT document_name FROM appended`);
    const append = appendUnsealed(valid, authorship);
    // On PostgreSQL a seal may commit while the batch waits for its locks: the append must be a statement
    // after them, whose snapshot sees that seal. Embedded PGlite runs one statement at a time, so the
    // append alone (one statement, no transaction) cannot interleave with a seal.
    const rows =
      deps.databaseKind === "postgres"
        ? await deps.db.transaction(async (t) => {
            const tx = t as unknown as Db;
            await lockDocuments(tx, names);
            return rowsOf<AppendedRow>(await tx.execute(append));
          })
        : rowsOf<AppendedRow>(await deps.db.execute(append));
    for (const row of rows) {
      if (row.last_id === null) refuse(row.name, conflict(SEALED_MESSAGE));
      else outcomes.set(row.name, { name: row.name, lastUpdateId: Number(row.last_id) });
    }
    authorship?.stored(new Set(rows.filter((row) => row.last_id !== null).map((row) => row.name)));
  }
  return documents.map(({ name }) => outcomes.get(name)!);
}

type AppendedRow = { name: string; last_id: string | null };
type BatchDocument = { name: string; updates: string[]; authors: ReadonlyArray<string | null> };

/**
 * One statement: the updates of the documents that are not sealed are appended in the order given,
 * and every document comes back with the id of its last update, or a null one when it is sealed.
 * Arrays travel as two parameters (names, base64), not one parameter per update. A kind's
 * authorship (the handoff board's) is recorded by the same statement, so it is stored exactly when
 * the updates are.
 */
function appendUnsealed(documents: ReadonlyArray<BatchDocument>, authorship: BatchAuthorship | null): SQL {
  const updateNames = documents.flatMap(({ name, updates }) => updates.map(() => name));
  const updateData = documents.flatMap(({ updates }) => updates);
  const names = documents.map(({ name }) => name);
  return sql`
    WITH input AS (
      SELECT u.name, decode(u.data, 'base64') AS data, u.ord
      FROM unnest(${sql.param(updateNames)}::text[], ${sql.param(updateData)}::text[]) WITH ORDINALITY AS u(name, data, ord)
    ), sealed AS (
      SELECT document_name AS name FROM ${collabDocumentLocks} WHERE document_name = ANY(${sql.param(names)}::text[])
    ), appended AS (
      INSERT INTO ${collabDocumentUpdates} (document_name, data)
      SELECT name, data FROM input WHERE name NOT IN (SELECT name FROM sealed) ORDER BY ord
      RETURNING id, document_name
    )${authorship?.statements ?? sql``}
    SELECT document_name AS name, max(id)::text AS last_id FROM appended GROUP BY document_name
    UNION ALL
    SELECT name, NULL FROM sealed`;
}

/**
 * Replaces the updates up to throughUpdateId by one state row (the collab server merged them); 409 while
 * the document is sealed. The replaced updates are merged into the new state as well: the collab server
 * may not have applied all of them yet (an update the API wrote itself whose `document.patched` is still
 * on its way), and Yjs updates are idempotent, so nothing a snapshot claims to cover can be lost.
 */
export async function compact(
  db: Db,
  name: string,
  state: Uint8Array,
  throughUpdateId: number,
): Promise<{ throughUpdateId: number; removedUpdates: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockDocument(tx, name);
    await refuseIfSealed(tx, name);
    const [latest] = await tx
      .select({ id: max(collabDocumentUpdates.id) })
      .from(collabDocumentUpdates)
      .where(eq(collabDocumentUpdates.documentName, name));
    const [current] = await tx
      .select({ through: collabDocumentStates.throughUpdateId, state: collabDocumentStates.state })
      .from(collabDocumentStates)
      .where(eq(collabDocumentStates.documentName, name));
    const known = Math.max(latest?.id ?? 0, current?.through ?? 0);
    if (throughUpdateId > known)
      throw conflict(`throughUpdateId ${throughUpdateId} is past the last stored update ${known}`);
    if (current && throughUpdateId <= current.through) {
      // It covers no new log entry, but it may hold what no log entry does (updates refused while the
      // document was sealed, stored by the snapshot the collab server writes when it reopens): merged into
      // the stored state, never replacing it, since replacing with an older snapshot would lose updates.
      const merged = Y.mergeUpdates([current.state, state]);
      await tx
        .update(collabDocumentStates)
        .set({ state: merged, updatedAt: sql`now()` })
        .where(eq(collabDocumentStates.documentName, name));
      return { throughUpdateId: current.through, removedUpdates: 0 };
    }
    const removed = await tx
      .delete(collabDocumentUpdates)
      .where(and(eq(collabDocumentUpdates.documentName, name), lte(collabDocumentUpdates.id, throughUpdateId)))
      .returning({ data: collabDocumentUpdates.data });
    const merged = removed.length === 0 ? state : Y.mergeUpdates([state, ...removed.map((r) => r.data)]);
    await tx
      .insert(collabDocumentStates)
      .values({ documentName: name, state: merged, throughUpdateId })
      .onConflictDoUpdate({
        target: collabDocumentStates.documentName,
        set: { state: merged, throughUpdateId, updatedAt: sql`now()` },
      });
    return { throughUpdateId, removedUpdates: removed.length };
  });
}

/**
 * Seals a document inside the caller's transaction: from its commit on, appends and snapshots are
 * refused (409) and `document.locked` tells the collab servers to make it read-only. Idempotent.
 * Read the state to render with `loadStateInTx` in the same transaction, after this call.
 * Returns false when the document was sealed already.
 */
export async function sealDocument(tx: Db, name: string, reason: string): Promise<boolean> {
  await lockDocument(tx, name);
  const inserted = await tx
    .insert(collabDocumentLocks)
    .values({ documentName: name, reason })
    .onConflictDoNothing()
    .returning({ name: collabDocumentLocks.documentName });
  // Announced even when already sealed: a collab server that missed the first event catches up.
  await enqueueEvent(tx, "document.locked", { documentName: name });
  return inserted.length > 0;
}

/** Reopens a sealed document (a note returned for revision); publishes `document.unlocked`. Returns false when it was not sealed. */
export async function unsealDocument(tx: Db, name: string): Promise<boolean> {
  await lockDocument(tx, name);
  const deleted = await tx
    .delete(collabDocumentLocks)
    .where(eq(collabDocumentLocks.documentName, name))
    .returning({ name: collabDocumentLocks.documentName });
  await enqueueEvent(tx, "document.unlocked", { documentName: name });
  return deleted.length > 0;
}

/**
 * An update written by the API itself (e.g. the template root of a client added to a group note's
 * roster), appended inside the caller's transaction and announced as `document.patched`, which open
 * copies apply and relay to their editors. Refused like any append (409) while the document is sealed.
 */
export async function appendServerUpdate(tx: Db, name: string, update: Uint8Array): Promise<{ updateId: number }> {
  assertYjsUpdate(update, "update");
  await lockDocument(tx, name);
  await refuseIfSealed(tx, name);
  const updateId = await insertUpdates(tx, name, [update]);
  await enqueueEvent(tx, "document.patched", {
    documentName: name,
    update: Buffer.from(update.buffer, update.byteOffset, update.byteLength).toString("base64"),
  });
  return { updateId };
}
