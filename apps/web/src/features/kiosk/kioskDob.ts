import { DATE_FORMAT, DEFAULT_TIME_ZONE, DateError, formatDate } from "../../lib/dates";

/** The date of birth as typed on the tablet: digits only, dashes put in as MM-DD-YYYY. */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/**
 * MM-DD-YYYY (or MM/DD/YYYY, or eight digits) as the YYYY-MM-DD the server compares; null when it
 * is not a complete, real calendar date (13-01-1990, 02-30-1990).
 */
export function parseDob(text: string): string | null {
  const match = /^\s*(\d{2})[-/.]?(\d{2})[-/.]?(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const display = `${match[1]}-${match[2]}-${match[3]}`;
  try {
    // Strict parsing in dates.ts refuses dates that do not exist instead of rolling them over.
    return formatDate(display, DATE_FORMAT.sql, DEFAULT_TIME_ZONE);
  } catch (error) {
    if (error instanceof DateError) return null;
    throw error;
  }
}

/** "Maria" from the kiosk's "Maria G.": the welcome uses the first name only. */
export const firstNameOf = (displayName: string): string => displayName.trim().split(/\s+/)[0] ?? displayName;
