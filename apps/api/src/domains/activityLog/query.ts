/**
 * Reading the activity log (admin only). The trail names clients (MR numbers, ids), so reading it is
 * itself a read of client data: each page read or export writes one line naming the clients its
 * lines name. That line is never about itself, so reading the log again adds one line, not a loop.
 */
import { and, count, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import { ACTIVITY_EXPORT_MAX_ROWS, ROLE_LABELS, actionLabel, activityDetailsText } from "@hearth/schema";
import type {
  ActivityLogEntry,
  ActivityLogExportQuery,
  ActivityLogQuery,
  ClientRef,
  Outcome,
  Page,
  Role,
} from "@hearth/schema";
import type { Db } from "../../db/client";
import { activityLog, clients, users } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { authorizeCaller } from "../../authz/authorize";
import { validationFailed } from "../../errors";
import { toCsv } from "../../kernel/csv";
import { clientRefColumns, clientRefOf, fullnameOf, isUuid } from "../../kernel/refs";
import { canActivityLog } from "./policy";
import { recordActivity, shownClientIds } from "./service";

type Filter = z.output<typeof ActivityLogExportQuery>;

/** Every string a row holds (its subject and anything in its details): where it may name a client. */
function stringsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsOf(v, out);
  return out;
}

/** The organization's clients that each line names, by MR number or id. */
async function clientsNamedIn(
  db: Db,
  organizationId: string,
  rows: readonly { id: number; subjectId: string | null; details: unknown }[],
): Promise<Map<number, ClientRef[]>> {
  const perRow = new Map(rows.map((r) => [r.id, [...stringsOf([r.subjectId, r.details], new Set())]]));
  const strings = [...new Set([...perRow.values()].flat())].filter((s) => s.length <= 100);
  const named = new Map<number, ClientRef[]>(rows.map((r) => [r.id, []]));
  if (strings.length === 0) return named;
  const uuids = strings.filter(isUuid);
  const found = await db
    .select(clientRefColumns)
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, organizationId),
        or(inArray(clients.mrNo, strings), uuids.length ? inArray(clients.id, uuids) : undefined),
      ),
    );
  const byKey = new Map<string, ClientRef>();
  for (const c of found) {
    const ref = clientRefOf(c);
    byKey.set(c.id, ref);
    byKey.set(c.mrNo, ref);
  }
  for (const [rowId, keys] of perRow) {
    const refs = new Map<string, ClientRef>();
    for (const key of keys) {
      const ref = byKey.get(key);
      if (ref) refs.set(ref.id, ref);
    }
    named.set(rowId, [...refs.values()]);
  }
  return named;
}

/**
 * The filter as SQL; null when it names a client the organization does not have (nothing matches).
 * A line is about a client when its subject is the client (by id or MR number) or it lists the
 * client among those it showed (`details.clientIds`, written by every read of a list or a print).
 */
async function whereOf(db: Db, ctx: RequestContext, q: Filter): Promise<SQL | undefined | null> {
  let aboutClient: SQL | undefined;
  if (q.clientMrNo) {
    const [client] = await db
      .select({ id: clients.id, mrNo: clients.mrNo })
      .from(clients)
      .where(and(ctx.scope.organization(clients.organizationId), eq(clients.mrNo, q.clientMrNo)));
    if (!client) return null;
    aboutClient = or(
      inArray(activityLog.subjectId, [client.id, client.mrNo]),
      sql`${activityLog.details} -> 'clientIds' @> jsonb_build_array(${client.id}::text)`,
    );
  }
  return and(
    ctx.scope.organization(activityLog.organizationId),
    q.subjectType ? eq(activityLog.subjectType, q.subjectType) : undefined,
    q.subjectId ? eq(activityLog.subjectId, q.subjectId) : undefined,
    q.actorId ? eq(activityLog.actorId, q.actorId) : undefined,
    q.outcome ? eq(activityLog.outcome, q.outcome) : undefined,
    q.dateFrom ? gte(activityLog.createdAt, new Date(q.dateFrom)) : undefined,
    q.dateTo ? lte(activityLog.createdAt, new Date(q.dateTo)) : undefined,
    aboutClient,
  );
}

const lineColumns = {
  line: activityLog,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
};

/** Lines with their actor's name, newest first. */
function selectLines(db: Db, where: SQL | undefined) {
  return db
    .select(lineColumns)
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.actorId))
    .where(where)
    .orderBy(desc(activityLog.id));
}

type Line = Awaited<ReturnType<typeof selectLines>>[number];

async function present(db: Db, ctx: RequestContext, lines: readonly Line[]): Promise<ActivityLogEntry[]> {
  const named = await clientsNamedIn(
    db,
    ctx.organizationId,
    lines.map((l) => l.line),
  );
  return lines.map(({ line, actorFirstName, actorLastName }) => ({
    id: line.id,
    at: line.createdAt.toISOString(),
    actor:
      line.actorId && actorFirstName !== null
        ? {
            id: line.actorId,
            fullname: fullnameOf({ firstName: actorFirstName, lastName: actorLastName ?? "" }),
            role: line.actorRole as Role,
          }
        : null,
    action: line.action,
    subjectType: line.subjectType,
    subjectId: line.subjectId,
    outcome: line.outcome as Outcome,
    ip: line.ip,
    clients: named.get(line.id) ?? [],
    details: line.details,
  }));
}

export async function listActivity(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ActivityLogQuery>,
): Promise<Page<ActivityLogEntry>> {
  await authorizeCaller(deps.db, ctx, "activity_log:read", canActivityLog);
  const where = await whereOf(deps.db, ctx, q);
  const [lines, [total]] =
    where === null
      ? [[], [{ n: 0 }]]
      : await Promise.all([
          selectLines(deps.db, where)
            .limit(q.pageSize)
            .offset((q.page - 1) * q.pageSize),
          deps.db.select({ n: count() }).from(activityLog).where(where),
        ]);
  const results = await present(deps.db, ctx, lines);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "activity_log:read",
    outcome: "success",
    subjectType: "activity_log",
    details: { filter: q, returned: results.map((r) => r.id), clientIds: shownClientIds(clientIdsOf(results)) },
  });
  return { results, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const clientIdsOf = (entries: readonly ActivityLogEntry[]) => entries.flatMap((e) => e.clients.map((c) => c.id));

export const ACTIVITY_CSV_HEADER = [
  "When",
  "User",
  "Role",
  "Action",
  "Action code",
  "Subject type",
  "Subject",
  "Clients",
  "Outcome",
  "From",
  "Details",
] as const;

/**
 * Every line the filter matches, as CSV (newest first): each action by what it reads as and by its code
 * (to filter on), the details as "Label: value" parts, whole (the Clients column names their clients).
 * Refused with a message when it matches more than an export holds. The export is logged with the
 * clients it names, as a read is.
 */
export async function exportActivity(deps: Deps, ctx: RequestContext, q: Filter): Promise<string> {
  await authorizeCaller(deps.db, ctx, "activity_log:export", canActivityLog);
  const where = await whereOf(deps.db, ctx, q);
  const [total] = where === null ? [{ n: 0 }] : await deps.db.select({ n: count() }).from(activityLog).where(where);
  const matched = total?.n ?? 0;
  if (matched > ACTIVITY_EXPORT_MAX_ROWS)
    throw validationFailed(
      `The filter matches ${matched.toLocaleString("en-US")} lines; an export holds at most ${ACTIVITY_EXPORT_MAX_ROWS.toLocaleString("en-US")}. Choose fewer days, a user or a client.`,
    );
  const entries = where === null ? [] : await present(deps.db, ctx, await selectLines(deps.db, where));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "activity_log:export",
    outcome: "success",
    subjectType: "activity_log",
    details: { filter: q, lines: entries.length, clientIds: shownClientIds(clientIdsOf(entries)) },
  });
  return toCsv(
    ACTIVITY_CSV_HEADER,
    entries.map((e) => [
      e.at,
      e.actor?.fullname ?? "",
      e.actor ? ROLE_LABELS[e.actor.role] : "",
      actionLabel(e.action),
      e.action,
      e.subjectType,
      e.subjectId,
      e.clients.map((c) => `${c.fullname} (${c.mrNo})`).join("; "),
      e.outcome,
      e.ip,
      activityDetailsText(e.details, { omit: ["clientIds"] }),
    ]),
  );
}
