/**
 * The CMS ICD-10-CM order file (icd10cm_order_<year>.txt): one code a line, fixed width —
 * order number (5), space, code without its dot (7, space-padded), space, 1 when the code is valid for
 * a claim (0 for a heading), space, short description (60), space, long description (to the end).
 */
import { dottedIcd10Code, ICD10_CODE_PATTERN } from "@hearth/schema";
import type { CodeSetEntry } from "./codeSet";

const CODE = { start: 6, end: 13 };
const FLAG = 14;
const LONG_DESCRIPTION = 77;

/** Every code of an order file, dotted, with its long description; a malformed line is an error naming it. */
export function parseOrderFile(text: string): CodeSetEntry[] {
  const entries: CodeSetEntry[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "") return;
    const where = `order file, line ${index + 1}`;
    if (!/^\d{5} $/.test(line.slice(0, CODE.start)) || line.length <= LONG_DESCRIPTION)
      throw new Error(`${where}: not in the CMS order-file layout`);
    const code = dottedIcd10Code(line.slice(CODE.start, CODE.end).trim());
    const flag = line[FLAG];
    const description = line.slice(LONG_DESCRIPTION).trim();
    if (!ICD10_CODE_PATTERN.test(code)) throw new Error(`${where}: "${code}" is not an ICD-10-CM code`);
    if (flag !== "0" && flag !== "1") throw new Error(`${where}: the header flag must be 0 or 1`);
    if (description === "") throw new Error(`${where}: the long description is empty`);
    if (seen.has(code)) throw new Error(`${where}: ${code} appears twice`);
    seen.add(code);
    entries.push({ code, description, billable: flag === "1" });
  });
  if (entries.length === 0) throw new Error("order file: no codes in it");
  return entries;
}
