/**
 * A client's documents and profile photo. Every call opens the chart first (404 outside the caller's
 * locations, 403 by role), so a refused caller's upload is never even read. An upload is decided in
 * full before anything is written (fields, size, type from the bytes); then the file is stored, and
 * its row and the chart's activity line are written in one transaction — if that fails, the stored
 * file is removed again. Deleting a document stamps who, when and why; its file is kept.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Readable } from "node:stream";
import { ClientDocumentUploadFields, titleFromFileName } from "@hearth/schema";
import type { ClientDocument, ClientDocumentListQuery, ClientProfilePhoto, StoredFileType } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientDocuments, clientProfilePhotos } from "../../../db/schema";
import type { ClientDocumentRow, ClientProfilePhotoRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, internal, notFound } from "../../../errors";
import { newFileKey, StoredFileMissing } from "../../../kernel/fileStore";
import { zodValidatorCompiler } from "../../../validation";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { presentDocuments, presentPhoto } from "./presenter";
import { acceptFile } from "./upload";
import type { AcceptedFile, Upload } from "./upload";
import { downloadName } from "./upload";

export async function listDocuments(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  q: z.output<typeof ClientDocumentListQuery>,
): Promise<ClientDocument[]> {
  const client = await openChart(deps, ctx, mrNo, "client:documents_read");
  const rows = await deps.db
    .select()
    .from(clientDocuments)
    .where(
      and(
        eq(clientDocuments.clientId, client.id),
        q.category ? eq(clientDocuments.category, q.category) : undefined,
        q.includeDeleted ? undefined : isNull(clientDocuments.deletedAt),
      ),
    )
    // Current documents first, newest first; the deleted ones after them.
    .orderBy(sql`${clientDocuments.deletedAt} IS NOT NULL`, desc(clientDocuments.uploadedAt), desc(clientDocuments.id));
  await recordChartActivity(deps.db, ctx, "client:documents_read", client, {
    category: q.category ?? null,
    includeDeleted: q.includeDeleted,
    documentIds: rows.map((r) => r.id),
  });
  return presentDocuments(deps.db, client.mrNo, rows);
}

/** The upload's text fields, checked as a JSON body would be (NUL characters, "is required", the schema). */
const checkUploadFields = zodValidatorCompiler({
  schema: ClientDocumentUploadFields,
  method: "POST",
  url: "/auth/clients/:mrNo/documents",
  httpPart: "body",
}) as (data: unknown) => { value?: z.output<typeof ClientDocumentUploadFields>; error?: Error };

/**
 * Stores an accepted file, then runs `record` (the row and the chart's line) in one transaction; a
 * file whose row was never committed is removed again, so nothing points nowhere and nothing is orphaned.
 */
async function storeThenRecord<T>(
  deps: Deps,
  client: ClientRow,
  file: AcceptedFile,
  record: (tx: Db, key: string) => Promise<T>,
): Promise<T> {
  const key = newFileKey(client.organizationId);
  await deps.files.put(key, file.bytes, file.contentType);
  try {
    return await transact(deps, (tx) => record(tx, key));
  } catch (error) {
    await deps.files
      .remove(key)
      .catch((removal: unknown) =>
        deps.log.error({ err: removal, key }, "an upload's file could not be removed after its row failed"),
      );
    throw error;
  }
}

/** `read` reads the request's multipart body: called only once the caller may upload to this chart. */
export async function uploadDocument(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  read: () => Promise<Upload>,
): Promise<ClientDocument> {
  const client = await openChart(deps, ctx, mrNo, "client:document_upload");
  const upload = await read();
  const fields = checkUploadFields(upload.fields);
  if (fields.error || !fields.value) throw fields.error;
  const { category, title } = fields.value;
  const file = await acceptFile(upload, "document");
  const row = await storeThenRecord(deps, client, file, async (tx, key) => {
    const locked = await lockChart(tx, client.id);
    const [created] = await tx
      .insert(clientDocuments)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        category,
        title: title || titleFromFileName(file.fileName),
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        storageKey: key,
        uploadedBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:document_upload", locked, "documents", {
      change: "uploaded",
      documentId: created!.id,
      category: created!.category,
      contentType: created!.contentType,
      size: created!.sizeBytes,
      sha256: created!.sha256,
    });
    return created!;
  });
  return (await presentDocuments(deps.db, client.mrNo, [row]))[0]!;
}

/** A stored file opened for sending; a file its row names but the store lost is the server's fault. */
export async function openStored(deps: Deps, key: string): Promise<Readable> {
  try {
    return await deps.files.open(key);
  } catch (error) {
    if (error instanceof StoredFileMissing) deps.log.error({ key }, "a stored file is missing from the file store");
    else deps.log.error({ err: error, key }, "the file store could not open a stored file");
    throw internal();
  }
}

export interface Download {
  body: Readable;
  contentType: StoredFileType;
  size: number;
  fileName: string;
}

/** The document's file, logged as a disclosure of the client's record to the caller before a byte is sent. */
export async function openDocumentDownload(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  documentId: string,
): Promise<Download> {
  const client = await openChart(deps, ctx, mrNo, "client:document_download");
  const [row] = await deps.db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, client.id)));
  if (!row) throw notFound("Document");
  if (row.deletedAt) throw conflict("This document was deleted from the chart; it is kept but no longer served.");
  const body = await openStored(deps, row.storageKey);
  await recordChartActivity(deps.db, ctx, "client:document_download", client, {
    disclosure: "download",
    documentId: row.id,
    category: row.category,
    contentType: row.contentType,
    size: row.sizeBytes,
    sha256: row.sha256,
  }).catch((error: unknown) => {
    // No line, no file: a disclosure that cannot be logged does not happen.
    body.destroy();
    throw error;
  });
  return {
    body,
    contentType: row.contentType,
    size: row.sizeBytes,
    fileName: downloadName(row.fileName, row.contentType),
  };
}

/** The client's document, locked; 404 when it is not theirs, 409 when it was deleted already. */
async function currentDocument(tx: Db, clientId: string, documentId: string): Promise<ClientDocumentRow> {
  const [row] = await tx
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, clientId)))
    .for("update");
  if (!row) throw notFound("Document");
  if (row.deletedAt) throw conflict("This document was deleted already.");
  return row;
}

export async function deleteDocument(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  documentId: string,
  reason: string,
): Promise<ClientDocument> {
  const client = await openChart(deps, ctx, mrNo, "client:document_delete");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    await currentDocument(tx, locked.id, documentId);
    const [deleted] = await tx
      .update(clientDocuments)
      .set({ deletedBy: ctx.user.id, deletedAt: sql`now()`, deletionReason: reason })
      .where(eq(clientDocuments.id, documentId))
      .returning();
    // The reason stays on the row, with the chart; the line says what was deleted.
    await recordChartChange(tx, ctx, "client:document_delete", locked, "documents", {
      change: "deleted",
      documentId,
      category: deleted!.category,
      sha256: deleted!.sha256,
    });
    return deleted!;
  });
  return (await presentDocuments(deps.db, client.mrNo, [row]))[0]!;
}

/** A new profile photo; the earlier ones are kept. The header's part of the chart changes. */
export async function setProfilePhoto(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  read: () => Promise<Upload>,
): Promise<ClientProfilePhoto> {
  const client = await openChart(deps, ctx, mrNo, "client:photo_update");
  const file = await acceptFile(await read(), "photo");
  const row = await storeThenRecord(deps, client, file, async (tx, key) => {
    const locked = await lockChart(tx, client.id);
    const [created] = await tx
      .insert(clientProfilePhotos)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        storageKey: key,
        uploadedBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:photo_update", locked, "summary", {
      change: "profile_photo",
      photoId: created!.id,
      contentType: created!.contentType,
      size: created!.sizeBytes,
      sha256: created!.sha256,
    });
    return created!;
  });
  return presentPhoto(deps.db, client.mrNo, row);
}

export interface PhotoAnswer {
  photo: ClientProfilePhotoRow;
  /** Null when the caller's copy (`If-None-Match`) is the current photo. */
  body: Readable | null;
}

/**
 * The current photo, for staff who may see the client (a photo identifies them, as demographics do,
 * and is logged as such a read); a copy the browser already holds is confirmed without its bytes.
 */
export async function openProfilePhoto(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  cachedTag: string | undefined,
): Promise<PhotoAnswer> {
  const client = await openChart(deps, ctx, mrNo, "client:demographics_read");
  const [photo] = await deps.db
    .select()
    .from(clientProfilePhotos)
    .where(eq(clientProfilePhotos.clientId, client.id))
    .orderBy(desc(clientProfilePhotos.uploadedAt), desc(clientProfilePhotos.id))
    .limit(1);
  if (!photo) throw notFound("Profile photo");
  const fresh = cachedTag === photoTag(photo);
  const body = fresh ? null : await openStored(deps, photo.storageKey);
  await recordChartActivity(deps.db, ctx, "client:demographics_read", client, {
    part: "profile_photo",
    photoId: photo.id,
  }).catch((error: unknown) => {
    body?.destroy();
    throw error;
  });
  return { photo, body };
}

/** The photo's entity tag: its content's hash. */
export const photoTag = (photo: Pick<ClientProfilePhotoRow, "sha256">) => `"${photo.sha256}"`;
