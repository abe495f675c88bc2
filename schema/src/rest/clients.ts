/** REST contract of the client (EMR) list, its CSV export, and a client's group-therapy history. */
import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { id, paging } from "./common";
import type { AttendanceStatus, GroupNoteStatus } from "../groupNotes";
import { CLIENT_STATUSES, LEVEL_OF_CARE_IDS } from "../clientChart";
import type { ClientStatus } from "../clientChart";
import type { LocationRef } from "./common";
import { calendarDate } from "./groupSessions";
import type { ClinicianRef, GroupSession, RoomRef, ScheduleSlot } from "./groupSessions";
import type { Label } from "./clientLabels";
import type { ClientEpisode, ClientReferral, LevelOfCareChange, LocationChange } from "./clientEpisodes";

/** The statuses the list shows when none are asked for: the clients in care or about to be. */
export const DEFAULT_CLIENT_STATUSES = ["pending_admission", "active"] as const satisfies readonly ClientStatus[];

/** What the EMR list sorts by; ties are always broken by MR number, so a page never reshuffles. */
export const CLIENT_SORT_FIELDS = [
  "name",
  "mrNo",
  "dateOfBirth",
  "admissionDate",
  "levelOfCare",
  "status",
  "location",
] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** At most this many clients in one CSV export; a wider filter is refused with a message saying so. */
export const CLIENT_EXPORT_MAX_ROWS = 10_000;

/** Comma-separated or repeated query values (`?status=active,discharged`) as a list; none as undefined. */
const splitList = (value: unknown): string[] | undefined => {
  if (value === undefined || value === "") return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(","));
  return parts.map((p) => p.trim()).filter(Boolean);
};

/** Comma-separated or repeated query values (`?status=active,discharged`), at most `max` of them. */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    splitList,
    z
      .array(item)
      .max(max, { message: `must list at most ${max} values` })
      .optional(),
  );

/** The patient/EMR filter of §3 (searchQuery, status list, admissionDate, levelOfCare), plus locations and labels. */
const clientFilter = {
  /** First, last or preferred name, MR number, or phone digits ("5552001234", "(555) 200"); any case. */
  searchQuery: z.string().trim().max(100).optional(),
  /** Absent: pending admission and active (DEFAULT_CLIENT_STATUSES). */
  status: listOf(z.enum(CLIENT_STATUSES), CLIENT_STATUSES.length),
  /** Admitted on or after this day (YYYY-MM-DD). */
  admissionDateFrom: calendarDate.optional(),
  /** Admitted on or before this day (YYYY-MM-DD). */
  admissionDateTo: calendarDate.optional(),
  levelOfCare: listOf(z.enum(LEVEL_OF_CARE_IDS), LEVEL_OF_CARE_IDS.length),
  /** One location or several (each within the caller's own). */
  locationId: listOf(id, 50),
  /** Clients carrying every one of these labels. */
  labelIds: listOf(id, 10),
  sortBy: z.enum(CLIENT_SORT_FIELDS).default("name"),
  sortDirection: z.enum(SORT_DIRECTIONS).default("asc"),
};

const inOrder = (q: { admissionDateFrom?: string | undefined; admissionDateTo?: string | undefined }) =>
  !q.admissionDateFrom || !q.admissionDateTo || q.admissionDateFrom <= q.admissionDateTo;
const dateOrder = { message: "must not be before admissionDateFrom", path: ["admissionDateTo"] };

/** GET /api/auth/clients: one page of the filter, sorted. */
export const ClientListQuery = z.object({ ...clientFilter, ...paging(PAGE_SIZE.clients) }).refine(inOrder, dateOrder);

/** GET /api/auth/clients/export: every client the filter shows, in the list's order, as CSV. */
export const ClientExportQuery = z.object(clientFilter).refine(inOrder, dateOrder);

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
  /** An ASAM level id (schema/src/clientChart.ts): the current episode's, or for a client pending admission the level intended at intake (null when none). */
  levelOfCare: string | null;
  location: LocationRef;
  admissionDate: string | null;
  anticipatedDischargeDate: string | null;
  dischargeDate: string | null;
  primaryTherapist: ClinicianRef | null;
  /** The client's active labels, by name. */
  labels: Label[];
  /** How the caller reaches this chart: on a single client's read (header, chart), never in lists. */
  access?: ClientChartAccess;
}

/** How the caller opens a chart: by their locations, as the client's care team, or by an emergency grant. */
export const CHART_ACCESS_VIAS = ["location", "care_team", "break_glass"] as const;
export type ChartAccessVia = (typeof CHART_ACCESS_VIAS)[number];

export interface ClientChartAccess {
  via: ChartAccessVia;
  /** An emergency grant opens the chart for reading only: the chart hides what would change it. */
  readOnly: boolean;
  /** ISO instant: when the emergency grant ends; null for lasting access. */
  until: string | null;
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

/**
 * The chart's reads one request may ask together (`GET /auth/clients/:mrNo/chart?parts=`): the header
 * and the Admission tab, which every staff member in reach may read. One request opens the chart once
 * and logs each part's read as its own route would.
 */
export const CHART_READS = ["summary", "episodes", "levelOfCareHistory", "locationHistory", "referrals"] as const;
export type ChartRead = (typeof CHART_READS)[number];

export const ChartReadsQuery = z.object({
  parts: z.preprocess(
    (value) => splitList(value) ?? [],
    z
      .array(z.enum(CHART_READS))
      .min(1, { message: `must name at least one of ${CHART_READS.join(", ")}` })
      .max(CHART_READS.length, { message: `must list at most ${CHART_READS.length} values` }),
  ),
});

export interface ChartReads {
  summary: ClientSummary;
  episodes: ClientEpisode[];
  levelOfCareHistory: LevelOfCareChange[];
  locationHistory: LocationChange[];
  referrals: ClientReferral[];
}
