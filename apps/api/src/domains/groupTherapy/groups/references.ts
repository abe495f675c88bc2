/**
 * Checks of the ids a group or a session refers to: each must belong to the caller's organization
 * and to the group's location. A bad one is a 400 naming the field, before anything changes.
 */
import { and, eq, inArray } from "drizzle-orm";
import { CLINICAL_ROLES, ClinicianStatus, WEEKDAY_LABELS } from "@hearth/schema";
import type { ScheduleSlot } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { clients, programs, rooms, userLocations, users } from "../../../db/schema";
import { validationFailed } from "../../../errors";

export async function checkProgram(
  db: Db,
  organizationId: string,
  programId: string,
  locationId: string,
): Promise<void> {
  const [program] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, programId), eq(programs.organizationId, organizationId)));
  if (!program) throw validationFailed("programId: unknown program");
  if (program.locationId && program.locationId !== locationId)
    throw validationFailed("programId: the program runs at another location");
}

export async function checkRoom(
  db: Db,
  organizationId: string,
  roomId: string,
  locationId: string,
  field = "roomId",
): Promise<void> {
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.organizationId, organizationId)));
  if (!room) throw validationFailed(`${field}: unknown room`);
  if (room.locationId !== locationId) throw validationFailed(`${field}: the room is at another location`);
  if (!room.active) throw validationFailed(`${field}: the room is not in use`);
}

/** Every id must be active clinical staff (supervisor, therapist, nurse, physician, BHT) assigned to the location. */
export async function checkClinicalStaff(
  db: Db,
  organizationId: string,
  userIds: readonly string[],
  locationId: string,
  field: string,
): Promise<void> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.locationId, locationId)))
    .where(
      and(
        inArray(users.id, wanted),
        eq(users.organizationId, organizationId),
        eq(users.status, ClinicianStatus.Active),
        inArray(users.role, [...CLINICAL_ROLES]),
      ),
    );
  const known = new Set(found.map((f) => f.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length)
    throw validationFailed(`${field}: ${missing[0]} is not active clinical staff of this location`, { missing });
}

/** Every id must be a client of the organization at the location. */
export async function checkClients(
  db: Db,
  organizationId: string,
  clientIds: readonly string[],
  locationId: string,
  field: string,
): Promise<void> {
  const wanted = [...new Set(clientIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(inArray(clients.id, wanted), eq(clients.organizationId, organizationId), eq(clients.locationId, locationId)),
    );
  const known = new Set(found.map((f) => f.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length) throw validationFailed(`${field}: ${missing[0]} is not a client of this location`, { missing });
}

/** Two slots of one weekday may not overlap (a group meets once at a time). */
export function checkSchedule(schedule: readonly ScheduleSlot[]): void {
  const sorted = [...schedule].sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const cur = sorted[i]!;
    if (prev.weekday === cur.weekday && cur.startTime < prev.endTime) {
      throw validationFailed(
        `schedule: two ${WEEKDAY_LABELS[cur.weekday]} slots overlap (${prev.startTime}–${prev.endTime} and ${cur.startTime}–${cur.endTime})`,
      );
    }
  }
}
