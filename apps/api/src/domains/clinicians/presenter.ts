/** Clinician rows as the REST contract presents them. */
import { asc, eq, inArray } from "drizzle-orm";
import type { Clinician, LocationRef, StaffRole } from "@hearth/schema";
import type { Db } from "../../db/client";
import { locations, userLocations } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { fullnameOf } from "../../kernel/refs";

/** Locations of each given user, by name. */
export async function locationsByUser(db: Db, userIds: string[]): Promise<Map<string, LocationRef[]>> {
  const map = new Map<string, LocationRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userLocations.userId, id: locations.id, name: locations.name })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(inArray(userLocations.userId, userIds))
    .orderBy(asc(locations.name));
  for (const r of rows) map.get(r.userId)?.push({ id: r.id, name: r.name });
  return map;
}

export function presentClinician(u: UserRow, locs: LocationRef[]): Clinician {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    fullname: fullnameOf(u),
    role: u.role as StaffRole,
    status: u.status,
    phone: u.phone,
    photo: u.photo,
    locations: locs,
    createdAt: u.createdAt.toISOString(),
  };
}

export async function presentClinicians(db: Db, rows: UserRow[]): Promise<Clinician[]> {
  const locs = await locationsByUser(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentClinician(r, locs.get(r.id) ?? []));
}
