/** Group-therapy test data: programs, rooms, clients, groups (straight into the database) and sessions (through the API). */
import { randomBytes } from "node:crypto";
import type { GroupSession, ScheduleSlot } from "@hearth/schema";
import type { Db } from "../db/client";
import { clients, groupFacilitators, groupMembers, groups, programs, rooms } from "../db/schema";
import type { GroupRow, ProgramRow, RoomRow } from "../db/schema";
import dayjs from "dayjs";
import { SERVER_TIME_ZONE } from "@hearth/schema";
import { addDays, todayInZone, zonedInstant } from "../kernel/time";
import type { TestApi } from "./harness";

const unique = () => randomBytes(4).toString("hex");

export async function buildProgram(
  db: Db,
  o: { organizationId: string; locationId?: string | null; name?: string; active?: boolean },
): Promise<ProgramRow> {
  const [row] = await db
    .insert(programs)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId ?? null,
      name: o.name ?? `Program ${unique()}`,
      levelOfCare: "3.5",
      active: o.active ?? true,
    })
    .returning();
  return row!;
}

export async function buildRoom(
  db: Db,
  o: { organizationId: string; locationId: string; name?: string },
): Promise<RoomRow> {
  const [row] = await db
    .insert(rooms)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId,
      name: o.name ?? `Room ${unique()}`,
      capacity: 12,
    })
    .returning();
  return row!;
}

/** A client with a chosen name and date of birth (the kiosk shows "First L." and checks the date of birth). */
export async function buildGroupClient(
  db: Db,
  o: { organizationId: string; locationId: string; firstName?: string; lastName?: string; dateOfBirth?: string },
) {
  const tag = unique();
  const [row] = await db
    .insert(clients)
    .values({
      organizationId: o.organizationId,
      mrNo: `GRP-${tag}`,
      firstName: o.firstName ?? "Jordan",
      lastName: o.lastName ?? `Member ${tag}`,
      dateOfBirth: o.dateOfBirth ?? "1988-06-15",
      gender: "Female",
      levelOfCare: "3.5",
      locationId: o.locationId,
      admissionDate: "2026-11-01",
    })
    .returning();
  return row!;
}

export interface GroupOverrides {
  organizationId: string;
  locationId: string;
  facilitatorIds: string[];
  clientIds: string[];
  /** Defaults to Monday, Wednesday and Friday, 10:00–11:00. */
  schedule?: ScheduleSlot[];
  programId?: string;
  roomId?: string | null;
  name?: string;
  serviceCode?: string | null;
  active?: boolean;
}

/** A group with its facilitators and roster; a program of the location is made when none is given. */
export async function buildGroup(db: Db, o: GroupOverrides): Promise<GroupRow> {
  const programId =
    o.programId ?? (await buildProgram(db, { organizationId: o.organizationId, locationId: o.locationId })).id;
  const [group] = await db
    .insert(groups)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId,
      programId,
      name: o.name ?? `Group ${unique()}`,
      roomId: o.roomId ?? null,
      serviceCode: o.serviceCode === undefined ? "H0005" : o.serviceCode,
      schedule: o.schedule ?? [1, 3, 5].map((weekday) => ({ weekday, startTime: "10:00", endTime: "11:00" })),
      active: o.active ?? true,
    })
    .returning();
  if (o.facilitatorIds.length)
    await db.insert(groupFacilitators).values(o.facilitatorIds.map((userId) => ({ groupId: group!.id, userId })));
  if (o.clientIds.length)
    await db.insert(groupMembers).values(o.clientIds.map((clientId) => ({ groupId: group!.id, clientId })));
  return group!;
}

export interface WallSlot {
  /** YYYY-MM-DD and HH:mm on the facility's clock. */
  date: string;
  startTime: string;
  endTime: string;
}

const LAST_MINUTE = 23 * 60 + 59;
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * An hour of today on the facility's clock that has already started: from a few minutes before
 * `now` (never before midnight) to an hour later (never past 23:59). Check-in, attendance, the
 * note and signing are all open for it. The start is read off the clock of an earlier instant, so
 * no DST change puts it in the future: a repeated hour names its first, earlier, occurrence.
 */
export function startedSlot(now: Date = new Date(), minutesAgo = 5): WallSlot {
  const date = todayInZone(now);
  const earlier = dayjs(now.getTime() - minutesAgo * 60_000).tz(SERVER_TIME_ZONE);
  const start = Math.min(
    earlier.format("YYYY-MM-DD") === date ? earlier.hour() * 60 + earlier.minute() : 0,
    LAST_MINUTE - 1,
  );
  return { date, startTime: clockOf(start), endTime: clockOf(Math.min(start + 60, LAST_MINUTE)) };
}

/** Tomorrow 10:00–11:00 on the facility's clock: nothing about it is open yet (check-in opens at most 4 hours before). */
export const tomorrowSlot = (now: Date = new Date()): WallSlot => ({
  date: addDays(todayInZone(now), 1),
  startTime: "10:00",
  endTime: "11:00",
});

/**
 * A slot starting between `now` and `now + withinMinutes` (an hour long at most, never past 23:59),
 * tried `minutesAhead` by `minutesAhead`: a start the wall clock cannot name exactly (the repeated
 * hour of a DST change, the day's last minute) is skipped for the next candidate.
 */
export function upcomingSlot(now: Date, minutesAhead: number, withinMinutes: number): WallSlot & { startsAt: Date } {
  for (let ahead = minutesAhead; ahead < withinMinutes; ahead += minutesAhead) {
    const wall = dayjs(now.getTime() + ahead * 60_000).tz(SERVER_TIME_ZONE);
    const start = wall.hour() * 60 + wall.minute();
    if (start >= LAST_MINUTE) continue;
    const slot = {
      date: wall.format("YYYY-MM-DD"),
      startTime: clockOf(start),
      endTime: clockOf(Math.min(start + 60, LAST_MINUTE)),
    };
    const startsAt = zonedInstant(slot.date, slot.startTime);
    if (startsAt.getTime() > now.getTime() && startsAt.getTime() - now.getTime() < withinMinutes * 60_000)
      return { ...slot, startsAt };
  }
  throw new Error(`no slot starts within ${withinMinutes} minutes of ${now.toISOString()}`);
}

export interface SessionOverrides {
  /** Access token of someone allowed to create the group's sessions (a facilitator, a supervisor, an admin). */
  token: string;
  groupId: string;
  /** Without a date: a slot of today that has already started (`startedSlot`); with one: 10:00–11:00 unless given. */
  date?: string;
  startTime?: string;
  endTime?: string;
  topic?: string | null;
  facilitatorId?: string;
  coFacilitatorIds?: string[];
  roomId?: string | null;
}

/** An ad hoc session made through POST /api/auth/group-sessions, so its note and document are made the real way. */
export async function buildSession(t: TestApi, o: SessionOverrides): Promise<GroupSession> {
  const { token, ...rest } = o;
  const payload = { ...(rest.date ? { startTime: "10:00", endTime: "11:00" } : startedSlot()), ...rest };
  const response = await t.request({ method: "POST", url: "/api/auth/group-sessions", token, payload });
  if (response.statusCode !== 201) throw new Error(`buildSession failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { results: GroupSession }).results;
}

/** Signs in demo accounts by role name ("therapist", "nurse2", …): their access tokens and user ids. */
export async function signInDemoStaff(
  t: TestApi,
  who: readonly string[],
): Promise<{ tokens: Record<string, string>; ids: Record<string, string> }> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const name of who) {
    const { token, response } = await t.loginAs(name);
    tokens[name] = token;
    ids[name] = (response.json() as { results: { user: { id: string } } }).results.user.id;
  }
  return { tokens, ids };
}
