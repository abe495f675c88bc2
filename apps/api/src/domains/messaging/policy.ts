/**
 * Who may be a member of a conversation about a client. (Messaging itself is for staff: routes ask
 * staffCtxOf, so portal clients get 403; membership gates everything inside a conversation.)
 */
import type { UserRow } from "../../db/schema";
import { canClient } from "../clients/policy";

/** Whether this staff member may see the client a conversation is about: the clients policy, asked as them. */
export function staffMaySeeClient(user: UserRow, locationIds: string[], client: { locationId: string }): boolean {
  return canClient(
    { role: user.role, isStaff: user.role !== "client", isAdmin: user.role === "admin", locationIds },
    "client:read",
    client,
  );
}
