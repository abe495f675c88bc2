import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signInAsStaff } from "./support";

const LEVEL = "ASAM 3.5 (3rd ed.)";

/** Ticks and unticks options of a multiple select, then closes it. */
async function choose(page: Page, field: string, tick: string[], untick: string[] = []) {
  await page.getByRole("combobox", { name: field }).click();
  const listbox = page.getByRole("listbox");
  for (const name of [...tick, ...untick]) await listbox.getByRole("option", { name, exact: true }).click();
  await page.keyboard.press("Escape");
}

const dataRows = (page: Page) =>
  page
    .getByRole("grid", { name: "Clients" })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });

/** The names of the rows on screen, once every one shows the level and status the filter asks for. */
async function filteredNames(page: Page): Promise<string[]> {
  const rows = dataRows(page);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: LEVEL })).toHaveCount(0);
  await expect(rows.filter({ hasNotText: "Active" })).toHaveCount(0);
  return rows.locator('[data-field="fullname"]').allInnerTexts();
}

test("a therapist filters the EMR list by status and level of care, sorts it, finds the filter after a reload, and exports it", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist", "/clients");
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  await choose(page, "Status", [], ["Pending admission"]);
  await choose(page, "Level of care", ["ASAM 3.5 Clinically Managed High-Intensity Residential Services (3rd ed.)"]);
  const ascending = await filteredNames(page);
  expect(ascending.length).toBeGreaterThan(1);

  const nameHeader = page.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await nameHeader.click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(dataRows(page).first()).toContainText(ascending.at(-1)!);
  const descending = await filteredNames(page);
  expect(descending).toEqual([...ascending].reverse());

  // Remembered for this user: after a reload the same filter and order.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Active");
  await expect(page.getByRole("combobox", { name: "Level of care" })).toHaveText(LEVEL);
  await expect(page.getByRole("columnheader", { name: "Name" })).toHaveAttribute("aria-sort", "descending");
  expect(await filteredNames(page)).toEqual(descending);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  let csv = "";
  for await (const chunk of await (await download).createReadStream()) csv += String(chunk);
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [notice, header, ...rows] = csv.slice(1).split("\r\n").filter(Boolean);
  expect(notice).toMatch(/^"This record which has been disclosed to you is protected by federal confidentiality rules/);
  expect(header).toBe(
    "MR number,Name,Preferred name,Date of birth,Status,Level of care,Location,Admission date,Primary therapist,Labels",
  );
  expect(rows).toHaveLength(descending.length);
  for (const row of rows) expect(row).toContain(`,Active,${LEVEL},`);
});

test("an admin pages the EMR list forward and back, and each page shows its own clients", async ({ page }) => {
  // A common laptop width: the whole row, Labels included, fits without scrolling sideways.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsStaff(page, "admin", "/clients");
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  // Every status: the demo's clients then fill more than one page.
  await choose(page, "Status", [], ["Pending admission", "Active"]);
  const mrNos = () => dataRows(page).locator('[data-field="mrNo"]').allInnerTexts();
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  const first = await mrNos();
  expect(first).toHaveLength(25);
  const gridBox = await page.getByRole("grid", { name: "Clients" }).boundingBox();
  const labelsBox = await page.getByRole("columnheader", { name: "Labels" }).boundingBox();
  expect(labelsBox!.x + labelsBox!.width).toBeLessThanOrEqual(gridBox!.x + gridBox!.width);
  await page.screenshot({ path: test.info().outputPath("client-list-1366.png") });

  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page.getByText(/^26–\d+ of \d+$/)).toBeVisible();
  await expect(dataRows(page).first()).not.toContainText(first[0]!);
  const second = await mrNos();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((mrNo) => first.includes(mrNo))).toEqual([]);

  await page.getByRole("button", { name: "Go to previous page" }).click();
  await expect(page.getByText(/^1–25 of \d+$/)).toBeVisible();
  await expect(dataRows(page).first()).toContainText(first[0]!);
  expect(await mrNos()).toEqual(first);
});
