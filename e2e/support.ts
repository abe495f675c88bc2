import { expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";

export const DEMO_PASSWORD = "hearth-demo";
export const demoEmail = (who: string) => `${who}@demo.hearth.test`;

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, who: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Email").fill(demoEmail(who));
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signInAsStaff(page: Page, who: string): Promise<void> {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in over REST for setting up a test; answers the results of the API's login. */
export async function apiLogin(request: APIRequestContext, who: string) {
  const response = await request.post("/api/auth/login", { data: { email: demoEmail(who), password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).results as {
    access_token: string;
    user: { id: string; locations: { id: string; name: string }[] };
  };
}

/** The terms-and-conditions window a user who has not accepted them yet sees after signing in. */
export const termsDialog = (page: Page) => page.getByRole("dialog", { name: "Terms and conditions" });

/** Accepts the terms in their window, as a new user does once. */
export async function acceptTerms(page: Page): Promise<void> {
  await expect(termsDialog(page)).toBeVisible();
  await termsDialog(page).getByRole("button", { name: "I accept" }).click();
  await expect(termsDialog(page)).toHaveCount(0);
}

/**
 * Resolves once the page has sent the graphql-ws subscribe message of `operationName`: call before
 * the navigation that starts it, await before causing the events the page must see live (the
 * page's first query can answer before its subscription is open).
 */
export function subscriptionStarted(page: Page, operationName: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framesent", ({ payload }) => {
        if (
          typeof payload === "string" &&
          payload.includes('"type":"subscribe"') &&
          payload.includes(`subscription ${operationName}`)
        )
          resolve();
      });
    });
  });
}

// The state every browser of the suite starts with (set in playwright.config.ts), and the others.
export { APP_VERSION, FRESH_BROWSER, releaseNotesSeen } from "./browserState";
