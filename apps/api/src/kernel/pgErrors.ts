/** Recognising PostgreSQL errors through the driver and Drizzle's wrapping (same on pg and PGlite). */

/** SQLSTATE of an error or of the error it wraps (Drizzle puts the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique index refused the row: two requests raced for the same e-mail (or client). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === "23505";
