import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

test("two staff on the same handoff board see each other's typing live", async ({ browser, request }) => {
  const { locations } = await DemoUser.login(request, "nurse");
  const riverside = locations.find((l) => l.name === "Riverside Residential");
  expect(riverside).toBeDefined();

  const nurseContext = await browser.newContext();
  const therapistContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  const therapist = await therapistContext.newPage();
  await signInAsStaff(nurse, "nurse", `/handoff/${riverside!.id}`);
  await signInAsStaff(therapist, "therapist", `/handoff/${riverside!.id}`);
  await expect(nurse.getByText("Connected")).toBeVisible();
  await expect(therapist.getByText("Connected")).toBeVisible();

  const stamp = `Bed 4 asleep since 02:10 (${Date.now()})`;
  await nurse.getByTestId("handoff-editor").click();
  await nurse.keyboard.type(stamp);
  await expect(therapist.getByTestId("handoff-editor")).toContainText(stamp);

  const reply = " — therapist to check in at 09:00";
  await therapist.getByTestId("handoff-editor").click();
  await therapist.keyboard.press("End");
  await therapist.keyboard.type(reply);
  await expect(nurse.getByTestId("handoff-editor")).toContainText(reply);

  // What was typed is stored on the server: a fresh visit loads it.
  await nurse.reload();
  await expect(nurse.getByTestId("handoff-editor")).toContainText(stamp);

  await nurseContext.close();
  await therapistContext.close();
});

test("a nurse of another location cannot open the handoff board", async ({ page, request }) => {
  const { locations } = await DemoUser.login(request, "nurse");
  const riverside = locations.find((l) => l.name === "Riverside Residential");
  await signInAsStaff(page, "nurse2", `/handoff/${riverside!.id}`);
  await expect(page.getByText("You do not have access to this handoff board")).toBeVisible();
  await expect(page.getByTestId("handoff-editor")).toHaveCount(0);
});
