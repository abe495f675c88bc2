/**
 * Searching the code set as a clinician types: by code prefix ("F11.2", "f112") and by words of the
 * description ("opioid withdrawal": every word must appear, in any case). Codes starting with what was
 * typed come first, then billable codes; among word matches, descriptions starting with the first word
 * and the shortest first; then code order.
 */
import { and, asc, desc, inArray, like, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { dottedIcd10Code } from "@hearth/schema";
import type { DiagnosisCode } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { diagnosisCodes } from "../../../db/schema";
import type { DiagnosisCodeRow } from "../../../db/schema";

/** What a typed code may be the start of: a letter, then up to two characters, a dot and four more. */
const CODE_PREFIX = /^[A-Z](\d([0-9A-Z](\.[0-9A-Z]{0,4})?)?)?$/;
/** Words beyond these add nothing a clinician would notice and only cost the query. */
const MAX_WORDS = 8;

/** The code prefix `q` names, or null when it is words. */
export function codePrefixOf(q: string): string | null {
  const dotted = dottedIcd10Code(q);
  return CODE_PREFIX.test(dotted) ? dotted : null;
}

/** The words of `q`, lower-cased: letters and digits only, so none of them is a LIKE wildcard. */
export const wordsOf = (q: string): string[] => [
  ...new Set((q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)),
];

export const presentCode = (
  row: Pick<DiagnosisCodeRow, "code" | "description" | "billable" | "chapter" | "category">,
): DiagnosisCode => ({
  code: row.code,
  description: row.description,
  billable: row.billable,
  chapter: row.chapter,
  category: row.category,
});

export async function searchCodes(db: Db, q: string, limit: number): Promise<DiagnosisCode[]> {
  const prefix = codePrefixOf(q);
  const words = wordsOf(q);
  const byCode: SQL = prefix ? like(diagnosisCodes.code, `${prefix}%`) : sql`false`;
  const byWords: SQL = words.length
    ? and(...words.map((word) => like(sql`lower(${diagnosisCodes.description})`, `%${word}%`)))!
    : sql`false`;
  const rows = await db
    .select()
    .from(diagnosisCodes)
    .where(or(byCode, byWords))
    // PostgreSQL takes a constant in ORDER BY for a column position: the prefix ranks only when there is one.
    .orderBy(
      ...(prefix ? [desc(byCode)] : []),
      desc(diagnosisCodes.billable),
      // Typed words (not a code): the descriptions that start with the first word, then the plainest (shortest), as
      // "opioid" should offer "Opioid dependence, uncomplicated" before a rare complication.
      ...(words.length && !prefix
        ? [
            desc(like(sql`lower(${diagnosisCodes.description})`, `${words[0]}%`)),
            asc(sql`length(${diagnosisCodes.description})`),
          ]
        : []),
      asc(diagnosisCodes.code),
    )
    .limit(limit);
  return rows.map(presentCode);
}

/** The code set's rows for these codes, by code. */
export async function codesByCode(db: Db, codes: readonly string[]): Promise<Map<string, DiagnosisCodeRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(diagnosisCodes)
    .where(inArray(diagnosisCodes.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row]));
}
