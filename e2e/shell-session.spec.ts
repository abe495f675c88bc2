import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DemoUser, demoEmail } from "@hearth/testing/browser/graphql";
import { signInThroughLoginPage } from "./support";

const DAY_MS = 24 * 60 * 60 * 1000;
const tabsOpen = (page: Page) => page.evaluate(() => localStorage.getItem("tabsOpen"));

test("tabsOpen counts the open tabs: up on load, down on unload", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/");
  await expect(first.getByLabel("Email")).toBeVisible();
  expect(await tabsOpen(first)).toBe("1");
  const second = await context.newPage();
  await second.goto("/");
  await expect(second.getByLabel("Email")).toBeVisible();
  expect(await tabsOpen(first)).toBe("2");
  await second.close({ runBeforeUnload: true });
  await expect.poll(() => tabsOpen(first)).toBe("1");
  await first.reload();
  await expect(first.getByLabel("Email")).toBeVisible();
  expect(await tabsOpen(first)).toBe("1");
});

test("an expired session is restored on load with the refresh token: 'Session restored'", async ({ page }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, "therapist");
  const expiresAt = Number(await page.evaluate(() => localStorage.getItem("sessionExpiresAt")));
  expect(expiresAt).toBeGreaterThan(Date.now());
  // Two days later, the only tab is opened again.
  await page.clock.setSystemTime(Date.now() + 2 * DAY_MS);
  const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/auth/refresh-token"));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByText("Session restored")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Your session has expired" })).toHaveCount(0);
  // The expiry of the new access token, by the server's clock (login and refresh may share a second).
  const renewed = Number(await page.evaluate(() => localStorage.getItem("sessionExpiresAt")));
  expect(renewed).toBeGreaterThanOrEqual(expiresAt);
});

test("no refresh while another tab is open, nor with a live token", async ({ page, context }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, "therapist");
  let refreshes = 0;
  page.on("request", (r) => void (r.url().endsWith("/api/auth/refresh-token") && refreshes++));
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  const other = await context.newPage();
  await other.goto("/download-mobile-app");
  await page.clock.setSystemTime(Date.now() + 2 * DAY_MS);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  expect(refreshes).toBe(0);
});

test("when the refresh fails, the sign-in-again dialog keeps the page", async ({ page, context }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, "supervisor");
  await page.goto("/clinicians");
  await expect(page.getByLabel("Search")).toBeVisible();
  await context.clearCookies({ name: "refresh_token" });
  await page.clock.setSystemTime(Date.now() + 2 * DAY_MS);
  await page.reload();
  const dialog = page.getByRole("dialog", { name: "Your session has expired" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText("Session restored")).toHaveCount(0);
  await expect(page).toHaveURL(/\/clinicians$/);
  await expect(dialog.getByLabel("Email")).toHaveValue(demoEmail("supervisor"));
  await dialog.getByLabel("Password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/clinicians$/);
  await expect(page.getByLabel("Search")).toBeVisible();
});

test("a session ended elsewhere raises the dialog over unsaved input, which survives signing in again", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInThroughLoginPage(page, "admissions");
  await page.goto("/clinicians");
  await expect(page.getByRole("grid")).toBeVisible();
  // The same person signs out everywhere from another device: every session and refresh token ends.
  const elsewhere = await playwright.request.newContext({ baseURL });
  await DemoUser.login(elsewhere, "admissions");
  expect((await elsewhere.post("/api/auth/logout")).status()).toBe(200);
  await elsewhere.dispose();

  await page.getByLabel("Search").fill("Unsaved words");
  const dialog = page.getByRole("dialog", { name: "Your session has expired" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Password").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Search")).toHaveValue("Unsaved words");
  await expect(page).toHaveURL(/\/clinicians$/);
});

test("a full-screen rotating logo shows while the app loads", async ({ page }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, "therapist");
  await page.clock.setSystemTime(Date.now() + 2 * DAY_MS);
  // Hold the session refresh so that the loading state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/refresh-token", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  const logo = page.getByRole("progressbar", { name: "Loading Hearth" });
  await expect(logo).toBeVisible();
  await expect(logo.locator("img")).toHaveCSS("animation-iteration-count", "infinite");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toHaveCount(0);
  release();
  await expect(logo).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
});
