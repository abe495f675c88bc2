/** Stable error codes of the REST API; the gateway maps them to GraphQL `extensions.code`. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  two_factor_invalid: 401,
  token_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** Well-formed, but the request cannot be done as asked (e.g. assigning a client's task to someone who may not see the client). */
  unprocessable: 422,
  payload_too_large: 413,
  /** An upload whose content (read from its bytes) is not a type the route accepts. */
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export type GraphQLErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "INTERNAL_SERVER_ERROR";

/** The one place a REST error becomes a GraphQL error code. */
export function graphqlCodeForStatus(status: number): GraphQLErrorCode {
  if (status === 400 || status === 413 || status === 415 || status === 422) return "BAD_USER_INPUT";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 429) return "RATE_LIMITED";
  return "INTERNAL_SERVER_ERROR";
}
