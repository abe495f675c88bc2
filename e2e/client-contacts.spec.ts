import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

// A Riverside demo client no other spec changes.
const MR_NO = "HRT-000137";

test("a therapist lists an emergency contact who may be contacted; a supervisor adds a nurse to the care team", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist", `/clients/${MR_NO}?tabs=contacts`);
  await expect(page.getByText("No contacts listed")).toBeVisible();
  await page.getByRole("button", { name: "Add contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("Name").fill("Rosa Ortega");
  await dialog.getByLabel("Relationship").fill("Sibling");
  await dialog.getByLabel("Emergency contact").check();
  await dialog.getByLabel("May be contacted").check();
  await dialog.getByRole("button", { name: "Add" }).click();
  // The shared schema speaks before the server is asked.
  await expect(dialog.getByText("an emergency contact needs a phone number")).toBeVisible();
  await dialog.getByLabel("Phone").fill("(555) 010-4455");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole("article", { name: "Rosa Ortega" });
  await expect(card).toContainText("Sibling");
  await expect(card).toContainText("Emergency contact");
  await expect(card).toContainText("May be contacted");
  await expect(card).toContainText("(555) 010-4455");
  // Changing the care team is for supervisors and administrators.
  await page.getByRole("tab", { name: "Care team" }).click();
  await expect(page.getByRole("table", { name: "Care team" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add member" })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAsStaff(page, "supervisor", `/clients/${MR_NO}?tabs=care-team`);
  await page.getByRole("button", { name: "Add member" }).click();
  const add = page.getByRole("dialog", { name: "Add to the care team" });
  await add.getByLabel("Clinician").fill("Nora");
  await page.getByRole("option", { name: "Nora Castillo" }).click();
  await expect(add.getByLabel("Role on the team")).toHaveText("Nurse");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(add).toHaveCount(0);
  const rows = page.getByRole("table", { name: "Care team" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Primary therapist");
  await expect(rows.filter({ hasText: "Nora Castillo" })).toContainText("Nurse");
  await expect(rows.filter({ hasText: "Nora Castillo" })).toContainText("added by Dana Whitfield");

  await page.getByRole("tab", { name: "Contacts" }).click();
  await expect(page.getByRole("article", { name: "Rosa Ortega" })).toContainText("May be contacted");
});

// Another Riverside demo client no other spec changes.
const FAR_MR_NO = "HRT-000139";

test("a supervisor adds a nurse of another location to the care team: she finds and opens the chart until taken off", async ({
  page,
}) => {
  // Nina Okafor works at Hillcrest only: a Riverside chart is out of her reach.
  await signInAsStaff(page, "nurse2", `/clients/${FAR_MR_NO}`);
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();

  await page.context().clearCookies();
  await signInAsStaff(page, "supervisor", `/clients/${FAR_MR_NO}?tabs=care-team`);
  await page.getByRole("button", { name: "Add member" }).click();
  const add = page.getByRole("dialog", { name: "Add to the care team" });
  // Staff of every location are offered, the client's location first, each saying where they work.
  await add.getByLabel("Clinician").click();
  const offered = page.getByRole("listbox");
  await expect(offered.getByText("At the client's location")).toBeVisible();
  await expect(offered.getByRole("option", { name: "Nora Castillo — Nurse · Riverside Residential" })).toBeVisible();
  await add.getByLabel("Clinician").fill("Okafor");
  await expect(offered.getByText("At other locations")).toBeVisible();
  await expect(offered.getByText("At the client's location")).toHaveCount(0);
  await offered.getByRole("option", { name: "Nina Okafor — Nurse · Hillcrest Outpatient" }).click();
  await expect(add.getByLabel("Role on the team")).toHaveText("Nurse");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(add).toHaveCount(0);
  const team = page.getByRole("table", { name: "Care team" });
  await expect(team.getByRole("row").filter({ hasText: "Nina Okafor" })).toContainText("Works at Hillcrest Outpatient");
  await expect(team.getByRole("row").filter({ hasText: "Nina Okafor" })).toContainText("added by Dana Whitfield");

  // She now finds the client among hers and reads the chart; the team is not hers to change.
  await page.context().clearCookies();
  await signInAsStaff(page, "nurse2", "/clients");
  await page.getByLabel("Search").fill(FAR_MR_NO);
  const rows = page
    .getByRole("grid", { name: "Clients" })
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(FAR_MR_NO);
  await page.goto(`/clients/${FAR_MR_NO}?tabs=care-team`);
  await expect(team.getByRole("row").filter({ hasText: "Nina Okafor" })).toContainText("Nurse");
  await expect(page.getByRole("button", { name: "Add member" })).toHaveCount(0);

  // Taken off the team, the chart is out of her reach again.
  await page.context().clearCookies();
  await signInAsStaff(page, "supervisor", `/clients/${FAR_MR_NO}?tabs=care-team`);
  await page.getByRole("button", { name: "Remove Nina Okafor from the care team" }).click();
  await page
    .getByRole("dialog", { name: "Take this clinician off the care team?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(team.getByRole("row").filter({ hasText: "Nina Okafor" })).toHaveCount(0);

  await page.context().clearCookies();
  await signInAsStaff(page, "nurse2", `/clients/${FAR_MR_NO}`);
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
});
