/** Consents and disclosures as the API answers them; a consent's status is computed on the facility's today. */
import { consentStatusOn } from "@hearth/schema";
import type { ClientConsent, ClientDisclosure } from "@hearth/schema";
import type { Db } from "../../../db/client";
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

export async function presentDisclosures(db: Db, rows: readonly ClientDisclosureRow[]): Promise<ClientDisclosure[]> {
  const people = await clinicianRefs(
    db,
    rows.map((r) => r.disclosedBy),
  );
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
    createdAt: r.createdAt.toISOString(),
  }));
}
