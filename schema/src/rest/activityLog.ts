/** REST contract of the activity (audit) log: the §3 activity filter (dateFrom, dateTo), by user and by client. */
import { z } from "zod";
import type { Outcome } from "../actions";
import type { Role } from "../roles";
import { id, paging } from "./common";
import type { ClientRef } from "./clients";

export const ACTIVITY_OUTCOMES = ["success", "denied", "failure"] as const satisfies readonly Outcome[];

/** Instants with their offset (`2026-11-27T00:00:00-08:00`): the page sends the facility's day boundaries. */
const instant = z.iso.datetime({ offset: true });

const activityFilter = {
  dateFrom: instant.optional(),
  dateTo: instant.optional(),
  /** The user who acted. */
  actorId: id.optional(),
  /** Lines about this client: its chart's reads and changes, and every list or print that showed it. */
  clientMrNo: z.string().trim().min(1).max(40).optional(),
  subjectType: z.string().max(50).optional(),
  subjectId: z.string().max(100).optional(),
  outcome: z.enum(ACTIVITY_OUTCOMES).optional(),
};

const inOrder = (q: { dateFrom?: string | undefined; dateTo?: string | undefined }) =>
  !q.dateFrom || !q.dateTo || Date.parse(q.dateFrom) <= Date.parse(q.dateTo);
const dateOrder = { message: "must not be before dateFrom", path: ["dateTo"] };

export const ActivityLogQuery = z.object({ ...activityFilter, ...paging(50) }).refine(inOrder, dateOrder);

/** The export takes the page's filter without paging: every line it matches, up to the export's limit. */
export const ActivityLogExportQuery = z.object(activityFilter).refine(inOrder, dateOrder);

/** At most this many lines in one export; a wider filter is refused with a message saying so. */
export const ACTIVITY_EXPORT_MAX_ROWS = 50_000;

/** Staff or a portal client: whoever's account acted. */
export interface ActivityActor {
  id: string;
  fullname: string;
  role: Role;
}

export interface ActivityLogEntry {
  id: number;
  /** When it happened (ISO instant). */
  at: string;
  /** Who acted; null for a sign-in attempt of an unknown account or the system itself. */
  actor: ActivityActor | null;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  outcome: Outcome;
  ip: string | null;
  /** The clients the line names (a read names every client it showed), for the auditor to see whose record. */
  clients: ClientRef[];
  details: Record<string, unknown>;
}
