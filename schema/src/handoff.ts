/** The shift-handoff board's history: the shifts a location's day splits into, named once for every app. */

/**
 * A location's day on the facility clock (SERVER_TIME_ZONE), in order: each shift starts at its
 * wall-clock time and ends where the next one starts; the last runs past midnight into the first of
 * the next day. Changing the shifts is this one list.
 */
export const HANDOFF_SHIFTS = [
  { name: "day", label: "Day", startTime: "07:00" },
  { name: "evening", label: "Evening", startTime: "15:00" },
  { name: "night", label: "Night", startTime: "23:00" },
] as const;
export type HandoffShiftName = (typeof HANDOFF_SHIFTS)[number]["name"];
export const HANDOFF_SHIFT_NAMES = HANDOFF_SHIFTS.map((shift) => shift.name) as [
  HandoffShiftName,
  ...HandoffShiftName[],
];

/** Shifts of a board's history per page (§7's page size of lists). */
export const HANDOFF_HISTORY_PAGE_SIZE = 25;

/** `2026-11-25-night`: a shift of a board is named by the facility date it starts on and its name. */
export const handoffShiftId = (date: string, name: HandoffShiftName): string => `${date}-${name}`;

export const HANDOFF_SHIFT_ID_PATTERN = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})-(${HANDOFF_SHIFT_NAMES.join("|")})$`);

export function parseHandoffShiftId(shiftId: string): { date: string; name: HandoffShiftName } | null {
  const match = HANDOFF_SHIFT_ID_PATTERN.exec(shiftId);
  const date = match?.[1];
  // A real calendar date only: Date rolls 02-30 over into March, so the round trip must agree.
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!match || !date || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return { date, name: match[2] as HandoffShiftName };
}

/** The Yjs document of a location's board. */
export const handoffDocumentName = (locationId: string): string => `handoff.${locationId}`;
