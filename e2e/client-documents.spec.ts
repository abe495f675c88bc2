import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { signInAsStaff } from "./support";

// A Riverside demo client no other spec changes.
const MR_NO = "HRT-000128";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");

test("a therapist uploads a PDF and downloads the same bytes; a text file renamed .pdf is refused with the accepted types", async ({
  page,
}) => {
  await signInAsStaff(page, "therapist");
  await page.goto(`/clients/${MR_NO}?tabs=documents`);
  await expect(page.getByText("No documents yet")).toBeVisible();

  await page.getByRole("button", { name: "Upload document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload document" });
  await dialog
    .getByLabel("Choose a file")
    .setInputFiles({ name: "Consent form.pdf", mimeType: "application/pdf", buffer: PDF });
  // The title follows the file's name.
  await expect(dialog.getByLabel("Title")).toHaveValue("Consent form");
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Consent / release" }).click();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole("table", { name: "Documents" }).getByRole("row", { name: /Consent form/ });
  await expect(row).toContainText("Consent / release");
  await expect(row).toContainText("PDF");
  await expect(row).toContainText("Theo Ramirez");

  const downloading = page.waitForEvent("download");
  await row.getByRole("link", { name: "Download Consent form" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Consent form.pdf");
  expect(await readFile((await download.path())!)).toEqual(PDF);

  await page.getByRole("button", { name: "Upload document" }).click();
  await dialog.getByLabel("Choose a file").setInputFiles({
    name: "discharge summary.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Discharge summary, typed as plain text."),
  });
  await dialog.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Discharge" }).click();
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "A document must be a PDF, PNG, JPEG, WebP or HEIC file; this file's content is none of those, whatever its name says.",
  );
});
