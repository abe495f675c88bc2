import { isPortalRole } from "@hearth/schema";
import type { Role } from "@hearth/schema";
import changelogText from "../../../../../CHANGELOG.md?raw";
import { FORM_VIEWER_PATH } from "../../app/routeTable";
import { parseChangelog } from "./changelog";

/** §3 local storage: the last release-notes version the person has seen. */
export const LAST_CHANGELOG_VERSION_KEY = "lastChangelogVersion";

/** The repository's CHANGELOG.md, bundled at build time. */
export const CHANGELOG = parseChangelog(changelogText);

/**
 * §2: the release notes show after sign-in when the stored last-seen version differs from the
 * running one; never on the form viewer, never for the role client. A browser with no stored
 * version (someone's first sign-in here) differs too, so every browser shows each version once.
 */
export function shouldShowReleaseNotes(input: {
  stored: string | null;
  current: string;
  role: Role;
  pathname: string;
}): boolean {
  if (
    isPortalRole(input.role) ||
    input.pathname === FORM_VIEWER_PATH ||
    input.pathname.startsWith(`${FORM_VIEWER_PATH}/`)
  )
    return false;
  return input.stored !== input.current;
}
