import { GraphQLError } from "graphql";
import type { GraphQLFormattedError } from "graphql";
import { ApiError } from "./rest/errors";

/** Errors about the request itself: safe and useful to show as they are. */
const REQUEST_ERROR_CODES = new Set([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_USER_INPUT",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/** The error a resolver threw, inside graphql-js's located wrapper. */
function unwrap(error: unknown): unknown {
  return error instanceof GraphQLError && error.originalError ? error.originalError : error;
}

/**
 * What a client may see of an error: API errors and request errors as they are (without stack
 * traces), anything else as "Internal server error" — it is logged here instead.
 */
export function maskError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (error: unknown) => void,
): GraphQLFormattedError {
  const original = unwrap(error);
  const code = formatted.extensions?.code;
  const deliberate =
    original instanceof ApiError ||
    (original instanceof GraphQLError && typeof code === "string" && REQUEST_ERROR_CODES.has(code));
  if (deliberate) {
    if (!formatted.extensions || !("stacktrace" in formatted.extensions)) return formatted;
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
    return { ...formatted, extensions };
  }
  log(original);
  return {
    message: "Internal server error",
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  };
}
