/**
 * The EMR list: the §3 patient/EMR filter (searchQuery, status list, admissionDate range, levelOfCare)
 * plus locations and labels, within the caller's locations, sorted with the MR number as tiebreak;
 * one page of it, or all of it as CSV. Both are reads of client data, logged with the clients shown.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  CLIENT_EXPORT_MAX_ROWS,
  CLIENT_STATUS_LABELS,
  DEFAULT_CLIENT_STATUSES,
  LEVELS_OF_CARE,
  PART2_REDISCLOSURE_NOTICE,
  levelOfCareLabel,
} from "@hearth/schema";
import type { Action, ClientExportQuery, ClientListQuery, ClientSummary, Page } from "@hearth/schema";
import type { z } from "zod";
import { activityLog, clientCareTeam, clientLabels, clients, locations } from "../../db/schema";
import type { RequestContext } from "../../context";
import { rowsOf } from "../../db/client";
import type { Deps } from "../../deps";
import { authorizeCaller } from "../../authz/authorize";
import { validationFailed } from "../../errors";
import { csvCell, toCsv } from "../../kernel/csv";
import { containsPattern, everyWordMatches } from "../../kernel/refs";
import { recordActivity, shownClientIds } from "../activityLog/service";
import { authorizeChartCaller } from "./chart";
import { canClient } from "./policy";
import { clientSummarySelect, presentClient, presentClients } from "./presenter";
import type { SummaryNames, SummaryRow } from "./presenter";

type Filter = z.output<typeof ClientExportQuery>;

/**
 * A search written as a phone number (digits and the punctuation of one, at least this many digits)
 * also looks at phone numbers, by digits only. A name with digits in it ("Client e80e5d47") is not one:
 * its scattered digits would find strangers' phones.
 */
const PHONE_DIGITS_MIN = 3;
const PHONE_TEXT = /^[\d\s()+.-]+$/;

/** The digits of text written as a phone number, or null when it is not one. */
const phoneDigitsOf = (text: string): string | null => {
  const digits = PHONE_TEXT.test(text) ? text.replace(/\D/g, "") : "";
  return digits.length >= PHONE_DIGITS_MIN ? digits : null;
};

/**
 * Generated columns of `clients` that only the search reads (migration 20261127T0170, each with a
 * trigram index), so not in the Drizzle mirror: every name and MR number line the search matches,
 * and the phone number's digits.
 */
const SEARCH_TEXT = sql`${clients}.search_text`;
const PHONE_DIGITS = sql`${clients}.phone_digits`;

const phoneMatches = (digits: string): SQL => sql`${PHONE_DIGITS} LIKE ${`%${digits}%`}`;

/**
 * Every word typed within a name, the preferred name or the MR number (in any case), or, written as a
 * phone number, within the phone's digits: "anderson james", "james 200-1000". A word has no space or line
 * break, so it is found in `search_text` exactly when it is found in one of its fields; that one trigram
 * index answers every word. A whole search written as a phone number ("(555) 200-1000") is one number.
 */
function searchCondition(searchQuery: string): SQL | undefined {
  const inText = (word: string) => ilike(SEARCH_TEXT, containsPattern(word));
  const whole = phoneDigitsOf(searchQuery);
  if (whole) return or(phoneMatches(whole), everyWordMatches(searchQuery, inText));
  return everyWordMatches(searchQuery, (word) => {
    const digits = phoneDigitsOf(word);
    return digits ? or(inText(word), phoneMatches(digits))! : inText(word);
  });
}

/**
 * The caller's locations, and the clients whose care team they are on wherever those are treated. The
 * team's ids come as one array (an init plan on `client_care_team_user_idx`), so that the condition
 * stays a plain filter beside the list's sort indexes instead of a join.
 */
function scopeOf(ctx: RequestContext): SQL {
  if (ctx.isAdmin) return ctx.scope.locations(clients.locationId);
  return or(
    ctx.scope.locations(clients.locationId),
    sql`${clients.id} = ANY(ARRAY(SELECT ${clientCareTeam.clientId} FROM ${clientCareTeam}
      WHERE ${clientCareTeam.userId} = ${ctx.user.id} AND ${clientCareTeam.removedAt} IS NULL))`,
    eq(clients.primaryTherapistId, ctx.user.id),
  )!;
}

/** The filter as SQL over `clients`, within the caller's organization, locations and care teams. */
function whereOf(ctx: RequestContext, q: Filter): SQL {
  const labelIds = q.labelIds ?? [];
  return and(
    ctx.scope.organization(clients.organizationId),
    scopeOf(ctx),
    inArray(clients.status, q.status ?? [...DEFAULT_CLIENT_STATUSES]),
    q.locationId?.length ? inArray(clients.locationId, q.locationId) : undefined,
    q.levelOfCare?.length ? inArray(clients.levelOfCare, q.levelOfCare) : undefined,
    q.admissionDateFrom ? gte(clients.admissionDate, q.admissionDateFrom) : undefined,
    q.admissionDateTo ? lte(clients.admissionDate, q.admissionDateTo) : undefined,
    q.searchQuery ? searchCondition(q.searchQuery) : undefined,
    // Every one of the labels: the clients that carry as many of them as were asked for.
    labelIds.length
      ? sql`${clients.id} IN (SELECT ${clientLabels.clientId} FROM ${clientLabels}
          WHERE ${inArray(clientLabels.labelId, labelIds)}
          GROUP BY ${clientLabels.clientId} HAVING count(*) = ${new Set(labelIds).size})`
      : undefined,
  )!;
}

/** Statuses in the list's order; `clients_list_status_order_idx` is on this expression. */
const STATUS_ORDER = sql`CASE ${clients.status} WHEN 'pending_admission' THEN 0 WHEN 'active' THEN 1 ELSE 2 END`;
/**
 * Levels in the order of LEVELS_OF_CARE (least to most intensive, third edition before fourth), the ids
 * written into the statement (our own constants) so that it is the expression `clients_list_level_order_idx`
 * is on.
 */
const LEVEL_ORDER_IDS = sql.raw(`ARRAY[${LEVELS_OF_CARE.map((l) => `'${l.id}'`).join(", ")}]::text[]`);
const LEVEL_ORDER = sql`array_position(${LEVEL_ORDER_IDS}, ${clients.levelOfCare})`;

/** The sort keys, then the MR number in the same direction: a descending list is the ascending one reversed. */
function orderOf(q: Filter): SQL[] {
  const dir = q.sortDirection === "desc" ? desc : asc;
  const keys: Record<Filter["sortBy"], (SQL | typeof clients.mrNo)[]> = {
    name: [sql`lower(${clients.lastName})`, sql`lower(${clients.firstName})`],
    mrNo: [],
    dateOfBirth: [sql`${clients.dateOfBirth}`],
    admissionDate: [sql`${clients.admissionDate}`],
    levelOfCare: [LEVEL_ORDER],
    status: [STATUS_ORDER],
    // `locations` is joined for this sort (the export's query); a page goes location by location (pageIdsOf).
    location: [sql`lower(${locations.name})`],
  };
  return [...keys[q.sortBy], clients.mrNo].map((key) => dir(key));
}

/**
 * The ids of one page of the list in its order, as a subquery with the column `id`. By location, the
 * organization's locations in name order, each one's clients by MR number along an index
 * (`clients_list_location_order_idx`), no more from each than the page could need: sorting every
 * client by their location's name read and sorted them all to show 25.
 */
function pageIdsOf(ctx: RequestContext, q: z.output<typeof ClientListQuery>, where: SQL): SQL {
  const offset = (q.page - 1) * q.pageSize;
  if (q.sortBy !== "location")
    return sql`SELECT ${clients.id} AS id FROM ${clients} WHERE ${where}
      ORDER BY ${sql.join(orderOf(q), sql`, `)} LIMIT ${q.pageSize} OFFSET ${offset}`;
  const dir = sql.raw(q.sortDirection === "desc" ? "DESC" : "ASC");
  return sql`SELECT ids.id FROM (
      SELECT ${locations.id} AS id, lower(${locations.name}) AS name_key FROM ${locations}
      WHERE ${ctx.scope.organization(locations.organizationId)}
    ) l CROSS JOIN LATERAL (
      SELECT ${clients.id} AS id, ${clients.mrNo} AS mr_no FROM ${clients}
      WHERE ${clients.locationId} = l.id AND ${where}
      ORDER BY ${clients.mrNo} ${dir} LIMIT ${offset + q.pageSize}
    ) ids
    ORDER BY l.name_key ${dir}, ids.mr_no ${dir} LIMIT ${q.pageSize} OFFSET ${offset}`;
}

/**
 * `clients` rows joined to their location when the list is sorted by its name: one join rather than a
 * lookup per row. Every client has a location, so the join keeps every row.
 */
function selectClients(db: Deps["db"], q: Filter) {
  const query = db.select(getTableColumns(clients)).from(clients).$dynamic();
  return q.sortBy === "location" ? query.innerJoin(locations, eq(locations.id, clients.locationId)) : query;
}

/**
 * One page of the list, its total and its activity line, in one statement: the page's ids in the
 * list's order (cut first, numbered after, so that a bounded sort or an index still finds the top rows),
 * the line naming what they showed, and their rows with the names they show. Nothing is answered unless
 * the line was written with them. The line commits without waiting for the disk flush, as an opened
 * chart's read lines do (chartReads.ts says why that is safe for a read).
 */
function pageStatement(ctx: RequestContext, q: z.output<typeof ClientListQuery>, where: SQL): SQL {
  return sql`
    WITH page AS (SELECT id, row_number() OVER () AS ord FROM (${pageIdsOf(ctx, q, where)}) ids),
    logged AS (
      INSERT INTO ${activityLog} (organization_id, actor_id, actor_role, action, subject_type, outcome, ip, details)
      SELECT ${ctx.organizationId}, ${ctx.user.id}, ${ctx.role}, ${"client:list" satisfies Action}, 'client', 'success',
        ${ctx.ip}, jsonb_build_object(
          'filter', ${JSON.stringify(q)}::jsonb,
          'returned', coalesce((SELECT jsonb_agg(c.mr_no ORDER BY page.ord) FROM page JOIN ${clients} c ON c.id = page.id), '[]'::jsonb),
          -- As every read names its clients (shownClientIds), so the activity log finds this list by each one.
          'clientIds', coalesce((SELECT jsonb_agg(page.id ORDER BY page.id) FROM page), '[]'::jsonb))
      WHERE (SELECT set_config('synchronous_commit', 'off', true)) IS NOT NULL
      RETURNING 1
    )
    SELECT ${clientSummarySelect}, (SELECT count(*) FROM ${clients} WHERE ${where})::int AS total
    FROM page JOIN ${clients} ON ${clients.id} = page.id
    ORDER BY page.ord`;
}

async function countClients(db: Deps["db"], where: SQL): Promise<number> {
  const [total] = await db.select({ n: count() }).from(clients).where(where);
  return total?.n ?? 0;
}

export async function listClients(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ClientListQuery>,
): Promise<Page<ClientSummary>> {
  await authorizeCaller(deps.db, ctx, "client:list", canClient);
  const where = whereOf(ctx, q);
  // The line is written with the page, whether or not it has rows: a data-modifying CTE always runs.
  const rows = rowsOf<SummaryRow & SummaryNames & { total: number }>(
    await deps.db.execute(pageStatement(ctx, q, where)),
  );
  // An empty first page is an empty list; an empty later one (past the end) still says how many there are.
  const total = rows[0]?.total ?? (q.page === 1 ? 0 : await countClients(deps.db, where));
  return {
    results: rows.map((row) => presentClient(row, row)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const UTF8_BOM = "\uFEFF";

export const CLIENT_CSV_HEADER = [
  "MR number",
  "Name",
  "Preferred name",
  "Date of birth",
  "Status",
  "Level of care",
  "Location",
  "Admission date",
  "Primary therapist",
  "Labels",
] as const;

/**
 * Every client the filter shows, in the list's order, as CSV headed by the 42 CFR Part 2
 * redisclosure notice (an export is a disclosure); refused with a message past the export's limit.
 * Logged as `client:export` with the id of every client exported.
 */
export async function exportClients(deps: Deps, ctx: RequestContext, q: Filter): Promise<string> {
  await authorizeChartCaller(deps, ctx, "client:export");
  const where = whereOf(ctx, q);
  const matched = await countClients(deps.db, where);
  if (matched > CLIENT_EXPORT_MAX_ROWS)
    throw validationFailed(
      `The filter shows ${matched.toLocaleString("en-US")} clients; an export holds at most ${CLIENT_EXPORT_MAX_ROWS.toLocaleString("en-US")}. Narrow it by status, location or admission date.`,
    );
  const rows = await selectClients(deps.db, q)
    .where(where)
    .orderBy(...orderOf(q));
  const summaries = await presentClients(deps.db, rows);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:export",
    outcome: "success",
    subjectType: "client",
    details: { filter: q, rows: rows.length, clientIds: shownClientIds(rows.map((r) => r.id)) },
  });
  const notice = `${csvCell(PART2_REDISCLOSURE_NOTICE)}\r\n`;
  // The byte-order mark tells Excel the file is UTF-8; without it "Øvergaard" arrives garbled.
  return (
    UTF8_BOM +
    notice +
    toCsv(
      CLIENT_CSV_HEADER,
      summaries.map((c) => [
        c.mrNo,
        c.fullname,
        c.preferredName,
        c.dateOfBirth,
        CLIENT_STATUS_LABELS[c.status],
        levelOfCareLabel(c.levelOfCare, { short: true }),
        c.location.name,
        c.admissionDate,
        c.primaryTherapist?.fullname,
        c.labels.map((l) => l.name).join("; "),
      ]),
    )
  );
}
export const whereOfForProbe = whereOf;
