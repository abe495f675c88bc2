/** REST contract of group sessions: programs, rooms, groups, their sessions, attendance and check-in (the kiosk included). */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { ATTENDANCE_STATUSES, GROUP_NOTE_STATUSES } from "../groupNotes";
import { id, listParam, paging } from "./common";
import type { AttendanceStatus, CheckInMethod, GroupNoteStatus, SessionOrigin } from "../groupNotes";
import type { StaffRole } from "../roles";
import type { LocationRef } from "./common";
import type { ClientRef } from "./clients";

/** A wall-clock time, 24-hour `HH:mm` (§9). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time as HH:mm" });

/** A calendar date `YYYY-MM-DD` (§9 SQL format) that exists. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date as YYYY-MM-DD" })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { message: "is not a calendar date" },
  );

const boolParam = z.enum(["true", "false"]).transform((v) => v === "true");

const name = z.string().trim().min(1, { message: "is required" }).max(120);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const ScheduleSlot = z
  .object({ weekday: z.number().int().min(0).max(6), startTime: timeOfDay, endTime: timeOfDay })
  .refine((s) => s.endTime > s.startTime, { message: "must end after it starts", path: ["endTime"] });

export type ScheduleSlot = z.output<typeof ScheduleSlot>;

/** HCPCS/CPT-style service code, e.g. H0005 or 90853. */
export const serviceCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,7}$/, { message: "must be 4 to 7 letters or digits, e.g. H0005" });

export const ProgramBody = z.object({
  name,
  locationId: id.nullable().optional(),
  levelOfCare: optionalText(20),
  active: z.boolean().optional(),
});

export const ProgramUpdateBody = ProgramBody.partial().refine((v) => Object.keys(v).length > 0, {
  message: "nothing to update",
});

export const ProgramListQuery = z.object({ locationId: id.optional(), active: boolParam.optional() });

export const RoomBody = z.object({
  locationId: id,
  name,
  capacity: z.number().int().min(1).max(500).nullable().optional(),
});

export const RoomListQuery = z.object({ locationId: id.optional() });

const groupFields = {
  name,
  description: optionalText(2000),
  programId: id,
  locationId: id,
  roomId: id.nullable().optional(),
  serviceCode: serviceCode.nullable().optional(),
  facilitatorIds: z.array(id).min(1, { message: "at least one facilitator is required" }).max(10),
  rosterClientIds: z.array(id).max(200).optional(),
  schedule: z.array(ScheduleSlot).max(21).optional(),
  active: z.boolean().optional(),
};

export const GroupBody = z.object(groupFields);

/** Everything but the location can change; a group never moves to another location. */
export const GroupUpdateBody = z
  .object(groupFields)
  .omit({ locationId: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });

export const GroupListQuery = z.object({
  locationId: id.optional(),
  programId: id.optional(),
  facilitatorId: id.optional(),
  active: boolParam.optional(),
  searchQuery: z.string().trim().max(100).optional(),
  ...paging(PAGE_SIZE.groups),
});

export const GroupSessionListQuery = z
  .object({
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    groupId: id.optional(),
    facilitatorId: id.optional(),
    locationId: id.optional(),
    /** Note status; several allowed. */
    status: listParam(z.enum(GROUP_NOTE_STATUSES)),
    includeCancelled: boolParam.optional(),
    ...paging(PAGE_SIZE.groupSessions),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "must not be before from", path: ["to"] });

export const GroupSessionBody = z
  .object({
    groupId: id,
    date: calendarDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    topic: optionalText(300),
    /** Defaults to the caller when they facilitate the group, else the group's first facilitator. */
    facilitatorId: id.optional(),
    coFacilitatorIds: z.array(id).max(10).optional(),
    /** Defaults to the group's room. */
    roomId: id.nullable().optional(),
  })
  .refine((s) => s.endTime > s.startTime, { message: "must be after the start time", path: ["endTime"] });

export const GroupSessionUpdateBody = z
  .object({
    topic: optionalText(300),
    startTime: timeOfDay,
    endTime: timeOfDay,
    facilitatorId: id,
    coFacilitatorIds: z.array(id).max(10),
    roomId: id.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });

/** Sessions from the groups' weekly schedules for a range of at most 31 days. */
export const GenerateSessionsBody = z
  .object({ from: calendarDate, to: calendarDate, groupId: id.optional(), locationId: id.optional() })
  .refine((b) => b.from <= b.to, { message: "must not be before from", path: ["to"] })
  .refine((b) => (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 <= 31, {
    message: "the range may span at most 31 days",
    path: ["to"],
  });

export const CancelSessionBody = z.object({ reason: z.string().trim().min(1, { message: "is required" }).max(500) });

export const RosterAddBody = z.object({ clientId: id });

export const AttendanceBody = z.object({
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** Defaults from the status: the session's length when present, 0 when absent or excused. */
  minutesAttended: z.number().int().min(0).max(1440).nullable().optional(),
});

export const BulkCheckInBody = z.object({
  clientIds: z.array(id).min(1, { message: "choose at least one client" }).max(200),
});

export const KioskStartBody = z.object({
  /** Clears this browser's sign-in cookies, so the tablet shows nothing but the check-in screen. */
  signOutHere: z.boolean().optional(),
});

export const KioskCheckInBody = z.object({ entryId: id, dateOfBirth: calendarDate });

export interface ClinicianRef {
  id: string;
  fullname: string;
  role: StaffRole;
}

export interface RoomRef {
  id: string;
  name: string;
}

export interface Program {
  id: string;
  name: string;
  locationId: string | null;
  levelOfCare: string | null;
  active: boolean;
}

export interface Room {
  id: string;
  locationId: string;
  name: string;
  capacity: number | null;
  active: boolean;
}

export interface Group {
  id: string;
  name: string;
  description: string | null;
  program: { id: string; name: string };
  location: LocationRef;
  room: RoomRef | null;
  serviceCode: string | null;
  facilitators: ClinicianRef[];
  roster: ClientRef[];
  schedule: ScheduleSlot[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AttendanceCounts {
  roster: number;
  attended: number;
  absent: number;
  unmarked: number;
}

export interface GroupSession {
  id: string;
  groupId: string;
  groupName: string;
  programName: string;
  serviceCode: string | null;
  location: LocationRef;
  room: RoomRef | null;
  /** YYYY-MM-DD, HH:mm and HH:mm in the server time zone. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  topic: string | null;
  facilitator: ClinicianRef;
  coFacilitators: ClinicianRef[];
  origin: SessionOrigin;
  cancelledAt: string | null;
  cancelReason: string | null;
  noteId: string;
  noteStatus: GroupNoteStatus;
  /** The note is a late entry (see `GroupNote.late`). */
  late: boolean;
  attendance: AttendanceCounts;
  /** Check-in, attendance and writing the note open here: the organization's minutes before the start. */
  checkInOpensAt: string;
  /** Submitting, co-signing and approving open here: the start. */
  signingOpensAt: string;
}

/** One client on a session's roster (a "group client note"). */
export interface AttendanceEntry {
  id: string;
  client: ClientRef;
  status: AttendanceStatus | null;
  minutesAttended: number | null;
  checkedInAt: string | null;
  checkInMethod: CheckInMethod | null;
  /** The Lexical root of this client's individual note in the note's document. */
  rootName: string;
  updatedAt: string;
}

export interface GenerateSessionsResult {
  created: number;
  sessions: GroupSession[];
}

export interface KioskStart {
  token: string;
  expiresAt: string;
  sessionId: string;
  groupId: string;
}

export interface KioskEntry {
  id: string;
  /** First name and last initial only, e.g. "Maria G.". */
  displayName: string;
  checkedIn: boolean;
}

export interface KioskSession {
  sessionId: string;
  groupName: string;
  date: string;
  startTime: string;
  endTime: string;
  entries: KioskEntry[];
}

export interface KioskCheckInResult {
  displayName: string;
  checkedInAt: string;
  status: AttendanceStatus;
}
