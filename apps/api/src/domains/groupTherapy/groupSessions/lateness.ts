/** When a session's note counts as a late entry; one rule for sessions, notes and the client chart. */
import { GROUP_NOTE_LATE_AFTER_HOURS } from "@hearth/schema";

const LATE_MS = GROUP_NOTE_LATE_AFTER_HOURS * 3_600_000;

/**
 * A late entry: first submitted more than GROUP_NOTE_LATE_AFTER_HOURS after the session ended, or
 * still unsubmitted past that. The first submission counts, so a note returned for revision and
 * resubmitted later is not flagged for the supervisor's delay. A cancelled session is never late.
 */
export function isLate(
  endsAt: Date,
  firstSubmittedAt: Date | null,
  cancelled: boolean,
  now: Date = new Date(),
): boolean {
  if (cancelled) return false;
  return (firstSubmittedAt ?? now).getTime() - endsAt.getTime() > LATE_MS;
}
