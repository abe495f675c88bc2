/** Episodes of care and their history rows as the chart shows them: people, locations and programs by name. */
import { sql } from "drizzle-orm";
import type {
  ClientEpisode,
  ClientReferral,
  ClinicianRef,
  LevelOfCareChange,
  LocationChange,
  StaffRole,
} from "@hearth/schema";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/client";
import { clientEpisodes, locations, programs, users } from "../../../db/schema";
import type {
  ClientEpisodeRow,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientReferrals,
} from "../../../db/schema";
import { fullnameOf, uuidArray } from "../../../kernel/refs";

type LevelOfCareRow = typeof clientLevelOfCareHistory.$inferSelect;
type LocationRow = typeof clientLocationHistory.$inferSelect;
type ReferralRow = typeof clientReferrals.$inferSelect;

interface Names {
  people: Map<string, ClinicianRef>;
  locations: Map<string, string>;
  programs: Map<string, string>;
  episodeNumbers: Map<string, number>;
}

/**
 * The names a page of episode or history rows shows (people, locations, programs, episode numbers), in
 * one statement: the Admission tab reads them on every open of a chart.
 */
async function namesOf(
  db: Db,
  ids: {
    people?: (string | null)[];
    locations?: (string | null)[];
    programs?: (string | null)[];
    episodes?: (string | null)[];
  },
): Promise<Names> {
  const names: Names = { people: new Map(), locations: new Map(), programs: new Map(), episodeNumbers: new Map() };
  const wanted = (list: (string | null)[] | undefined) =>
    uuidArray([...new Set((list ?? []).filter((id) => id !== null))]);
  const result = await db.execute(sql`
    SELECT 'person' AS kind, id, first_name AS name, last_name AS extra, role FROM ${users} WHERE id = ANY(${wanted(ids.people)})
    UNION ALL SELECT 'location', id, name, NULL, NULL FROM ${locations} WHERE id = ANY(${wanted(ids.locations)})
    UNION ALL SELECT 'program', id, name, NULL, NULL FROM ${programs} WHERE id = ANY(${wanted(ids.programs)})
    UNION ALL SELECT 'episode', id, episode_number::text, NULL, NULL FROM ${clientEpisodes}
      WHERE id = ANY(${wanted(ids.episodes)})`);
  for (const r of rowsOf<{ kind: string; id: string; name: string; extra: string | null; role: StaffRole | null }>(
    result,
  )) {
    if (r.kind === "person")
      names.people.set(r.id, {
        id: r.id,
        fullname: fullnameOf({ firstName: r.name, lastName: r.extra ?? "" }),
        role: r.role!,
      });
    else if (r.kind === "location") names.locations.set(r.id, r.name);
    else if (r.kind === "program") names.programs.set(r.id, r.name);
    else names.episodeNumbers.set(r.id, Number(r.name));
  }
  return names;
}

/** The names one episode shows: its location, program and the staff named on it. */
export interface EpisodeNames {
  location: string;
  program: string | null;
  person(id: string | null): ClinicianRef | null;
}

export function presentEpisode(r: ClientEpisodeRow, names: EpisodeNames): ClientEpisode {
  return {
    id: r.id,
    episodeNumber: r.episodeNumber,
    location: { id: r.locationId, name: names.location },
    program: r.programId ? { id: r.programId, name: names.program ?? "" } : null,
    admissionDate: r.admissionDate,
    levelOfCare: r.levelOfCare,
    primaryTherapist: names.person(r.primaryTherapistId),
    anticipatedDischargeDate: r.anticipatedDischargeDate,
    dischargeDate: r.dischargeDate,
    dischargeType: r.dischargeType,
    dischargeReason: r.dischargeReason,
    admittedBy: names.person(r.admittedBy),
    admittedAt: r.admittedAt.toISOString(),
    dischargedBy: names.person(r.dischargedBy),
    dischargedAt: r.dischargedAt?.toISOString() ?? null,
  };
}

/** Episode rows already read, with their names in one more statement (reads join them instead: queries.ts). */
export async function presentEpisodes(db: Db, rows: readonly ClientEpisodeRow[]): Promise<ClientEpisode[]> {
  const {
    people,
    locations: locationNames,
    programs: programNames,
  } = await namesOf(db, {
    people: rows.flatMap((r) => [r.primaryTherapistId, r.admittedBy, r.dischargedBy]),
    locations: rows.map((r) => r.locationId),
    programs: rows.map((r) => r.programId),
  });
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((r) =>
    presentEpisode(r, {
      location: locationNames.get(r.locationId) ?? "",
      program: r.programId ? (programNames.get(r.programId) ?? "") : null,
      person,
    }),
  );
}

export async function presentLevelOfCareHistory(db: Db, rows: readonly LevelOfCareRow[]): Promise<LevelOfCareChange[]> {
  const { people, episodeNumbers: numbers } = await namesOf(db, {
    people: rows.map((r) => r.changedBy),
    episodes: rows.map((r) => r.episodeId),
  });
  return rows.map((r) => ({
    id: r.id,
    episodeNumber: numbers.get(r.episodeId) ?? 0,
    levelOfCare: r.levelOfCare,
    effectiveDate: r.effectiveDate,
    reason: r.reason,
    changedBy: r.changedBy ? (people.get(r.changedBy) ?? null) : null,
    changedAt: r.changedAt.toISOString(),
  }));
}

export async function presentLocationHistory(db: Db, rows: readonly LocationRow[]): Promise<LocationChange[]> {
  const {
    people,
    episodeNumbers: numbers,
    locations: names,
  } = await namesOf(db, {
    people: rows.map((r) => r.changedBy),
    episodes: rows.map((r) => r.episodeId),
    locations: rows.map((r) => r.locationId),
  });
  return rows.map((r) => ({
    id: r.id,
    episodeNumber: r.episodeId ? (numbers.get(r.episodeId) ?? null) : null,
    location: { id: r.locationId, name: names.get(r.locationId) ?? "" },
    effectiveDate: r.effectiveDate,
    reason: r.reason,
    changedBy: r.changedBy ? (people.get(r.changedBy) ?? null) : null,
    changedAt: r.changedAt.toISOString(),
  }));
}

export async function presentReferrals(db: Db, rows: readonly ReferralRow[]): Promise<ClientReferral[]> {
  const { people, episodeNumbers: numbers } = await namesOf(db, {
    people: rows.map((r) => r.createdBy),
    episodes: rows.map((r) => r.episodeId),
  });
  return rows.map((r) => ({
    id: r.id,
    episodeNumber: r.episodeId ? (numbers.get(r.episodeId) ?? null) : null,
    referredTo: r.referredTo,
    reason: r.reason,
    referralDate: r.referralDate,
    contact: r.contact,
    createdBy: r.createdBy ? (people.get(r.createdBy) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
