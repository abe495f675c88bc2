/**
 * The browser that the end-to-end tests and the typing benchmark drive. In order: `CHROMIUM_PATH` when set;
 * Debian's headless shell (a third less CPU per spec than the full browser); Debian's Chromium; else the
 * headless Chromium that `npm install` brings in `@sparticuz/chromium`, unpacked once into
 * `node_modules/.cache/hearth-chromium/<version>/`.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";

const run = promisify(execFile);

export interface E2eBrowser {
  origin: "CHROMIUM_PATH" | "debian" | "npm";
  /** Where the browser comes from, for messages. */
  source: string;
  executablePath: string;
  /** Variables the browser process needs besides this process's own. */
  env: Record<string, string>;
}

const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Flags for every browser we pick. Not @sparticuz/chromium's own list: it is tuned for AWS Lambda
 * (`--single-process`, `--disable-web-security`), and the specs open several contexts at once over WebSockets.
 */
export const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Picks the browser without starting it; unpacks the npm one the first time it is needed. */
export async function e2eBrowser(): Promise<E2eBrowser> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return { origin: "CHROMIUM_PATH", source: "CHROMIUM_PATH", executablePath: chosen, env: {} };
  if (existsSync(DEBIAN_HEADLESS_SHELL)) {
    const source = "Debian chromium-headless-shell";
    return { origin: "debian", source, executablePath: DEBIAN_HEADLESS_SHELL, env: {} };
  }
  if (existsSync(DEBIAN_CHROMIUM)) {
    return { origin: "debian", source: "Debian chromium", executablePath: DEBIAN_CHROMIUM, env: {} };
  }
  return npmBrowser();
}

/** What `chromium.launch` (and the Playwright config's `launchOptions`) needs to start the chosen browser. */
export async function browserLaunchOptions(): Promise<{
  executablePath: string;
  args: string[];
  env?: Record<string, string | undefined>;
}> {
  const { executablePath, env } = await e2eBrowser();
  // Without `env` the browser inherits this process's environment; with it, only what it is given.
  return Object.keys(env).length
    ? { executablePath, args: BROWSER_ARGS, env: { ...process.env, ...env } }
    : { executablePath, args: BROWSER_ARGS };
}

/** Starts the chosen browser once: one line that names it, or an error that says what to install. */
export async function checkBrowser(): Promise<string> {
  let browser: E2eBrowser;
  try {
    browser = await e2eBrowser();
  } catch (error) {
    throw new Error(`No browser for the end-to-end tests: ${firstLine(error)}\n${INSTALL_HEADLESS_SHELL}`, {
      cause: error,
    });
  }
  try {
    const launched = await chromium.launch({ ...(await browserLaunchOptions()), headless: true, timeout: 60_000 });
    const version = launched.version();
    await launched.close();
    return `End-to-end browser: ${browser.source}, Chromium ${version} (${browser.executablePath})`;
  } catch (error) {
    const missing = await missingLibraries(browser.executablePath);
    const fromNpm = browser.origin === "npm";
    const why = missing.length
      ? `it needs libraries this machine lacks (${missing.join(", ")}).\n` +
        `Install them:                          apt-get install -y ${debianPackages(missing).join(" ")}` +
        (fromNpm ? `\nor Debian's headless shell, used first: apt-get install -y chromium-headless-shell` : "")
      : `${firstLine(error)}${fromNpm ? `\n${INSTALL_HEADLESS_SHELL}` : ""}`;
    throw new Error(`The end-to-end browser (${browser.source}, ${browser.executablePath}) does not start: ${why}`, {
      cause: error,
    });
  }
}

const INSTALL_HEADLESS_SHELL =
  "Install Debian's headless shell, which the tests use first: apt-get install -y chromium-headless-shell\n" +
  "(or set CHROMIUM_PATH to a Chromium or Chrome binary).";

const require = createRequire(import.meta.url);

async function npmBrowser(): Promise<E2eBrowser> {
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`@sparticuz/chromium ships Chromium for Linux x64 only, not ${process.platform} ${process.arch}.`);
  }
  const entry = require.resolve("@sparticuz/chromium");
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const dir = path.resolve(packageDir, "../../.cache/hearth-chromium", version);
  if (!existsSync(dir)) await unpack(entry, dir);
  return {
    origin: "npm",
    source: `@sparticuz/chromium ${version} from npm`,
    executablePath: path.join(dir, "chromium"),
    env: { FONTCONFIG_FILE: path.join(dir, "fonts.conf") },
  };
}

/**
 * The package unpacks into the system's temporary folder; a child process whose TMPDIR is a folder of
 * our own unpacks it there instead, and a rename publishes it whole, so that Playwright's processes
 * starting together never run a half-written binary.
 */
async function unpack(entry: string, dir: string): Promise<void> {
  const staging = `${dir}.partial-${process.pid}-${Date.now()}`;
  mkdirSync(staging, { recursive: true });
  try {
    const script = `import chromium from ${JSON.stringify(pathToFileURL(entry).href)}; await chromium.executablePath();`;
    await run(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, TMPDIR: staging } });
    // The package's own fonts.conf names /tmp/fonts; ours adds its fonts to the machine's, if it has any.
    writeFileSync(
      path.join(staging, "fonts.conf"),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n` +
        `  <dir>${path.join(dir, "fonts/fonts")}</dir>\n  <cachedir>${path.join(dir, "fonts-cache")}</cachedir>\n` +
        `</fontconfig>\n`,
    );
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process published it first.
    if (!existsSync(dir)) throw error;
  }
}

/** Shared libraries the binary needs that the machine lacks, by `ldd`. */
async function missingLibraries(executable: string): Promise<string[]> {
  try {
    const { stdout } = await run("ldd", [executable]);
    return [...stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1]!);
  } catch {
    return [];
  }
}

/** Debian's package for each library, as `apt-get install` wants it. */
function debianPackages(libraries: string[]): string[] {
  const packageOf = (library: string): string => {
    if (/^lib(nss3|nssutil3|smime3|ssl3|softokn3|freebl3)\./.test(library)) return "libnss3";
    if (/^lib(nspr4|plc4|plds4)\./.test(library)) return "libnspr4";
    if (library.startsWith("libexpat.")) return "libexpat1";
    return library;
  };
  return [...new Set(libraries.map(packageOf))];
}

const firstLine = (error: unknown): string => String((error as Error).message ?? error).split("\n")[0]!;
