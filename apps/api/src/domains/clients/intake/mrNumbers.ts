/**
 * Medical-record numbers: each organization's own sequence (HRT-000141, HRT-000142, …), handed out by
 * its counter in `client_mr_numbers` and never handed out twice, even when the intake that drew a number
 * was undone or the record is later merged away.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { clientMrNumbers, clients } from "../../../db/schema";

const DEFAULT_PREFIX = "HRT-";
const DIGITS = 6;

export const formatMrNo = (prefix: string, n: number): string => `${prefix}${String(n).padStart(DIGITS, "0")}`;

/**
 * The organization's next MR number, inside the intake's transaction. The counter's row stays locked
 * until the transaction ends, so intakes of one organization take their numbers one after another and
 * two at once never get the same one; a rolled-back intake gives its number back with the rollback.
 */
export async function nextMrNo(tx: Db, organizationId: string): Promise<string> {
  // An organization's first intake: its counter starts past any number of its existing clients.
  await tx.execute(sql`
    INSERT INTO client_mr_numbers (organization_id, prefix, last_number)
    SELECT ${organizationId}, ${DEFAULT_PREFIX},
           COALESCE(MAX(CASE WHEN mr_no ~ '^HRT-[0-9]{1,9}$' THEN substring(mr_no FROM 5)::integer END), 0)
    FROM clients WHERE organization_id = ${organizationId}
    ON CONFLICT (organization_id) DO NOTHING`);
  for (;;) {
    const [counter] = await tx
      .update(clientMrNumbers)
      .set({ lastNumber: sql`${clientMrNumbers.lastNumber} + 1` })
      .where(eq(clientMrNumbers.organizationId, organizationId))
      .returning();
    const mrNo = formatMrNo(counter!.prefix, counter!.lastNumber);
    // A record imported with a number ahead of the counter keeps it: the counter moves past it.
    const [taken] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.organizationId, organizationId), eq(clients.mrNo, mrNo)));
    if (!taken) return mrNo;
  }
}
