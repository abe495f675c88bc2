/**
 * Sessions and attendance entries as the REST contract presents them. Both presenters batch: a
 * handful of queries for any number of rows (the group notes domain presents through them too).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { ATTENDED_STATUSES, groupNoteClientRoot } from "@hearth/schema";
import type { AttendanceCounts, AttendanceEntry, ClinicianRef, GroupSession } from "@hearth/schema";
import type { Db } from "../../../db/client";
import {
  groupClientNotes,
  groupNoteStatusChanges,
  groupNotes,
  groupSessionCoFacilitators,
  groupSessions,
  groups,
  locations,
  organizationSettings,
  programs,
} from "../../../db/schema";
import type { GroupClientNoteRow, GroupSessionRow } from "../../../db/schema";
import { isLate } from "./lateness";
import { byClientName, clientRefs, clinicianRefs, roomRefs } from "../../../kernel/refs";
import { hhmm } from "../../../kernel/time";
import { sessionWindow } from "./window";
import { checkInOpensMinutesBeforeSql } from "../../organizationSettings/columns";

const attendedList = sql.raw(ATTENDED_STATUSES.map((s) => `'${s}'`).join(", "));
const emptyCounts: AttendanceCounts = { roster: 0, attended: 0, absent: 0, unmarked: 0 };

/** Roster size and attendance per session; `absent` counts absent and excused clients. */
async function attendanceCounts(db: Db, sessionIds: string[]): Promise<Map<string, AttendanceCounts>> {
  const rows = await db
    .select({
      sessionId: groupClientNotes.sessionId,
      roster: sql<number>`count(*)`.mapWith(Number),
      attended: sql<number>`count(*) filter (where ${groupClientNotes.attendanceStatus} in (${attendedList}))`.mapWith(
        Number,
      ),
      absent:
        sql<number>`count(*) filter (where ${groupClientNotes.attendanceStatus} in ('absent', 'excused'))`.mapWith(
          Number,
        ),
      unmarked: sql<number>`count(*) filter (where ${groupClientNotes.attendanceStatus} is null)`.mapWith(Number),
    })
    .from(groupClientNotes)
    .where(inArray(groupClientNotes.sessionId, sessionIds))
    .groupBy(groupClientNotes.sessionId);
  return new Map(rows.map(({ sessionId, ...counts }) => [sessionId, counts]));
}

/** Group, program, location, note and the organization's check-in setting of each session, in one query. */
async function sessionFacts(db: Db, sessionIds: string[]) {
  const rows = await db
    .select({
      id: groupSessions.id,
      groupName: groups.name,
      serviceCode: groups.serviceCode,
      programName: programs.name,
      locationName: locations.name,
      noteId: groupNotes.id,
      noteStatus: groupNotes.status,
      firstSubmittedAt: sql<
        string | null
      >`(select min(${groupNoteStatusChanges.createdAt}) from ${groupNoteStatusChanges} where ${groupNoteStatusChanges.noteId} = ${groupNotes.id} and ${groupNoteStatusChanges.toStatus} = 'submitted')`,
      checkInOpensMinutesBefore: checkInOpensMinutesBeforeSql,
    })
    .from(groupSessions)
    .innerJoin(groups, eq(groups.id, groupSessions.groupId))
    .innerJoin(programs, eq(programs.id, groups.programId))
    .innerJoin(locations, eq(locations.id, groupSessions.locationId))
    .innerJoin(groupNotes, eq(groupNotes.sessionId, groupSessions.id))
    .leftJoin(organizationSettings, eq(organizationSettings.organizationId, groupSessions.organizationId))
    .where(inArray(groupSessions.id, sessionIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Co-facilitator ids of each session. */
export async function coFacilitatorIdsOf(db: Db, sessionIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return map;
  const rows = await db
    .select()
    .from(groupSessionCoFacilitators)
    .where(inArray(groupSessionCoFacilitators.sessionId, sessionIds));
  for (const r of rows) map.get(r.sessionId)?.push(r.userId);
  return map;
}

export async function presentSessions(db: Db, rows: GroupSessionRow[]): Promise<GroupSession[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [facts, coIds, counts, roomsById] = await Promise.all([
    sessionFacts(db, ids),
    coFacilitatorIdsOf(db, ids),
    attendanceCounts(db, ids),
    roomRefs(
      db,
      rows.map((r) => r.roomId),
    ),
  ]);
  const people = await clinicianRefs(db, [...rows.map((r) => r.facilitatorId), ...[...coIds.values()].flat()]);
  const ref = (id: string): ClinicianRef => people.get(id) ?? { id, fullname: "Unknown", role: "therapist" };
  return rows.map((s) => {
    const f = facts.get(s.id);
    if (!f) throw new Error(`group session ${s.id} has no note`);
    const opening = sessionWindow(s, f.checkInOpensMinutesBefore);
    return {
      id: s.id,
      groupId: s.groupId,
      groupName: f.groupName,
      programName: f.programName,
      serviceCode: f.serviceCode,
      location: { id: s.locationId, name: f.locationName },
      room: s.roomId ? (roomsById.get(s.roomId) ?? null) : null,
      date: s.sessionDate,
      startTime: hhmm(s.startTime),
      endTime: hhmm(s.endTime),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      durationMinutes: Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000),
      topic: s.topic,
      facilitator: ref(s.facilitatorId),
      coFacilitators: (coIds.get(s.id) ?? [])
        .map(ref)
        .sort((a, b) => a.fullname.localeCompare(b.fullname) || a.id.localeCompare(b.id)),
      origin: s.origin,
      cancelledAt: s.cancelledAt?.toISOString() ?? null,
      cancelReason: s.cancelReason,
      noteId: f.noteId,
      noteStatus: f.noteStatus,
      late: isLate(s.endsAt, f.firstSubmittedAt ? new Date(f.firstSubmittedAt) : null, s.cancelledAt !== null),
      attendance: counts.get(s.id) ?? emptyCounts,
      checkInOpensAt: opening.checkInOpensAt.toISOString(),
      signingOpensAt: opening.signingOpensAt.toISOString(),
    };
  });
}

/** Roster entries, sorted by the client's name; `rootName` is the client's Lexical root in the note's document. */
export async function presentAttendance(db: Db, rows: GroupClientNoteRow[]): Promise<AttendanceEntry[]> {
  const refs = await clientRefs(
    db,
    rows.map((r) => r.clientId),
  );
  const entries = rows.map((r): AttendanceEntry => {
    const client = refs.get(r.clientId) ?? {
      id: r.clientId,
      mrNo: "",
      firstName: "",
      lastName: "",
      fullname: "",
      dateOfBirth: "",
    };
    return {
      id: r.id,
      client,
      status: r.attendanceStatus,
      minutesAttended: r.minutesAttended,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      checkInMethod: r.checkInMethod,
      rootName: groupNoteClientRoot(r.clientId),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
  return entries.sort((a, b) => byClientName(a.client, b.client));
}
