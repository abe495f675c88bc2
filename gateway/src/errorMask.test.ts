import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { maskError } from "./errorMask";
import { restErrorToGraphQL } from "./rest/errors";

/** What graphql-js hands to formatError for an error thrown in a resolver. */
function located(original: Error): GraphQLError {
  return new GraphQLError(original.message, { path: ["clinicians"], originalError: original });
}

describe("maskError", () => {
  it("passes an API error through, without a stack trace", () => {
    const error = located(
      restErrorToGraphQL(403, {
        error: { code: "forbidden", message: "Only an administrator may send announcements." },
      }),
    );
    const formatted = {
      ...error.toJSON(),
      extensions: { ...error.toJSON().extensions, code: "FORBIDDEN", stacktrace: ["at x"] },
    };
    const logged: unknown[] = [];
    const result = maskError(formatted, error, (e) => logged.push(e));
    expect(result.message).toBe("Only an administrator may send announcements.");
    expect(result.extensions).toEqual({ code: "FORBIDDEN", apiCode: "forbidden" });
    expect(logged).toEqual([]);
  });

  it("passes request errors (validation) through", () => {
    const error = new GraphQLError('Cannot query field "secret" on type "Query".');
    const formatted = { message: error.message, extensions: { code: "GRAPHQL_VALIDATION_FAILED" } };
    expect(maskError(formatted, error, () => {})).toEqual(formatted);
  });

  it("masks any other error and logs it instead", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id') at /srv/gateway/src/x.ts:12");
    const error = located(bug);
    const logged: unknown[] = [];
    const result = maskError(
      { ...error.toJSON(), extensions: { code: "INTERNAL_SERVER_ERROR", stacktrace: ["TypeError …"] } },
      error,
      (e) => logged.push(e),
    );
    expect(result).toEqual({
      message: "Internal server error",
      path: ["clinicians"],
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(logged).toEqual([bug]);
  });

  it("masks a GraphQLError a resolver threw with an unknown code", () => {
    const error = located(new GraphQLError("database password is hunter2", { extensions: { code: "SOMETHING" } }));
    expect(maskError(error.toJSON(), error, () => {}).message).toBe("Internal server error");
  });
});
