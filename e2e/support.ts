import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, demoEmail } from "@hearth/testing/browser/graphql";

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, who: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/");
  await page.getByLabel("Email").fill(demoEmail(who));
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs a staff member in through the login page, onto the dashboard: for specs about what the login
 * page itself leaves behind (the session's expiry the app keeps, the build-date check it starts).
 */
export async function signInThroughLoginPage(page: Page, who: string): Promise<void> {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs a staff member in for a spec about something else: the login call the login page makes
 * (its cookies land in the page's browser context), then the page at `path`, the dashboard unless
 * given. The login page itself is the subject of auth.spec.ts; skipping its form here saves a page
 * load per spec, and going straight to `path` saves loading the dashboard on the way.
 */
export async function signInAsStaff(page: Page, who: string, path = "/dashboard"): Promise<void> {
  const response = await page.request.post("/api/auth/login", {
    data: { email: demoEmail(who), password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${who}`).toBe(200);
  await page.goto(path);
  if (path === "/dashboard") await expect(page).toHaveURL(/\/dashboard$/);
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

/** The save state of a note page ("Saved", "Saving…", …). */
export const saveState = (page: Page) => page.getByRole("status", { name: "Save state" });

/** Types at the end of a note editor, as a person would after clicking into it. */
export async function typeAtEnd(page: Page, testId: string, text: string): Promise<void> {
  const editor = page.getByTestId(testId);
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** Marks a client's attendance in a session page's attendance table. */
export async function markAttendance(page: Page, clientName: string, status: string): Promise<void> {
  await page.getByRole("combobox", { name: `Attendance of ${clientName}` }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
}

// The state every browser of the suite starts with (set in playwright.config.ts), and the others.
export { APP_VERSION, FRESH_BROWSER, releaseNotesSeen } from "./browserState";
