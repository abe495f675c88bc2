import { isPortalRole } from "@hearth/schema";
import { graphql } from "../../__generated__";
import type { CurrentUser_MeFragment } from "../../__generated__/graphql";

/** What every signed-in screen may know about the user (§3 user info). */
export const CurrentUserFragment = graphql(`
  fragment CurrentUser_me on Me {
    id
    email
    role
    firstName
    lastName
    fullname
    status
    photo
    locations {
      id
      name
    }
    defaultLocation {
      id
      name
    }
    capabilities
    ...TopBar_me
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...CurrentUser_me
    }
  }
`);

export type SessionUser = CurrentUser_MeFragment;
export type UserRole = SessionUser["role"];

/** Portal users (role client) live in `/portal`; everybody else is staff. */
export { isPortalRole };

/** Where a user lands after signing in when they were not on their way somewhere. */
export function homePathFor(role: UserRole): string {
  return isPortalRole(role) ? "/portal" : "/dashboard";
}

/**
 * Where to go after signing in: back where a signed-out visitor was sent away from, when that
 * place belongs to the user's side of the app (staff screens or the portal), else home.
 */
export function landingPathFor(role: UserRole, from: string | undefined): string {
  if (!from || from === "/" || !from.startsWith("/") || from.startsWith("//")) return homePathFor(role);
  const portalPath = from === "/portal" || from.startsWith("/portal/") || from.startsWith("/portal?");
  return portalPath === isPortalRole(role) ? from : homePathFor(role);
}
