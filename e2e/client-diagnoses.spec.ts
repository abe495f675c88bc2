import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

test("a therapist finds a diagnosis by typing 'opioid', adds it as primary, and sees it listed", async ({ page }) => {
  // A demo client no other spec gives diagnoses.
  await signInAsStaff(page, "therapist", "/clients/HRT-000133?tabs=diagnoses");
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

test("a diagnosis entered by mistake is marked entered in error with a reason: struck through, hidden by default, off the face sheet", async ({
  page,
  request,
}) => {
  // A demo client no other spec gives diagnoses: a primary one entered by mistake, and one that stands.
  const mrNo = "HRT-000131";
  const therapist = await DemoUser.login(request, "therapist");
  for (const input of ['{ code: "F11.20", rank: primary }', '{ code: "F41.1", rank: secondary }'])
    await therapist.gql(`mutation ($mrNo: String!) { addClientDiagnosis(mrNo: $mrNo, input: ${input}) { id } }`, {
      mrNo,
    });

  await signInAsStaff(page, "therapist", `/clients/${mrNo}?tabs=diagnoses`);
  const active = page.getByRole("table", { name: "Active diagnoses" });
  await expect(active.getByRole("row").filter({ hasText: "F11.20" })).toContainText("Primary");
  await page.getByRole("button", { name: "Mark F11.20 entered in error" }).click();
  const dialog = page.getByRole("dialog", { name: "Mark F11.20 entered in error?" });
  await expect(dialog).toContainText("This is the primary diagnosis");
  // A blank reason is no reason: the dialog says what is missing, as the server would.
  await dialog.getByRole("textbox", { name: "Reason" }).fill("   ");
  await dialog.getByRole("button", { name: "Mark entered in error" }).click();
  await expect(dialog.getByText("must say why the diagnosis was entered in error")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Entered on the wrong client's chart");
  await dialog.getByRole("button", { name: "Mark entered in error" }).click();
  await expect(dialog).toBeHidden();

  // Gone from the default view; the client has no primary diagnosis left, and the tab says so.
  await expect(active.getByRole("row").filter({ hasText: "F11.20" })).toHaveCount(0);
  await expect(active.getByRole("row").filter({ hasText: "F41.1" })).toContainText("Secondary");
  await expect(page.getByText("No primary diagnosis.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Diagnoses entered in error" })).toHaveCount(0);

  await page.getByRole("switch", { name: /Show entered in error/ }).check();
  const row = page.getByRole("table", { name: "Diagnoses entered in error" }).getByRole("row").filter({
    hasText: "F11.20",
  });
  await expect(row).toContainText(
    /Entered in error by Theo Ramirez on \d{2}-\d{2}-\d{4}: Entered on the wrong client's chart/,
  );
  await expect(row.getByRole("cell", { name: "F11.20", exact: true })).toHaveCSS(
    "text-decoration-line",
    "line-through",
  );
  // Final: no action is offered on it.
  await expect(row.getByRole("button")).toHaveCount(0);

  // The admission face sheet prints only the diagnoses that stand.
  await page.goto(`/emr_admission_print?mrNo=${mrNo}`);
  const printed = page.getByRole("table", { name: "Active diagnoses" });
  await expect(printed.getByRole("row").filter({ hasText: "F41.1" })).toBeVisible();
  await expect(printed.getByRole("row").filter({ hasText: "F11.20" })).toHaveCount(0);
});
