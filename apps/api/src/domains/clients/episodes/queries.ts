/** Reading a client's episodes of care and their history, newest first; each read is logged. */
import { desc, eq, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange, StaffRole } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { preparedQuery } from "../../../db/prepared";
import type { Deps } from "../../../deps";
import {
  clients,
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

/**
 * A client named as the chart's routes name it to a caller: by MR number in the caller's organization.
 * The reads take it rather than the client's id so that they may run beside the statement that finds the
 * client and the caller (chartReads.ts).
 */
export interface ClientKey {
  callerId: string;
  mrNo: string;
}

/** The id of the client with this key (or a prepared statement's placeholders for it), as a subquery. */
const clientIdOf = (key: { [K in keyof ClientKey]: ClientKey[K] | Placeholder }): SQL =>
  sql`(SELECT c.id FROM ${clients} c JOIN ${users} u ON u.organization_id = c.organization_id WHERE u.id = ${key.callerId}::uuid AND c.mr_no = ${key.mrNo})`;

/** What an episodes read shows; named in the activity line, since one action covers them all. */
export type EpisodeRead = "episodes" | "level_of_care_history" | "location_history" | "referrals";

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** The staff member with the id in `column`, as one JSON column (null when none). */
const personOf = (column: AnyColumn) =>
  sql<Person | null>`(SELECT json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'role', u.role) FROM ${users} u WHERE u.id = ${column})`;

/**
 * Every episode, newest first (an open one is always the newest), with its names in the same statement:
 * the Admission tab reads this on every open of a chart. The names are scalar subqueries, not joins: six
 * joined tables cost the planner more than the reading (on PGlite, most of the statement's time).
 */
const episodesQuery = preparedQuery((db) =>
  db
    .select({
      episode: clientEpisodes,
      location: sql<string>`(SELECT ${locations.name} FROM ${locations} WHERE ${locations.id} = ${clientEpisodes.locationId})`,
      program: sql<
        string | null
      >`(SELECT ${programs.name} FROM ${programs} WHERE ${programs.id} = ${clientEpisodes.programId})`,
      therapist: personOf(clientEpisodes.primaryTherapistId),
      admitter: personOf(clientEpisodes.admittedBy),
      discharger: personOf(clientEpisodes.dischargedBy),
    })
    .from(clientEpisodes)
    .where(
      eq(clientEpisodes.clientId, clientIdOf({ callerId: sql.placeholder("callerId"), mrNo: sql.placeholder("mrNo") })),
    )
    .orderBy(desc(clientEpisodes.episodeNumber))
    .prepare("client_episodes"),
);

export async function readEpisodes(db: Db, client: ClientKey): Promise<ClientEpisode[]> {
  const rows = await episodesQuery(db).execute({ callerId: client.callerId, mrNo: client.mrNo });
  return rows.map((r) => {
    const people = [r.therapist, r.admitter, r.discharger];
    return presentEpisode(r.episode, {
      location: r.location,
      program: r.program,
      person: (id) => {
        const p = id ? people.find((candidate) => candidate?.id === id) : undefined;
        return p ? { id: p.id, fullname: fullnameOf(p), role: p.role } : null;
      },
    });
  });
}

export const readLevelOfCareHistory = async (db: Db, client: ClientKey): Promise<LevelOfCareChange[]> =>
  presentLevelOfCareHistory(
    db,
    await db
      .select()
      .from(clientLevelOfCareHistory)
      .where(eq(clientLevelOfCareHistory.clientId, clientIdOf(client)))
      .orderBy(desc(clientLevelOfCareHistory.effectiveDate), desc(clientLevelOfCareHistory.changedAt)),
  );

export const readLocationHistory = async (db: Db, client: ClientKey): Promise<LocationChange[]> =>
  presentLocationHistory(
    db,
    await db
      .select()
      .from(clientLocationHistory)
      .where(eq(clientLocationHistory.clientId, clientIdOf(client)))
      .orderBy(desc(clientLocationHistory.effectiveDate), desc(clientLocationHistory.changedAt)),
  );

export const readReferrals = async (db: Db, client: ClientKey): Promise<ClientReferral[]> =>
  presentReferrals(
    db,
    await db
      .select()
      .from(clientReferrals)
      .where(eq(clientReferrals.clientId, clientIdOf(client)))
      .orderBy(desc(clientReferrals.referralDate), desc(clientReferrals.createdAt)),
  );

function readChart<T>(what: EpisodeRead, read: (db: Db, client: ClientKey) => Promise<T[]>) {
  return async (deps: Deps, ctx: RequestContext, mrNo: string): Promise<T[]> => {
    const client = await openChart(deps, ctx, mrNo, "client:episodes");
    // Logged while read (as the chart bundle does, chartReads.ts): answered only once both are done.
    const [rows] = await Promise.all([
      read(deps.db, { callerId: ctx.user.id, mrNo: client.mrNo }),
      recordChartActivity(deps.db, ctx, "client:episodes", client, { read: what }),
    ]);
    return rows;
  };
}

export const listEpisodes = readChart("episodes", readEpisodes);
export const levelOfCareHistory = readChart("level_of_care_history", readLevelOfCareHistory);
export const locationHistory = readChart("location_history", readLocationHistory);
export const listReferrals = readChart("referrals", readReferrals);
