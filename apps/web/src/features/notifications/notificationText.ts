/** The bell's accessible name: the count a sighted person reads off the badge, in words. */
export function bellLabel(unread: number | undefined): string {
  if (!unread) return "Notifications";
  return `Notifications, ${unread} unread`;
}

/**
 * A notification's link as an in-app path, or null. Links come from the server as paths
 * (`/approvals`); anything else (another origin, `//host`, a script URL) is not followed.
 */
export function inAppPath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}

/** The pathname part of an in-app link (`/approvals?note=1` → `/approvals`). */
export const pathnameOf = (path: string): string => path.split(/[?#]/)[0] ?? path;
