/** Hostile values the fuzzer mixes into every input: strings that break naive code, and values of the wrong type. */
import fc from "fast-check";

/** Strings that escape a naive SQL literal, LIKE pattern or ORDER BY, or a naive shell. */
export const SQL_LIKE = [
  "' OR 1=1 --",
  '"; DROP TABLE clients; --',
  "'; DELETE FROM users WHERE ''='",
  "%",
  "_",
  "%_%",
  "\\",
  "\\'",
  "'",
  '"',
  "1; SELECT pg_sleep(0)",
  "name DESC; --",
  "createdAt desc nulls first",
  "(SELECT 1)",
  "$1",
  "::text",
  "E'\\x00'",
  "*",
  "[]",
  "{}",
  "null",
  "undefined",
  "../../etc/passwd",
  "${7*7}",
  "<script>alert(1)</script>",
];

/** Unicode a JSON body can carry: emoji, right-to-left text, combining marks, lone surrogates, odd spaces. */
export const UNICODE = [
  "🧑‍⚕️💊🏥",
  "שלום עולם",
  "مرحبا",
  "\u202eevil\u202c",
  "e\u0301\u0302\u0303\u0304",
  "Z̷̧̛a̸l̶g̵o̴",
  "\ud800",
  "\udfff",
  "a\ud83d",
  "\ufeff",
  "\u200b",
  "\u2028\u2029",
  "ﬁ",
  "İı",
  "\u00a0 \t\r\n",
  "😀".repeat(50),
];

/** Strings with NUL bytes and other control characters (PostgreSQL stores no NUL in text or jsonb). */
export const CONTROL = ["\u0000", "a\u0000b", "\u0000' OR 1=1 --", "\u0001\u0007\u001b[31m", "\b\f"];

const big = (n: number) => "x".repeat(n);
/** Oversized strings: past any sane field, and one mebibyte (past the default body limit once in JSON). */
export const OVERSIZED = [big(10_000), big(100_000), big(1024 * 1024)];
/** Oversized strings for a URL (path or query): no mebibyte, the router and the parser answer sooner. */
export const OVERSIZED_URL = [big(300), big(10_000), big(100_000)];

export const NUMERIC_EDGES = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  1e-9,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
];
/** Numbers as a query string carries them, well or badly formed. */
export const NUMERIC_STRINGS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "0x10",
  " 1 ",
  "1,2",
  "01",
  "+1",
  "1e3",
  "",
  "-",
];

/** A string that breaks something: SQL-like, unicode, control characters, oversized, or numeric-looking. */
export function hostileString(inUrl: boolean): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...SQL_LIKE) },
    { weight: 3, arbitrary: fc.constantFrom(...UNICODE) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTROL) },
    { weight: 1, arbitrary: fc.constantFrom(...(inUrl ? OVERSIZED_URL : OVERSIZED)) },
    { weight: 1, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  );
}

/** Values of every JSON type, for a place that expects another. */
export function wrongType(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 1e308, "", "true", "1", [], {}, [null], { "": null }),
    fc.constantFrom(...NUMERIC_EDGES),
    fc.jsonValue({ maxDepth: 2 }),
    // Deep nesting: a naive recursive walk overflows long before the JSON parser does.
    fc.constant(JSON.parse("[".repeat(2000) + "]".repeat(2000)) as unknown),
  );
}

/** Keys a body should not have: unknown fields, prototype names, SQL-like names, NUL. */
export const EXTRA_KEYS = [
  "sort",
  "order",
  "orderBy",
  "extra",
  "id",
  "organizationId",
  "role",
  "isAdmin",
  "constructor",
  "toString",
  "__proto__x",
  "' OR 1=1 --",
  "a\u0000b",
  "😀",
];
