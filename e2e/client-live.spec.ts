import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

// A Riverside demo client no other journey changes.
const MR_NO = "HRT-000135";

test("a therapist edits a client's demographics while a nurse has the chart open: the nurse sees the change without reloading", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const preferredName = `Sunny ${Date.now().toString(36)}`;

  const nurseContext = await browser.newContext();
  const nursePage = await nurseContext.newPage();
  await signInAsStaff(nursePage, "nurse", `/clients/${MR_NO}?tabs=demographics`);
  const nurseView = nursePage.getByRole("region", { name: "Identity" });
  await expect(nursePage.getByRole("heading", { name: "Demographics", level: 2 })).toBeVisible();
  // A nurse reads the demographics; changing them is for the record keepers.
  await expect(nursePage.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);

  await signInAsStaff(page, "therapist", `/clients/${MR_NO}?tabs=demographics`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Preferred name").fill(preferredName);
  await page.getByLabel("Reason for the change").fill("Asked to be called so");
  await page.getByRole("button", { name: "Save demographics" }).click();
  await expect(page.getByRole("heading", { name: "Demographics", level: 2 })).toBeVisible();

  // The nurse's open chart follows without a reload.
  await expect(nurseView).toContainText(preferredName);
  await nurseContext.close();
});
