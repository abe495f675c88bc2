/** Who may invite a client to the portal: staff who admit and treat clients, within their locations. */
import type { Role } from "@hearth/schema";
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { reachesLocation } from "../../authz/principal";

export type PortalInviteAction = "client:portal_invite";

/** Nurses, physicians and BHTs work with clients but do not manage their portal access. */
export const PORTAL_INVITERS: readonly Role[] = ["admin", "supervisor", "therapist", "admissions"];

export function canPortalInvite(ctx: Pick<RequestContext, "role">, action: PortalInviteAction): boolean {
  switch (action) {
    case "client:portal_invite":
      return PORTAL_INVITERS.includes(ctx.role);
  }
}

/** A client outside the caller's locations is answered as missing: their existence elsewhere does not leak. */
export function portalInviteDenial(
  ctx: Pick<RequestContext, "isAdmin" | "locationIds">,
  _action: PortalInviteAction,
  client: { locationId: string },
): Denial | null {
  return reachesLocation(ctx, client.locationId) ? null : refuse.notFound("not_in_scope");
}
