import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

// A demo client no other spec changes (the therapist works at both locations).
const MR_NO = "HRT-000130";

test("a therapist records a consent and a disclosure under it; the disclosure carries the Part 2 notice", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist");
  await page.goto(`/clients/${MR_NO}?tabs=consents`);
  await expect(page.getByText("No consents recorded")).toBeVisible();

  await page.getByRole("button", { name: "Add consent" }).click();
  const add = page.getByRole("dialog", { name: "Add consent to disclose" });
  await add.getByLabel("Recipient").fill("Dr. Alex Rivera");
  await add.getByLabel("Organization").fill("Harbor Primary Care");
  await add.getByLabel("Purpose of the disclosure").fill("Coordination of care with the primary care physician");
  await add.getByLabel("Diagnosis").check();
  await add.getByLabel("Medications").check();
  await add.getByLabel("Expiry date").fill("2099-12-31");
  await add.getByLabel("Signed by").fill("Client");
  await add.getByRole("button", { name: "Add consent" }).click();
  await expect(add).toHaveCount(0);
  const consent = page.getByRole("article", { name: "To Dr. Alex Rivera, Harbor Primary Care" });
  await expect(consent).toContainText("Active");
  await expect(consent).toContainText("Medications");

  await consent.getByRole("button", { name: "Record disclosure" }).click();
  const record = page.getByRole("dialog", { name: "Record disclosure" });
  await expect(record.getByRole("combobox", { name: "Under the consent to" })).toContainText("Dr. Alex Rivera");
  // Only what the consent covers is offered.
  await expect(record.getByLabel("Progress notes")).toHaveCount(0);
  await record.getByLabel("Diagnosis").check();
  await record.getByRole("combobox", { name: "How" }).click();
  await page.getByRole("option", { name: "Fax" }).click();
  await record.getByRole("button", { name: "Record" }).click();
  await expect(record).toHaveCount(0);

  const disclosure = page.getByRole("article", { name: /to Dr\. Alex Rivera, Harbor Primary Care by fax/ });
  await expect(disclosure).toContainText("Diagnosis");
  await expect(disclosure).toContainText("Theo Ramirez");
  await expect(disclosure).toContainText("protected by federal confidentiality rules (42 CFR part 2)");
});
