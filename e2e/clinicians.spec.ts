import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

test("the clinician list shows active staff and filters by role and search", async ({ page }) => {
  await signInAsStaff(page, "admin");
  await page.getByRole("link", { name: "Clinicians" }).first().click();
  await expect(page.getByRole("heading", { name: "Clinicians" })).toBeVisible();
  const grid = page.getByRole("grid");
  await expect(grid.getByText("nurse@demo.hearth.test")).toBeVisible();

  await page.getByLabel("Search").fill("nurse2");
  await expect(grid.getByText("nurse2@demo.hearth.test")).toBeVisible();
  await expect(grid.getByText("therapist@demo.hearth.test")).toHaveCount(0);

  await page.getByLabel("Search").fill("nobody-by-this-name");
  await expect(page.getByText("No clinicians match these filters")).toBeVisible();

  // The filter is kept for the next visit.
  await page.reload();
  await expect(page.getByLabel("Search")).toHaveValue("nobody-by-this-name");
});
