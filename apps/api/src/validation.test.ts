import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from "@hearth/schema";
import type { AppError } from "./errors";
import { zodValidatorCompiler } from "./validation";

const validate = (schema: z.ZodType, data: unknown, httpPart = "body") =>
  zodValidatorCompiler({ schema, method: "POST", url: "/x", httpPart })(data) as { value?: unknown; error?: AppError };

describe("NUL characters in input", () => {
  it("fail validation with 400 naming the field, even where the schema would accept the string", () => {
    const schema = z.object({ audience: z.object({ roles: z.array(z.string()) }) });
    const { error } = validate(schema, { audience: { roles: ["nurse", "bht\u0000"] } });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(`audience.roles.1: ${NUL_MESSAGE}`);
    expect(error?.details).toEqual({ in: "body", issues: [{ field: "audience.roles.1", message: NUL_MESSAGE }] });
    expect(validate(schema, { audience: { roles: ["nurse"] } }).value).toEqual({ audience: { roles: ["nurse"] } });
  });

  it("are named in keys too, written out", () => {
    const { error } = validate(z.record(z.string(), z.string()), { "k\u0000": "v" }, "querystring");
    expect(error?.message).toBe(`k\\u0000: ${NUL_MESSAGE}`);
  });
});

describe("lone surrogates in input", () => {
  it("are refused with 400 naming the field; whole pairs (emoji) pass", () => {
    const schema = z.object({ name: z.string() });
    const { error } = validate(schema, { name: "a\ud83d" });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(`name: ${LONE_SURROGATE_MESSAGE}`);
    expect(validate(schema, { name: "Ana 😀" }).value).toEqual({ name: "Ana 😀" });
  });
});

describe("required fields", () => {
  const schema = z.object({
    admissionDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date as YYYY-MM-DD" }),
    note: z.string().optional(),
  });

  it("say they are required when absent or empty, as the web app's forms do", () => {
    expect(validate(schema, {}).error?.message).toBe("admissionDate: is required");
    expect(validate(schema, { admissionDate: "" }).error?.details).toEqual({
      in: "body",
      issues: [{ field: "admissionDate", message: "is required" }],
    });
    expect(validate(schema, { admissionDate: "May 5" }).error?.message).toBe(
      "admissionDate: must be a date as YYYY-MM-DD",
    );
  });
});
