import { DATE_FORMAT, formatDate, timeZoneLabel, userTimeZone } from "../../../lib/dates";
import type { DateInput } from "../../../lib/dates";

/** "Night shift, 11-25-2026": its label and the facility date it starts on (a calendar date, no zone). */
export function shiftTitle(shift: { label: string; date: string }): string {
  const [year, month, day] = shift.date.split("-");
  return `${shift.label} shift, ${month}-${day}-${year}`;
}

/** "11-25-2026 11:00 PM – 11-26-2026 7:00 AM Pacific" (the end's date only when it differs), in the user's zone. */
export function spanText(startsAt: DateInput, endsAt: DateInput, zone: string = userTimeZone()): string {
  const dateTime = `${DATE_FORMAT.display} ${DATE_FORMAT.time12}`;
  const sameDay = formatDate(startsAt, DATE_FORMAT.display, zone) === formatDate(endsAt, DATE_FORMAT.display, zone);
  return `${formatDate(startsAt, dateTime, zone)} – ${formatDate(endsAt, sameDay ? DATE_FORMAT.time12 : dateTime, zone)} ${timeZoneLabel(zone)}`;
}

/** "11:02 PM – 6:48 AM, 35 minutes active": a contributor's first and last minute of editing. */
export function activityText(
  c: { firstEditAt: string; lastEditAt: string; minutesActive: number },
  zone: string = userTimeZone(),
): string {
  const first = formatDate(c.firstEditAt, DATE_FORMAT.time12, zone);
  const last = formatDate(c.lastEditAt, DATE_FORMAT.time12, zone);
  const span = first === last ? first : `${first} – ${last}`;
  return `${span}, ${c.minutesActive} ${c.minutesActive === 1 ? "minute" : "minutes"} active`;
}

export const contributorNames = (contributors: ReadonlyArray<{ name: string }>): string =>
  contributors.length === 0 ? "Nobody has written on the board" : contributors.map((c) => c.name).join(", ");

/** The marker each list item shows ("•", "2.", "☑"); "" for other blocks. Numbers count the run of items at one depth. */
export function listMarkers(
  blocks: ReadonlyArray<{ kind: string; listType?: string | null; depth: number; checked?: boolean | null }>,
): string[] {
  const counters: number[] = [];
  return blocks.map((block) => {
    if (block.kind !== "listitem") {
      counters.length = 0;
      return "";
    }
    // Deeper levels restart when the list goes back up.
    counters.length = block.depth + 1;
    counters[block.depth] = (counters[block.depth] ?? 0) + 1;
    if (block.listType === "number") return `${counters[block.depth]}.`;
    if (block.listType === "check") return block.checked ? "☑" : "☐";
    return "•";
  });
}
