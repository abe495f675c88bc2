/**
 * Session times for end-to-end tests, on the facility's clock (America/Los_Angeles). A session is
 * documented once it has happened: check-in, attendance and the note open 30 minutes (the demo
 * organization's setting) before its start, signing at the start. So a test that checks clients
 * in, writes and signs needs a session that has already started, whatever the hour of the run.
 */
const ZONE = "America/Los_Angeles";
const LAST_MINUTE = 23 * 60 + 59;

export interface Slot {
  /** YYYY-MM-DD and HH:mm on the facility's clock. */
  date: string;
  startTime: string;
  endTime: string;
}

/** The facility's date and minute of the day at an instant. */
function facilityClock(at: Date): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A slot of today that started `minutesAgo` minutes before now (never before midnight) and lasts
 * `length` minutes (never past 23:59). Read off the clock of that earlier instant, so no DST change
 * puts the start in the future (a repeated hour names its first, earlier, occurrence).
 */
export function startedSlot(o: { minutesAgo?: number; length?: number; now?: Date } = {}): Slot {
  const now = o.now ?? new Date();
  const today = facilityClock(now).date;
  const earlier = facilityClock(new Date(now.getTime() - (o.minutesAgo ?? 5) * 60_000));
  const start = Math.min(earlier.date === today ? earlier.minutes : 0, LAST_MINUTE - 1);
  return { date: today, startTime: hhmm(start), endTime: hhmm(Math.min(start + (o.length ?? 60), LAST_MINUTE)) };
}

/**
 * A slot whose check-in has not opened: later today when the day leaves room (at least two hours
 * ahead), else tomorrow morning. Its check-in opens 30 minutes before its start.
 */
export function notYetOpenSlot(now: Date = new Date()): Slot {
  const clock = facilityClock(now);
  const start = clock.minutes + 120;
  if (start + 30 <= LAST_MINUTE) return { date: clock.date, startTime: hhmm(start), endTime: hhmm(start + 30) };
  const tomorrow = new Date(`${clock.date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { date: tomorrow.toISOString().slice(0, 10), startTime: "10:00", endTime: "11:00" };
}

/**
 * A slot whose check-in opens at the next whole minute at least `leadSeconds` from now (its start
 * 30 minutes later, as the demo organization's setting has it), so a page opened now sees check-in
 * open while it is on screen.
 */
export function slotOpeningSoon(leadSeconds = 20, now: Date = new Date()): Slot & { checkInOpensAt: Date } {
  let opens = Math.ceil((now.getTime() + leadSeconds * 1000) / 60_000) * 60_000;
  for (;;) {
    const start = facilityClock(new Date(opens + 30 * 60_000));
    // The day's last minute cannot start a session that ends the same day: the next opening then.
    if (start.minutes < LAST_MINUTE)
      return {
        date: start.date,
        startTime: hhmm(start.minutes),
        endTime: hhmm(Math.min(start.minutes + 30, LAST_MINUTE)),
        checkInOpensAt: new Date(opens),
      };
    opens += 60_000;
  }
}

/** "4:40 PM" for "16:40", as the screens show a wall-clock time (§9 h:mm A). */
export function wallClockLabel(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "9:30 AM": an instant as the facility's clock shows it. */
export const facilityTimeLabel = (at: Date): string => wallClockLabel(hhmm(facilityClock(at).minutes));

/** The Sunday that ends the facility's current week (weeks run Monday to Sunday), YYYY-MM-DD. */
export function endOfThisWeek(now: Date = new Date()): string {
  const today = new Date(`${facilityClock(now).date}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + ((7 - today.getUTCDay()) % 7));
  return today.toISOString().slice(0, 10);
}
