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

/**
 * The path of the first string (value or key) holding U+0000, or null. PostgreSQL stores no NUL in
 * text or jsonb and would fail the whole request with 500, so no input that carries one gets past
 * validation, whatever its schema says.
 */
export function findNul(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return [...path, keyName(key)];
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const where = httpPart ?? "request";
    const nul = findNul(data);
    if (nul)
      return { error: validationError([{ code: "custom", path: nul, message: NUL_MESSAGE, input: undefined }], where) };
    const result = schema.safeParse(data, { error: requiredMessage });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error.issues, where) };
  };
