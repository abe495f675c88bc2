import { ApiError } from "../rest/errors";

/** GraphQL input as the REST body takes it: null dropped from fields where REST gives null no meaning. */
export type RestInput<T, K extends keyof T> = { [P in keyof T]: P extends K ? T[P] : Exclude<T[P], null> };

/**
 * A GraphQL input object as a REST body. Absent fields stay absent. An explicit null is kept only
 * for the `clearable` fields, where the API reads it as "clear this value" (a session's room, a
 * group's description); elsewhere null means "not given" and is dropped, so a form that sends
 * `pin: null` beside a password is not refused for it.
 */
export function restInput<T extends object, K extends keyof T = never>(
  input: T,
  clearable: readonly K[] = [],
): RestInput<T, K> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || (value === null && !(clearable as readonly PropertyKey[]).includes(key))) continue;
    body[key] = value;
  }
  return body as RestInput<T, K>;
}

/** A single item the API says does not exist (or must not be shown to the caller) reads as null. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}
