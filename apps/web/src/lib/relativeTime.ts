import { useEffect, useState } from "react";

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago an instant was, in words,
 * for feeds where recency matters more than the exact time (shown beside it where space allows).
 * Intl.RelativeTimeFormat rather than a dayjs plugin: nothing to download.
 */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** How long before `now` the instant was, in words. */
export function relativeTime(instant: string | Date, now: Date = new Date()): string {
  const seconds = Math.round((new Date(instant).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return "";
  // Under a minute, and a server clock slightly ahead of this one, are both "just now".
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** The current time, renewed every `intervalMs`, so "5 minutes ago" on screen does not go stale. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
