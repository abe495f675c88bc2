/** Document and photo rows as the API answers them, with the people who uploaded and deleted them. */
import { clientDocumentDownloadPath, clientProfilePhotoPath } from "@hearth/schema";
import type { ClientDocument, ClientProfilePhoto } from "@hearth/schema";
import type { Db } from "../../../db/client";
import type { ClientDocumentRow, ClientProfilePhotoRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

export async function presentDocuments(
  db: Db,
  mrNo: string,
  rows: readonly ClientDocumentRow[],
): Promise<ClientDocument[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.uploadedBy, r.deletedBy]),
  );
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    fileName: r.fileName,
    contentType: r.contentType,
    size: r.sizeBytes,
    sha256: r.sha256,
    uploadedBy: ref(r.uploadedBy),
    uploadedAt: r.uploadedAt.toISOString(),
    deletedBy: ref(r.deletedBy),
    deletedAt: r.deletedAt?.toISOString() ?? null,
    deletionReason: r.deletionReason,
    downloadUrl: r.deletedAt ? null : clientDocumentDownloadPath(mrNo, r.id),
  }));
}

export async function presentPhoto(db: Db, mrNo: string, row: ClientProfilePhotoRow): Promise<ClientProfilePhoto> {
  const people = await clinicianRefs(db, [row.uploadedBy]);
  return {
    id: row.id,
    contentType: row.contentType,
    size: row.sizeBytes,
    uploadedBy: people.get(row.uploadedBy) ?? null,
    uploadedAt: row.uploadedAt.toISOString(),
    // The photo's id in the address: a new photo is a new address, so no browser shows the old one.
    url: `${clientProfilePhotoPath(mrNo)}?v=${row.id}`,
  };
}
