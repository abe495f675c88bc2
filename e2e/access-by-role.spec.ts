import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

/**
 * Issue 14: access agrees with the navigation. Admissions staff work with admission data (the
 * client list, a chart's demographics); clinical areas answer with a clean "Access denied" inside
 * the bars, never half a page of refusals.
 */
test("admissions staff open clients and their admission data, and get 'Access denied' for clinical areas", async ({
  page,
}) => {
  await signInAsStaff(page, "admissions");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Clients" })).toBeVisible();
  for (const clinical of ["Group notes", "Shift handoff", "Approvals"])
    await expect(nav.getByRole("link", { name: clinical })).toHaveCount(0);

  await nav.getByRole("link", { name: "Clients" }).click();
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  const rows = page
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/clients\/[^/]+$/);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("shown to their clinical team")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Group notes" })).toHaveCount(0);
  await expect(page.getByText("Client not found")).toHaveCount(0);
  // Asking for a clinical tab by its URL shows the overview.
  await page.goto(`${new URL(page.url()).pathname}?tabs=group-notes`);
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("grid", { name: "Group notes" })).toHaveCount(0);

  for (const path of ["/groupnotes", "/groupnotes/groups", "/handoff", "/approvals"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access denied" }), path).toBeVisible();
    await expect(page.getByText("You are not allowed to do this")).toHaveCount(0);
    await expect(page.getByText("No sessions match these filters")).toHaveCount(0);
    await expect(page.getByTestId("handoff-editor")).toHaveCount(0);
    // The bars stay, so they can go where they may.
    await expect(nav).toBeVisible();
  }
});

test("clinical staff still open group notes and the handoff board", async ({ page }) => {
  await signInAsStaff(page, "bht", "/groupnotes");
  await expect(page.getByRole("heading", { name: "Access denied" })).toHaveCount(0);
  await page.goto("/handoff");
  await expect(page.getByTestId("handoff-editor")).toBeVisible();
  await page.goto("/approvals");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});
