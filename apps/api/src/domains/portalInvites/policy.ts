/** Who may invite a client to the portal: staff who admit and treat clients, within their locations. */
import type { Role } from "@hearth/schema";
import type { RequestContext } from "../../context";

export type PortalInviteAction = "client:portal_invite";

/** Nurses, physicians and BHTs work with clients but do not manage their portal access. */
export const PORTAL_INVITERS: readonly Role[] = ["admin", "supervisor", "therapist", "admissions"];

export function canPortalInvite(ctx: Pick<RequestContext, "role">, action: PortalInviteAction): boolean {
  switch (action) {
    case "client:portal_invite":
      return PORTAL_INVITERS.includes(ctx.role);
  }
}
