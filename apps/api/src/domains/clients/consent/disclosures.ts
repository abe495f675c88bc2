/**
 * The accounting of a client's disclosures (42 CFR Part 2): each one recorded against the consent that
 * allowed it, which must have been in force on the disclosure's date and cover every kind of information
 * disclosed; each stored with the §2.32 redisclosure notice it carried and the chart documents it released
 * (their packet: packet.ts). Decided under the chart's lock, so a revocation or a document's deletion
 * recorded at the same moment is seen; a refusal saves nothing.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  DISCLOSURE_CATEGORY_LABELS,
  PART2_REDISCLOSURE_NOTICE,
  consentStatusOn,
  uncoveredCategories,
} from "@hearth/schema";
import type { ClientDisclosure, ClientDisclosureBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import { clientConsents, clientDisclosures, clientDocuments } from "../../../db/schema";
import type { ClientConsentRow } from "../../../db/schema";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict } from "../../../errors";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { dateText, fieldError } from "../episodes/checks";
import { presentDisclosures } from "./presenter";

/** Every disclosure of the client, the latest first. */
export async function listDisclosures(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientDisclosure[]> {
  const client = await openChart(deps, ctx, mrNo, "client:consents_read");
  const rows = await deps.db
    .select()
    .from(clientDisclosures)
    .where(eq(clientDisclosures.clientId, client.id))
    .orderBy(desc(clientDisclosures.disclosedOn), desc(clientDisclosures.createdAt));
  await recordChartActivity(deps.db, ctx, "client:consents_read", client, { disclosures: rows.length });
  return presentDisclosures(deps.db, client.mrNo, rows);
}

/** Refuses documents that are not current documents of the client's chart (another client's, deleted, unknown). */
async function checkReleasedDocuments(tx: Db, clientId: string, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  const current = await tx
    .select({ id: clientDocuments.id })
    .from(clientDocuments)
    .where(
      and(
        inArray(clientDocuments.id, [...documentIds]),
        eq(clientDocuments.clientId, clientId),
        isNull(clientDocuments.deletedAt),
      ),
    );
  const missing = documentIds.length - current.length;
  if (missing > 0)
    throw fieldError(
      "documentIds",
      missing === 1 && documentIds.length === 1
        ? "must be a current document of this client's chart (not deleted)"
        : `must all be current documents of this client's chart (not deleted): ${missing} of ${documentIds.length} are not`,
    );
}

/** Why the consent did not allow a disclosure on `date` (a sentence), or null when it did. */
function notInForce(consent: ClientConsentRow, date: string): string | null {
  if (date < consent.signedOn)
    return `The consent to ${consent.recipientName} was signed on ${dateText(consent.signedOn)}, after the disclosure date.`;
  switch (consentStatusOn(consent, date)) {
    case "revoked":
      return `The consent to ${consent.recipientName} was revoked on ${dateText(consent.revokedOn!)}: nothing may be disclosed under it from that day.`;
    case "expired":
      return consent.endedOn !== null && consent.endedOn <= date
        ? `The consent to ${consent.recipientName} expired on ${dateText(consent.endedOn)} (${consent.endReason}): ask the client for a new one.`
        : `The consent to ${consent.recipientName} expired on ${dateText(consent.expiresOn!)}: ask the client for a new one.`;
    case "active":
      return null;
  }
}

export async function recordDisclosure(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: z.output<typeof ClientDisclosureBody>,
): Promise<ClientDisclosure> {
  const client = await openChart(deps, ctx, mrNo, "client:disclose");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const [consent] = await tx
      .select()
      .from(clientConsents)
      .where(and(eq(clientConsents.id, body.consentId), eq(clientConsents.clientId, locked.id)));
    if (!consent) throw fieldError("consentId", "must be a consent of this client");
    const why = notInForce(consent, body.disclosedOn);
    if (why) throw conflict(why);
    const uncovered = uncoveredCategories(consent.categories, body.categories);
    if (uncovered.length)
      throw fieldError(
        "categories",
        `the consent does not allow disclosing ${uncovered.map((c) => DISCLOSURE_CATEGORY_LABELS[c].toLowerCase()).join(", ")}`,
      );
    await checkReleasedDocuments(tx, locked.id, body.documentIds);
    const [created] = await tx
      .insert(clientDisclosures)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        consentId: consent.id,
        recipientName: consent.recipientName,
        recipientOrganization: consent.recipientOrganization,
        purpose: consent.purpose,
        categories: body.categories,
        description: body.description,
        disclosedOn: body.disclosedOn,
        method: body.method,
        disclosedBy: ctx.user.id,
        notice: PART2_REDISCLOSURE_NOTICE,
        documentIds: body.documentIds,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:disclose", locked, "consents", {
      change: "disclosed",
      disclosureId: created!.id,
      consentId: consent.id,
      recipient: consent.recipientName,
      categories: body.categories,
      method: body.method,
      disclosedOn: body.disclosedOn,
      documentIds: body.documentIds,
    });
    return created!;
  });
  return (await presentDisclosures(deps.db, client.mrNo, [row]))[0]!;
}
