/** Clinician rows as the REST contract presents them. */
import type { Clinician, LocationRef, StaffRole } from "@hearth/schema";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { fullnameOf, locationsByUser } from "../../kernel/refs";

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
