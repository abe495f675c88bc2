/** The activity (audit) log: append-only rows of who read or changed whose data, and the outcome. */
import type { Action, Outcome } from "@hearth/schema";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";
import type { RequestContext } from "../../context";

export interface ActivityEntry {
  actor: Pick<RequestContext, "user" | "role" | "organizationId"> | null;
  action: Action;
  outcome: Outcome;
  subjectType?: string;
  subjectId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
  /** For entries without an actor (e.g. a failed login), the organization concerned if known. */
  organizationId?: string | null;
}

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    organizationId: entry.actor?.organizationId ?? entry.organizationId ?? null,
    actorId: entry.actor?.user.id ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    outcome: entry.outcome,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  });
}
