/** The API's one errors module: factories with stable codes, and the handler that renders them. */
import { ERROR_STATUS } from "@hearth/schema";
import type { ErrorBody, ErrorCode } from "@hearth/schema";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }
}

export const badRequest = (message = "The request is malformed", details?: unknown) =>
  new AppError("bad_request", message, details);
export const validationFailed = (message: string, details?: unknown) =>
  new AppError("validation_failed", message, details);
export const unauthenticated = (message = "Authentication required") => new AppError("unauthenticated", message);
export const invalidCredentials = () => new AppError("invalid_credentials", "Email or password is incorrect");
export const twoFactorInvalid = (message = "The verification code is incorrect") =>
  new AppError("two_factor_invalid", message);
export const tokenExpired = (message = "Your session has expired") => new AppError("token_expired", message);
export const forbidden = (message = "You are not allowed to do this") => new AppError("forbidden", message);
export const notFound = (what = "Resource") => new AppError("not_found", `${what} not found`);
export const conflict = (message: string) => new AppError("conflict", message);
export const payloadTooLarge = (message = "The request body is too large") =>
  new AppError("payload_too_large", message);
export const unsupportedMediaType = (message: string) => new AppError("unsupported_media_type", message);
export const rateLimited = (
  retryAfterSeconds: number,
  message = `Too many attempts; try again in ${retryAfterSeconds} s`,
) => new AppError("rate_limited", message, { retryAfterSeconds });
export const internal = () => new AppError("internal", "Something went wrong on our side");

/** One zod issue as people read it: "email: must be an e-mail address". */
export function describeIssue(issue: Pick<z.core.$ZodIssue, "path" | "message">): string {
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Builds the 400 for failed input; the first issue is the message, all of them the details. */
export function validationError(issues: readonly z.core.$ZodIssue[], where: string): AppError {
  const list = issues.map((i) => ({ field: i.path.map(String).join("."), message: i.message }));
  const first = issues[0];
  return validationFailed(first ? describeIssue(first) : `invalid ${where}`, { in: where, issues: list });
}

/** Maps any thrown value to the error it should be shown as. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError> | undefined;
  const code = e?.code ?? "";
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY")
    return badRequest("The request body is not valid JSON");
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return payloadTooLarge();
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH")
    return badRequest(e?.message ?? "Unsupported request body");
  if (e?.validation && Array.isArray(e.validation)) {
    const first = e.validation[0] as { instancePath?: string; message?: string } | undefined;
    const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".") ?? "";
    return validationFailed(
      field ? `${field}: ${first?.message ?? "is invalid"}` : (first?.message ?? "invalid input"),
      { issues: e.validation },
    );
  }
  if (typeof e?.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    if (e.statusCode === 401) return unauthenticated(e.message);
    if (e.statusCode === 403) return forbidden(e.message);
    if (e.statusCode === 404) return notFound();
    if (e.statusCode === 413) return payloadTooLarge();
    if (e.statusCode === 429) return rateLimited(60);
    return badRequest(e.message);
  }
  return internal();
}

export function renderError(error: AppError): ErrorBody {
  return {
    error:
      error.details === undefined
        ? { code: error.code, message: error.message }
        : { code: error.code, message: error.message, details: error.details },
  };
}

/** Fastify error handler: everything leaves as `{ error: { code, message, details } }`. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.code === "internal") request.log.error({ err: error }, "unhandled error");
  const retry =
    appError.code === "rate_limited"
      ? (appError.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds
      : undefined;
  if (retry) void reply.header("retry-after", String(retry));
  return reply.status(appError.statusCode).send(renderError(appError));
}

/**
 * Fastify's own refusals before any route matches (a URL that does not decode, a path parameter
 * longer than the router takes), in our shape instead of Fastify's: every server that mounts the
 * API passes it as `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void errorHandler(error, request, reply);
}
