/** Episodes of care and their history rows as the chart shows them: people, locations and programs by name. */
import { inArray } from "drizzle-orm";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { clientEpisodes, locations, programs } from "../../../db/schema";
import type {
  ClientEpisodeRow,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientReferrals,
} from "../../../db/schema";
import { clinicianRefs } from "../../../kernel/refs";

type LevelOfCareRow = typeof clientLevelOfCareHistory.$inferSelect;
type LocationRow = typeof clientLocationHistory.$inferSelect;
type ReferralRow = typeof clientReferrals.$inferSelect;

const present = <T>(values: readonly (T | null | undefined)[]): T[] => [
  ...new Set(values.filter((v): v is T => v !== null && v !== undefined)),
];

async function namesOf(
  db: Db,
  table: typeof locations | typeof programs,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = present(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Episode numbers by episode id, for history rows that name their episode. */
async function episodeNumbers(db: Db, ids: readonly (string | null)[]): Promise<Map<string, number>> {
  const wanted = present(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: clientEpisodes.id, n: clientEpisodes.episodeNumber })
    .from(clientEpisodes)
    .where(inArray(clientEpisodes.id, wanted));
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function presentEpisodes(db: Db, rows: readonly ClientEpisodeRow[]): Promise<ClientEpisode[]> {
  const [people, locationNames, programNames] = await Promise.all([
    clinicianRefs(
      db,
      rows.flatMap((r) => [r.primaryTherapistId, r.admittedBy, r.dischargedBy]),
    ),
    namesOf(
      db,
      locations,
      rows.map((r) => r.locationId),
    ),
    namesOf(
      db,
      programs,
      rows.map((r) => r.programId),
    ),
  ]);
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((r) => ({
    id: r.id,
    episodeNumber: r.episodeNumber,
    location: { id: r.locationId, name: locationNames.get(r.locationId) ?? "" },
    program: r.programId ? { id: r.programId, name: programNames.get(r.programId) ?? "" } : null,
    admissionDate: r.admissionDate,
    levelOfCare: r.levelOfCare,
    primaryTherapist: person(r.primaryTherapistId),
    anticipatedDischargeDate: r.anticipatedDischargeDate,
    dischargeDate: r.dischargeDate,
    dischargeType: r.dischargeType,
    dischargeReason: r.dischargeReason,
    admittedBy: person(r.admittedBy),
    admittedAt: r.admittedAt.toISOString(),
    dischargedBy: person(r.dischargedBy),
    dischargedAt: r.dischargedAt?.toISOString() ?? null,
  }));
}

export async function presentLevelOfCareHistory(db: Db, rows: readonly LevelOfCareRow[]): Promise<LevelOfCareChange[]> {
  const [people, numbers] = await Promise.all([
    clinicianRefs(
      db,
      rows.map((r) => r.changedBy),
    ),
    episodeNumbers(
      db,
      rows.map((r) => r.episodeId),
    ),
  ]);
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
  const [people, numbers, names] = await Promise.all([
    clinicianRefs(
      db,
      rows.map((r) => r.changedBy),
    ),
    episodeNumbers(
      db,
      rows.map((r) => r.episodeId),
    ),
    namesOf(
      db,
      locations,
      rows.map((r) => r.locationId),
    ),
  ]);
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
  const [people, numbers] = await Promise.all([
    clinicianRefs(
      db,
      rows.map((r) => r.createdBy),
    ),
    episodeNumbers(
      db,
      rows.map((r) => r.episodeId),
    ),
  ]);
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
