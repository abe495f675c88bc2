/** The answer a route's access declaration promises a caller: served, or one exact refusal. */
import type { RouteAccess } from "../../authz/routeAccess";
import type { MatrixCaller } from "./callers";

export type Expected = { served: true } | { served: false; status: 401 | 403 | 404 };

const served: Expected = { served: true };
const refused = (status: 401 | 403 | 404): Expected => ({ served: false, status });

/**
 * What `access` promises `caller` about an object of the location `location` whose own people are
 * `owners` and who else sees it `insiders` (user ids). The order follows the code: the credential,
 * staff or not, whether the role may see such objects at all, the object's location (an
 * administrator has every location), the role, and last whose object it is.
 */
export function expectedFor(
  access: RouteAccess,
  caller: MatrixCaller,
  object: { location: string | null; owners: readonly string[]; insiders: readonly string[] },
): Expected {
  const a = access.audience;
  if (a.kind === "public") return served;
  if (a.kind === "service" || a.kind === "kiosk") return caller.kind === a.kind ? served : refused(401);
  if (caller.kind !== "user" || caller.role === null) return refused(401);
  const role = caller.role;
  if (role === "client" && a.kind !== "signedIn") return refused(a.client);
  const owner = object.owners.includes(caller.userId);
  const byOwner = a.kind === "roles" && a.orOwner === true && owner;
  // A role that may not even see the object is told it does not exist, before its location is considered.
  if (a.kind === "roles" && !byOwner && !(a.readers ?? a.roles).includes(role))
    return refused(a.readers ? 404 : a.others);
  const s = access.scope;
  if (s.kind === "location" && role !== "admin" && object.location && !caller.locations.includes(object.location))
    return refused(s.outside);
  if (a.kind === "roles" && !byOwner && !a.roles.includes(role)) return refused(a.others);
  if (s.kind === "own" && !owner)
    return refused(s.insiders && object.insiders.includes(caller.userId) ? s.insiders : s.others);
  return served;
}

export const describeExpected = (e: Expected) => (e.served ? "served" : `refused ${e.status}`);
