/** Zod validation of bodies, queries and params, failing with our validation_failed error. */
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { validationError } from "./errors";

/** "is required" for an absent field reads better than zod's "expected string, received undefined". */
const requiredMessage: z.core.$ZodErrorMap = (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is required" : undefined);

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { error: requiredMessage });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error.issues, httpPart ?? "request") };
  };
