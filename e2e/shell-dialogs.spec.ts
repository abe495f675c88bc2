import { expect, test } from "@playwright/test";
import { signIn, signInAsStaff } from "./support";

test("leaving a form with unsaved input asks first, with the default title and message; modal 300 ms, backdrop 150 ms", async ({
  page,
}) => {
  await signInAsStaff(page, "nurse");
  await page.getByRole("link", { name: "Change password" }).click();
  // Nothing typed: leaving needs no confirmation.
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("link", { name: "Change password" }).click();
  await page.getByLabel("Current password").fill("half-typed");
  await page.getByRole("link", { name: "Cancel" }).click();
  const dialog = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Changes you made may not be saved, please confirm.");
  await expect(page.locator(".MuiDialog-container")).toHaveAttribute("style", /300ms/);
  await expect(page.locator(".MuiBackdrop-root")).toHaveAttribute("style", /150ms/);
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/changePassword$/);
  await expect(page.getByLabel("Current password")).toHaveValue("half-typed");

  // The browser's back button is guarded too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("appearance: dark theme, font size and table spacing apply everywhere and are saved per user", async ({
  page,
}) => {
  await signInAsStaff(page, "admin");
  const body = page.locator("body");
  await expect(body).toHaveCSS("background-color", "rgb(245, 246, 248)");
  // Measured by tag: while the settings popover is open the page behind it is hidden from the accessibility tree.
  const heading = page.locator("h1", { hasText: "Welcome" });
  const sizeAt14 = await heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

  await page.getByRole("button", { name: "Appearance" }).click();
  const settings = page.getByRole("dialog", { name: "Appearance settings" });
  await settings.getByLabel("Theme").click();
  await page.getByRole("option", { name: "Dark" }).click();
  await expect(body).toHaveCSS("background-color", "rgb(18, 24, 32)");
  await settings.getByLabel("Font size").click();
  await page.getByRole("option", { name: "18 px" }).click();
  await expect
    .poll(() => heading.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)))
    .toBeCloseTo((sizeAt14 * 18) / 14, 0);
  await settings.getByLabel("Table spacing").click();
  await page.getByRole("option", { name: "1 (tight)" }).click();
  await page.keyboard.press("Escape");

  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Clinicians" }).click();
  const firstRow = page.getByRole("grid").getByRole("row").nth(1);
  await expect(firstRow).toBeVisible();
  expect((await firstRow.boundingBox())!.height).toBeLessThanOrEqual(40);

  await page.reload();
  await expect(body).toHaveCSS("background-color", "rgb(18, 24, 32)");
  // Saved on the server: a browser without the local copy gets it too.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("appearance:"))
      .forEach((k) => localStorage.removeItem(k)),
  );
  await page.reload();
  await expect(body).toHaveCSS("background-color", "rgb(18, 24, 32)");

  // Another user in the same browser keeps their own (default) appearance.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(body).toHaveCSS("background-color", "rgb(245, 246, 248)");
  await signInAsStaff(page, "therapist");
  await expect(body).toHaveCSS("background-color", "rgb(245, 246, 248)");
  // Back to the default for the admin, so that other tests see the usual theme.
  await page.getByRole("button", { name: "Sign out" }).click();
  await signInAsStaff(page, "admin");
  await expect(body).toHaveCSS("background-color", "rgb(18, 24, 32)");
  const reset = await page.request.put("/api/auth/preferences", {
    data: { theme: "default", size: 14, tableSpacing: 3, transparent: false },
  });
  expect(reset.status()).toBe(200);
});

test.describe("on a phone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    viewport: { width: 412, height: 860 },
  });

  test("the download-app prompt shows once and leads to the how-to page", async ({ page }) => {
    await page.goto("/");
    const prompt = page.getByText("Hearth works on your phone too.");
    await expect(prompt).toBeVisible();
    await page.getByRole("link", { name: "Show me" }).click();
    await expect(page).toHaveURL(/\/download-mobile-app$/);
    await expect(page.getByRole("heading", { name: "Hearth on your phone" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await signIn(page, "bht");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(prompt).toHaveCount(0);
  });
});
