/**
 * The ICD-10-CM code set in `diagnosis_codes`: reading the file shipped in icd10cm/, writing codes
 * (shipped or imported) in a few statements, and filling an empty table as the API starts.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { ICD10_CODE_PATTERN } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/client";

export interface CodeSetEntry {
  /** Dotted: "F11.20". */
  code: string;
  description: string;
  billable: boolean;
}

/** The behavioral-health subset of ICD-10-CM that ships with Hearth (see icd10cm/README.md). */
export const SHIPPED_CODE_SET_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "icd10cm",
  "behavioral-health-codes.tsv",
);
export const SHIPPED_CODE_SET_SOURCE = "ICD-10-CM FY2025, behavioral-health subset shipped with Hearth";

/** First category of each ICD-10-CM chapter, in code order (chapter 22, U00–U85, sorts between 19 and 20). */
const CHAPTER_STARTS: readonly (readonly [string, number])[] = [
  ["A00", 1],
  ["C00", 2],
  ["D50", 3],
  ["E00", 4],
  ["F00", 5],
  ["G00", 6],
  ["H00", 7],
  ["H60", 8],
  ["I00", 9],
  ["J00", 10],
  ["K00", 11],
  ["L00", 12],
  ["M00", 13],
  ["N00", 14],
  ["O00", 15],
  ["P00", 16],
  ["Q00", 17],
  ["R00", 18],
  ["S00", 19],
  ["U00", 22],
  ["V00", 20],
  ["Z00", 21],
];

/** The three-character category of a code: "F11" of "F11.20". */
export const categoryOf = (code: string): string => code.slice(0, 3);

/** The ICD-10-CM chapter a code belongs to (5 for F01–F99, 21 for Z00–Z99). */
export function chapterOf(code: string): number {
  const category = categoryOf(code);
  let chapter = 1;
  for (const [start, number] of CHAPTER_STARTS) if (category >= start) chapter = number;
  return chapter;
}

/**
 * The shipped file: a header line, then `code<TAB>billable<TAB>description` with billable 1 for a leaf
 * of the tabular list and 0 for a category heading. A malformed line is an error naming it.
 */
export function parseCodeSetFile(text: string): CodeSetEntry[] {
  const lines = text.split(/\r?\n/);
  if (lines[0] !== "code\tbillable\tdescription") throw new Error("code set file: the first line must be its header");
  const entries: CodeSetEntry[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line === "") return;
    const [code = "", billable = "", description = "", ...extra] = line.split("\t");
    const where = `code set file, line ${index + 2}`;
    if (extra.length > 0) throw new Error(`${where}: more than three columns`);
    if (!ICD10_CODE_PATTERN.test(code)) throw new Error(`${where}: "${code}" is not a dotted ICD-10-CM code`);
    if (billable !== "0" && billable !== "1") throw new Error(`${where}: billable must be 0 or 1`);
    if (description.trim() === "") throw new Error(`${where}: the description is empty`);
    entries.push({ code, description: description.trim(), billable: billable === "1" });
  });
  return entries;
}

export async function readShippedCodeSet(): Promise<CodeSetEntry[]> {
  return parseCodeSetFile(await readFile(SHIPPED_CODE_SET_FILE, "utf8"));
}

/** Rows per statement: one JSON parameter each, so a full CMS file is some fifty statements. */
const BATCH = 2000;

/**
 * Inserts the codes, or with `replace` updates those already there (an import of a newer year
 * rewords some descriptions and flips headings). Codes are never deleted: diagnoses entered with a
 * code CMS later retired keep pointing at it.
 */
export async function writeCodes(
  db: Db,
  entries: readonly CodeSetEntry[],
  source: string,
  o: { replace: boolean },
): Promise<number> {
  let written = 0;
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH).map((e) => ({
      code: e.code,
      description: e.description,
      billable: e.billable,
      chapter: chapterOf(e.code),
      category: categoryOf(e.code),
    }));
    const onConflict = o.replace
      ? sql`ON CONFLICT (code) DO UPDATE SET description = excluded.description, billable = excluded.billable,
            chapter = excluded.chapter, category = excluded.category, source = excluded.source, updated_at = now()`
      : sql`ON CONFLICT (code) DO NOTHING`;
    const result = await db.execute(sql`
      INSERT INTO diagnosis_codes (code, description, billable, chapter, category, source)
      SELECT r.code, r.description, r.billable, r.chapter, r.category, ${source}
      FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        AS r(code text, description text, billable boolean, chapter smallint, category text)
      ${onConflict}
      RETURNING code`);
    written += rowsOf(result).length;
  }
  return written;
}

/**
 * Fills an empty code set from the shipped file, as the API starts: the code set is reference data
 * every deployment needs (not demo data, which the seed brings only when asked), and migrations hold
 * schema, not data read from files. A table that holds any code (shipped or imported) is left as it is.
 */
export async function ensureCodeSet(db: Db): Promise<number> {
  const [row] = rowsOf<{ present: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM diagnosis_codes) AS present`),
  );
  if (row?.present) return 0;
  return writeCodes(db, await readShippedCodeSet(), SHIPPED_CODE_SET_SOURCE, { replace: false });
}
