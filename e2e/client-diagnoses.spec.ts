import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

test("a therapist finds a diagnosis by typing 'opioid', adds it as primary, and sees it listed", async ({ page }) => {
  await signInAsStaff(page, "therapist");
  // A demo client no other spec gives diagnoses.
  await page.goto("/clients/HRT-000133?tabs=diagnoses");
  await expect(page.getByRole("tab", { name: "Diagnoses" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No active diagnoses")).toBeVisible();

  await page.getByRole("button", { name: "Add diagnosis" }).click();
  const dialog = page.getByRole("dialog", { name: "Add diagnosis" });
  // Typed as a person types: the search waits for a pause, then lists the opioid codes.
  await dialog.getByRole("combobox", { name: /Diagnosis \(ICD-10-CM\)/ }).pressSequentially("opioid", { delay: 40 });
  await expect(page.getByRole("option", { name: /^F11\.10 — Opioid abuse, uncomplicated/ })).toBeVisible();
  await page.getByRole("option", { name: /^F11\.20 — Opioid dependence, uncomplicated$/ }).click();
  await dialog.getByRole("radio", { name: "Primary" }).check();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("table", { name: "Active diagnoses" }).getByRole("row").filter({ hasText: "F11.20" });
  await expect(row).toContainText("Opioid dependence, uncomplicated");
  await expect(row).toContainText("Primary");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Theo Ramirez");
});
