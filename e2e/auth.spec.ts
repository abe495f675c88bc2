import { expect, test } from "@playwright/test";
import { generateSync } from "otplib";
import { DEMO_PASSWORD, DemoUser, demoEmail } from "@hearth/testing/browser/graphql";
import { signIn } from "./support";

const staff = [
  { who: "admin", firstName: "Avery", role: "admin" },
  { who: "supervisor", role: "supervisor" },
  { who: "therapist", role: "therapist" },
  { who: "nurse", role: "nurse" },
  { who: "physician", role: "physician" },
  { who: "bht", role: "bht" },
  { who: "admissions", role: "admissions" },
];

for (const { who, role } of staff) {
  test(`${who} signs in and lands on the dashboard with the navigation`, async ({ page, context }) => {
    await signIn(page, who);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.role?.value).toBe(role);
    expect(cookies.CUSTOMER_TYPE?.value).toBe("staff");
    expect(cookies.token?.httpOnly).toBe(true);
    expect(cookies.refresh_token?.httpOnly).toBe(true);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel("Email")).toBeVisible();
    const after = (await context.cookies()).map((c) => c.name);
    expect(after).not.toContain("token");
    expect(after).not.toContain("role");
  });
}

test("a portal client signs in to the portal, without the staff navigation", async ({ page }) => {
  await signIn(page, "client");
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Clinicians" })).toHaveCount(0);
});

test("a wrong password shows the error and keeps the user on the login page", async ({ page, context }) => {
  await signIn(page, "nurse", "not-the-password");
  await expect(page.getByRole("alert")).toContainText("Email or password is incorrect");
  await expect(page).toHaveURL(/\/$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("token");
});

test("a signed-out visitor is sent to the login page and returned where they were going", async ({ page }) => {
  await page.goto("/clinicians");
  await expect(page.getByLabel("Email")).toBeVisible();
  await page.getByLabel("Email").fill(demoEmail("admin"));
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/clinicians$/);
});

test("a user with two-factor authentication signs in with a code from the authenticator", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Turn 2FA on for the physician through the API, as the settings screen will.
  const api = await playwright.request.newContext({ baseURL });
  // The login's cookie signs the calls below in, as the settings screen's are.
  await DemoUser.login(api, "physician");
  const generated = await api.post("/api/auth/two-factor/generate");
  expect(generated.status()).toBe(200);
  const { secret, otpauth_uri } = (await generated.json()).results as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
  // A code is accepted once: turn 2FA on with the previous period's code so that the current one is still unused.
  const previousCode = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
  const enabled = await api.post("/api/auth/two-factor/update", { data: { enabled: true, code: previousCode } });
  expect(enabled.status()).toBe(200);
  await api.dispose();

  await signIn(page, "physician");
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("Authentication code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
