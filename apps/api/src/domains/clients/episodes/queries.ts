/** Reading a client's episodes of care and their history, newest first; each read is logged. */
import { desc, eq } from "drizzle-orm";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { clientEpisodes, clientLevelOfCareHistory, clientLocationHistory, clientReferrals } from "../../../db/schema";
import { openChart, recordChartActivity } from "../chart";
import { presentEpisodes, presentLevelOfCareHistory, presentLocationHistory, presentReferrals } from "./presenter";

/** What an episodes read shows; named in the activity line, since one action covers them all. */
export type EpisodeRead = "episodes" | "level_of_care_history" | "location_history" | "referrals";

/** Every episode, newest first (an open one is always the newest). */
export const readEpisodes = async (db: Db, clientId: string): Promise<ClientEpisode[]> =>
  presentEpisodes(
    db,
    await db
      .select()
      .from(clientEpisodes)
      .where(eq(clientEpisodes.clientId, clientId))
      .orderBy(desc(clientEpisodes.episodeNumber)),
  );

export const readLevelOfCareHistory = async (db: Db, clientId: string): Promise<LevelOfCareChange[]> =>
  presentLevelOfCareHistory(
    db,
    await db
      .select()
      .from(clientLevelOfCareHistory)
      .where(eq(clientLevelOfCareHistory.clientId, clientId))
      .orderBy(desc(clientLevelOfCareHistory.effectiveDate), desc(clientLevelOfCareHistory.changedAt)),
  );

export const readLocationHistory = async (db: Db, clientId: string): Promise<LocationChange[]> =>
  presentLocationHistory(
    db,
    await db
      .select()
      .from(clientLocationHistory)
      .where(eq(clientLocationHistory.clientId, clientId))
      .orderBy(desc(clientLocationHistory.effectiveDate), desc(clientLocationHistory.changedAt)),
  );

export const readReferrals = async (db: Db, clientId: string): Promise<ClientReferral[]> =>
  presentReferrals(
    db,
    await db
      .select()
      .from(clientReferrals)
      .where(eq(clientReferrals.clientId, clientId))
      .orderBy(desc(clientReferrals.referralDate), desc(clientReferrals.createdAt)),
  );

function readChart<T>(what: EpisodeRead, read: (db: Db, clientId: string) => Promise<T[]>) {
  return async (deps: Deps, ctx: RequestContext, mrNo: string): Promise<T[]> => {
    const client = await openChart(deps, ctx, mrNo, "client:episodes");
    const rows = await read(deps.db, client.id);
    await recordChartActivity(deps.db, ctx, "client:episodes", client, { read: what, count: rows.length });
    return rows;
  };
}

export const listEpisodes = readChart("episodes", readEpisodes);
export const levelOfCareHistory = readChart("level_of_care_history", readLevelOfCareHistory);
export const locationHistory = readChart("location_history", readLocationHistory);
export const listReferrals = readChart("referrals", readReferrals);
