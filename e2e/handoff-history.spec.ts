import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { recordShiftsAt } from "./handoffClock";
import { signInAsStaff } from "./support";

const NORA = "Nora Castillo";
const THEO = "Theo Ramirez";

interface ShiftSummary {
  id: string;
  endsAt: string;
  inProgress: boolean;
}

/** The board's shift in progress and who wrote what in it so far, as the API answers the nurse. */
async function currentShift(nurse: DemoUser, locationId: string) {
  const history = (await (await nurse.rest("GET", `/api/auth/handoff/${locationId}/shifts`)).json()).results as {
    current: ShiftSummary | null;
  };
  const shift = history.current!;
  const view = (await (await nurse.rest("GET", `/api/auth/handoff/${locationId}/shifts/${shift.id}`)).json())
    .results as { blocks: { segments: { text: string }[] }[] };
  return { shift, text: view.blocks.flatMap((b) => b.segments.map((s) => s.text)).join("\n") };
}

/** A run of new text by `author`, as the shift views show it. */
const newText = (page: Page, text: string, author: string) =>
  page.locator(`mark[data-new-text="true"][title="Written this shift by ${author}"]`, { hasText: text });

test("the handoff history lists a shift with both writers, shows who wrote what, and prints it", async ({
  browser,
  request,
}) => {
  // Two browsers write, a shift is recorded, read and printed: close to a minute on a quiet 2-core machine.
  test.setTimeout(120_000);
  const nora = await DemoUser.login(request, "nurse");
  const riverside = nora.locations.find((l) => l.name === "Riverside Residential")!;
  const stamp = Date.now();
  const noraText = `Bed 4 asleep since 02:10 (${stamp})`;
  const theoText = `Family call at 09:00 (${stamp})`;

  const nurseContext = await browser.newContext();
  const therapistContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  const therapist = await therapistContext.newPage();
  await signInAsStaff(nurse, "nurse", `/handoff/${riverside.id}`);
  await signInAsStaff(therapist, "therapist", `/handoff/${riverside.id}`);
  await expect(nurse.getByText("Connected")).toBeVisible();
  await expect(therapist.getByText("Connected")).toBeVisible();

  // Two staff write on the board, each a paragraph of their own.
  await nurse.getByTestId("handoff-editor").click();
  await nurse.keyboard.press("Control+End");
  await nurse.keyboard.press("Enter");
  await nurse.keyboard.type(noraText);
  await expect(therapist.getByTestId("handoff-editor")).toContainText(noraText);
  await therapist.getByTestId("handoff-editor").click();
  await therapist.keyboard.press("Control+End");
  await therapist.keyboard.press("Enter");
  await therapist.keyboard.type(theoText);
  await expect(nurse.getByTestId("handoff-editor")).toContainText(theoText);
  // Stored on the server, with its authors.
  await expect.poll(async () => (await currentShift(nora, riverside.id)).text, { timeout: 15_000 }).toContain(theoText);
  const { shift } = await currentShift(nora, riverside.id);

  // The shift in progress, from the board's History.
  await nurse.getByRole("link", { name: "History", exact: true }).click();
  await expect(nurse).toHaveURL(new RegExp(`/handoff/${riverside.id}/history$`));
  const inProgress = nurse.getByRole("link").filter({ hasText: "In progress" });
  await expect(inProgress).toContainText(NORA);
  await expect(inProgress).toContainText(THEO);
  await inProgress.click();
  await expect(nurse).toHaveURL(new RegExp(`/history/${shift.id}$`));
  await expect(newText(nurse, noraText, NORA)).toBeVisible();
  await expect(newText(nurse, theoText, THEO)).toBeVisible();

  // The shift ends: the scheduler's job (run with the clock just past the end) records it.
  expect(await recordShiftsAt(new Date(new Date(shift.endsAt).getTime() + 1_000))).toBeGreaterThanOrEqual(1);
  await nurse.goto(`/handoff/${riverside.id}/history`);
  const recorded = nurse.getByRole("link", { name: new RegExp(`shift, \\d\\d-\\d\\d-\\d{4}`) }).first();
  await expect(nurse.getByText("In progress")).toHaveCount(0);
  await expect(recorded).toContainText(NORA);
  await expect(recorded).toContainText(THEO);
  await recorded.click();
  await expect(nurse).toHaveURL(new RegExp(`/history/${shift.id}$`));
  await expect(nurse.getByText(/recorded \d\d-\d\d-\d{4}/)).toBeVisible();
  const contributors = nurse.getByRole("table", { name: "Contributors" });
  await expect(contributors).toContainText(NORA);
  await expect(contributors).toContainText(THEO);
  // Who wrote what: each paragraph names its writer, the new text highlighted with their name.
  await expect(
    nurse.getByRole("region", { name: `Written by ${NORA}` }).filter({ has: newText(nurse, noraText, NORA) }),
  ).toBeVisible();
  await expect(
    nurse.getByRole("region", { name: `Written by ${THEO}` }).filter({ has: newText(nurse, theoText, THEO) }),
  ).toContainText(`[${THEO}]`);

  // The print page.
  const [print] = await Promise.all([
    nurseContext.waitForEvent("page"),
    nurse.getByRole("link", { name: "Print" }).click(),
  ]);
  await expect(print).toHaveURL(new RegExp(`/handoff_print/${riverside.id}/${shift.id}$`));
  const header = print.locator('header[aria-label="Print header"]');
  await expect(header).toContainText("Hearth Demo Recovery");
  await expect(header).toContainText("Riverside Residential");
  await expect(header).toContainText(`by ${NORA}`);
  await expect(print.getByRole("heading", { name: /Shift handoff — (Day|Evening|Night) shift/ })).toBeVisible();
  await expect(print.getByRole("table", { name: "Contributors" })).toContainText(THEO);
  await expect(newText(print, noraText, NORA)).toBeVisible();
  await expect(newText(print, theoText, THEO)).toBeVisible();
  await expect(print.getByRole("button", { name: "Print" })).toBeVisible();

  await nurseContext.close();
  await therapistContext.close();
});

test("admissions staff cannot read the handoff history", async ({ page, request }) => {
  const { locations } = await DemoUser.login(request, "nurse");
  const riverside = locations.find((l) => l.name === "Riverside Residential")!;
  await signInAsStaff(page, "admissions", `/handoff/${riverside.id}/history`);
  await expect(page.getByText(/Access denied|You do not have access to this handoff board/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Shifts" })).toHaveCount(0);
});
