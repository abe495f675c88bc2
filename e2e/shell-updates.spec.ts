import { expect, test } from "@playwright/test";
import { signInThroughLoginPage } from "./support";

test("every 600000 ms the version is asked; a different one offers a reload", async ({ page }) => {
  await page.clock.install();
  await signInThroughLoginPage(page, "admin");
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
  // Asked while the reload is under way, the old page's context is gone: that counts as "not yet".
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true),
    )
    .toBe(false);
});

test("every 10000 ms while signed in the build date is checked; a new build updates the cookie, clears caches and reloads", async ({
  page,
  context,
}) => {
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

  await signInThroughLoginPage(page, "admin");
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
  // Asked while the reload is under way, the old page's context is gone: that counts as "not yet".
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false).catch(() => true),
    )
    .toBe(false);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  expect(decodeURIComponent((await context.cookies()).find((c) => c.name === "build_date")?.value ?? "")).toBe(
    newBuild,
  );
  expect(await page.evaluate(() => caches.keys())).toEqual([]);
});
