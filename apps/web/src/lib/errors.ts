import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

const UNREACHABLE = "The server could not be reached. Check your connection and try again.";

/** The message to show a person for an error from Apollo: the server's own words where there are some. */
export function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? error.message;
  if (ServerError.is(error)) return serverErrorMessage(error);
  if (error instanceof TypeError) return UNREACHABLE; // fetch() rejects with a TypeError when offline
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** The GraphQL `extensions.code` of the first error, e.g. "UNAUTHENTICATED". */
export function errorCodeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.["code"];
  return typeof code === "string" ? code : undefined;
}

function serverErrorMessage(error: ServerError): string {
  try {
    const body = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; error?: { message?: string } };
    const message = body.errors?.[0]?.message ?? body.error?.message;
    if (message) return message;
  } catch {
    // not JSON: fall through to the status line
  }
  return error.statusCode >= 500 ? "The server had a problem. Please try again." : error.message;
}
