import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { signInAsStaff } from "./support";

/** Fills the identity fields the duplicate check reads, as admissions staff type them. */
async function fillPerson(page: Page, lastName: string): Promise<void> {
  await page.getByLabel("Legal first name").fill("Marisol");
  await page.getByLabel("Legal last name").fill(lastName);
  await page.getByLabel("Date of birth").fill("1989-08-17");
}

const mrNoOnChart = (page: Page) =>
  page
    .locator("dt", { hasText: /^MR no$/ })
    .locator("xpath=following-sibling::dd[1]")
    .textContent();

test("admissions staff register a client and admit them, are warned when they enter the same person again, and land on each new chart", async ({
  page,
}) => {
  const lastName = `Quintero${Date.now().toString(36)}`;
  await signInAsStaff(page, "admissions", "/clients");
  await page.getByRole("button", { name: "New client" }).click();
  await expect(page).toHaveURL(/\/clients\/new$/);
  await expect(page.getByRole("heading", { name: "New client", level: 1 })).toBeVisible();

  // A problem shows in the field, in the server's words, before anything is sent.
  await page.getByLabel("E-mail").fill("marisol@");
  await page.getByLabel("E-mail").blur();
  await expect(page.getByText("must be an e-mail address")).toBeVisible();
  await page.getByLabel("E-mail").fill("marisol@example.test");

  await fillPerson(page, lastName);
  await page.getByLabel("Pronouns").fill("she/her");
  await page.getByLabel("Phone", { exact: true }).fill("(555) 410-2200");
  await page.getByLabel("Emergency contact name").fill("Elena Quintero");
  await page.getByLabel("Emergency contact phone").fill("(555) 410-2201");
  await page.getByRole("combobox", { name: "Referral source" }).fill("Hospital");
  await page.getByRole("combobox", { name: "Intended level of care" }).click();
  await page.getByRole("option", { name: /^ASAM 3\.7 Medically Monitored Intensive Inpatient Services/ }).click();
  await page.getByRole("button", { name: "Create client" }).click();

  await expect(page).toHaveURL(/\/clients\/HRT-\d{6}\?tabs=admission$/);
  await expect(page.getByRole("heading", { name: `Marisol ${lastName}`, level: 1 })).toBeVisible();
  const first = (await mrNoOnChart(page))!;
  expect(first).toMatch(/^HRT-\d{6}$/);
  expect(page.url()).toContain(`/clients/${first}?`);

  // The chart opens on its Admission tab: the new client is pending until admitted.
  const header = page.getByRole("heading", { level: 1 }).locator("..");
  await expect(header.getByText("Pending admission", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Admit", exact: true }).click();
  const admit = page.getByRole("dialog", { name: "Admit client" });
  // The level intended at intake is offered; staff may still choose another.
  await expect(admit.getByRole("combobox", { name: "Level of care" })).toHaveText(
    /^ASAM 3\.7 Medically Monitored Intensive Inpatient Services/,
  );
  await admit.getByRole("button", { name: "Admit" }).click();
  await expect(admit).toHaveCount(0);
  await expect(header.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Episodes of care" }).getByRole("row")).toHaveCount(2);

  // The emergency contact given at intake is one of the client's contacts, flagged as such.
  await page.getByRole("tab", { name: "Contacts" }).click();
  const emergency = page.getByRole("article", { name: "Elena Quintero" });
  await expect(emergency).toContainText("Emergency contact");
  await expect(emergency).toContainText("(555) 410-2201");

  // The same person again: the warning names the first record as soon as the name and birth date are in.
  await page.goto("/clients/new");
  await fillPerson(page, lastName.toUpperCase());
  const warning = page.getByRole("alert", { name: "Possible duplicate" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("link", { name: first })).toHaveAttribute("href", `/clients/${first}`);
  await expect(page.getByRole("button", { name: "Create client" })).toBeDisabled();

  // Staff checked: someone else with the same name and birthday.
  await warning.getByRole("button", { name: "Create anyway" }).click();
  await expect(page).toHaveURL(/\/clients\/HRT-\d{6}\?tabs=admission$/);
  await expect(page.getByRole("heading", { name: `Marisol ${lastName.toUpperCase()}`, level: 1 })).toBeVisible();
  const second = (await mrNoOnChart(page))!;
  expect(second).toMatch(/^HRT-\d{6}$/);
  expect(second).not.toBe(first);
});
