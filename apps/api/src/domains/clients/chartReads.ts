/**
 * Several reads of one chart in one request (`GET /auth/clients/:mrNo/chart?parts=`): the header and
 * the Admission tab, as the gateway asks for them when one GraphQL operation names several. The chart
 * is found and its reach decided once, each part is decided by the rule of its own route, and each
 * part's read is logged as its own route logs it, all lines in one statement.
 *
 * Every chart opened in the EMR comes here, so it asks the database as little as it can: the parts are
 * read while the client is found (by MR number, not yet by id), and when the caller works at the client's
 * location — where each part's rule depends on the caller's role alone — the statement that finds the
 * client also writes the read's lines. Nothing read is answered before its lines are committed.
 */
import { sql } from "drizzle-orm";
import type { Action, ChartRead, ChartReads } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { preparedQuery } from "../../db/prepared";
import { clients } from "../../db/schema";
import { denialError, refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { recordActivities } from "../activityLog/service";
import type { ChartReach } from "../../authz/chartReach";
import { chartActivityLine, chartDenial } from "./chart";
import { resolveReach } from "../../authz/chartReach";
import { clientDenial } from "./service";
import { clientWithNamesColumns, presentChartAccess, presentClient } from "./presenter";
import type { ClientRow, ClientWithNames } from "./presenter";
import { readEpisodes, readLevelOfCareHistory, readLocationHistory, readReferrals } from "./episodes/queries";
import type { ClientKey, EpisodeRead } from "./episodes/queries";

interface PartRead<P extends ChartRead> {
  action: Action;
  /** Decided on the client's location (and how a chart beyond the caller's locations is reached) alone. */
  denial(ctx: RequestContext, client: Pick<ClientRow, "id" | "locationId">, reach: ChartReach | null): Denial | null;
  /** The part's own statement, run before the decision (by the client's key) and answered only after it. */
  read(db: Db, client: ClientKey): Promise<ChartReads[P]> | null;
  /** The answer, from the client as found and what `read` returned. */
  present(client: ClientWithNames, reach: ChartReach | null, read: ChartReads[P] | null): ChartReads[P];
  /** What the part's activity line records beside the client: known before the read, which it is written beside. */
  details: Record<string, unknown>;
}

const episodeRead = <P extends Exclude<ChartRead, "summary">>(
  what: EpisodeRead,
  read: (db: Db, client: ClientKey) => Promise<ChartReads[P]>,
): PartRead<P> => ({
  action: "client:episodes",
  denial: (ctx, client) => chartDenial(ctx, "client:episodes", client),
  read,
  present: (_client, _reach, rows) => rows!,
  details: { read: what },
});

/** Each part as its own route reads, decides and logs it (clients/routes.ts, episodes/routes.ts). */
const PARTS: { [P in ChartRead]: PartRead<P> } = {
  summary: {
    action: "client:read",
    denial: (ctx, client, reach) => clientDenial(ctx, "client:read", client, reach),
    read: () => null,
    present: (client, reach) => ({ ...presentClient(client.row, client.names), access: presentChartAccess(reach) }),
    details: {},
  },
  episodes: episodeRead("episodes", readEpisodes),
  levelOfCareHistory: episodeRead("level_of_care_history", readLevelOfCareHistory),
  locationHistory: episodeRead("location_history", readLocationHistory),
  referrals: episodeRead("referrals", readReferrals),
};

/**
 * The client with its header's names; with `lines` (JSON: the read's `{ action, details }`), those lines
 * written as read successes when the client is at one of `locations` (a uuid array; null: any), and how
 * many were. One statement, so that the read and its lines are one transaction.
 */
const openChartQuery = preparedQuery((db) => {
  const logged = db.$with("logged", {}).as(sql`
    INSERT INTO activity_log (organization_id, actor_id, actor_role, action, subject_type, subject_id, outcome, ip, details)
    SELECT c.organization_id, ${sql.placeholder("actorId")}::uuid, ${sql.placeholder("actorRole")}, line->>'action',
      'client', c.mr_no, 'success', ${sql.placeholder("ip")},
      (line->'details') || jsonb_build_object('clientIds', jsonb_build_array(c.id))
    FROM clients c CROSS JOIN jsonb_array_elements(${sql.placeholder("lines")}::jsonb) AS line
    WHERE c.organization_id = ${sql.placeholder("organizationId")}::uuid AND c.mr_no = ${sql.placeholder("mrNo")}
      AND (${sql.placeholder("locations")}::uuid[] IS NULL OR c.location_id = ANY(${sql.placeholder("locations")}::uuid[]))
    RETURNING 1`);
  return db
    .with(logged)
    .select({ ...clientWithNamesColumns, logged: sql<number>`(SELECT count(*) FROM logged)::int` })
    .from(clients)
    .where(
      sql`${clients.organizationId} = ${sql.placeholder("organizationId")} AND ${clients.mrNo} = ${sql.placeholder("mrNo")}`,
    )
    .prepare("chart_open");
});

/** The client (null: none in the caller's organization) and whether the read's lines were written with it. */
async function openChartLogged(
  db: Db,
  ctx: RequestContext,
  mrNo: string,
  lines: { action: Action; details: Record<string, unknown> }[],
): Promise<{ client: ClientWithNames | null; logged: boolean }> {
  const [found] = await openChartQuery(db).execute({
    organizationId: ctx.organizationId,
    mrNo,
    actorId: ctx.user.id,
    actorRole: ctx.role,
    ip: ctx.ip,
    lines: JSON.stringify(lines),
    locations: ctx.isAdmin ? null : `{${ctx.locationIds.join(",")}}`,
  });
  if (!found) return { client: null, logged: false };
  const { row, logged, ...names } = found;
  return { client: { row, names }, logged: logged === lines.length && lines.length > 0 };
}

/**
 * The parts asked for, when the caller may read every one of them; else each refusal logged and the
 * first answered (a client out of reach is missing for every part alike).
 */
export async function readChartParts(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  parts: readonly ChartRead[],
): Promise<Partial<ChartReads>> {
  const wanted = [...new Set(parts)];
  const key = { organizationId: ctx.organizationId, mrNo };
  // At the caller's own locations a part's rule is the role's alone: a client there (any id) stands for them all.
  const atOwnLocation = { id: "", locationId: ctx.locationIds[0] ?? "" };
  const allowedAtOwnLocations =
    ctx.isStaff &&
    (ctx.isAdmin || ctx.locationIds.length > 0) &&
    wanted.every((part) => !PARTS[part].denial(ctx, atOwnLocation, null));
  const lines = allowedAtOwnLocations
    ? wanted.map((part) => ({ action: PARTS[part].action, details: PARTS[part].details }))
    : [];
  const [opened, ...reads] = await Promise.all([
    openChartLogged(deps.db, ctx, mrNo, lines),
    ...wanted.map((part) => PARTS[part].read(deps.db, key)),
  ]);
  const found = opened.client;
  if (found && opened.logged)
    return Object.fromEntries(wanted.map((part, i) => [part, PARTS[part].present(found, null, reads[i] as never)]));

  // Beyond the caller's locations (or refused): decided with the chart's reach, as each part's route does.
  const reach = found ? await resolveReach(deps.db, ctx, found.row) : null;
  const refusals = wanted.flatMap((part) => {
    const denial = found ? PARTS[part].denial(ctx, found.row, reach) : refuse.notFound("Client not found");
    return denial ? [{ part, denial }] : [];
  });
  if (refusals.length > 0) {
    await recordActivities(
      deps.db,
      refusals.map(({ part, denial }) => ({
        actor: ctx,
        action: PARTS[part].action,
        outcome: "denied",
        subjectType: "client",
        subjectId: mrNo,
        details: { code: denial.code, reason: denial.message },
      })),
    );
    throw denialError(refusals[0]!.denial, "Client");
  }
  const client = found!;
  await recordActivities(
    deps.db,
    wanted.map((part) => chartActivityLine(ctx, PARTS[part].action, client.row, PARTS[part].details)),
  );
  return Object.fromEntries(wanted.map((part, i) => [part, PARTS[part].present(client, reach, reads[i] as never)]));
}
