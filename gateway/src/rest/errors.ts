import { GraphQLError } from "graphql";
import { ERROR_STATUS, graphqlCodeForStatus } from "@hearth/schema";
import type { ErrorBody, ErrorCode, GraphQLErrorCode } from "@hearth/schema";

/**
 * A REST error carried into GraphQL. Its message is the API's own (already safe for users), so
 * the error mask lets it through; anything that is not an ApiError and not a GraphQL request
 * error is masked.
 */
export class ApiError extends GraphQLError {
  readonly status: number;
  constructor(
    message: string,
    status: number,
    extensions: { code: GraphQLErrorCode; apiCode?: ErrorCode; details?: unknown },
  ) {
    super(message, { extensions });
    this.name = "ApiError";
    this.status = status;
  }
  get code(): GraphQLErrorCode {
    return this.extensions.code as GraphQLErrorCode;
  }
}

const FALLBACK_MESSAGE: Record<GraphQLErrorCode, string> = {
  BAD_USER_INPUT: "The request was not valid.",
  UNAUTHENTICATED: "You are not signed in.",
  FORBIDDEN: "You are not allowed to do this.",
  NOT_FOUND: "Not found.",
  CONFLICT: "This conflicts with the current state.",
  RATE_LIMITED: "Too many attempts; try again later.",
  INTERNAL_SERVER_ERROR: "Internal server error",
};

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

/**
 * The one place a REST error (status + `{ error: { code, message, details } }`) becomes a
 * GraphQL error: `extensions.code` from the status, the API's message, its code and (for
 * client errors) its details. Server errors keep no details so nothing internal leaks.
 */
export function restErrorToGraphQL(status: number, body: unknown): ApiError {
  const code = graphqlCodeForStatus(status);
  if (!isErrorBody(body)) return new ApiError(FALLBACK_MESSAGE[code], status, { code });
  const apiCode = body.error.code in ERROR_STATUS ? body.error.code : undefined;
  const clientError = status >= 400 && status < 500;
  const message = clientError ? body.error.message : FALLBACK_MESSAGE.INTERNAL_SERVER_ERROR;
  return new ApiError(message, status, {
    code,
    ...(apiCode ? { apiCode } : {}),
    ...(clientError && body.error.details !== undefined ? { details: body.error.details } : {}),
  });
}

/** The API could not be reached or answered something that is not JSON. */
export function apiUnavailable(): ApiError {
  return new ApiError("The Hearth API is not reachable right now.", 503, { code: "INTERNAL_SERVER_ERROR" });
}
