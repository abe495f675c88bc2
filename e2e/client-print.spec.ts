import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

/** A Hillcrest demo client (ASAM 2.1) no other spec prints or gives diagnoses. */
const MR_NO = "HRT-000126";

test("the admission face sheet opens from the chart's Print menu with the client, level of care, diagnosis and Part 2 notice", async ({
  page,
  context,
  request,
}) => {
  // The demo has no diagnoses: the therapist enters a primary one as the chart's form would.
  const therapist = await DemoUser.login(request, "therapist");
  await therapist.gql(
    `mutation ($mrNo: String!) { addClientDiagnosis(mrNo: $mrNo, input: { code: "F11.20", rank: primary }) { id } }`,
    { mrNo: MR_NO },
  );
  const { client } = await therapist.gql<{ client: { fullname: string } }>(
    `query ($mrNo: String!) { client(mrNo: $mrNo) { fullname } }`,
    { mrNo: MR_NO },
  );

  await signInAsStaff(page, "therapist", `/clients/${MR_NO}`);
  await page.getByRole("button", { name: "Print" }).click();
  const [print] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("menuitem", { name: "Admission face sheet" }).click(),
  ]);
  await expect(print).toHaveURL(new RegExp(`/emr_admission_print\\?mrNo=${MR_NO}$`));
  const sheet = print.getByRole("article", { name: `Admission face sheet: ${client.fullname}` });
  await expect(sheet.getByRole("heading", { name: "Admission face sheet", level: 1 })).toBeVisible();
  await expect(sheet).toContainText(MR_NO);
  await expect(sheet).toContainText("Hillcrest");
  await expect(sheet).toContainText("ASAM 2.1 Intensive Outpatient Services (3rd ed.)");
  const diagnoses = sheet.getByRole("table", { name: "Active diagnoses" });
  await expect(diagnoses.getByRole("row").nth(1)).toContainText("F11.20");
  await expect(diagnoses.getByRole("row").nth(1)).toContainText("Primary");
  await expect(sheet.getByRole("complementary", { name: "42 CFR Part 2 redisclosure notice" })).toContainText(
    "prohibit you from making any further disclosure of this record",
  );
  // The app's bars stay off the paper; the Print button is there, and hidden when printing.
  await expect(print.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await print.emulateMedia({ media: "print" });
  await expect(print.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(sheet).toBeVisible();

  // Outside the client's location there is nothing to print.
  await signInAsStaff(print, "nurse", `/emr_admission_print?mrNo=${MR_NO}`);
  await expect(print.getByText(`No client with MR number ${MR_NO} is in your locations`)).toBeVisible();
  await expect(print.getByRole("article")).toHaveCount(0);
});
