/**
 * Batched look-ups of the small references (clinicians, clients, rooms) that group results carry, and
 * how people are searched for by name.
 */
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Column, SQL } from "drizzle-orm";
import { CLINICAL_ROLES, ClinicianStatus } from "@hearth/schema";
import type { ClientRef, ClinicianRef, LocationRef, RoomRef, StaffRole } from "@hearth/schema";
import type { Db } from "../db/client";
import { clients, locations, rooms, userLocations, users } from "../db/schema";
import type { UserRow } from "../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a string is an id at all: a malformed one names nothing (404), never a database error. */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * Ids as one `uuid[]` parameter, null kept in place (for `unnest` beside other columns); only for ids
 * read from the database or checked with `isUuid`, since the text is cast, not escaped.
 */
export const uuidArray = (ids: readonly (string | null)[]): SQL =>
  sql`${`{${ids.map((id) => id ?? "NULL").join(",")}}`}::uuid[]`;

/** `%text%` for LIKE: `%`, `_` and `\` typed in a search are matched as themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search as typed, whatever separates them: "Anderson, James" is "Anderson" and "James". */
export const searchWords = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/**
 * Every word of the search found, in any order, where `wordMatches` looks for one: "anderson james",
 * "James Anderson" and "and jam" all find James Anderson. Undefined when no word was typed.
 */
export function everyWordMatches(searchQuery: string, wordMatches: (word: string) => SQL): SQL | undefined {
  const words = searchWords(searchQuery);
  return words.length ? and(...words.map(wordMatches)) : undefined;
}

/** A search for a person: every word typed within one of these columns (first name, last name, email), in any case. */
export const nameMatches = (searchQuery: string, columns: readonly (Column | SQL)[]): SQL | undefined =>
  everyWordMatches(searchQuery, (word) => or(...columns.map((column) => ilike(column, containsPattern(word))))!);

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
