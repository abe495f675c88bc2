import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { invitationLink } from "./invitedStaff";
import { acceptTerms, subscriptionStarted } from "./support";

// A fresh clinician: deactivating a demo user would break the specs that sign in as them.
test("a deactivated user's open socket is closed and the app shows the session has ended", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `deactivated-${Date.now()}@example.test`;
  const password = "socket-lifetime-1";
  const adminContext = await playwright.request.newContext({ baseURL });
  const admin = await DemoUser.login(adminContext, "admin");
  const invited = await admin.rest("POST", "/api/auth/signup", {
    email,
    firstName: "Dana",
    lastName: "Deactivated",
    role: "bht",
    locationIds: [admin.locations[0]!.id],
  });
  expect(invited.status()).toBe(201);
  const clinicianId = ((await invited.json()) as { results: { id: string } }).results.id;
  await expect.poll(() => invitationLink(email), { timeout: 10_000 }).toBeTruthy();
  const token = new URL(invitationLink(email)!).searchParams.get("token");
  expect((await adminContext.post("/api/auth/reset", { data: { token, password } })).status()).toBe(200);

  // Signed in with the app open: the bell's live subscription is up.
  const bell = subscriptionStarted(page, "NotificationAdded");
  const socketClosed = new Promise<void>((resolve) =>
    page.on("websocket", (socket) => socket.on("close", () => resolve())),
  );
  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await acceptTerms(page);
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();
  await bell;

  const deactivated = await admin.rest("POST", `/api/auth/clinicians/${clinicianId}/deactivate`);
  expect(deactivated.status()).toBe(200);
  await adminContext.dispose();

  // The server closes the socket at once; the app's refresh is refused, so it asks to sign in again.
  await socketClosed;
  await expect(page.getByRole("dialog", { name: "Your session has expired" })).toBeVisible({ timeout: 5_000 });
});
