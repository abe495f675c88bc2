import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ERROR_STATUS } from "@hearth/schema";
import {
  AppError,
  describeIssue,
  forbidden,
  invalidCredentials,
  notFound,
  rateLimited,
  renderError,
  toAppError,
  validationError,
} from "./errors";
import { zodValidatorCompiler } from "./validation";

describe("errors", () => {
  it("takes each status from the schema's catalogue", () => {
    for (const code of Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[])
      expect(new AppError(code, "m").statusCode).toBe(ERROR_STATUS[code]);
    expect(forbidden().statusCode).toBe(403);
    expect(notFound("Clinician").message).toBe("Clinician not found");
  });

  it("renders { error: { code, message, details? } }", () => {
    expect(renderError(invalidCredentials())).toEqual({
      error: { code: "invalid_credentials", message: "Email or password is incorrect" },
    });
    expect(renderError(rateLimited(12))).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many attempts; try again in 12 s",
        details: { retryAfterSeconds: 12 },
      },
    });
  });

  it("maps Fastify's own errors to our codes and hides unknown ones", () => {
    expect(
      toAppError(Object.assign(new Error("bad"), { code: "FST_ERR_CTP_INVALID_JSON_BODY", statusCode: 400 })).code,
    ).toBe("bad_request");
    expect(
      toAppError(Object.assign(new Error("big"), { code: "FST_ERR_CTP_BODY_TOO_LARGE", statusCode: 413 })).code,
    ).toBe("payload_too_large");
    const hidden = toAppError(new Error("connection string postgres://secret"));
    expect(hidden.code).toBe("internal");
    expect(hidden.message).not.toContain("secret");
  });

  it("names the field of the first zod issue", () => {
    const schema = z.object({
      email: z.email({ message: "must be an e-mail address" }),
      nested: z.object({ n: z.number() }),
    });
    const result = schema.safeParse({ email: "nope", nested: { n: 1 } });
    expect(result.success).toBe(false);
    expect(validationError(result.error!.issues, "body").message).toBe("email: must be an e-mail address");
    expect(describeIssue({ path: ["a", 0, "b"], message: "bad" })).toBe("a.0.b: bad");
    expect(describeIssue({ path: [], message: "bad" })).toBe("bad");
  });

  it("the validator says 'is required' for a missing field", () => {
    const validate = zodValidatorCompiler({
      schema: z.object({ password: z.string().min(1) }),
      method: "POST",
      url: "/x",
      httpPart: "body",
    });
    const result = validate({}) as { error?: AppError };
    expect(result.error).toBeInstanceOf(AppError);
    expect(result.error!.message).toBe("password: is required");
    expect(validate({ password: "p" })).toEqual({ value: { password: "p" } });
  });
});
