/**
 * The scheduler's job for emergency grants whose time is up. An expired grant opens nothing already (every
 * request checks `expires_at`); this tells the charts its holder still has open, through the chart's
 * `client.changed` event, so that they look again and close, and logs the end of the grant.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { chartAccessGrants, clients } from "../../../db/schema";
import { enqueueEvent } from "../../../events/outbox";
import { recordActivity } from "../../activityLog/service";

/** Grants claimed per tick; the rest wait for the next one. */
const BATCH = 100;

/** Inside the job's transaction: marks expired grants announced (skipping rows another instance holds) and announces them. */
export async function announceExpiredGrants(tx: Db): Promise<number> {
  const due = tx
    .select({ id: chartAccessGrants.id })
    .from(chartAccessGrants)
    .where(
      and(
        eq(chartAccessGrants.status, "approved"),
        isNull(chartAccessGrants.expiryAnnouncedAt),
        lte(chartAccessGrants.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(chartAccessGrants.expiresAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const expired = await tx
    .update(chartAccessGrants)
    .set({ expiryAnnouncedAt: sql`now()` })
    .where(and(inArray(chartAccessGrants.id, due), isNull(chartAccessGrants.expiryAnnouncedAt)))
    .returning();
  for (const grant of expired) {
    const [client] = await tx.select().from(clients).where(eq(clients.id, grant.clientId));
    if (!client) continue;
    await recordActivity(tx, {
      actor: null,
      organizationId: grant.organizationId,
      action: "client:break_glass_review",
      outcome: "success",
      subjectType: "client",
      subjectId: client.mrNo,
      details: {
        decision: "expired",
        requestId: grant.id,
        requesterId: grant.requesterId,
        expiresAt: grant.expiresAt?.toISOString() ?? null,
        clientIds: [client.id],
      },
    });
    await enqueueEvent(tx, "client.changed", {
      clientId: client.id,
      mrNo: client.mrNo,
      organizationId: client.organizationId,
      locationId: client.locationId,
      part: "summary",
      actorId: null,
      occurredAt: new Date().toISOString(),
    });
  }
  return expired.length;
}
