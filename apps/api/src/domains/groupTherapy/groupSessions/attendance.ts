/** Pure attendance rules: minutes attended from the status, check-in status from the time, kiosk names. */
import { LATE_CHECK_IN_GRACE_MINUTES } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";
import { validationFailed } from "../../../errors";

export interface SessionClock {
  startsAt: Date;
  endsAt: Date;
}

export const sessionMinutes = (s: SessionClock): number =>
  Math.round((s.endsAt.getTime() - s.startsAt.getTime()) / 60_000);

/** Minutes from a late check-in to the session's end, within 0 and the session's length. */
export function minutesFromCheckIn(s: SessionClock, checkedInAt: Date): number {
  const left = Math.floor((s.endsAt.getTime() - Math.max(checkedInAt.getTime(), s.startsAt.getTime())) / 60_000);
  return Math.min(sessionMinutes(s), Math.max(0, left));
}

/**
 * The minutes to store for a mark. Present: the session's length unless given. Late: from the
 * check-in, or the length less the grace period without one, unless given. Left early: must be
 * given. Absent and excused: always 0. No status: none. Never more than the session's length.
 */
export function resolveMinutes(
  status: AttendanceStatus | null,
  given: number | null | undefined,
  s: SessionClock,
  checkedInAt: Date | null,
): number | null {
  const length = sessionMinutes(s);
  if (given !== null && given !== undefined && given > length)
    throw validationFailed(`minutesAttended: may not exceed the session's ${length} minutes`);
  switch (status) {
    case null:
      return null;
    case "absent":
    case "excused":
      return 0;
    case "present":
      return given ?? length;
    case "late":
      return (
        given ?? (checkedInAt ? minutesFromCheckIn(s, checkedInAt) : Math.max(0, length - LATE_CHECK_IN_GRACE_MINUTES))
      );
    case "left_early":
      if (given === null || given === undefined)
        throw validationFailed("minutesAttended: is required when the client left early");
      return given;
  }
}

/** Checked in after the start and the grace period: late; otherwise present. */
export function checkInStatus(s: SessionClock, at: Date): "present" | "late" {
  return at.getTime() > s.startsAt.getTime() + LATE_CHECK_IN_GRACE_MINUTES * 60_000 ? "late" : "present";
}

/** What the kiosk shows of a client: first name and last initial, e.g. "Maria G.". */
export function kioskDisplayName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
