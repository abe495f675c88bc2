/** Reading a client's episodes of care and their history, newest first; each read is logged. */
import { desc, eq } from "drizzle-orm";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { clientEpisodes, clientLevelOfCareHistory, clientLocationHistory, clientReferrals } from "../../../db/schema";
import { openChart, recordChartActivity } from "../chart";
import { presentEpisodes, presentLevelOfCareHistory, presentLocationHistory, presentReferrals } from "./presenter";

/** What an episodes read shows; named in the activity line, since one action covers them all. */
type EpisodeRead = "episodes" | "level_of_care_history" | "location_history" | "referrals";

async function readChart<T>(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  what: EpisodeRead,
  read: (clientId: string) => Promise<T[]>,
): Promise<T[]> {
  const client = await openChart(deps, ctx, mrNo, "client:episodes");
  const rows = await read(client.id);
  await recordChartActivity(deps.db, ctx, "client:episodes", client, { read: what, count: rows.length });
  return rows;
}

/** Every episode, newest first (an open one is always the newest). */
export const listEpisodes = (deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientEpisode[]> =>
  readChart(deps, ctx, mrNo, "episodes", async (clientId) =>
    presentEpisodes(
      deps.db,
      await deps.db
        .select()
        .from(clientEpisodes)
        .where(eq(clientEpisodes.clientId, clientId))
        .orderBy(desc(clientEpisodes.episodeNumber)),
    ),
  );

export const levelOfCareHistory = (deps: Deps, ctx: RequestContext, mrNo: string): Promise<LevelOfCareChange[]> =>
  readChart(deps, ctx, mrNo, "level_of_care_history", async (clientId) =>
    presentLevelOfCareHistory(
      deps.db,
      await deps.db
        .select()
        .from(clientLevelOfCareHistory)
        .where(eq(clientLevelOfCareHistory.clientId, clientId))
        .orderBy(desc(clientLevelOfCareHistory.effectiveDate), desc(clientLevelOfCareHistory.changedAt)),
    ),
  );

export const locationHistory = (deps: Deps, ctx: RequestContext, mrNo: string): Promise<LocationChange[]> =>
  readChart(deps, ctx, mrNo, "location_history", async (clientId) =>
    presentLocationHistory(
      deps.db,
      await deps.db
        .select()
        .from(clientLocationHistory)
        .where(eq(clientLocationHistory.clientId, clientId))
        .orderBy(desc(clientLocationHistory.effectiveDate), desc(clientLocationHistory.changedAt)),
    ),
  );

export const listReferrals = (deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientReferral[]> =>
  readChart(deps, ctx, mrNo, "referrals", async (clientId) =>
    presentReferrals(
      deps.db,
      await deps.db
        .select()
        .from(clientReferrals)
        .where(eq(clientReferrals.clientId, clientId))
        .orderBy(desc(clientReferrals.referralDate), desc(clientReferrals.createdAt)),
    ),
  );
