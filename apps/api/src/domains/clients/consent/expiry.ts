/**
 * A consent that ends with an event expires when the event happens; it is not revoked (the client did not
 * revoke it). A discharge ends, in its own transaction, every consent of the client in force whose event is
 * discharge; another event is recorded by staff as occurred. Either way the consent keeps the day, why, and
 * who recorded it, and from that day nothing may be disclosed under it (`consentStatusOn`).
 */
import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import { CONSENT_ENDED_BY_DISCHARGE, consentStatusOn } from "@hearth/schema";
import type { ClientConsent, ConsentEventBody } from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { clientConsents } from "../../../db/schema";
import type { ClientConsentRow, ClientRow } from "../../../db/schema";
import type { Deps } from "../../../deps";
import { conflict } from "../../../errors";
import { todayInZone } from "../../../kernel/time";
import { recordChartChange } from "../chart";
import { dateText, fieldError } from "../episodes/checks";
import { changeConsent } from "./service";

/** Why "event occurred" cannot be recorded on the consent today (a sentence), or null when it can. */
function whyNoEventToRecord(consent: ClientConsentRow, today: string): string | null {
  switch (consentStatusOn(consent, today)) {
    case "revoked":
      return `This consent was revoked on ${dateText(consent.revokedOn!)}: it is no longer in force.`;
    case "expired":
      return consent.endedOn
        ? `This consent already expired on ${dateText(consent.endedOn)} (${consent.endReason}).`
        : `This consent expired on ${dateText(consent.expiresOn!)}: it is no longer in force.`;
    case "active":
      break;
  }
  switch (consent.expiryEvent) {
    case "discharge":
      return "This consent ends with the client's discharge: recording the discharge ends it.";
    case null:
      return `This consent ends on ${dateText(consent.expiresOn!)}, not with an event.`;
    case "other":
      return null;
  }
}

/** Records that the other event a consent ends with happened on `occurredOn`: the consent expired that day. */
export async function recordConsentEvent(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  consentId: string,
  body: z.output<typeof ConsentEventBody>,
): Promise<ClientConsent> {
  return changeConsent(deps, ctx, mrNo, consentId, async (tx, consent, locked) => {
    const why = whyNoEventToRecord(consent, todayInZone());
    if (why) throw conflict(why);
    if (body.occurredOn < consent.signedOn)
      throw fieldError("occurredOn", `must not be before the consent was signed (${dateText(consent.signedOn)})`);
    const [ended] = await tx
      .update(clientConsents)
      .set({ endedOn: body.occurredOn, endReason: body.note, endedBy: ctx.user.id, endedAt: new Date() })
      .where(eq(clientConsents.id, consentId))
      .returning();
    await recordChartChange(tx, ctx, "client:consents_update", locked, "consents", {
      change: "expired",
      consentId,
      endedOn: body.occurredOn,
    });
    return ended!;
  });
}

/**
 * Inside the discharge's transaction (the chart locked): every consent of the client whose event is
 * discharge and that is still in force on the discharge date expires on it, "Client discharged", with
 * the activity line. A consent signed after that date (a discharge entered late) expires the day it was
 * signed.
 */
export async function endConsentsOnDischarge(
  tx: Db,
  ctx: RequestContext,
  client: Pick<ClientRow, "id" | "mrNo" | "organizationId" | "locationId">,
  dischargeDate: string,
): Promise<void> {
  const ended = await tx
    .update(clientConsents)
    .set({
      endedOn: sql`greatest(${clientConsents.signedOn}, ${dischargeDate}::date)`,
      endReason: CONSENT_ENDED_BY_DISCHARGE,
      endedBy: ctx.user.id,
      endedAt: new Date(),
    })
    .where(
      and(
        eq(clientConsents.clientId, client.id),
        eq(clientConsents.expiryEvent, "discharge"),
        isNull(clientConsents.endedOn),
        isNull(clientConsents.revokedOn),
        or(isNull(clientConsents.expiresOn), gte(clientConsents.expiresOn, dischargeDate)),
      ),
    )
    .returning({ id: clientConsents.id, recipientName: clientConsents.recipientName });
  if (!ended.length) return;
  await recordChartChange(tx, ctx, "client:discharge", client, "consents", {
    change: "expired",
    reason: CONSENT_ENDED_BY_DISCHARGE,
    endedOn: dischargeDate,
    consentIds: ended.map((c) => c.id),
    recipients: ended.map((c) => c.recipientName),
  });
}
