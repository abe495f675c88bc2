import { defineConfig, devices } from "@playwright/test";

/** End-to-end tests in Debian's Chromium against the one-process server on a fresh embedded database. */
import { E2E_PORT } from "./port";
export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  // The server answers before its demo users have accepted the terms; this waits for that.
  globalSetup: "./global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  outputDir: "../test-results",
  webServer: {
    command: "npx tsx e2e/server.ts",
    cwd: "..",
    url: `http://localhost:${E2E_PORT}/api/version`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
