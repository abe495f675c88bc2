import changelogText from "../../../../../CHANGELOG.md?raw";
import { FORM_VIEWER_PATH } from "../../app/routeTable";
import { parseChangelog } from "./changelog";

/** §3 local storage: the last release-notes version the person has seen. */
export const LAST_CHANGELOG_VERSION_KEY = "lastChangelogVersion";

/** The repository's CHANGELOG.md, bundled at build time. */
export const CHANGELOG = parseChangelog(changelogText);

/**
 * §2: the release notes show after sign-in when the stored last-seen version differs from the
 * running one; never on the form viewer, never for the role client. Someone signing in for the
 * first time in this browser has no stored version: nothing is "new" to them, so the running
 * version is recorded without showing the window.
 */
export function releaseNotesDecision(input: { stored: string | null; current: string; role: string; pathname: string }): "show" | "record" | "none" {
  if (input.role === "client" || input.pathname === FORM_VIEWER_PATH || input.pathname.startsWith(`${FORM_VIEWER_PATH}/`)) return "none";
  if (input.stored === null) return "record";
  return input.stored === input.current ? "none" : "show";
}
