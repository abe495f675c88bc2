/**
 * A client's Part 2 consents: recorded as signed, never edited (a changed consent is a new one), revoked
 * in writing (or expired by their event: expiry.ts). Every call opens the chart; a revocation locks it, so a disclosure recorded at the same
 * moment sees the consent either before or after it, never half-revoked.
 */
import { and, desc, eq } from "drizzle-orm";
import type { ClientConsent, ClientConsentBody, ConsentRevocationBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientConsents } from "../../../db/schema";
import type { ClientConsentRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { conflict, notFound } from "../../../errors";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { dateText, fieldError } from "../episodes/checks";
import { presentConsents } from "./presenter";

/** Every consent of the client, the latest signed first, with its status today. */
export async function listConsents(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientConsent[]> {
  const client = await openChart(deps, ctx, mrNo, "client:consents_read");
  const rows = await deps.db
    .select()
    .from(clientConsents)
    .where(eq(clientConsents.clientId, client.id))
    .orderBy(desc(clientConsents.signedOn), desc(clientConsents.createdAt));
  await recordChartActivity(deps.db, ctx, "client:consents_read", client, { consents: rows.length });
  return presentConsents(deps.db, rows);
}

export async function addConsent(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: z.output<typeof ClientConsentBody>,
): Promise<ClientConsent> {
  const client = await openChart(deps, ctx, mrNo, "client:consents_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const [created] = await tx
      .insert(clientConsents)
      .values({
        organizationId: locked.organizationId,
        clientId: locked.id,
        recipientName: body.recipientName,
        recipientOrganization: body.recipientOrganization,
        recipientContact: body.recipientContact,
        purpose: body.purpose,
        categories: body.categories,
        otherInformation: body.otherInformation,
        expiresOn: body.expiresOn,
        expiryEvent: body.expiryEvent,
        expiryEventDescription: body.expiryEventDescription,
        signedOn: body.signedOn,
        signedBy: body.signedBy,
        signer: body.signer,
        createdBy: ctx.user.id,
      })
      .returning();
    await recordChartChange(tx, ctx, "client:consents_update", locked, "consents", {
      change: "added",
      consentId: created!.id,
      recipient: body.recipientName,
      categories: body.categories,
    });
    return created!;
  });
  return (await presentConsents(deps.db, [row]))[0]!;
}

/** Records the client's written revocation: from `revokedOn` nothing more may be disclosed under the consent. */
export async function revokeConsent(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  consentId: string,
  body: z.output<typeof ConsentRevocationBody>,
): Promise<ClientConsent> {
  return changeConsent(deps, ctx, mrNo, consentId, async (tx, consent, locked) => {
    if (consent.revokedOn) throw conflict(`This consent was already revoked on ${dateText(consent.revokedOn)}`);
    // Its event ended it: there is nothing left to revoke, and the record must keep why it ended.
    if (consent.endedOn)
      throw conflict(`This consent already expired on ${dateText(consent.endedOn)} (${consent.endReason})`);
    if (body.revokedOn < consent.signedOn)
      throw fieldError("revokedOn", `must not be before the consent was signed (${dateText(consent.signedOn)})`);
    const [revoked] = await tx
      .update(clientConsents)
      .set({ revokedOn: body.revokedOn, revocationNote: body.note, revokedBy: ctx.user.id, revokedAt: new Date() })
      .where(eq(clientConsents.id, consentId))
      .returning();
    await recordChartChange(tx, ctx, "client:consents_update", locked, "consents", {
      change: "revoked",
      consentId,
      revokedOn: body.revokedOn,
    });
    return revoked!;
  });
}

/**
 * A change of one consent of the client: the chart opened and locked for the change, the consent found
 * among the client's own (404 otherwise), changed by `change` in the transaction, and presented.
 */
export async function changeConsent(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  consentId: string,
  change: (tx: Db, consent: ClientConsentRow, client: ClientRow) => Promise<ClientConsentRow>,
): Promise<ClientConsent> {
  const client = await openChart(deps, ctx, mrNo, "client:consents_update");
  const row = await transact(deps, async (tx) => {
    const locked = await lockChart(tx, client.id);
    const [consent] = await tx
      .select()
      .from(clientConsents)
      .where(and(eq(clientConsents.id, consentId), eq(clientConsents.clientId, locked.id)));
    if (!consent) throw notFound("Consent");
    return change(tx, consent, locked);
  });
  return (await presentConsents(deps.db, [row]))[0]!;
}
