import { expect, test } from "@playwright/test";
import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO_PIN, DemoUser } from "@hearth/testing/browser/graphql";
import { admittedClient } from "@hearth/testing/browser/treatmentPlans";
import { saveState, signInAsStaff } from "./support";

/**
 * A therapist starts an admitted client's treatment plan from the chart; the therapist and a
 * supervisor then build it together in two browsers, one adding a problem while the other writes an
 * objective under another problem. Both see both at once, and after a reload it is all still there.
 * Signing is refused while something is missing, naming it; completed, the therapist signs with the
 * PIN and the plan turns read only, awaiting approval, in both browsers.
 */
test.setTimeout(180_000);

const RIVERSIDE = "Riverside Residential";

async function openAs(browser: Browser, who: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsStaff(page, who, path);
  return page;
}

/** An item's text editor, by the name it carries ("Problem 2 statement"). */
const itemText = (page: Page, name: string): Locator => page.getByLabel(name, { exact: true });
const item = (page: Page, name: string): Locator => page.getByRole("region", { name, exact: true });

async function typeInto(page: Page, editor: Locator, text: string): Promise<void> {
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** Opens "Sign plan", signs with the demo PIN, and answers the dialog. */
async function signPlan(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Sign plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign plan" });
  await dialog.getByRole("button", { name: "PIN" }).click();
  await dialog.getByLabel("PIN").fill(DEMO_PIN);
  await dialog.getByRole("button", { name: "Sign plan" }).click();
  return dialog;
}

async function pick(page: Page, within: Locator, field: string, option: string | RegExp): Promise<void> {
  await within.getByRole("combobox", { name: field }).first().click();
  await page.getByRole("option", { name: option }).click();
}

test("a therapist starts a plan, builds it with a supervisor at once, and signs it once complete", async ({
  browser,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const client = await admittedClient(therapist, { locationName: RIVERSIDE, diagnoses: ["F11.20", "F41.1"] });

  // The chart's tab: no plan yet, and the therapist starts the plan of this stay.
  const theo = await openAs(browser, "therapist", `/clients/${client.mrNo}?tabs=treatment-plan`);
  await expect(theo.getByRole("tab", { name: "Treatment plan" })).toHaveAttribute("aria-selected", "true");
  await expect(theo.getByText("No treatment plan yet")).toBeVisible();
  await theo.getByRole("button", { name: "Start treatment plan" }).click();
  await expect(theo).toHaveURL(/\/treatment-plans\/[^/]+$/);
  const planPath = new URL(theo.url()).pathname;
  await expect(theo.getByRole("heading", { level: 1 })).toContainText(client.fullname);
  await expect(saveState(theo)).toHaveText("Saved");
  // One problem per active diagnosis, carried in by the server.
  await expect(itemText(theo, "Problem 1 statement")).toContainText("F11.20");
  await expect(itemText(theo, "Problem 2 statement")).toContainText("F41.1");

  const dana = await openAs(browser, "supervisor", planPath);
  await expect(saveState(dana)).toHaveText("Saved");
  for (const page of [theo, dana]) {
    const here = page.getByRole("region", { name: "Who is here" });
    await expect(here).toContainText("Theo Ramirez");
    await expect(here).toContainText("Dana Whitfield");
  }

  // The supervisor prepares an objective under problem 2.
  await dana.getByRole("button", { name: "Add goal to problem 2" }).click();
  await typeInto(dana, itemText(dana, "Goal 2.1, in the client's words"), "I want to feel calm without using.");
  await dana.getByRole("button", { name: "Add objective to goal 2.1" }).click();
  const objective = itemText(dana, "Objective 2.1.1, measurable");
  await expect(objective).toHaveAttribute("contenteditable", "true");

  // At once: the therapist adds problem 3 and writes it; the supervisor writes the objective.
  const problem3 = "Sleeps under four hours a night since stopping use.";
  const objective211 = "Uses one grounding skill daily, logged for 14 days.";
  await Promise.all([
    (async () => {
      await theo.getByRole("button", { name: "Add problem" }).click();
      await typeInto(theo, itemText(theo, "Problem 3 statement"), problem3);
    })(),
    typeInto(dana, objective, objective211),
  ]);
  await pick(theo, item(theo, "Problem 3"), "ASAM dimension", /^2\. Biomedical/);
  await item(dana, "Objective 2.1.1").getByLabel("Target date").fill("2027-01-15");

  const expectPlan = async (page: Page) => {
    await expect(itemText(page, "Problem 3 statement")).toHaveText(problem3);
    await expect(itemText(page, "Objective 2.1.1, measurable")).toHaveText(objective211);
    await expect(itemText(page, "Goal 2.1, in the client's words")).toHaveText("I want to feel calm without using.");
    await expect(item(page, "Problem 3").getByRole("combobox", { name: "ASAM dimension" })).toContainText(
      "Biomedical conditions",
    );
    await expect(item(page, "Objective 2.1.1").getByLabel("Target date")).toHaveValue("2027-01-15");
    // The live check names what is still missing, as clinicians count the items.
    const gaps = page.getByRole("list", { name: "Before signing" });
    await expect(gaps).toContainText("Problem 3 has no diagnosis or goal.");
    await expect(gaps).toContainText("Problem 2, goal 1, objective 1 has no intervention.");
    await expect(gaps).not.toContainText("Problem 2, goal 1 has no");
  };
  for (const page of [theo, dana]) {
    await expectPlan(page);
    await expect(saveState(page)).toHaveText("Saved");
  }

  for (const page of [theo, dana]) {
    await page.reload();
    await expect(saveState(page)).toHaveText("Saved");
    await expectPlan(page);
  }

  // The plan is listed on the client's chart, and no second plan of this stay is offered.
  await theo.goto(`/clients/${client.mrNo}?tabs=treatment-plan`);
  await expect(theo.getByRole("table", { name: "Treatment plans" }).getByRole("row")).toHaveCount(2);
  await expect(theo.getByRole("button", { name: "Start treatment plan" })).toHaveCount(0);

  // And on the list of the therapist's locations' plans, newest first, linking to it.
  await theo.goto("/treatment-plans");
  const row = theo.getByRole("table", { name: "Treatment plans" }).getByRole("row").filter({ hasText: client.mrNo });
  await row.getByRole("link", { name: "Open version 1" }).click();
  await expect(theo).toHaveURL(new RegExp(`${planPath}$`));
  await expect(itemText(theo, "Problem 3 statement")).toHaveText(problem3);

  // Signing: the plan keeps one problem, the one with a goal and an objective (now problem 1).
  for (const number of [3, 1]) {
    await theo.getByRole("button", { name: `Remove problem ${number}`, exact: true }).click();
    await theo
      .getByRole("dialog", { name: `Remove Problem ${number}?` })
      .getByRole("button", { name: "Remove" })
      .click();
  }
  await expect(itemText(dana, "Problem 1 statement")).toContainText("F41.1");
  await expect(itemText(dana, "Problem 2 statement")).toHaveCount(0);
  await expect(saveState(theo)).toHaveText("Saved");

  // Incomplete, the signature is refused, the API naming what is missing.
  const refused = await signPlan(theo);
  await expect(refused.getByRole("alert")).toContainText("The plan is not ready to sign");
  await expect(refused.getByRole("alert")).toContainText("Problem 1, goal 1, objective 1 has no intervention.");
  await refused.getByRole("button", { name: "Cancel" }).click();

  // The therapist completes it: the problem's ASAM dimension and an intervention under the objective.
  await pick(theo, item(theo, "Problem 1"), "ASAM dimension", /^3\. /);
  await theo.getByRole("button", { name: "Add intervention to objective 1.1.1" }).click();
  await typeInto(
    theo,
    itemText(theo, "Intervention 1.1.1.1, what is done"),
    "Teaches box breathing in individual sessions.",
  );
  const intervention = item(theo, "Intervention 1.1.1.1");
  await intervention.getByLabel("Frequency").fill("Weekly, 50 minutes");
  await intervention.getByLabel("Frequency").press("Enter");
  await pick(theo, intervention, "Responsible clinician", "Theo Ramirez");
  for (const page of [theo, dana])
    await expect(page.getByText("Nothing is missing: the plan is ready to sign.")).toBeVisible();

  // Signed with the PIN: read only and awaiting approval for both, the other browser without a reload.
  await expect(await signPlan(theo)).toHaveCount(0);
  for (const page of [theo, dana]) {
    await expect(page.getByText("Awaiting approval", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Signed by Theo Ramirez, /)).toBeVisible();
    await expect(page.getByText("Content hash")).toBeVisible();
    for (const name of ["Problem 1 statement", "Objective 1.1.1, measurable", "Intervention 1.1.1.1, what is done"])
      await expect(itemText(page, name)).toHaveAttribute("contenteditable", "false");
    await expect(item(page, "Objective 1.1.1").getByLabel("Target date")).toBeDisabled();
    await expect(page.getByRole("main").getByRole("button", { name: /^(Add|Remove|Sign plan)/ })).toHaveCount(0);
  }
});
