import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { E2E_DATA_DIR } from "./ready";
import { acceptTerms } from "./support";

/** The server of the e2e run writes e-mails here (no SMTP configured). */
const outbox = path.join(E2E_DATA_DIR, "mail-outbox");

function linksTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith(".json"))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), "utf8")) as { to: string; link?: string })
    .filter((m) => m.to === email && m.link)
    .map((m) => m.link!);
}

async function setPasswordFromLink(page: Page, link: string, password: string) {
  const url = new URL(link);
  expect(["/resetPassword", "/setClientPassword"]).toContain(url.pathname);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByText("Your new password is set.")).toBeVisible();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an invited clinician sets a first password from the e-mailed link; later, 'Forgot your password?' sends a new link", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `invited-${Date.now()}@example.test`;
  const admin = await playwright.request.newContext({ baseURL });
  const { locations } = await DemoUser.login(admin, "admin");
  // Signed in by the login's cookie, as the admin's browser is.
  const invited = await admin.post("/api/auth/signup", {
    data: { email, firstName: "Ines", lastName: "Invited", role: "bht", locationIds: [locations[0]!.id] },
  });
  expect(invited.status()).toBe(201);
  await admin.dispose();

  await expect.poll(() => linksTo(email).length, { timeout: 15_000 }).toBe(1);
  await setPasswordFromLink(page, linksTo(email)[0]!, "first-password-1");
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInWith(page, email, "first-password-1");
  await acceptTerms(page);
  await expect(page.getByRole("heading", { name: "Welcome, Ines" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  await expect.poll(() => linksTo(email).length, { timeout: 15_000 }).toBe(2);
  await setPasswordFromLink(page, linksTo(email)[1]!, "second-password-2");
  await signInWith(page, email, "first-password-1");
  await expect(page.getByRole("alert")).toBeVisible();
  await signInWith(page, email, "second-password-2");
  await expect(page.getByRole("heading", { name: "Welcome, Ines" })).toBeVisible();
});

test("a new organization signs up at /onboarding and its first admin lands signed in; the same e-mail again is told it already exists", async ({
  page,
}) => {
  const email = `founder-${Date.now()}@example.test`;
  const signUp = async (path: string) => {
    await page.goto(path);
    await page.getByLabel("Organization name").fill("Maple Grove Recovery");
    await page.getByLabel("First location").fill("Maple Grove Residential");
    await page.getByLabel("First name").fill("Farah");
    await page.getByLabel("Last name").fill("Founder");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("New password", { exact: true }).fill("founder-password-1");
    await page.getByLabel("Repeat the new password").fill("founder-password-1");
    await page.getByRole("button", { name: "Create organization" }).click();
  };
  await signUp("/onboarding");
  await expect(page).toHaveURL(/\/dashboard$/);
  await acceptTerms(page);
  await expect(page.getByRole("heading", { name: "Welcome, Farah" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Maple Grove Residential")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: /Crash reports/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();

  await signUp("/customer-onboarding");
  await expect(page).toHaveURL(/\/onboarding\/already-exists$/);
  await expect(page.getByRole("heading", { name: "You already have an account" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test("a client invited to the portal sets a password at /setClientPassword and signs in to the portal", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `portal-${Date.now()}@example.test`;
  const staff = await playwright.request.newContext({ baseURL });
  await DemoUser.login(staff, "admin");
  // The last demo client; the first one is the demo portal user that other tests sign in as.
  const invited = await staff.post("/api/auth/clients/HRT-000140/portal-invite", { data: { email } });
  expect(invited.status()).toBeLessThan(300);
  await staff.dispose();

  await expect.poll(() => linksTo(email).length, { timeout: 15_000 }).toBe(1);
  const link = linksTo(email)[0]!;
  expect(new URL(link).pathname).toBe("/setClientPassword");
  await setPasswordFromLink(page, link, "portal-password-1");
  await signInWith(page, email, "portal-password-1");
  await expect(page).toHaveURL(/\/portal$/);
  await acceptTerms(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  // The link works once.
  await page.getByRole("button", { name: "Sign out" }).click();
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel("New password", { exact: true }).fill("portal-password-2");
  await page.getByLabel("Repeat the new password").fill("portal-password-2");
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByText("Your new password is set.")).toHaveCount(0);
});
