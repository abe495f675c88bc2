import { defineConfig, devices } from "@playwright/test";
import { browserLaunchOptions } from "./browser";
import { releaseNotesSeen } from "./browserState";
import { E2E_PORT, E2E_WORKERS, e2ePorts } from "./port";

// Evaluated in each worker too: there E2E_PORT is the worker's own server.
const baseURL = `http://localhost:${E2E_PORT}`;

/** Debian's headless shell or Chromium when installed, else the one npm installed (see browser.ts). */
const launchOptions = await browserLaunchOptions();

/** End-to-end tests in Chromium, each worker against its own one-process server on a fresh embedded database. */
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // The server answers before its demo users have accepted the terms; this waits for that.
  globalSetup: "./global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  use: {
    baseURL,
    // Every browser context starts having seen this version's release notes (see browserState.ts).
    storageState: releaseNotesSeen(baseURL),
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  outputDir: "../test-results",
  webServer: e2ePorts().map((port) => ({
    command: "npx tsx e2e/server.ts",
    cwd: "..",
    env: { HEARTH_E2E_PORT: String(port) },
    url: `http://localhost:${port}/api/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
