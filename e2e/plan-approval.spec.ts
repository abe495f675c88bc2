import { expect, test } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";
import { DEMO_PIN, DemoUser } from "@hearth/testing/browser/graphql";
import { admittedClient } from "@hearth/testing/browser/treatmentPlans";
import { saveState, signInAsStaff } from "./support";

/**
 * A therapist's signed treatment plan waits in the approvals queue: the supervisor narrows the queue
 * to treatment plans, reads the plan in the review pane, approves it with the PIN, and it leaves the
 * queue; the plan's own page then says Approved.
 */
test.setTimeout(180_000);

const RIVERSIDE = "Riverside Residential";

const itemText = (page: Page, name: string): Locator => page.getByLabel(name, { exact: true });
const item = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });

async function typeInto(page: Page, editor: Locator, text: string): Promise<void> {
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

async function pick(page: Page, within: Locator, field: string, option: string | RegExp): Promise<void> {
  await within.getByRole("combobox", { name: field }).first().click();
  await page.getByRole("option", { name: option }).click();
}

const GOAL = "I want to sleep through the night.";
const INTERVENTION = "Teaches sleep hygiene in individual sessions.";

/** The therapist writes the smallest complete plan (one problem, goal, objective, intervention) and signs it. */
async function writeAndSign(theo: Page): Promise<void> {
  await expect(saveState(theo)).toHaveText("Saved");
  await pick(theo, item(theo, "Problem 1"), "ASAM dimension", /^3\. /);
  await theo.getByRole("button", { name: "Add goal to problem 1" }).click();
  await typeInto(theo, itemText(theo, "Goal 1.1, in the client's words"), GOAL);
  await theo.getByRole("button", { name: "Add objective to goal 1.1" }).click();
  await typeInto(theo, itemText(theo, "Objective 1.1.1, measurable"), "Sleeps six hours, logged for 14 days.");
  await item(theo, "Objective 1.1.1").getByLabel("Target date").fill("2027-01-15");
  await theo.getByRole("button", { name: "Add intervention to objective 1.1.1" }).click();
  await typeInto(theo, itemText(theo, "Intervention 1.1.1.1, what is done"), INTERVENTION);
  const intervention = item(theo, "Intervention 1.1.1.1");
  await intervention.getByLabel("Frequency").fill("Weekly, 50 minutes");
  await intervention.getByLabel("Frequency").press("Enter");
  await pick(theo, intervention, "Responsible clinician", "Theo Ramirez");
  await expect(theo.getByText("Nothing is missing: the plan is ready to sign.")).toBeVisible();
  await expect(saveState(theo)).toHaveText("Saved");

  await theo.getByRole("button", { name: "Sign plan" }).click();
  const dialog = theo.getByRole("dialog", { name: "Sign plan" });
  await dialog.getByRole("button", { name: "PIN" }).click();
  await dialog.getByLabel("PIN").fill(DEMO_PIN);
  await dialog.getByRole("button", { name: "Sign plan" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(theo.getByText("Awaiting approval", { exact: true })).toBeVisible();
}

test("a supervisor approves a signed treatment plan from the approvals queue", async ({ browser, request }) => {
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  await supervisor.workAt(RIVERSIDE);
  const client = await admittedClient(therapist, { locationName: RIVERSIDE, diagnoses: ["F41.1"] });
  const { startTreatmentPlan: plan } = await therapist.gql<{ startTreatmentPlan: { id: string } }>(
    `mutation ($mrNo: String!) { startTreatmentPlan(mrNo: $mrNo) { id } }`,
    { mrNo: client.mrNo },
  );
  const planPath = `/treatment-plans/${plan.id}`;

  const theo = await (await browser.newContext()).newPage();
  await signInAsStaff(theo, "therapist", planPath);
  await writeAndSign(theo);

  const dana = await (await browser.newContext()).newPage();
  await signInAsStaff(dana, "supervisor", "/approvals");
  await expect(dana.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
  await dana.getByRole("combobox", { name: "Kind" }).click();
  await dana.getByRole("option", { name: "Treatment plans" }).click();
  await expect(dana).toHaveURL(/[?&]kind=treatment_plans/);
  await expect(dana.getByRole("heading", { name: "Group notes" })).toHaveCount(0);

  const row = dana.locator(`[role="row"][data-id="${plan.id}"]`);
  await expect(row).toContainText(client.fullname);
  await expect(row).toContainText(client.mrNo);
  await expect(row).toContainText("Theo Ramirez");
  await row.getByRole("gridcell").nth(1).click();

  const review = dana.getByRole("region", { name: "Review treatment plan" });
  await expect(review.getByText(GOAL)).toBeVisible();
  await expect(review.getByText(INTERVENTION)).toBeVisible();
  await expect(review.getByText("Weekly, 50 minutes")).toBeVisible();
  await expect(review.getByText(/^[0-9a-f]{64}$/)).toBeVisible();

  await review.getByRole("button", { name: "Approve" }).click();
  const sign = dana.getByRole("dialog", { name: "Approve this treatment plan" });
  await sign.getByRole("button", { name: "PIN" }).click();
  await sign.getByLabel("PIN").fill(DEMO_PIN);
  await sign.getByRole("button", { name: "Approve" }).click();
  await expect(sign).toHaveCount(0);
  await expect(review).toHaveCount(0);
  await expect(row).toHaveCount(0);

  await dana.goto(planPath);
  await expect(dana.getByText("Approved", { exact: true })).toBeVisible();
});
