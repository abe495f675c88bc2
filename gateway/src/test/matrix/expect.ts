/** What a caller should be answered, read from a field's `@access` declaration (see schema/graphql/access.graphql). */
import type { Access, Refusal } from "./declarations";
import type { Caller } from "./fixtures";

/** Who the fixture named by a field's arguments belongs to (for `owners` and `scope: OWN`), by caller name. */
export interface Ownership {
  /** Its own people: served when the field serves owners, inside an OWN scope. */
  own: readonly string[];
  /** Others who know it (members of the conversation, the task's assignee): refused with `refusal` instead of `outside`. */
  know?: readonly string[];
}

export type Expected = { served: true } | { served: false; code: Refusal };

const refused = (code: Refusal): Expected => ({ served: false, code });
const SERVED: Expected = { served: true };

export function expected(access: Access, caller: Caller, ownership: Ownership | undefined): Expected {
  if (access.serves === "PUBLIC") return SERVED;
  if (caller.kiosk) return access.serves === "KIOSK" ? SERVED : refused("UNAUTHENTICATED");
  if (caller.role === null) return refused("UNAUTHENTICATED");
  if (access.serves === "KIOSK") return refused(access.refusal);

  const role = caller.role;
  const isOwn = ownership?.own.includes(caller.name) ?? false;
  const roleServed =
    access.serves === "SIGNED_IN" ||
    (access.serves === "STAFF" && role !== "client") ||
    (access.serves === "ROLES" && (access.roles.includes(role) || (access.owners && isOwn)));
  const byRole = () => refused(access.readers && !access.readers.includes(role) ? "NOT_FOUND" : access.refusal);

  if (role === "client") {
    if (!roleServed) return byRole();
    if (access.scope === "LOCATION" || access.scope === "ASSIGNED_LOCATION") return refused(access.outside);
  } else {
    const outside =
      (access.scope === "LOCATION" && caller.otherLocation && role !== "admin") ||
      (access.scope === "ASSIGNED_LOCATION" && caller.otherLocation);
    if (outside) return refused(access.outside);
    if (!roleServed) return byRole();
  }
  if (access.scope === "OWN" && !isOwn)
    return refused(ownership?.know?.includes(caller.name) ? access.refusal : access.outside);
  return SERVED;
}
