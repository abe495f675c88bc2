/** Consents and disclosures as the API answers them; a consent's status is computed on the facility's today. */
import { inArray } from "drizzle-orm";
import { clientDisclosurePacketPath, consentStatusOn } from "@hearth/schema";
import type { ClientConsent, ClientDisclosure, DisclosedDocument } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { clientDocuments } from "../../../db/schema";
import type { ClientConsentRow, ClientDisclosureRow } from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";
import { todayInZone } from "../../../kernel/time";

export async function presentConsents(db: Db, rows: readonly ClientConsentRow[]): Promise<ClientConsent[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((r) => [r.createdBy, r.revokedBy, r.endedBy]),
  );
  const ref = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  const today = todayInZone();
  return rows.map((r) => ({
    id: r.id,
    recipientName: r.recipientName,
    recipientOrganization: r.recipientOrganization,
    recipientContact: r.recipientContact,
    purpose: r.purpose,
    categories: r.categories,
    otherInformation: r.otherInformation,
    expiresOn: r.expiresOn,
    expiryEvent: r.expiryEvent,
    expiryEventDescription: r.expiryEventDescription,
    signedOn: r.signedOn,
    signedBy: r.signedBy,
    signer: r.signer,
    status: consentStatusOn(r, today),
    revokedOn: r.revokedOn,
    revocationNote: r.revocationNote,
    revokedBy: ref(r.revokedBy),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    endedOn: r.endedOn,
    endReason: r.endReason,
    endedBy: ref(r.endedBy),
    endedAt: r.endedAt?.toISOString() ?? null,
    createdBy: ref(r.createdBy),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The chart documents the disclosures released, by id: what the accounting says went out. */
async function disclosedDocuments(
  db: Db,
  rows: readonly ClientDisclosureRow[],
): Promise<Map<string, DisclosedDocument>> {
  const ids = [...new Set(rows.flatMap((r) => r.documentIds))];
  if (ids.length === 0) return new Map();
  const documents = await db
    .select({
      id: clientDocuments.id,
      title: clientDocuments.title,
      category: clientDocuments.category,
      contentType: clientDocuments.contentType,
      deletedAt: clientDocuments.deletedAt,
    })
    .from(clientDocuments)
    .where(inArray(clientDocuments.id, ids));
  return new Map(documents.map((d) => [d.id, { ...d, deletedAt: d.deletedAt?.toISOString() ?? null }]));
}

/** The client's disclosures; `mrNo` addresses each one's release packet. */
export async function presentDisclosures(
  db: Db,
  mrNo: string,
  rows: readonly ClientDisclosureRow[],
): Promise<ClientDisclosure[]> {
  const people = await clinicianRefs(
    db,
    rows.map((r) => r.disclosedBy),
  );
  const documents = await disclosedDocuments(db, rows);
  return rows.map((r) => ({
    id: r.id,
    consentId: r.consentId,
    recipientName: r.recipientName,
    recipientOrganization: r.recipientOrganization,
    purpose: r.purpose,
    categories: r.categories,
    description: r.description,
    disclosedOn: r.disclosedOn,
    method: r.method,
    disclosedBy: people.get(r.disclosedBy) ?? null,
    notice: r.notice,
    documents: r.documentIds.flatMap((id) => documents.get(id) ?? []),
    packetUrl: clientDisclosurePacketPath(mrNo, r.id),
    createdAt: r.createdAt.toISOString(),
  }));
}
