/** The activity (audit) log: append-only rows of who read or changed whose data, and the outcome. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Action, Outcome } from "@hearth/schema";
import type { Db } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { activityLog, clients } from "../../db/schema";
import type { RequestContext } from "../../context";

export interface ActivityEntry {
  /** Who acted; a request's context brings the caller's address with it. */
  actor: (Pick<RequestContext, "user" | "role" | "organizationId"> & { ip?: string }) | null;
  action: Action;
  outcome: Outcome;
  subjectType?: string;
  subjectId?: string | null;
  /** The address, where no request context carries it (sign-in, a password reset); else the actor's. */
  ip?: string | null;
  details?: Record<string, unknown>;
  /** For entries without an actor (e.g. a failed login), the organization concerned if known. */
  organizationId?: string | null;
}

const activityRow = (entry: ActivityEntry) => ({
  organizationId: entry.actor?.organizationId ?? entry.organizationId ?? null,
  actorId: entry.actor?.user.id ?? null,
  actorRole: entry.actor?.role ?? null,
  action: entry.action,
  subjectType: entry.subjectType ?? null,
  subjectId: entry.subjectId ?? null,
  outcome: entry.outcome,
  ip: entry.ip ?? entry.actor?.ip ?? null,
  details: entry.details ?? {},
});

type ActivityRow = ReturnType<typeof activityRow>;
/** The columns a line fills, in the order of `activityRow`. */
const COLUMNS = Object.keys(
  activityRow({ actor: null, action: "auth:login", outcome: "success" }),
) as (keyof ActivityRow)[];

/**
 * Up to this many lines at once are written by a statement built once and prepared: nearly every request
 * writes one (a chart read one per part), and building the insert anew was most of what logging cost.
 */
const PREPARED_UP_TO = 8;
const insertLines = Array.from({ length: PREPARED_UP_TO }, (_, index) => {
  const count = index + 1;
  return preparedQuery((db) =>
    db
      .insert(activityLog)
      .values(
        Array.from(
          { length: count },
          (_, line) =>
            Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(`${column}${line}`)])) as never,
        ),
      )
      .prepare(`activity_lines_${count}`),
  );
});

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, [entry]);
}

/** Several lines of one request in one statement (a read of several chart parts logs each part). */
export async function recordActivities(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map(activityRow);
  const prepared = insertLines[rows.length - 1];
  if (!prepared) {
    await db.insert(activityLog).values(rows);
    return;
  }
  const values: Record<string, unknown> = {};
  rows.forEach((row, line) => COLUMNS.forEach((column) => (values[`${column}${line}`] = row[column])));
  await prepared(db).execute(values);
}

/**
 * The ids of the clients a read showed, each once: a read logs them as `details.clientIds` (one line
 * per request, however many rows), so an auditor finds every read of one client's data by its id.
 */
export const shownClientIds = (ids: Iterable<string | null | undefined>): string[] =>
  [...new Set([...ids].filter((id): id is string => Boolean(id)))].sort();

/** The ids of the organization's clients with these MR numbers (tasks and reminders name their client by MR number). */
export async function clientIdsByMrNo(
  db: Db,
  organizationId: string,
  mrNos: Iterable<string | null | undefined>,
): Promise<string[]> {
  const wanted = [...new Set([...mrNos].filter((mrNo): mrNo is string => Boolean(mrNo)))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, organizationId), inArray(clients.mrNo, wanted)));
  return shownClientIds(rows.map((r) => r.id));
}
