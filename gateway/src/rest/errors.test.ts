import { describe, expect, it } from "vitest";
import { ApiError, restErrorToGraphQL } from "./errors";

const body = (code: string, message: string, details?: unknown) => ({
  error: { code, message, ...(details === undefined ? {} : { details }) },
});

describe("restErrorToGraphQL", () => {
  it.each([
    [400, "validation_failed", "BAD_USER_INPUT"],
    [401, "invalid_credentials", "UNAUTHENTICATED"],
    [403, "forbidden", "FORBIDDEN"],
    [404, "not_found", "NOT_FOUND"],
    [409, "conflict", "CONFLICT"],
    [413, "payload_too_large", "BAD_USER_INPUT"],
    [429, "rate_limited", "RATE_LIMITED"],
  ])("maps HTTP %i (%s) to extensions.code %s with the API's own message and code", (status, apiCode, code) => {
    const error = restErrorToGraphQL(status, body(apiCode, `message for ${status}`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`message for ${status}`);
    expect(error.extensions).toEqual({ code, apiCode });
    expect(error.status).toBe(status);
  });

  it("keeps the details of a client error, e.g. the field that failed validation", () => {
    const details = [{ path: ["email"], message: "must be an e-mail address" }];
    const error = restErrorToGraphQL(400, body("validation_failed", "email: must be an e-mail address", details));
    expect(error.extensions).toEqual({ code: "BAD_USER_INPUT", apiCode: "validation_failed", details });
  });

  it("never passes on the message or details of a server error", () => {
    const error = restErrorToGraphQL(
      500,
      body("internal", 'relation "users" does not exist', { stack: "at db.ts:12" }),
    );
    expect(error.message).toBe("Internal server error");
    expect(error.extensions).toEqual({ code: "INTERNAL_SERVER_ERROR", apiCode: "internal" });
  });

  it("gives a plain message when the body is not the API's error shape", () => {
    expect(restErrorToGraphQL(502, "<html>Bad gateway</html>").extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
    const error = restErrorToGraphQL(401, undefined);
    expect(error.message).toBe("You are not signed in.");
    expect(error.extensions).toEqual({ code: "UNAUTHENTICATED" });
  });

  it("drops an error code the contract does not know instead of passing it on", () => {
    expect(restErrorToGraphQL(403, body("something_new", "No.")).extensions).toEqual({ code: "FORBIDDEN" });
  });
});
