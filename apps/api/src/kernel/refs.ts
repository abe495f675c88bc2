/** Batched look-ups of the small references (clinicians, clients, rooms) that group results carry. */
import { and, eq, inArray } from "drizzle-orm";
import { CLINICAL_ROLES, ClinicianStatus } from "@hearth/schema";
import type { ClientRef, ClinicianRef, RoomRef, StaffRole } from "@hearth/schema";
import type { Db } from "../db/client";
import { clients, rooms, users } from "../db/schema";
import type { UserRow } from "../db/schema";

/** "Avery Morgan": how a person is named across the app. */
export const fullnameOf = (u: Pick<UserRow, "firstName" | "lastName">): string => `${u.firstName} ${u.lastName}`.trim();

const unique = (ids: readonly (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((i): i is string => typeof i === "string")),
];

/** `activeOnly` leaves out deactivated and invited accounts. */
export async function clinicianRefs(
  db: Db,
  ids: readonly (string | null | undefined)[],
  o: { activeOnly?: boolean } = {},
): Promise<Map<string, ClinicianRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(inArray(users.id, wanted), o.activeOnly ? eq(users.status, ClinicianStatus.Active) : undefined));
  return new Map(rows.map((u) => [u.id, { id: u.id, fullname: fullnameOf(u), role: u.role as StaffRole }]));
}

/** The columns a client reference is made of: with the date of birth, since namesakes exist. */
export const clientRefColumns = {
  id: clients.id,
  mrNo: clients.mrNo,
  firstName: clients.firstName,
  lastName: clients.lastName,
  dateOfBirth: clients.dateOfBirth,
};

/** The one shape a client has wherever a result names one (`ClientRef`). */
export const clientRefOf = (c: Omit<ClientRef, "fullname">): ClientRef => ({
  id: c.id,
  mrNo: c.mrNo,
  firstName: c.firstName,
  lastName: c.lastName,
  fullname: `${c.firstName} ${c.lastName}`.trim(),
  dateOfBirth: c.dateOfBirth,
});

export async function clientRefs(db: Db, ids: readonly string[]): Promise<Map<string, ClientRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select(clientRefColumns).from(clients).where(inArray(clients.id, wanted));
  return new Map(rows.map((c) => [c.id, clientRefOf(c)]));
}

export async function roomRefs(db: Db, ids: readonly (string | null)[]): Promise<Map<string, RoomRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(inArray(rooms.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Clients by last name, then first name (then id, so equal names keep one order). */
export const byClientName = (a: ClientRef, b: ClientRef): number =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id.localeCompare(b.id);

const roleRank = (role: string): number => {
  const i = (CLINICAL_ROLES as readonly string[]).indexOf(role);
  return i === -1 ? CLINICAL_ROLES.length : i;
};

/**
 * The order of a group's facilitators, whose first is the lead: the most senior role first
 * (supervisor, therapist, nurse, physician, BHT), then by name. The facilitator table keeps no
 * position, so the order is derived; the same group always yields the same lead.
 */
export const byFacilitatorRank = (a: ClinicianRef, b: ClinicianRef): number =>
  roleRank(a.role) - roleRank(b.role) || a.fullname.localeCompare(b.fullname) || a.id.localeCompare(b.id);
