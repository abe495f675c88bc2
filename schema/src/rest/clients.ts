/** REST contract of the client list and a client's group-therapy history. */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { id, paging } from "./common";
import type { AttendanceStatus, GroupNoteStatus } from "../groupNotes";
import type { ClientStatus } from "../clientChart";
import type { LocationRef } from "./common";
import type { ClinicianRef, GroupSession, RoomRef, ScheduleSlot } from "./groupSessions";

export const ClientListQuery = z.object({
  searchQuery: z.string().trim().max(100).optional(),
  locationId: id.optional(),
  ...paging(PAGE_SIZE.clients),
});

export const ClientGroupNotesQuery = z.object({ ...paging(PAGE_SIZE.groupSessions) });

export interface ClientRef {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
  fullname: string;
  /** YYYY-MM-DD: with the MR number, what tells namesakes apart (schema/src/clientIdentity.ts). */
  dateOfBirth: string;
}

export interface ClientSummary {
  id: string;
  mrNo: string;
  status: ClientStatus;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  fullname: string;
  dateOfBirth: string;
  gender: string;
  /** An ASAM level id (schema/src/clientChart.ts); null until admitted. */
  levelOfCare: string | null;
  location: LocationRef;
  admissionDate: string | null;
  anticipatedDischargeDate: string | null;
  dischargeDate: string | null;
  primaryTherapist: ClinicianRef | null;
}

export interface ClientGroupNoteRow {
  noteId: string;
  sessionId: string;
  date: string;
  startTime: string;
  endTime: string;
  groupName: string;
  facilitator: ClinicianRef;
  attendanceStatus: AttendanceStatus | null;
  minutesAttended: number | null;
  noteStatus: GroupNoteStatus;
  late: boolean;
}

export interface ClientGroupSchedule {
  groups: {
    id: string;
    name: string;
    programName: string;
    room: RoomRef | null;
    facilitators: ClinicianRef[];
    schedule: ScheduleSlot[];
  }[];
  upcoming: GroupSession[];
}
