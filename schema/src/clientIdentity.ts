/**
 * How a client is identified wherever staff see them in a clinical context: never by name alone
 * (every demo name exists twice, and real rosters have namesakes too), but name, MR number and
 * date of birth, with the age when a "today" is known. Pure text rules, shared by the API (the
 * labels it stores for tasks and reminders) and the web app (which adds today's age).
 */

const SQL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What identifying a client needs; every client reference carries these. */
export interface ClientIdentityFields {
  fullname: string;
  mrNo: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
}

/**
 * Whole years between a date of birth and a day (both YYYY-MM-DD calendar dates, no time zone
 * involved): the birthday itself counts, so someone born 1990-05-10 is 36 on 2026-05-10, and
 * someone born on 29 February turns a year older on 1 March in other years. Null when either
 * is not a date, or the birth is after the day.
 */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const born = SQL_DATE.exec(dateOfBirth);
  const now = SQL_DATE.exec(today);
  if (!born || !now) return null;
  const [, by, bm, bd] = born.map(Number) as [number, number, number, number];
  const [, ny, nm, nd] = now.map(Number) as [number, number, number, number];
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  const age = ny - by - (hadBirthday ? 0 : 1);
  return age >= 0 ? age : null;
}

/** A date of birth as §9 displays dates (MM-DD-YYYY); what is not a YYYY-MM-DD date stays as it is. */
export function birthDateText(dateOfBirth: string): string {
  const match = SQL_DATE.exec(dateOfBirth);
  return match ? `${match[2]}-${match[3]}-${match[1]}` : dateOfBirth;
}

/** "HRT-000101 · DOB 03-14-1990 (36)": what tells a client from a namesake; no age without `today`. */
export function clientIdentifiersText(
  client: Pick<ClientIdentityFields, "mrNo" | "dateOfBirth">,
  today?: string,
): string {
  const age = today === undefined ? null : ageOn(client.dateOfBirth, today);
  return `${client.mrNo} · DOB ${birthDateText(client.dateOfBirth)}${age === null ? "" : ` (${age})`}`;
}

/**
 * "James Anderson · HRT-000101 · DOB 03-14-1990 (36)". Give `today` (YYYY-MM-DD in the facility's
 * zone) for the age; text that is stored and read later (a task's subject) goes without it, so
 * it never shows an age that has gone stale.
 */
export function clientIdentityText(client: ClientIdentityFields, today?: string): string {
  return `${client.fullname} · ${clientIdentifiersText(client, today)}`;
}
