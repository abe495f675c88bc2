import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { inviteStaff } from "./invitedStaff";
import { acceptTerms } from "./support";

// Issue 15: a nurse moved to another location while her old location's handoff board is open
// loses it within a second: the server closes her socket (4403) and the page says she has no access.
test("a nurse moved off a location loses its open handoff board, and the page says so", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `moved-nurse-${Date.now()}@example.test`;
  const password = "access-narrowed-1";
  const adminContext = await playwright.request.newContext({ baseURL });
  const admin = await DemoUser.login(adminContext, "admin");
  const riverside = admin.locations.find((l) => l.name === "Riverside Residential")!;
  const hillcrest = admin.locations.find((l) => l.name === "Hillcrest Outpatient")!;
  const nurse = await inviteStaff(adminContext, admin.token, {
    email,
    password,
    firstName: "Morgan",
    role: "nurse",
    locationIds: [riverside.id],
  });

  await page.goto("/");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await acceptTerms(page);
  await page.goto(`/handoff/${riverside.id}`);
  await expect(page.getByText("Connected")).toBeVisible();
  await page.getByTestId("handoff-editor").click();
  await page.keyboard.type(`Before the move ${Date.now()}`);

  const moved = await admin.rest("PATCH", `/api/auth/clinicians/${nurse.id}`, { locationIds: [hillcrest.id] });
  expect(moved.status()).toBe(200);
  await adminContext.dispose();

  // The one-second bound is proven on the server (apps/collab/src/revocation.int.test.ts); a browser
  // on a loaded test machine gets a little slack to draw it.
  await expect(page.getByText("You do not have access to this handoff board")).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId("handoff-editor")).toHaveCount(0);
});
