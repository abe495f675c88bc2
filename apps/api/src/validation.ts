/** Zod validation of bodies, queries and params, failing with our validation_failed error. */
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import { safeParseInput, textIssue } from "@hearth/schema";
import { validationError } from "./errors";

/**
 * Every part of every request is judged by the rules shared with the web app's forms (@hearth/schema
 * inputRules): text PostgreSQL cannot store is refused whatever the schema says, before the schema runs,
 * and a required field left empty says so.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const where = httpPart ?? "request";
    const text = textIssue(data);
    if (text) return { error: validationError([text], where) };
    const result = safeParseInput(schema, data);
    if (result.success) return { value: result.data };
    return { error: validationError(result.issues, where) };
  };
