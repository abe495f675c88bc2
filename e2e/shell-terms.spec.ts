import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { acceptTerms, termsDialog } from "./support";

const PASSWORD = "terms-password-1";

/** A new organization's first admin signs up through /onboarding and lands signed in. */
async function signUp(page: Page, firstName: string, email: string) {
  await page.goto("/onboarding");
  await page.getByLabel("Organization name").fill(`${firstName} Recovery`);
  await page.getByLabel("First location").fill(`${firstName} Residential`);
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Terms");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signInWith(page: Page, email: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Waits for the app's terms check and answers what the server said. */
const termsCheck = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/auth/terms" && response.request().method() === "GET",
  );

async function expectNoTermsAfter(page: Page, action: () => Promise<unknown>, firstName: string) {
  const checked = termsCheck(page);
  await action();
  const { results } = (await (await checked).json()) as {
    results: { version: string; acceptedVersion: string | null };
  };
  expect(results.acceptedVersion).toBe(results.version);
  // The heading is reachable only when no modal window hides the page.
  await expect(page.getByRole("heading", { name: `Welcome, ${firstName}` })).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
}

test("a new user accepts the terms once: not after a reload, nor in another browser", async ({ page, browser }) => {
  const email = `terms-${Date.now()}@example.test`;
  await signUp(page, "Tessa", email);
  await expect(termsDialog(page)).toBeVisible();
  await expect(termsDialog(page).getByRole("heading", { name: "Hearth terms of use" })).toBeVisible();
  // Blocking: Escape does not close it.
  await page.keyboard.press("Escape");
  await expect(termsDialog(page)).toBeVisible();
  await acceptTerms(page);
  await expectNoTermsAfter(page, () => page.reload(), "Tessa");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await expectNoTermsAfter(otherPage, () => signInWith(otherPage, email), "Tessa");
  await other.close();
});

test("'Sign out' in the terms window signs the user out, and the window shows again at the next sign-in", async ({
  page,
}) => {
  const email = `terms-declined-${Date.now()}@example.test`;
  await signUp(page, "Dario", email);
  await expect(termsDialog(page)).toBeVisible();
  await termsDialog(page).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
  // Signed out on the server too: a staff page sends the visitor back to the login page.
  await page.goto("/dashboard");
  await expect(page.getByLabel("Password")).toBeVisible();

  await signInWith(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(termsDialog(page)).toBeVisible();
});
