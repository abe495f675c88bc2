/**
 * CSV as spreadsheets read it (RFC 4180: commas, CRLF, quotes doubled). A cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe: exported audit lines hold text that users typed, and opening an export must never run it.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and its rows, each line ended by CRLF. */
export const toCsv = (header: readonly string[], rows: Iterable<readonly (string | number | null | undefined)[]>) =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
