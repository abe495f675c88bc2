/** What an answer to any input must be: no server error, no leaked internals, errors in the one JSON shape. */

/** Traces of internals: stack frames, source paths, SQL and driver error text. */
const LEAKS: [RegExp, string][] = [
  [/\n\s+at\s/, "a stack frame"],
  [/\bat \S+ \(?[^()\s]+:\d+:\d+\)?/, "a stack frame"],
  [/\/src\/|\/dist\/|node_modules|file:\/\//, "a file path"],
  [/\.[cm]?[jt]s:\d+/, "a source location"],
  [/syntax error at or near|violates .*constraint|relation "|column "|duplicate key value/i, "SQL error text"],
  [/invalid input syntax for|out of range for type|value too long for type|unterminated quoted/i, "SQL error text"],
  [/Failed query:|DrizzleQueryError|PGlite|\bpg_\w+\(/, "database driver text"],
  [/\b(TypeError|ReferenceError|RangeError|SyntaxError): /, "a JavaScript error"],
];

/** Every string of a parsed JSON value, keys included. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      stringsOf(v, out);
    }
  return out;
}

/**
 * What is wrong with an answer, or null. `echoes` are the request's own strings: an answer may
 * repeat them (a created title, a search term), so they are taken out before looking for leaks.
 */
export function problemOf(status: number, body: string, echoes: string[]): string | null {
  if (status >= 500) return `server error ${status}`;
  let parsed: unknown;
  try {
    parsed = body === "" ? undefined : JSON.parse(body);
  } catch {
    parsed = body;
  }
  const cut = echoes.filter((e) => e.length >= 3).sort((a, b) => b.length - a.length);
  for (let text of stringsOf(parsed)) {
    for (const e of cut) if (text.includes(e)) text = text.split(e).join("");
    for (const [pattern, what] of LEAKS)
      if (pattern.test(text)) return `the answer leaks ${what}: ${text.slice(0, 200)}`;
  }
  if (status >= 400) {
    const error = (parsed as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
    if (typeof error?.code !== "string" || typeof error.message !== "string")
      return "the error is not { error: { code, message } }";
  }
  return null;
}

/** The strings a request carries (path, query, body), trimmed and whole, that an answer may echo. */
export function echoesOf(...parts: unknown[]): string[] {
  const all = parts.flatMap((p) => stringsOf(p));
  return [...new Set(all.flatMap((s) => [s, s.trim()]))];
}
