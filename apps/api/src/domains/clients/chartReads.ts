/**
 * Several reads of one chart in one request (`GET /auth/clients/:mrNo/chart?parts=`): the header and
 * the Admission tab, as the gateway asks for them when one GraphQL operation names several. The chart
 * is found and its reach decided once, each part is decided by the rule of its own route, and each
 * part's read is logged as its own route logs it, all lines in one statement.
 *
 * Every chart opened in the EMR comes here, so it asks the database as little as it can: one statement
 * finds the caller (as every authenticated route does first) and the client, and when the caller works at
 * the client's location — where each part's rule depends on the caller's role alone — also writes the
 * read's lines, while the parts are read beside it (by MR number in the caller's organization, not yet by
 * id). Nothing read is answered before the caller is known and its lines are committed.
 */
import { sql } from "drizzle-orm";
import type { Action, ChartRead, ChartReads } from "@hearth/schema";
import { ClinicianStatus } from "@hearth/schema";
import { contextOf, userContextColumns } from "../../context";
import type { Caller, RequestContext } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { preparedQuery } from "../../db/prepared";
import { clients, refreshTokenFamilies, userLocations, users } from "../../db/schema";
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

/** What a part's rule reads of the caller. */
type CallerAt = Pick<RequestContext, "role" | "isStaff" | "isAdmin" | "locationIds">;

interface PartRead<P extends ChartRead> {
  action: Action;
  /** Decided on the client's location (and how a chart beyond the caller's locations is reached) alone. */
  denial(ctx: CallerAt, client: Pick<ClientRow, "id" | "locationId">, reach: ChartReach | null): Denial | null;
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
 * The caller's context (as `loadUserContext` reads it) with the client of that MR number in the caller's
 * organization and its header's names; with `lines` (JSON: the read's `{ action, details }`), those lines
 * written as read successes when the token's session is live, the caller still has the role the lines were
 * chosen for (the token's) and works at the client's location (administrators: any), and how many were.
 * One statement, so that the caller, the read and its lines are one snapshot and one transaction: lines
 * are written exactly when `contextOf` accepts the caller's row.
 *
 * The transaction commits without waiting for its WAL to reach the disk (`synchronous_commit` off for
 * it alone): it changes nothing but the log, and the flush was the largest wait of an opened chart. Its
 * lines are committed (the activity log shows them at once) and on disk within a fraction of a second
 * (`wal_writer_delay`); only a crash of the database server in that moment could lose a read's lines —
 * never a change, nor a change's lines, which keep the synchronous commit.
 */
const openChartQuery = preparedQuery((db) => {
  const logged = db.$with("logged", {}).as(sql`
    INSERT INTO activity_log (organization_id, actor_id, actor_role, action, subject_type, subject_id, outcome, ip, details)
    SELECT c.organization_id, u.id, u.role, line->>'action', 'client', c.mr_no, 'success', ${sql.placeholder("ip")},
      (line->'details') || jsonb_build_object('clientIds', jsonb_build_array(c.id))
    FROM ${users} u
      JOIN ${clients} c ON c.organization_id = u.organization_id AND c.mr_no = ${sql.placeholder("mrNo")}
      CROSS JOIN jsonb_array_elements(${sql.placeholder("lines")}::jsonb) AS line
    WHERE u.id = ${sql.placeholder("callerId")}::uuid AND u.role = ${sql.placeholder("role")}
      AND u.token_version = ${sql.placeholder("tokenVersion")}::int AND u.status = ${ClinicianStatus.Active}
      AND NOT EXISTS (SELECT 1 FROM ${refreshTokenFamilies} f WHERE f.id = ${sql.placeholder("familyId")}::uuid AND f.revoked_at IS NOT NULL)
      AND (u.role = 'admin' OR c.location_id IN (SELECT ul.location_id FROM ${userLocations} ul WHERE ul.user_id = u.id))
      AND (SELECT set_config('synchronous_commit', 'off', true)) IS NOT NULL
    RETURNING 1`);
  return db
    .with(logged)
    .select({
      ...userContextColumns,
      ...clientWithNamesColumns,
      logged: sql<number>`(SELECT count(*) FROM logged)::int`,
    })
    .from(users)
    .leftJoin(
      clients,
      sql`${clients.organizationId} = ${users.organizationId} AND ${clients.mrNo} = ${sql.placeholder("mrNo")}`,
    )
    .where(sql`${users.id} = ${sql.placeholder("callerId")}`)
    .prepare("chart_open");
});

/**
 * The caller's context (401 when their session has ended), the client (null: none in the caller's
 * organization) and whether the read's lines were written with it.
 */
async function openChartLogged(
  db: Db,
  caller: Caller,
  mrNo: string,
  lines: { action: Action; details: Record<string, unknown> }[],
): Promise<{ ctx: RequestContext; client: ClientWithNames | null; logged: boolean }> {
  const { claims, ip } = caller;
  const [found] = await openChartQuery(db).execute({
    callerId: claims.sub,
    familyId: claims.fam ?? null,
    role: claims.role,
    tokenVersion: claims.tv,
    mrNo,
    ip,
    lines: JSON.stringify(lines),
  });
  const ctx = contextOf(found, claims, ip);
  const { user: _user, locationIds: _locationIds, familyRevoked: _familyRevoked, row, logged, ...names } = found!;
  return {
    ctx,
    client: row ? { row, names } : null,
    logged: logged === lines.length && lines.length > 0,
  };
}

/** Where the client is, as a caller at the same location sees it: there, each part's rule is the role's alone. */
const HERE = "the client's location";

/**
 * The parts asked for, when the caller may read every one of them; else each refusal logged and the
 * first answered (a client out of reach is missing for every part alike).
 */
export async function readChartParts(
  deps: Deps,
  caller: Caller,
  mrNo: string,
  parts: readonly ChartRead[],
): Promise<Partial<ChartReads>> {
  const wanted = [...new Set(parts)];
  const key = { callerId: caller.claims.sub, mrNo };
  // Chosen for the role the token names; the statement writes them only when the caller's row agrees.
  const { role } = caller.claims;
  const atClientsLocation = { role, isStaff: role !== "client", isAdmin: role === "admin", locationIds: [HERE] };
  const allowedThere = wanted.every(
    (part) => !PARTS[part].denial(atClientsLocation, { id: "", locationId: HERE }, null),
  );
  const lines = allowedThere
    ? wanted.map((part) => ({ action: PARTS[part].action, details: PARTS[part].details }))
    : [];
  const [opened, ...reads] = await Promise.all([
    openChartLogged(deps.db, caller, mrNo, lines),
    ...wanted.map((part) => PARTS[part].read(deps.db, key)),
  ]);
  const { ctx, client: found } = opened;
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
