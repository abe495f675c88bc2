import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signIn, signInAsStaff } from "./support";

const version = async (page: Page) => ((await (await page.request.get("/api/version")).json()) as { version: string }).version;
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("lastChangelogVersion"));

test("release notes show once per version after sign-in, from the CHANGELOG, and closing records the version", async ({ page }) => {
  const current = await version(page);
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("lastChangelogVersion", "0.0.1"));
  await signInAsStaff(page, "nurse");
  const notes = page.getByRole("dialog", { name: `What's new in Hearth ${current}` });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole("region", { name: `Version ${current}` })).toBeVisible();
  await expect(notes.locator("canvas")).toBeVisible();
  expect(await stored(page)).toBe("0.0.1");
  await notes.getByRole("button", { name: "Close" }).click();
  await expect(notes).toHaveCount(0);
  expect(await stored(page)).toBe(current);
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page of all release notes.
  await page.goto("/release-notes");
  await expect(page.getByRole("heading", { name: "Release notes" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Version ${current}` })).toBeVisible();
});

test("no release notes on a first sign-in in this browser, and never for a client", async ({ page }) => {
  const current = await version(page);
  await signInAsStaff(page, "therapist");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored(page)).toBe(current);

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.evaluate(() => localStorage.setItem("lastChangelogVersion", "0.0.1"));
  await signIn(page, "client");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await stored(page)).toBe("0.0.1");
});

test("every 600000 ms the version is asked; a different one offers a reload", async ({ page }) => {
  await page.clock.install();
  await signInAsStaff(page, "admin");
  let asked = 0;
  let answer: string | null = null;
  await page.route("**/api/version", async (route) => {
    asked += 1;
    if (answer === null) return route.continue();
    return route.fulfill({ json: { version: answer } });
  });
  await page.clock.runFor(600_000);
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByText("A new version of Hearth is available")).toHaveCount(0);
  answer = "99.0.0";
  await page.clock.runFor(600_000);
  await expect.poll(() => asked).toBe(2);
  const prompt = page.getByText("A new version of Hearth is available");
  await expect(prompt).toBeVisible();
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByRole("button", { name: "Reload" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
});

test("every 10000 ms while signed in the build date is checked; a new build updates the cookie, clears caches and reloads", async ({ page, context }) => {
  await page.clock.install();
  let fetched = 0;
  let newBuild: string | null = null;
  await page.route("**/build_date.txt", async (route) => {
    fetched += 1;
    return newBuild === null ? route.continue() : route.fulfill({ body: newBuild, contentType: "text/plain" });
  });
  // Signed out: no build check.
  await page.goto("/");
  await page.clock.runFor(30_000);
  expect(fetched).toBe(0);

  await signInAsStaff(page, "admin");
  const cookieBefore = (await context.cookies()).find((c) => c.name === "build_date")?.value;
  expect(cookieBefore).toBeTruthy();
  await page.clock.runFor(10_000);
  await expect.poll(() => fetched).toBe(1);
  expect((await context.cookies()).find((c) => c.name === "build_date")?.value).toBe(cookieBefore);

  await page.evaluate(async () => {
    const cache = await caches.open("hearth-e2e");
    await cache.put("/cached", new Response("old"));
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  newBuild = "2099-01-01T00:00:00.000Z";
  await page.clock.runFor(10_000);
  await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  expect(decodeURIComponent((await context.cookies()).find((c) => c.name === "build_date")?.value ?? "")).toBe(newBuild);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});
