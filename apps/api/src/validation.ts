/** Zod validation of bodies, queries and params, failing with our validation_failed error. */
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { validationError } from "./errors";

/** "is required" for an absent field reads better than zod's "expected string, received undefined". */
const requiredMessage: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined;

export const NUL_MESSAGE = "must not contain a NUL character (U+0000)";

/** A key as it is named in the message: its NUL characters written out, since they cannot be shown. */
const keyName = (key: string) => key.replaceAll("\u0000", "\\u0000");

/** A UTF-16 half without its other half: not text, and PostgreSQL's jsonb refuses its `\ud83d` escape (a 500). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const LONE_SURROGATE_MESSAGE = "must be valid Unicode text (it holds half of a surrogate pair)";

/**
 * The path of the first string (value or key) that `bad` matches, or null; keys are named as
 * `keyName` shows them. Depth first in document order, with a stack of its own: a body nested
 * thousands deep must not overflow the call stack (a 500) before validation refuses it.
 */
function findString(
  value: unknown,
  bad: (text: string) => boolean,
  path: (string | number)[] = [],
): (string | number)[] | null {
  interface Step {
    value: unknown;
    key: string | number | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null, last?: string) => {
    const keys: (string | number)[] = last === undefined ? [] : [last];
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
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  return findString(value, (text) => text.includes("\u0000"), path);
}

/** The path of the first string (value or key) holding a lone surrogate, or null (refused like NUL). */
export function findLoneSurrogate(value: unknown): (string | number)[] | null {
  return findString(value, (text) => LONE_SURROGATE.test(text));
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const where = httpPart ?? "request";
    const refuse = (path: (string | number)[], message: string) => ({
      error: validationError([{ code: "custom", path, message, input: undefined }], where),
    });
    const nul = findNul(data);
    if (nul) return refuse(nul, NUL_MESSAGE);
    const half = findLoneSurrogate(data);
    if (half) return refuse(half, LONE_SURROGATE_MESSAGE);
    const result = schema.safeParse(data, { error: requiredMessage });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error.issues, where) };
  };
