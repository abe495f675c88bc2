/** Reading a client's episodes of care and their history, newest first; each read is logged. */
import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange, StaffRole } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { preparedQuery } from "../../../db/prepared";
import type { Deps } from "../../../deps";
import {
  clientEpisodes,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientReferrals,
  locations,
  programs,
  users,
} from "../../../db/schema";
import { fullnameOf } from "../../../kernel/refs";
import { openChart, recordChartActivity } from "../chart";
import { presentEpisode, presentLevelOfCareHistory, presentLocationHistory, presentReferrals } from "./presenter";

/** What an episodes read shows; named in the activity line, since one action covers them all. */
export type EpisodeRead = "episodes" | "level_of_care_history" | "location_history" | "referrals";

const therapist = alias(users, "therapist");
const admitter = alias(users, "admitter");
const discharger = alias(users, "discharger");
const personColumns = (u: typeof therapist | typeof admitter | typeof discharger) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
});

/**
 * Every episode, newest first (an open one is always the newest), with its names joined in the same
 * statement: the Admission tab reads this on every open of a chart.
 */
const episodesQuery = preparedQuery((db) =>
  db
    .select({
      episode: clientEpisodes,
      location: locations.name,
      program: programs.name,
      therapist: personColumns(therapist),
      admitter: personColumns(admitter),
      discharger: personColumns(discharger),
    })
    .from(clientEpisodes)
    .innerJoin(locations, eq(locations.id, clientEpisodes.locationId))
    .leftJoin(programs, eq(programs.id, clientEpisodes.programId))
    .leftJoin(therapist, eq(therapist.id, clientEpisodes.primaryTherapistId))
    .leftJoin(admitter, eq(admitter.id, clientEpisodes.admittedBy))
    .leftJoin(discharger, eq(discharger.id, clientEpisodes.dischargedBy))
    .where(eq(clientEpisodes.clientId, sql.placeholder("clientId")))
    .orderBy(desc(clientEpisodes.episodeNumber))
    .prepare("client_episodes"),
);

export async function readEpisodes(db: Db, clientId: string): Promise<ClientEpisode[]> {
  const rows = await episodesQuery(db).execute({ clientId });
  return rows.map((r) => {
    const people = [r.therapist, r.admitter, r.discharger];
    return presentEpisode(r.episode, {
      location: r.location,
      program: r.program,
      person: (id) => {
        const p = id ? people.find((candidate) => candidate?.id === id) : undefined;
        return p?.id
          ? {
              id: p.id,
              fullname: fullnameOf({ firstName: p.firstName ?? "", lastName: p.lastName ?? "" }),
              role: p.role as StaffRole,
            }
          : null;
      },
    });
  });
}

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
    // Logged while read (as the chart bundle does, chartReads.ts): answered only once both are done.
    const [rows] = await Promise.all([
      read(deps.db, client.id),
      recordChartActivity(deps.db, ctx, "client:episodes", client, { read: what }),
    ]);
    return rows;
  };
}

export const listEpisodes = readChart("episodes", readEpisodes);
export const levelOfCareHistory = readChart("level_of_care_history", readLevelOfCareHistory);
export const locationHistory = readChart("location_history", readLocationHistory);
export const listReferrals = readChart("referrals", readReferrals);
