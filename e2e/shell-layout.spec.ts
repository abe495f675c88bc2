import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signInAsStaff } from "./support";

const SAFARI_UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const SAFARI_TIP =
  "Friendly tip: Our platform works best with Google Chrome or other Chromium-based browsers. You might encounter a few hiccups using Safari";

/** Client-side navigation, as a link would do it, without reloading the app. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("titles follow the path and the tabs parameter; login and time-reporting print have their own", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Hearth | Sign in");
  await signInAsStaff(page, "admin");
  await expect(page).toHaveTitle("Hearth | Dashboard");
  await goInApp(page, "/clinicians?tabs=directory");
  await expect(page).toHaveTitle("Hearth | Clinicians | Directory");
  await goInApp(page, "/time_reporting_print");
  await expect(page).toHaveTitle("Hearth | Time Reporting Report");
  await goInApp(page, "/no/such/page");
  await expect(page).toHaveTitle("Hearth | No");
});

test("every §2 route exists: real pages, 'not available yet' pages (print ones without a Print button), 404 and 403", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await signInAsStaff(page, "nurse");
  const pending = [
    "/sucessForm",
    "/successForm",
    "/we_are_fit_email",
    "/we_are_fit_successful",
    "/formViewer",
    "/publicForm/unsubscribe",
    "/testCanvas",
    "/lexical",
  ];
  for (const path of pending) {
    await goInApp(page, path);
    await expect(page.getByRole("heading", { name: "Not available yet" }), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  }
  const prints = [
    "/treatment_planning_print",
    "/progress_notes_print",
    "/time_reporting_print",
    "/lead_demographics_print",
    "/crm/lead/exports/lead_financial_print",
    "/professional-demographics-print",
    "/doctor_notes_print",
    "/orders_print",
    "/exportPrint/some_page",
    "/exportPrint/medication/m1",
    "/exportPrint/medicationCount/c1",
    "/exportPrint/treatmentPlanning/t1",
    "/exportPrint/medicationHistory/h1",
    "/exportPrint/medicationOrders/o1",
    "/exportPrint/roundsExport/r1",
  ];
  for (const path of prints) {
    await goInApp(page, path);
    await expect(page.getByRole("heading", { name: "Not available yet" }), path).toBeVisible();
    // Nothing to print but the message: no Print button.
    await expect(page.getByRole("button", { name: "Print" }), path).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  }
  // A print page that has arrived has one, and it opens the browser's print dialog.
  await goInApp(page, "/group_notes_print");
  await expect(page.getByRole("heading", { name: "Group notes", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // The client print pages have arrived too: without a client named they say how to open one.
  const clientPrints = [
    ["/emr_admission_print", "Admission face sheet"],
    ["/patient_demographics_print", "Demographics sheet"],
    ["/exportPrint/patient_demographics_print", "Demographics sheet (save as PDF)"],
  ] as const;
  for (const [path, title] of clientPrints) {
    await goInApp(page, path);
    await expect(page.getByRole("heading", { name: title, exact: true, level: 1 }), path).toBeVisible();
    await expect(page.getByText("No client is named"), path).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  }

  await goInApp(page, "/download-mobile-app");
  await expect(page.getByRole("heading", { name: "Hearth on your phone" })).toBeVisible();
  await goInApp(page, "/changePassword");
  await expect(page.getByLabel("Current password")).toBeVisible();
  await goInApp(page, "/somewhere-else");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await goInApp(page, "/404");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // A nurse may not open the crash reports: "Access denied" in its place, the bars kept; and the 403 page itself.
  await goInApp(page, "/crash-reports");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await goInApp(page, "/403");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("a reset link without a token says so; a wrong password change shows the server's message", async ({ page }) => {
  await page.goto("/resetPassword");
  await expect(page.getByText("This link has no reset token")).toBeVisible();
  await page.goto("/resetPassword?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Repeat the new password").fill("short");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The new password must be at least 8 characters.");
  await page.getByLabel("New password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Repeat the new password").fill("long-enough-1");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).not.toHaveText("The new password must be at least 8 characters.");
  await expect(page.getByRole("alert")).toBeVisible();

  await signInAsStaff(page, "bht", "/changePassword");
  await page.getByLabel("Current password").fill("wrong-password");
  await page.getByLabel("New password", { exact: true }).fill("another-password");
  await page.getByLabel("Repeat the new password").fill("another-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText("Your password has been changed.")).toHaveCount(0);
});

test("the page sits in <main> with 82 px top padding and 100 px side padding while the hamburger is open", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist");
  const main = page.getByRole("main");
  await expect(main).toHaveCSS("padding-top", "82px");
  await expect(main).toHaveCSS("padding-left", "100px");
  await page.getByRole("button", { name: "Close navigation" }).click();
  await expect(main).toHaveCSS("padding-left", "24px");
  // The hamburger state is remembered across a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
  await expect(main).toHaveCSS("padding-left", "24px");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(main).toHaveCSS("padding-left", "100px");
  await expect(page.getByText(SAFARI_TIP)).toHaveCount(0);
});

test("the side navigation lists only what the role may open, with coming-soon areas disabled", async ({ page }) => {
  await signInAsStaff(page, "bht");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Clinicians" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Crash reports/ })).toHaveCount(0);
  await expect(nav.getByText("Medications")).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Group notes" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Approvals/ })).toHaveCount(0);
  await expect(nav.getByRole("button", { name: /Incidents/ })).toHaveAttribute("aria-disabled", "true");
});

test("at 1440×900 what works comes first: Notifications, Tasks and Messages are in view, coming-soon areas below them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsStaff(page, "admin");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Notifications", "Tasks", "Messages"])
    await expect(nav.getByRole("link", { name })).toBeInViewport();
  const labels = await nav
    .locator("a, [aria-disabled='true']")
    .evaluateAll((elements) =>
      elements.map((e) => ({ text: e.textContent ?? "", soon: e.getAttribute("aria-disabled") === "true" })),
    );
  const firstSoon = labels.findIndex((entry) => entry.soon);
  expect(firstSoon).toBeGreaterThan(0);
  expect(labels.slice(firstSoon).every((entry) => entry.soon)).toBe(true);
});

test("the first Tab reaches 'Skip to content', which takes the keyboard past the bars to the page", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist");
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the stored flag hides the tabs and the header", async ({ page }) => {
  await signInAsStaff(page, "admin");
  await page.evaluate(() => localStorage.setItem("hideTabsAndHeader", "true"));
  await page.reload();
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
});

test("the route progress bar advances 0.1 every 50 ms and then goes away", async ({ page }) => {
  await page.clock.install();
  await signInAsStaff(page, "admin");
  // Pause only once the dashboard is up: a paused clock would also hold the first load's own timers.
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Clinicians" }),
  ).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Clinicians" }).click();
  const bar = page.getByRole("progressbar", { name: "Page loading" });
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
  await page.clock.runFor(50);
  await expect(bar).toHaveAttribute("aria-valuenow", "10");
  await page.clock.runFor(200);
  await expect(bar).toHaveAttribute("aria-valuenow", "50");
  await page.clock.runFor(600);
  await expect(bar).toHaveCount(0);
});

test.describe("in Safari", () => {
  test.use({ userAgent: SAFARI_UA });

  test("the browser tip shows, pushes the page down to 130 px, and stays dismissed", async ({ page }) => {
    await signInAsStaff(page, "supervisor");
    await expect(page.getByText(SAFARI_TIP, { exact: true })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toHaveCSS("padding-top", "130px");
    await expect(main).toHaveCSS("padding-left", "100px");
    await page.getByRole("button", { name: "Dismiss tip" }).click();
    await expect(page.getByText(SAFARI_TIP)).toHaveCount(0);
    await expect(main).toHaveCSS("padding-top", "82px");
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText(SAFARI_TIP)).toHaveCount(0);
  });
});
