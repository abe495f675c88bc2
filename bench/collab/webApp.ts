/**
 * The whole app for the browser scenarios of `npm run bench:collab` ((d) typing in a note, (f) a
 * treatment plan): the one-process launcher in a child process on a temp data dir (PGlite, demo
 * seed), its REST API signed in as a demo user, and Chromium signed in to the web app.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LoginResults, Me } from "@hearth/schema";
import { browserLaunchOptions, checkBrowser } from "../../e2e/browser";
import { releaseNotesSeen } from "../../e2e/browserState";
import { undoOnInterrupt } from "./cleanup";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The demo seed's password, the same for every demo account. */
const DEMO_PASSWORD = "hearth-demo";
export const demoEmail = (who: string) => `${who}@demo.hearth.test`;

/** Clear errors before anything starts: these are set-up problems, not measurements. */
export function webAppPrerequisites(): void {
  if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
    throw new Error(
      "The web app is not built (apps/web/dist/index.html is missing): run `npm run build:web` first; --no-typing and --no-plan skip the browser scenarios (d) and (f).",
    );
  }
}

/** A demo user signed in over REST, terms accepted (so no terms window covers the page once the browser signs in). */
export interface SignedIn {
  token: string;
  me: Me;
}

/** The launcher running in a child process, and Chromium once `openBrowser` launched it. */
export interface WebApp {
  base: string;
  /** The collab server's URL for a document, signed in with `token`. */
  collabUrl(documentName: string, token: string): string;
  /** A REST call as `token` (or anonymous); answers the `results` of the reply, throws on an error status. */
  call<T>(method: "GET" | "POST", route: string, body?: unknown, token?: string): Promise<T>;
  signIn(who: string): Promise<SignedIn>;
  /** Launches Chromium (the end-to-end tests' browser) and signs `who` in to the web app. */
  openBrowser(who: string): Promise<{ browser: Browser; context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Starts the launcher on a free port; `close` (also run on Ctrl+C) stops the browser and the launcher and removes the data dir. */
export async function startWebApp(log: (line: string) => void): Promise<WebApp> {
  webAppPrerequisites();
  // The same browser as the end-to-end tests; its name goes with the figures.
  log(await checkBrowser());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-bench-web-"));
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close().catch(() => undefined);
    if (server) await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const forget = undoOnInterrupt(close);
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    log(`starting the one-process launcher on ${base} (PGlite in ${dataDir}) …`);
    const started = startLauncher(port, dataDir);
    server = started.child;
    await waitHealthy(base, started);
    const call = <T>(method: "GET" | "POST", route: string, body?: unknown, token?: string) =>
      apiCall<T>(base, method, route, body, token);
    return {
      base,
      collabUrl: (documentName, token) =>
        `ws://127.0.0.1:${port}/collab/${documentName}?token=${encodeURIComponent(token)}`,
      call,
      signIn: (who) => signIn(call, who),
      async openBrowser(who) {
        browser = await chromium.launch({ ...(await browserLaunchOptions()), headless: true });
        const context = await browser.newContext({ storageState: releaseNotesSeen(base) });
        const page = await context.newPage();
        await page.goto(`${base}/`);
        await page.getByLabel("Email").fill(demoEmail(who));
        await page.getByLabel("Password").fill(DEMO_PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
        return { browser, context, page };
      },
      async close() {
        forget();
        await close();
      },
    };
  } catch (error) {
    forget();
    await close();
    throw error;
  }
}

async function apiCall<T>(
  base: string,
  method: "GET" | "POST",
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: T }).results;
}

async function signIn(call: WebApp["call"], who: string): Promise<SignedIn> {
  const email = demoEmail(who);
  const login = await call<LoginResults>("POST", "/api/auth/login", { email, password: DEMO_PASSWORD });
  if (login.two_factor_required) throw new Error(`${email} has two-factor sign-in on`);
  const token = login.access_token;
  const { version } = await call<{ version: string }>("GET", "/api/auth/terms", undefined, token);
  await call("POST", "/api/auth/terms/accept", { version }, token);
  return { token, me: login.user };
}

function startLauncher(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  // Node itself with tsx's loader (not the tsx CLI, which adds a process): once this child exits, nothing writes to dataDir.
  const child = spawn(process.execPath, ["--import", "tsx", "launcher/main.ts"], {
    cwd: root,
    // PGlite always: the demo seed must not land in a shared PostgreSQL database.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      HEARTH_DATA_DIR: dataDir,
      HEARTH_DEMO_SEED: "true",
      NODE_ENV: "test",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let tail = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4_000);
  });
  return { child, output: () => tail };
}

async function waitHealthy(base: string, launcher: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    if (launcher.child.exitCode !== null)
      throw new Error(`the launcher exited with ${launcher.child.exitCode}:\n${launcher.output()}`);
    if (performance.now() > deadline)
      throw new Error(`the launcher did not answer within 120 s:\n${launcher.output()}`);
    const ok = await fetch(`${base}/api/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
