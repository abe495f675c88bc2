import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { PART2_REDISCLOSURE_NOTICE } from "@hearth/schema";
import { facilityToday } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

// A Riverside demo client no other spec changes.
const MR_NO = "HRT-000125";

/** A two-page referral letter, as a clinic would scan one into the chart. */
async function referralLetter(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2]) doc.addPage().drawText(`Referral letter, page ${n}`, { x: 72, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

test("a therapist releases a chart document with a disclosure and downloads its release packet", async ({ page }) => {
  await signInAsStaff(page, "therapist");
  await page.goto(`/clients/${MR_NO}?tabs=documents`);
  await page.getByRole("button", { name: "Upload document" }).click();
  const upload = page.getByRole("dialog", { name: "Upload document" });
  await upload
    .getByLabel("Choose a file")
    .setInputFiles({ name: "Referral letter.pdf", mimeType: "application/pdf", buffer: await referralLetter() });
  await upload.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Medical records" }).click();
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(upload).toHaveCount(0);

  await page.goto(`/clients/${MR_NO}?tabs=consents`);
  await page.getByRole("button", { name: "Add consent" }).click();
  const add = page.getByRole("dialog", { name: "Add consent to disclose" });
  await add.getByLabel("Recipient").fill("Dr. Alex Rivera");
  await add.getByLabel("Purpose of the disclosure").fill("Coordination of care");
  await add.getByLabel("Diagnosis").check();
  await add.getByLabel("Expiry date").fill("2099-12-31");
  await add.getByLabel("Signed by").fill("Client");
  await add.getByRole("button", { name: "Add consent" }).click();
  await expect(add).toHaveCount(0);

  await page
    .getByRole("article", { name: "To Dr. Alex Rivera" })
    .getByRole("button", { name: "Record disclosure" })
    .click();
  const record = page.getByRole("dialog", { name: "Record disclosure" });
  await record.getByLabel("Diagnosis").check();
  await record.getByRole("combobox", { name: "How" }).click();
  await page.getByRole("option", { name: "Mail", exact: true }).click();
  await record.getByRole("combobox", { name: "Documents released" }).click();
  await page.getByRole("option", { name: "Referral letter (Medical records, PDF)" }).click();
  await record.getByRole("button", { name: "Record", exact: true }).click();
  await expect(record).toHaveCount(0);

  const disclosure = page.getByRole("article", { name: /to Dr\. Alex Rivera by mail/ });
  await expect(disclosure).toContainText("Documents released");
  await expect(disclosure).toContainText("Referral letter (Medical records)");
  const downloading = page.waitForEvent("download");
  await disclosure.getByRole("link", { name: "Download release packet (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`release-packet-${MR_NO}-${facilityToday()}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const packet = await PDFDocument.load(bytes);
  // The cover page, then the letter's two pages.
  expect(packet.getPageCount()).toBe(3);
  expect(packet.getSubject()).toBe(PART2_REDISCLOSURE_NOTICE);
});
