import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * What the server listed as the reasons for a refusal (`extensions.details`): the `issues` of a
 * note that is not ready to submit, or the fields of a failed validation. Each as its message.
 */
export function issuesOf(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const details = error.errors[0]?.extensions?.["details"];
  const list = Array.isArray(details)
    ? details
    : isRecord(details) && Array.isArray(details["issues"])
      ? details["issues"]
      : [];
  return list.flatMap((item: unknown) => {
    if (typeof item === "string") return [item];
    if (isRecord(item) && typeof item["message"] === "string") {
      const path = Array.isArray(item["path"]) ? item["path"].join(".") : "";
      return [path ? `${path}: ${item["message"]}` : item["message"]];
    }
    return [];
  });
}

/**
 * A refusal as a headline and the items to list under it, each said once. A message may already
 * say its issues: a refused submit reads "The note is not ready to submit: a; b" with `issues`
 * [a, b] (REST clients get every reason from the message alone), a failed validation names its
 * first field. So the items are the issues the message does not say, and a message that lists them
 * all becomes the headline before them, with the list under it.
 */
export function refusalParts(message: string, issues: readonly string[]): { headline: string; items: string[] } {
  const enumerated = `: ${issues.join("; ")}`;
  if (issues.length > 1 && message.endsWith(enumerated))
    return { headline: message.slice(0, -enumerated.length), items: [...issues] };
  return { headline: message, items: issues.filter((issue) => !message.includes(issue)) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
