import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppError } from "./errors";
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, findLoneSurrogate, findNul, zodValidatorCompiler } from "./validation";

const validate = (schema: z.ZodType, data: unknown, httpPart = "body") =>
  zodValidatorCompiler({ schema, method: "POST", url: "/x", httpPart })(data) as { value?: unknown; error?: AppError };

describe("NUL characters in input", () => {
  it("are found in nested values and keys, by path", () => {
    expect(findNul({ a: "ok", b: [{ c: "x" }, { c: "y\u0000" }] })).toEqual(["b", 1, "c"]);
    expect(findNul({ a: { "k\u0000": 1 } })).toEqual(["a", "k\\u0000"]);
    expect(findNul("\u0000")).toEqual([]);
    expect(findNul({ a: "fine", n: 1, t: true, z: null, list: ["a", "b"] })).toBeNull();
    expect(findNul([{ a: "fine" }, "x\u0000", { "y\u0000": 1 }])).toEqual([1]);
  });

  it("walks a body nested thousands deep without overflowing the stack", () => {
    expect(findNul(JSON.parse("[".repeat(50_000) + "]".repeat(50_000)))).toBeNull();
    expect(findNul(JSON.parse("[".repeat(50_000) + '"\\u0000"' + "]".repeat(50_000)))).toHaveLength(50_000);
  });

  it("fail validation with 400 naming the field, even where the schema would accept the string", () => {
    const schema = z.object({ audience: z.object({ roles: z.array(z.string()) }) });
    const { error } = validate(schema, { audience: { roles: ["nurse", "bht\u0000"] } });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(`audience.roles.1: ${NUL_MESSAGE}`);
    expect(error?.details).toEqual({ in: "body", issues: [{ field: "audience.roles.1", message: NUL_MESSAGE }] });
    expect(validate(schema, { audience: { roles: ["nurse"] } }).value).toEqual({ audience: { roles: ["nurse"] } });
  });
});

describe("lone surrogates in input", () => {
  it("are refused with 400 naming the field; whole pairs (emoji) pass", () => {
    const schema = z.object({ name: z.string() });
    expect(findLoneSurrogate({ a: ["ok 😀", { "k\ud800": 1 }] })).toEqual(["a", 1, "k\ud800"]);
    expect(findLoneSurrogate(["\udfffx"])).toEqual([0]);
    const { error } = validate(schema, { name: "a\ud83d" });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(`name: ${LONE_SURROGATE_MESSAGE}`);
    expect(validate(schema, { name: "Ana 😀" }).value).toEqual({ name: "Ana 😀" });
  });
});
