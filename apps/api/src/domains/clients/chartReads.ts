/**
 * Several reads of one chart in one request (`GET /auth/clients/:mrNo/chart?parts=`): the header and
 * the Admission tab, as the gateway asks for them when one GraphQL operation names several. The chart
 * is found and its reach decided once, each part is decided by the rule of its own route, and each
 * part's read is logged as its own route logs it, all lines in one statement.
 */
import type { Action, ChartRead, ChartReads } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { denialError, refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { recordActivities } from "../activityLog/service";
import type { ChartReach } from "../../authz/chartReach";
import { chartActivityLine, chartDenial } from "./chart";
import { resolveReach } from "../../authz/chartReach";
import { clientDenial } from "./service";
import { findClientWithNames, presentChartAccess, presentClient } from "./presenter";
import type { ClientRow, ClientWithNames } from "./presenter";
import { readEpisodes, readLevelOfCareHistory, readLocationHistory, readReferrals } from "./episodes/queries";
import type { EpisodeRead } from "./episodes/queries";

interface PartRead<P extends ChartRead> {
  action: Action;
  denial(ctx: RequestContext, client: ClientRow, reach: ChartReach | null): Denial | null;
  read(db: Db, client: ClientWithNames, reach: ChartReach | null): Promise<ChartReads[P]> | ChartReads[P];
  /** What the part's activity line records beside the client: known before the read, which it is written beside. */
  details: Record<string, unknown>;
}

const episodeRead = <P extends Exclude<ChartRead, "summary">>(
  what: EpisodeRead,
  read: (db: Db, clientId: string) => Promise<ChartReads[P]>,
): PartRead<P> => ({
  action: "client:episodes",
  denial: (ctx, client) => chartDenial(ctx, "client:episodes", client),
  read: (db, client) => read(db, client.row.id),
  details: { read: what },
});

/** Each part as its own route reads, decides and logs it (clients/routes.ts, episodes/routes.ts). */
const PARTS: { [P in ChartRead]: PartRead<P> } = {
  summary: {
    action: "client:read",
    denial: (ctx, client, reach) => clientDenial(ctx, "client:read", client, reach),
    read: (_db, client, reach) => ({ ...presentClient(client.row, client.names), access: presentChartAccess(reach) }),
    details: {},
  },
  episodes: episodeRead("episodes", readEpisodes),
  levelOfCareHistory: episodeRead("level_of_care_history", readLevelOfCareHistory),
  locationHistory: episodeRead("location_history", readLocationHistory),
  referrals: episodeRead("referrals", readReferrals),
};

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
  const found = await findClientWithNames(deps.db, ctx.organizationId, mrNo);
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
  // The activity lines are written while the parts are read: nothing is answered before they are
  // committed, and the commit's wait overlaps the reads instead of following them.
  const [read] = await Promise.all([
    Promise.all(wanted.map(async (part) => [part, await PARTS[part].read(deps.db, client, reach)] as const)),
    recordActivities(
      deps.db,
      wanted.map((part) => chartActivityLine(ctx, PARTS[part].action, client.row, PARTS[part].details)),
    ),
  ]);
  return Object.fromEntries(read);
}
