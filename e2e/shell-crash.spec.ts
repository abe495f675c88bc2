import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

test("a render crash shows the error screen and stores a crash report with every §3 field, which an admin can read", async ({
  page,
}) => {
  await signInAsStaff(page, "admin");
  // A malformed answer from the server (a crash report whose date is not a date) breaks the page's render.
  await page.route("**/api/error-config**", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    return route.fulfill({
      json: {
        results: [
          { id: "00000000-0000-4000-8000-000000000000", createdAt: "not a date", errorName: "E", message: "m" },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      },
    });
  });
  const posted = page.waitForResponse((r) => r.url().endsWith("/api/error-config") && r.request().method() === "POST");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /Crash reports/ })
    .click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  expect((await posted).status()).toBe(201);
  // The rest of the app still works: the navigation leaves the broken screen.
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await page.unroute("**/api/error-config**");

  const userAgent = await page.evaluate(() => navigator.userAgent);
  const me = (await (await page.request.get("/api/auth/me")).json()).results as { id: string; fullname: string };
  const list = (await (await page.request.get("/api/error-config")).json()) as {
    results: Record<string, string | null>[];
  };
  const report = list.results.find((r) => r.message === "Invalid date format provided");
  expect(report).toBeDefined();
  expect(report).toMatchObject({
    errorName: "DateError",
    message: "Invalid date format provided",
    screenResolution: expect.stringMatching(/^\d+x\d+$/),
    os: userAgent.includes("Windows") ? "Windows" : "Linux",
    browser: expect.stringMatching(/^Chrome /),
    timezone: expect.any(String),
    url: expect.stringMatching(/\/crash-reports$/),
    subdomain: null,
    clickedElement: expect.stringContaining("Crash reports"),
    role: "admin",
    clinicianId: me.id,
    clinicianName: me.fullname,
  });
  expect(report!.position).toMatch(/:\d+:\d+$/);
  expect(report!.stack).toContain("DateError");
  expect(report!.componentInfo).toContain("CrashReportsPage");
  expect(report).toHaveProperty("cause", null);

  // The admin reads it on the crash-reports page.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Dashboard" }).click();
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: /Crash reports/ })
    .click();
  await expect(page.getByRole("heading", { name: "Crash reports" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Crash reports" }).getByText("Invalid date format provided").first(),
  ).toBeVisible();
});
