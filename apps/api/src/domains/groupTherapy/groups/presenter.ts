/** Group rows as the REST contract presents them, batched over any number of groups. */
import { asc, inArray } from "drizzle-orm";
import type { ClientRef, ClinicianRef, Group, ScheduleSlot } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { groupFacilitators, groupMembers, locations, programs } from "../../../db/schema";
import type { GroupRow } from "../../../db/schema";
import { byClientName, byFacilitatorRank, clientRefs, clinicianRefs, roomRefs } from "../../../kernel/refs";

export const sortSchedule = (slots: readonly ScheduleSlot[]): ScheduleSlot[] =>
  [...slots].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));

/** Facilitators of each group, lead first (see `byFacilitatorRank`). */
export async function facilitatorsOf(
  db: Db,
  groupIds: string[],
  o: { activeOnly?: boolean } = {},
): Promise<Map<string, ClinicianRef[]>> {
  const map = new Map<string, ClinicianRef[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  const links = await db.select().from(groupFacilitators).where(inArray(groupFacilitators.groupId, groupIds));
  const people = await clinicianRefs(
    db,
    links.map((l) => l.userId),
    o,
  );
  for (const l of links) {
    const ref = people.get(l.userId);
    if (ref) map.get(l.groupId)?.push(ref);
  }
  for (const list of map.values()) list.sort(byFacilitatorRank);
  return map;
}

/** Default roster of each group, by client name. */
export async function rostersOf(db: Db, groupIds: string[]): Promise<Map<string, ClientRef[]>> {
  const map = new Map<string, ClientRef[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return map;
  const links = await db
    .select()
    .from(groupMembers)
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(groupMembers.addedAt));
  const refs = await clientRefs(
    db,
    links.map((l) => l.clientId),
  );
  for (const l of links) {
    const ref = refs.get(l.clientId);
    if (ref) map.get(l.groupId)?.push(ref);
  }
  for (const list of map.values()) list.sort(byClientName);
  return map;
}

export async function presentGroups(db: Db, rows: GroupRow[]): Promise<Group[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [facilitators, rosters, roomsById, programRows, locationRows] = await Promise.all([
    facilitatorsOf(db, ids),
    rostersOf(db, ids),
    roomRefs(
      db,
      rows.map((r) => r.roomId),
    ),
    db
      .select({ id: programs.id, name: programs.name })
      .from(programs)
      .where(inArray(programs.id, [...new Set(rows.map((r) => r.programId))])),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(inArray(locations.id, [...new Set(rows.map((r) => r.locationId))])),
  ]);
  const programName = new Map(programRows.map((p) => [p.id, p.name]));
  const locationName = new Map(locationRows.map((l) => [l.id, l.name]));
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    program: { id: g.programId, name: programName.get(g.programId) ?? "" },
    location: { id: g.locationId, name: locationName.get(g.locationId) ?? "" },
    room: g.roomId ? (roomsById.get(g.roomId) ?? null) : null,
    serviceCode: g.serviceCode,
    facilitators: facilitators.get(g.id) ?? [],
    roster: rosters.get(g.id) ?? [],
    schedule: sortSchedule(g.schedule),
    active: g.active,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  }));
}

export async function presentGroup(db: Db, row: GroupRow): Promise<Group> {
  return (await presentGroups(db, [row]))[0]!;
}
