import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorCodeOf } from "../../lib/errors";

/**
 * What the server listed as the reasons for a refusal (`extensions.details`): the `issues` of a
 * note that is not ready to submit, or the fields of a failed validation. Each as its message.
 */
export function issuesOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const details = error.errors[0]?.extensions?.["details"];
  const list = Array.isArray(details) ? details : isRecord(details) && Array.isArray(details["issues"]) ? details["issues"] : [];
  return list.flatMap((item: unknown) => {
    if (typeof item === "string") return [item];
    if (isRecord(item) && typeof item["message"] === "string") {
      const path = Array.isArray(item["path"]) ? item["path"].join(".") : "";
      return [path ? `${path}: ${item["message"]}` : item["message"]];
    }
    return [];
  });
}

/** The API's 409 while the submitter's latest typing has not reached storage yet: worth retrying. */
export function isStillSaving(error: unknown): boolean {
  if (errorCodeOf(error) !== "CONFLICT" || !CombinedGraphQLErrors.is(error)) return false;
  return /still being saved/i.test(error.errors[0]?.message ?? "");
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
