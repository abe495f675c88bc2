/** The terms-of-use document kept beside this file, and its version. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Bump together with the "Version" line of terms.md: every user is then asked to accept again. */
export const TERMS_VERSION = "2026-11-01";

const TERMS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "terms.md");
let cached: Promise<string> | undefined;

/** The Markdown text, read once per process. */
export function termsText(): Promise<string> {
  cached ??= readFile(TERMS_FILE, "utf8");
  return cached;
}

/** The version line the document states, e.g. "2026-11-01"; null when it has none. */
export function statedVersion(text: string): string | null {
  return /^Version (\S+)\s*$/m.exec(text)?.[1] ?? null;
}

/** Only the current version can be accepted: a page left open over an update must show the new text first. */
export const isCurrentVersion = (version: string): boolean => version === TERMS_VERSION;
