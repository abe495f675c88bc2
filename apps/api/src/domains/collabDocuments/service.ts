/** Yjs document persistence: an append-only update log per document, compacted into a snapshot. */
import { and, asc, eq, gt, lte, max, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { DocumentAccessResults, DocumentStateResults } from "@hearth/schema";
import { collabDocumentStates, collabDocumentUpdates } from "../../db/schema";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { conflict, notFound, validationFailed } from "../../errors";
import { recordActivity } from "../activityLog/service";
import { fullnameOf } from "../clinicians/presenter";
import { documentAccess } from "./policy";

export async function accessFor(deps: Deps, ctx: RequestContext, name: string, ip: string): Promise<DocumentAccessResults> {
  const access = documentAccess({ role: ctx.role, status: ctx.user.status, locationIds: ctx.locationIds }, name);
  await recordActivity(deps.db, { actor: ctx, action: "document:open", outcome: access === "none" ? "denied" : "success", subjectType: "document", subjectId: name, ip, details: { access } });
  // "none" is a 404 so that whether a document exists does not leak.
  if (access === "none") throw notFound("Document");
  return { access, userId: ctx.user.id, userName: fullnameOf(ctx.user) };
}

/** Decodes base64 updates, refusing anything that is not a Yjs update. */
export function decodeUpdates(base64: string[], field: string): Uint8Array[] {
  return base64.map((b, i) => {
    const bytes = new Uint8Array(Buffer.from(b, "base64"));
    try {
      Y.decodeUpdate(bytes);
    } catch {
      throw validationFailed(`${field}.${i}: is not a Yjs update`);
    }
    return bytes;
  });
}

/** Serializes writers of one document (appends against compaction) on every instance. */
async function lockDocument(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`collab:${name}`}))`);
}

export async function loadState(db: Db, name: string): Promise<DocumentStateResults> {
  return db.transaction(async (tx) => {
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
    const merged = parts.length === 1 ? parts[0]! : Y.mergeUpdates(parts);
    return { state: Buffer.from(merged).toString("base64"), lastUpdateId };
  });
}

export async function appendUpdates(db: Db, name: string, updates: Uint8Array[]): Promise<{ lastUpdateId: number }> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, name);
    const rows = await tx
      .insert(collabDocumentUpdates)
      .values(updates.map((data) => ({ documentName: name, data })))
      .returning({ id: collabDocumentUpdates.id });
    return { lastUpdateId: Math.max(...rows.map((r) => r.id)) };
  });
}

/** Replaces the updates up to throughUpdateId by one state row (the collab server merged them). */
export async function compact(db: Db, name: string, state: Uint8Array, throughUpdateId: number): Promise<{ throughUpdateId: number; removedUpdates: number }> {
  return db.transaction(async (tx) => {
    await lockDocument(tx, name);
    const [latest] = await tx.select({ id: max(collabDocumentUpdates.id) }).from(collabDocumentUpdates).where(eq(collabDocumentUpdates.documentName, name));
    const [current] = await tx.select({ through: collabDocumentStates.throughUpdateId }).from(collabDocumentStates).where(eq(collabDocumentStates.documentName, name));
    const known = Math.max(latest?.id ?? 0, current?.through ?? 0);
    if (throughUpdateId > known) throw conflict(`throughUpdateId ${throughUpdateId} is past the last stored update ${known}`);
    // An older snapshot than the stored one would lose updates: keep the newer.
    if (current && throughUpdateId <= current.through) return { throughUpdateId: current.through, removedUpdates: 0 };
    await tx
      .insert(collabDocumentStates)
      .values({ documentName: name, state, throughUpdateId })
      .onConflictDoUpdate({ target: collabDocumentStates.documentName, set: { state, throughUpdateId, updatedAt: sql`now()` } });
    const removed = await tx
      .delete(collabDocumentUpdates)
      .where(and(eq(collabDocumentUpdates.documentName, name), lte(collabDocumentUpdates.id, throughUpdateId)))
      .returning({ id: collabDocumentUpdates.id });
    return { throughUpdateId, removedUpdates: removed.length };
  });
}
