/**
 * The handoff board's shifts (HANDOFF_SHIFTS) as instants: wall-clock start times of the facility
 * clock made into instants the way group sessions' are (DST-correct), so a night shift over a DST
 * change lasts 7 or 9 hours, and every instant lies in exactly one shift, [startsAt, endsAt).
 */
import { HANDOFF_SHIFTS, handoffShiftId, parseHandoffShiftId } from "@hearth/schema";
import type { HandoffShiftName } from "@hearth/schema";
import { addDays, todayInZone, zonedInstant } from "../../kernel/time";

export interface Shift {
  /** `2026-11-25-night`. */
  id: string;
  name: HandoffShiftName;
  label: string;
  /** The facility date the shift starts on. */
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** The shift `name` that starts on the facility date `date`; the day's last one ends at the next day's first. */
export function shiftOf(date: string, name: HandoffShiftName): Shift {
  const index = HANDOFF_SHIFTS.findIndex((shift) => shift.name === name);
  const shift = HANDOFF_SHIFTS[index]!;
  const last = index === HANDOFF_SHIFTS.length - 1;
  const next = HANDOFF_SHIFTS[last ? 0 : index + 1]!;
  return {
    id: handoffShiftId(date, name),
    name,
    label: shift.label,
    date,
    startsAt: zonedInstant(date, shift.startTime),
    endsAt: zonedInstant(last ? addDays(date, 1) : date, next.startTime),
  };
}

/** The shift a `shiftId` names, or null when it names none. */
export function shiftById(shiftId: string): Shift | null {
  const parsed = parseHandoffShiftId(shiftId);
  return parsed ? shiftOf(parsed.date, parsed.name) : null;
}

/** The shift in progress at `at`: one of today's on the facility clock, or yesterday's last (past midnight). */
export function shiftAt(at: Date): Shift {
  const today = todayInZone(at);
  const time = at.getTime();
  for (const date of [today, addDays(today, -1)]) {
    for (const { name } of HANDOFF_SHIFTS) {
      const shift = shiftOf(date, name);
      if (shift.startsAt.getTime() <= time && time < shift.endsAt.getTime()) return shift;
    }
  }
  // Unreachable while the shifts cover the day; a list that leaves a gap is a programming error.
  throw new Error(`no handoff shift holds ${at.toISOString()}`);
}

/** The shift before `shift` (the one in progress just before it started). */
export const previousShift = (shift: Shift): Shift => shiftAt(new Date(shift.startsAt.getTime() - 1));
