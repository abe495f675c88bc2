import { ATTENDANCE_LABELS } from "@hearth/schema";
import type { AttendanceStatus, CheckInMethod, GroupNoteStatus, SignatureMethod, SignatureRole } from "@hearth/schema";
import { DATE_FORMAT, displayDateTimeWithZone, formatDate, userTimeZone } from "../../../lib/dates";
import type { DateInput } from "../../../lib/dates";

export const SIGNATURE_ROLE_LABELS: Record<SignatureRole, string> = {
  facilitator: "Facilitator",
  co_facilitator: "Co-facilitator",
  additional_signee: "Additional signee",
  supervisor: "Supervisor",
};

export const SIGNATURE_METHOD_LABELS: Record<SignatureMethod, string> = { password: "Password", pin: "PIN" };

export const NOTE_STATUS_LABELS: Record<GroupNoteStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  approved: "Approved",
};

export const CHECK_IN_METHOD_LABELS: Record<CheckInMethod, string> = { staff: "staff", bulk: "bulk", self: "self" };

/** "Present", or "Not marked" while staff have not marked the client yet. */
export const attendanceLabel = (status: AttendanceStatus | null | undefined): string =>
  status ? ATTENDANCE_LABELS[status] : "Not marked";

/** A signed instant as auditors read it: date, time and the zone it is shown in ("11-23-2026 3:04 PM Pacific"). */
export const signedAtText = (value: DateInput, zone: string = userTimeZone()): string =>
  displayDateTimeWithZone(value, zone);

/** A session's time span in the user's zone: "9:00 AM – 10:30 AM". */
export function timeSpanText(startsAt: DateInput, endsAt: DateInput, zone: string = userTimeZone()): string {
  return `${formatDate(startsAt, DATE_FORMAT.time12, zone)} – ${formatDate(endsAt, DATE_FORMAT.time12, zone)}`;
}

/** "90 minutes", "1 minute". */
export const minutesText = (minutes: number | null | undefined): string =>
  minutes === null || minutes === undefined ? "—" : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;

/** The check-in column: time and how ("9:04 AM (self)"), or a dash. */
export function checkInText(
  checkedInAt: string | null | undefined,
  method: CheckInMethod | null | undefined,
  zone: string = userTimeZone(),
): string {
  if (!checkedInAt) return "—";
  const time = formatDate(checkedInAt, DATE_FORMAT.time12, zone);
  return method ? `${time} (${CHECK_IN_METHOD_LABELS[method]})` : time;
}
