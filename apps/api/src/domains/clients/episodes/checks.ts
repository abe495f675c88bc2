/**
 * The rules an episode change checks against the database before it writes: the location, program and
 * primary therapist it names, and dates against the episode. A broken rule is a 400 naming the field,
 * as the body's own validation answers.
 */
import { and, desc, eq, isNull, ne, or } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import {
  clientEpisodes,
  clientLevelOfCareHistory,
  clientLocationHistory,
  locations,
  programs,
  userLocations,
  users,
} from "../../../db/schema";
import type { ClientEpisodeRow, ClientRow } from "../../../db/schema";
import { validationFailed } from "../../../errors";
import { reachesLocation } from "../../../authz/principal";
import { todayInZone } from "../../../kernel/time";

/** 400 for one field, in the shape the body's validation gives (`details.issues`). */
export const fieldError = (field: string, message: string) =>
  validationFailed(`${field}: ${message}`, { in: "body", issues: [{ field, message }] });

/** MM-DD-YYYY, as §9 shows dates. */
export const dateText = (date: string): string => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;

export interface LocationChoice {
  id: string;
  name: string;
}

/**
 * A location of the caller's organization; with `reached`, one the caller works at (administrators:
 * any of the organization's), since staff admit only where they work.
 */
export async function checkLocation(
  tx: Db,
  ctx: RequestContext,
  locationId: string,
  o: { reached: boolean },
): Promise<LocationChoice> {
  const [location] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, ctx.organizationId)));
  if (!location) throw fieldError("locationId", "must be a location of your organization");
  if (o.reached && !reachesLocation(ctx, location.id))
    throw fieldError("locationId", `you do not work at ${location.name}, so you cannot admit a client there`);
  return location;
}

/** An active program of the organization that runs at the location (or at every location). */
export async function checkProgram(
  tx: Db,
  ctx: RequestContext,
  programId: string,
  location: LocationChoice,
): Promise<string> {
  const [program] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(
      and(
        eq(programs.id, programId),
        eq(programs.organizationId, ctx.organizationId),
        eq(programs.active, true),
        or(isNull(programs.locationId), eq(programs.locationId, location.id)),
      ),
    );
  if (!program) throw fieldError("programId", `must be an active program of ${location.name}`);
  return program.id;
}

/** The program a transfer keeps: one that runs at every location stays, one of the old location does not. */
export async function programAfterTransfer(tx: Db, programId: string | null): Promise<string | null> {
  if (!programId) return null;
  const [program] = await tx
    .select({ locationId: programs.locationId })
    .from(programs)
    .where(eq(programs.id, programId));
  return program && program.locationId === null ? programId : null;
}

/** An active staff member of the organization (not a portal client) who works at the location. */
export async function checkTherapist(
  tx: Db,
  ctx: RequestContext,
  clinicianId: string,
  location: LocationChoice,
  field: string,
): Promise<string> {
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.locationId, location.id)))
    .where(
      and(
        eq(users.id, clinicianId),
        eq(users.organizationId, ctx.organizationId),
        eq(users.status, ClinicianStatus.Active),
        ne(users.role, "client"),
      ),
    );
  if (!person) throw fieldError(field, `must be an active staff member who works at ${location.name}`);
  return person.id;
}

/** The location a client is at, by name. */
export async function locationOf(tx: Db, client: Pick<ClientRow, "locationId">): Promise<LocationChoice> {
  const [location] = await tx
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.id, client.locationId));
  return location!;
}

/** A date of care that has happened: not after today in the facility's time zone. */
export function checkNotFuture(field: string, date: string): void {
  if (date > todayInZone()) throw fieldError(field, "must not be in the future");
}

/** A date within the open episode: not before its admission nor after today. */
export function checkWithinEpisode(field: string, date: string, episode: Pick<ClientEpisodeRow, "admissionDate">) {
  if (date < episode.admissionDate)
    throw fieldError(field, `must not be before the admission date (${dateText(episode.admissionDate)})`);
  checkNotFuture(field, date);
}

/** The client's open episode (at most one: a unique index says so), or null. */
export async function openEpisodeOf(tx: Db, clientId: string): Promise<ClientEpisodeRow | null> {
  const [episode] = await tx
    .select()
    .from(clientEpisodes)
    .where(and(eq(clientEpisodes.clientId, clientId), isNull(clientEpisodes.dischargeDate)));
  return episode ?? null;
}

/** The client's latest episode (open or not), or null before the first admission. */
export async function lastEpisodeOf(tx: Db, clientId: string): Promise<ClientEpisodeRow | null> {
  const [episode] = await tx
    .select()
    .from(clientEpisodes)
    .where(eq(clientEpisodes.clientId, clientId))
    .orderBy(desc(clientEpisodes.episodeNumber))
    .limit(1);
  return episode ?? null;
}

/** The effective date of the episode's latest level of care, or of its latest location. */
export async function latestEffectiveDate(
  tx: Db,
  episodeId: string,
  kind: "level_of_care" | "location",
): Promise<string | null> {
  const table = kind === "level_of_care" ? clientLevelOfCareHistory : clientLocationHistory;
  const [row] = await tx
    .select({ effectiveDate: table.effectiveDate })
    .from(table)
    .where(eq(table.episodeId, episodeId))
    .orderBy(desc(table.effectiveDate))
    .limit(1);
  return row?.effectiveDate ?? null;
}
