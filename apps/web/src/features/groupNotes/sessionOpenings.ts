/**
 * When a session opens for documentation, as the screens say it. The server decides the instants
 * (check-in opens the organization's set minutes before the start; signing opens at the start)
 * and enforces them; the screens say when, on the facility's clock, and look again when they pass.
 */
import { useEffect, useRef, useState } from "react";
import { DATE_FORMAT, DEFAULT_TIME_ZONE, formatDate } from "../../lib/dates";

export interface SessionTimes {
  /** YYYY-MM-DD on the facility's clock. */
  date: string;
  checkInOpensAt: string;
  signingOpensAt: string;
}

/** "9:30 AM" on the facility's clock; with the date ("11-24-2026 11:30 PM") when it falls on another day than the session. */
export function openingLabel(instant: string, sessionDate: string): string {
  const time = formatDate(instant, DATE_FORMAT.time12, DEFAULT_TIME_ZONE);
  return formatDate(instant, DATE_FORMAT.sql, DEFAULT_TIME_ZONE) === sessionDate
    ? time
    : `${formatDate(instant, DATE_FORMAT.display, DEFAULT_TIME_ZONE)} ${time}`;
}

export interface PendingOpenings {
  /** "Check-in opens at 9:30 AM", until it has. */
  checkIn: string | null;
  /** "Signing opens at 10:00 AM when the session starts", until it has. */
  signing: string | null;
}

/** What has not opened yet at `now` (ms since the epoch). */
export function pendingOpenings(session: SessionTimes, now: number): PendingOpenings {
  const notYet = (instant: string) => now < Date.parse(instant);
  return {
    checkIn: notYet(session.checkInOpensAt)
      ? `Check-in opens at ${openingLabel(session.checkInOpensAt, session.date)}`
      : null,
    signing: notYet(session.signingOpensAt)
      ? `Signing opens at ${openingLabel(session.signingOpensAt, session.date)} when the session starts`
      : null,
  };
}

/** Looked at again this long after an instant passes, and once more later: the browser's clock may run a little ahead of the server's. */
export const RECHECK_AFTER_MS = [1_000, 10_000] as const;
/** Timers longer than this are re-armed (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 86_400_000;

/** The next moment after `now` to look again, or null when every instant is far enough behind. */
export function nextRecheck(instants: readonly string[], now: number): number | null {
  const moments = instants
    .flatMap((instant) => RECHECK_AFTER_MS.map((after) => Date.parse(instant) + after))
    .filter((at) => at > now);
  return moments.length ? Math.min(...moments) : null;
}

/**
 * The time now, renewed a moment after each of `instants` passes (and not otherwise), calling
 * `onPass` then: the session page refetches the note, whose permissions open the buttons and the
 * editors, and every "opens at" line disappears on time.
 */
export function useOpeningClock(instants: readonly string[], onPass?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const latest = useRef(onPass);
  useEffect(() => {
    latest.current = onPass;
  }, [onPass]);
  const key = instants.join("|");
  useEffect(() => {
    const next = nextRecheck(key ? key.split("|") : [], now);
    if (next === null) return;
    const timer = setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        if (at >= next) latest.current?.();
      },
      Math.min(Math.max(next - Date.now(), 0), MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [key, now]);
  return now;
}
