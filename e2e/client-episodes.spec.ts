import { expect, test } from "@playwright/test";
import { facilityToday } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

/** MM-DD-YYYY of the server's today, as the app displays dates. */
const todayDisplay = () => facilityToday().replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2-$3-$1");
// A demo client no other journey changes; readmitted at the end, they are active again.
const MR_NO = "HRT-000138";

test("a supervisor discharges a client and readmits them: both episodes of care show", async ({ page }) => {
  // The Care team tab seen first, then left: it must not keep the old primary therapist after the readmission.
  await signInAsStaff(page, "supervisor", `/clients/${MR_NO}?tabs=care-team`);
  await expect(page.getByRole("heading", { name: "Care team", level: 2 })).toBeVisible();
  const primaryRow = page
    .getByRole("table", { name: "Care team" })
    .getByRole("row")
    .filter({ has: page.getByText("Primary therapist", { exact: true }) });
  const oldPrimary = (await primaryRow.count()) > 0 ? ((await primaryRow.first().textContent()) ?? "") : "";
  await page.getByRole("tab", { name: "Admission" }).click();
  await expect(page.getByRole("tab", { name: "Admission" })).toHaveAttribute("aria-selected", "true");
  const header = page.getByRole("heading", { level: 1 }).locator("..");
  await expect(header.getByText("Active", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Discharge", exact: true }).click();
  const discharge = page.getByRole("dialog", { name: "Discharge client" });
  await discharge.getByRole("combobox", { name: "Discharge type" }).click();
  await page.getByRole("option", { name: "Planned" }).click();
  await discharge.getByLabel("Reason").fill("Completed the residential program");
  await discharge.getByRole("button", { name: "Discharge" }).click();
  await expect(discharge).toHaveCount(0);
  await expect(header.getByText("Discharged", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Readmit" }).click();
  const readmit = page.getByRole("dialog", { name: "Readmit client" });
  await readmit.getByRole("combobox", { name: "Primary therapist" }).click();
  await expect(page.getByRole("option").first()).toBeVisible();
  const newPrimary = (await page.getByRole("option").allTextContents()).find((name) => !oldPrimary.includes(name))!;
  await page.getByRole("option", { name: newPrimary, exact: true }).click();
  await readmit.getByRole("button", { name: "Readmit" }).click();
  await expect(readmit).toHaveCount(0);
  await expect(header.getByText("Active", { exact: true })).toBeVisible();

  const episodes = page.getByRole("table", { name: "Episodes of care" }).getByRole("row");
  // The header row and one row per episode, the new one first.
  await expect(episodes).toHaveCount(3);
  await expect(episodes.nth(1)).toContainText("Open");
  await expect(episodes.nth(2)).toContainText(`${todayDisplay()}Planned: Completed the residential program`);
  await expect(page.getByRole("table", { name: "Level of care history" })).toContainText("Readmission");

  await page.getByRole("tab", { name: "Care team" }).click();
  await expect(primaryRow).toHaveCount(1);
  await expect(primaryRow).toContainText(newPrimary);
});
