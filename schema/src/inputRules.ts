/**
 * Rules every input obeys whatever its schema, shared by the API (which applies them to every body,
 * query and path) and the web app's forms (which apply them before anything is sent), so both refuse
 * the same input with the same sentence:
 * - text holds no NUL character and no lone surrogate (PostgreSQL stores neither: a 500 otherwise);
 * - a field that may not be left out says "is required" when it is absent or empty, not what
 *   format the empty text lacks ("must be a date as YYYY-MM-DD").
 */
import type { z } from "zod";

export const NUL_MESSAGE = "must not contain a NUL character (U+0000)";
export const LONE_SURROGATE_MESSAGE = "must be valid Unicode text (it holds half of a surrogate pair)";
export const REQUIRED_MESSAGE = "is required";

type Path = (string | number)[];

/** A key as it is named in the message: its NUL characters written out, since they cannot be shown. */
const keyName = (key: string) => key.replaceAll("\u0000", "\\u0000");

/** A UTF-16 half without its other half: not text, and PostgreSQL's jsonb refuses its `\ud83d` escape (a 500). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) that `bad` matches, or null; keys are named as
 * `keyName` shows them. Depth first in document order, with a stack of its own: a body nested
 * thousands deep must not overflow the call stack (a 500) before validation refuses it.
 */
function findString(value: unknown, bad: (text: string) => boolean, path: Path = []): Path | null {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: string) => {
    const keys: Path = last === undefined ? [] : [last];
    for (let s = step; s && s.key !== null; s = s.parent) keys.push(s.key);
    return [...path, ...keys.reverse()];
  };
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (typeof step.key === "string" && bad(step.key)) return pathOf(step.parent, keyName(step.key));
    const v = step.value;
    if (typeof v === "string") {
      if (bad(v)) return pathOf(step);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: i, parent: step });
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return null;
}

/**
 * The path of the first string (value or key) holding U+0000, or null. PostgreSQL stores no NUL in
 * text or jsonb and would fail the whole request with 500, so no input that carries one gets past
 * validation, whatever its schema says.
 */
export function findNul(value: unknown, path: Path = []): Path | null {
  return findString(value, (text) => text.includes("\u0000"), path);
}

/** The path of the first string (value or key) holding a lone surrogate, or null (refused like NUL). */
export function findLoneSurrogate(value: unknown, path: Path = []): Path | null {
  return findString(value, (text) => LONE_SURROGATE.test(text), path);
}

/** The first string of `value` that is not storable text (NUL first, then a lone surrogate), as an issue; else null. */
export function textIssue(value: unknown, path: Path = []): z.core.$ZodIssue | null {
  const refuse = (at: Path, message: string): z.core.$ZodIssue => ({
    code: "custom",
    path: at,
    message,
    input: undefined,
  });
  const nul = findNul(value, path);
  if (nul) return refuse(nul, NUL_MESSAGE);
  const half = findLoneSurrogate(value, path);
  return half ? refuse(half, LONE_SURROGATE_MESSAGE) : null;
}

/** Zod's default limit messages ("Too big: expected string to have <=500 characters") in the words every form uses. */
function limitMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== "too_big" && issue.code !== "too_small") return undefined;
  const big = issue.code === "too_big";
  const limit = Number(big ? issue.maximum : issue.minimum);
  const bound = big
    ? issue.inclusive === false
      ? "less than"
      : "at most"
    : issue.inclusive === false
      ? "more than"
      : "at least";
  switch (issue.origin) {
    case "string":
      // An empty text where one is needed is a field left blank.
      if (!big && limit === 1) return REQUIRED_MESSAGE;
      return `must be ${bound} ${limit} character${limit === 1 ? "" : "s"}`;
    case "array":
    case "set":
      if (!big && limit === 1) return "must have at least one";
      return `must have ${bound} ${limit}`;
    case "number":
    case "int":
    case "bigint":
      return `must be ${bound} ${limit}`;
    case "date":
    case "file":
    case undefined:
      return undefined;
  }
}

/**
 * How an input's problems are worded where its schema says nothing of its own: "is required" for an
 * absent field (not "expected string, received undefined"), and limits as sentences.
 */
const inputErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? REQUIRED_MESSAGE : limitMessage(issue);

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** `data` with the value at `path` left out (copied along the path; `data` itself is not changed). */
function without(data: unknown, path: readonly PropertyKey[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || data === null || typeof data !== "object") return undefined;
  const copy = (Array.isArray(data) ? [...(data as unknown[])] : { ...data }) as Record<PropertyKey, unknown>;
  if (rest.length > 0) copy[key] = without(copy[key], rest);
  else if (Array.isArray(data)) copy[key] = undefined;
  else delete copy[key];
  return copy;
}

/**
 * `schema.safeParse(data)` as every input is judged: an absent field, or an empty one the schema
 * could not do without, is "required". An empty text fails a format (a date, an id) or a choice (an
 * enum) only because nothing was given, so its issues become that one sentence; a field the schema
 * may leave out keeps its own (an empty optional date is still no date).
 */
export function safeParseInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): { success: true; data: z.output<Schema> } | { success: false; issues: z.core.$ZodIssue[] } {
  const result = schema.safeParse(data, { error: inputErrorMap });
  if (result.success) return { success: true, data: result.data };
  const required: PropertyKey[][] = [];
  const issues: z.core.$ZodIssue[] = [];
  for (const issue of result.error.issues) {
    if (required.some((path) => samePath(path, issue.path))) continue;
    const emptyChoice = issue.code === "invalid_format" || issue.code === "invalid_value";
    if (emptyChoice && valueAt(data, issue.path) === "" && isRequired(schema, data, issue.path)) {
      required.push(issue.path);
      issues.push({ ...issue, message: REQUIRED_MESSAGE });
    } else issues.push(issue);
  }
  return { success: false, issues };
}

/** Whether leaving the field at `path` out makes the schema refuse its type or choice (not a rule across fields). */
function isRequired(schema: z.ZodType, data: unknown, path: readonly PropertyKey[]): boolean {
  const result = schema.safeParse(without(data, path));
  return (
    !result.success &&
    result.error.issues.some(
      (issue) => (issue.code === "invalid_type" || issue.code === "invalid_value") && samePath(issue.path, path),
    )
  );
}
