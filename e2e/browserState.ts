import { readFileSync } from "node:fs";
import type { BrowserContextOptions } from "@playwright/test";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

/** The version the app under test runs: the root package.json's, as the web build and GET /api/version say. */
export const APP_VERSION = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
export const LAST_CHANGELOG_VERSION_KEY = "lastChangelogVersion";

/**
 * What every browser of the suite starts with (playwright.config.ts `use.storageState`, so it
 * applies to the `page` and `context` fixtures and to `browser.newContext()` alike, in every spec,
 * new ones too): this version's release notes already seen, so their window does not cover the
 * page after each sign-in. Specs about the release notes start from another state.
 */
export function releaseNotesSeen(origin: string): StorageState {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: LAST_CHANGELOG_VERSION_KEY, value: APP_VERSION }] }],
  };
}

/** A browser that never opened Hearth: `test.use({ storageState: FRESH_BROWSER })`. */
export const FRESH_BROWSER: StorageState = { cookies: [], origins: [] };
