import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { facilityToday } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

// A demo client no other spec changes (the therapist works at both locations); discharged by the second
// journey and readmitted at its end, they are active again.
const MR_NO = "HRT-000130";
/** MM-DD-YYYY of the server's today, as the app displays dates. */
const todayDisplay = () => facilityToday().replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2-$3-$1");

/** Adds a consent to `recipient` of diagnoses through the dialog; `expiry` picks how it ends. */
async function addConsent(page: Page, recipient: string, expiry: (dialog: Locator) => Promise<void>) {
  await page.getByRole("button", { name: "Add consent" }).click();
  const add = page.getByRole("dialog", { name: "Add consent to disclose" });
  await add.getByLabel("Recipient").fill(recipient);
  await add.getByLabel("Purpose of the disclosure").fill("Coordination of care");
  await add.getByLabel("Diagnosis").check();
  await expiry(add);
  await add.getByLabel("Signed by").fill("Client");
  await add.getByRole("button", { name: "Add consent" }).click();
  await expect(add).toHaveCount(0);
  return page.getByRole("article", { name: `To ${recipient}` });
}

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
  await expect(consent).toContainText("In force");
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

test("a consent ending with another event expires when staff record it; one ending on discharge, when the client is discharged", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist");
  await page.goto(`/clients/${MR_NO}?tabs=consents`);

  const court = await addConsent(page, "County Court", async (add) => {
    await add.getByLabel("Another event").check();
    await add.getByLabel("The event that ends it").fill("When the court case closes");
  });
  await expect(court).toContainText("In force");
  await expect(court).toContainText("When the court case closes");
  await court.getByRole("button", { name: "Event occurred" }).click();
  const occurred = page.getByRole("dialog", { name: "The event ending the consent to County Court occurred" });
  await expect(occurred).toContainText("The consent ends when: When the court case closes");
  await occurred.getByLabel("What happened").fill("The court closed the case");
  await occurred.getByRole("button", { name: "Record" }).click();
  await expect(occurred).toHaveCount(0);
  await expect(court).toContainText("Expired");
  await expect(court).toContainText(
    `Expired on ${todayDisplay()}: The court closed the case. Recorded by Theo Ramirez.`,
  );
  await expect(court).not.toContainText("Revoked");
  // Nothing more is done under an expired consent.
  await expect(court.getByRole("button")).toHaveCount(0);

  const iop = await addConsent(page, "Harbor IOP", (add) => add.getByLabel("On discharge from treatment").check());
  await expect(iop).toContainText("In force");
  await expect(iop).toContainText("On discharge from treatment");
  // Discharge ends it by itself: there is no event to record by hand.
  await expect(iop.getByRole("button", { name: "Event occurred" })).toHaveCount(0);

  await page.goto(`/clients/${MR_NO}?tabs=admission`);
  await page.getByRole("button", { name: "Discharge", exact: true }).click();
  const discharge = page.getByRole("dialog", { name: "Discharge client" });
  await discharge.getByRole("combobox", { name: "Discharge type" }).click();
  await page.getByRole("option", { name: "Planned" }).click();
  await discharge.getByLabel("Reason").fill("Completed the program");
  await discharge.getByRole("button", { name: "Discharge" }).click();
  await expect(discharge).toHaveCount(0);

  await page.goto(`/clients/${MR_NO}?tabs=consents`);
  await expect(iop).toContainText("Expired");
  await expect(iop).toContainText(`Expired on ${todayDisplay()}: Client discharged. Recorded by Theo Ramirez.`);
  await expect(iop).not.toContainText("Revoked");
  await expect(iop.getByRole("button")).toHaveCount(0);
  // A consent with a date of its own is not ended by the discharge.
  await expect(
    page.getByRole("article", { name: "To Dr. Alex Rivera, Harbor Primary Care", exact: true }),
  ).toContainText("In force");

  await page.goto(`/clients/${MR_NO}?tabs=admission`);
  await page.getByRole("button", { name: "Readmit" }).click();
  const readmit = page.getByRole("dialog", { name: "Readmit client" });
  await readmit.getByRole("button", { name: "Readmit" }).click();
  await expect(readmit).toHaveCount(0);
});
