/** Group-therapy test data: programs, rooms, clients, groups (straight into the database) and sessions (through the API). */
import { randomBytes } from "node:crypto";
import type { GroupSession, ScheduleSlot } from "@hearth/schema";
import type { Db } from "../db/client";
import { clients, groupFacilitators, groupMembers, groups, programs, rooms } from "../db/schema";
import type { GroupRow, ProgramRow, RoomRow } from "../db/schema";
import { todayInZone } from "../domains/groupSessions/time";
import type { TestApi } from "./harness";

const unique = () => randomBytes(4).toString("hex");

export async function buildProgram(db: Db, o: { organizationId: string; locationId?: string | null; name?: string; active?: boolean }): Promise<ProgramRow> {
  const [row] = await db
    .insert(programs)
    .values({ organizationId: o.organizationId, locationId: o.locationId ?? null, name: o.name ?? `Program ${unique()}`, levelOfCare: "3.5", active: o.active ?? true })
    .returning();
  return row!;
}

export async function buildRoom(db: Db, o: { organizationId: string; locationId: string; name?: string }): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values({ organizationId: o.organizationId, locationId: o.locationId, name: o.name ?? `Room ${unique()}`, capacity: 12 }).returning();
  return row!;
}

/** A client with a chosen name and date of birth (the kiosk shows "First L." and checks the date of birth). */
export async function buildGroupClient(db: Db, o: { organizationId: string; locationId: string; firstName?: string; lastName?: string; dateOfBirth?: string }) {
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
  const programId = o.programId ?? (await buildProgram(db, { organizationId: o.organizationId, locationId: o.locationId })).id;
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
  if (o.facilitatorIds.length) await db.insert(groupFacilitators).values(o.facilitatorIds.map((userId) => ({ groupId: group!.id, userId })));
  if (o.clientIds.length) await db.insert(groupMembers).values(o.clientIds.map((clientId) => ({ groupId: group!.id, clientId })));
  return group!;
}

export interface SessionOverrides {
  /** Access token of someone allowed to create the group's sessions (a facilitator, a supervisor, an admin). */
  token: string;
  groupId: string;
  /** Defaults to today in the server zone, 10:00–11:00. */
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
  const payload = { date: todayInZone(), startTime: "10:00", endTime: "11:00", ...rest };
  const response = await t.request({ method: "POST", url: "/api/auth/group-sessions", token, payload });
  if (response.statusCode !== 201) throw new Error(`buildSession failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { results: GroupSession }).results;
}

/** Signs in demo accounts by role name ("therapist", "nurse2", …): their access tokens and user ids. */
export async function signInDemoStaff(t: TestApi, who: readonly string[]): Promise<{ tokens: Record<string, string>; ids: Record<string, string> }> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const name of who) {
    const { token, response } = await t.loginAs(name);
    tokens[name] = token;
    ids[name] = (response.json() as { results: { user: { id: string } } }).results.user.id;
  }
  return { tokens, ids };
}
