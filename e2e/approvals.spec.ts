import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DemoUser } from "@hearth/testing/browser/graphql";
import { coSign, submittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff, subscriptionStarted } from "./support";

const RIVERSIDE = "Riverside Residential";
const row = (page: Page, noteId: string) => page.locator(`[role="row"][data-id="${noteId}"]`);
// The app's snackbar (bottom centre), not a notification toast (bottom right) that may arrive meanwhile.
const snackbar = (page: Page) => page.locator(".MuiSnackbar-anchorOriginBottomCenter");

/** Opens the queue and waits until it is live. */
async function openApprovals(page: Page) {
  await signInAsStaff(page, "supervisor");
  const live = subscriptionStarted(page, "ApprovalQueueChanges");
  await page.goto("/approvals");
  await expect(page.getByRole("heading", { name: "Approvals", level: 1 })).toBeVisible();
  await live;
}

async function selectRow(page: Page, noteId: string) {
  await row(page, noteId).getByRole("checkbox").check();
}

test("two supervisors: submissions arrive live, the first to act clears the queue everywhere, bulk actions report each note", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Each signature counts against its signer's limit (5 a minute): two facilitators share the submissions.
  const therapist = await DemoUser.login(request, "therapist");
  const bht = await DemoUser.login(request, "bht");
  const supervisor = await DemoUser.login(request, "supervisor");
  await supervisor.workAt(RIVERSIDE);

  const first = await browser.newContext();
  const second = await browser.newContext();
  const dana = await first.newPage();
  const dana2 = await second.newPage();
  await openApprovals(dana);
  await openApprovals(dana2);
  await expect(dana.getByText("Nothing waiting for your approval")).toBeVisible();

  // A submission appears in both queues without a reload; its co-facilitator (the BHT) signs it.
  const note = await submittedNote(therapist, { attending: 2 });
  await coSign(bht, note.noteId);
  await expect(row(dana, note.noteId)).toBeVisible();
  await expect(row(dana2, note.noteId)).toBeVisible();
  await expect(row(dana, note.noteId)).toContainText("Relapse Prevention");
  await expect(row(dana, note.noteId)).toContainText("Theo Ramirez");
  await expect(row(dana, note.noteId)).toContainText("2 attended, 4 absent of 6");

  // The review pane: the signed text beside attendance, signatures and the hash.
  await row(dana, note.noteId).getByRole("gridcell").nth(2).click();
  const review = dana.getByRole("region", { name: "Review group note" });
  await expect(review.getByText(note.narrative)).toBeVisible();
  for (const text of Object.values(note.clientTexts)) await expect(review.getByText(text)).toBeVisible();
  await expect(review.getByRole("table", { name: "Attendance" })).toContainText("Absent");
  await expect(review.getByRole("table", { name: "Signatures" })).toContainText("Facilitator");
  await expect(review.getByTestId("content-hash")).toHaveText(/^[0-9a-f]{64}$/);

  await review.getByRole("button", { name: "Approve" }).click();
  const sign = dana.getByRole("dialog", { name: "Approve this note" });
  await sign.getByLabel("Password").fill(DEMO_PASSWORD);
  await sign.getByRole("button", { name: "Approve" }).click();
  await expect(snackbar(dana)).toContainText("1 approved");
  await expect(review).toHaveCount(0);
  // The other supervisor's queue loses it at once.
  await expect(row(dana2, note.noteId)).toHaveCount(0);
  await expect(row(dana, note.noteId)).toHaveCount(0);

  // Bulk approve with a race: the second window has two notes in its dialog when the first approves one.
  const [a, b] = [await submittedNote(therapist, { attending: 1 }), await submittedNote(therapist, { attending: 1 })];
  for (const { noteId } of [a, b]) await coSign(bht, noteId);
  await expect(row(dana2, a.noteId)).toBeVisible();
  await expect(row(dana2, b.noteId)).toBeVisible();
  await selectRow(dana2, a.noteId);
  await selectRow(dana2, b.noteId);
  await dana2.getByRole("button", { name: "Approve selected (2)" }).click();
  const bulk = dana2.getByRole("dialog", { name: "Approve 2 notes" });
  await expect(bulk).toBeVisible();

  await row(dana, b.noteId).getByRole("gridcell").nth(2).click();
  await dana.getByRole("region", { name: "Review group note" }).getByRole("button", { name: "Approve" }).click();
  await dana.getByRole("dialog", { name: "Approve this note" }).getByLabel("Password").fill(DEMO_PASSWORD);
  await dana.getByRole("dialog", { name: "Approve this note" }).getByRole("button", { name: "Approve" }).click();
  await expect(snackbar(dana)).toContainText("1 approved");

  await bulk.getByLabel("Password").fill(DEMO_PASSWORD);
  await bulk.getByRole("button", { name: "Approve 2 notes" }).click();
  await expect(snackbar(dana2)).toContainText("1 approved, 1 already approved by Dana Whitfield");
  await expect(row(dana2, a.noteId)).toHaveCount(0);
  await expect(row(dana, a.noteId)).toHaveCount(0);

  // Bulk return: one comment for both; they leave both queues and go back to draft.
  const [c, d] = [await submittedNote(bht, { attending: 1 }), await submittedNote(bht, { attending: 1 })];
  await expect(row(dana, c.noteId)).toBeVisible();
  await expect(row(dana, d.noteId)).toBeVisible();
  await selectRow(dana, c.noteId);
  await selectRow(dana, d.noteId);
  await dana.getByRole("button", { name: "Return selected (2)" }).click();
  const returning = dana.getByRole("dialog", { name: "Return 2 notes for revision" });
  // Without a comment nothing goes back: the field says so, in the API's words, and takes the focus.
  await returning.getByRole("button", { name: "Return for revision" }).click();
  const comment = returning.getByRole("textbox", { name: "What needs revision" });
  await expect(comment).toHaveAccessibleDescription("tell the author what to revise");
  await expect(comment).toBeFocused();
  await comment.fill("Add each client's response to the exercise.");
  await returning.getByRole("button", { name: "Return for revision" }).click();
  await expect(snackbar(dana)).toContainText("2 returned for revision");
  await expect(row(dana2, c.noteId)).toHaveCount(0);
  await expect(row(dana2, d.noteId)).toHaveCount(0);
  const { groupNote } = await therapist.gql<{ groupNote: { status: string; kickBack: { comment: string } | null } }>(
    `query($id: ID!) { groupNote(id: $id) { status kickBack { comment } } }`,
    { id: c.noteId },
  );
  expect(groupNote).toEqual({ status: "draft", kickBack: { comment: "Add each client's response to the exercise." } });

  await first.close();
  await second.close();
});

test("a wrong password keeps the note in the queue and says why; other clinicians cannot open approvals", async ({
  page,
  request,
}) => {
  const facilitator = await DemoUser.login(request, "bht");
  const coFacilitator = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  await supervisor.workAt(RIVERSIDE);
  const note = await submittedNote(facilitator, { attending: 1 });
  await coSign(coFacilitator, note.noteId);

  await openApprovals(page);
  await row(page, note.noteId).getByRole("gridcell").nth(2).click();
  await page.getByRole("region", { name: "Review group note" }).getByRole("button", { name: "Approve" }).click();
  const sign = page.getByRole("dialog", { name: "Approve this note" });
  await sign.getByLabel("Password").fill("not-my-password");
  await sign.getByRole("button", { name: "Approve" }).click();
  // The server's words ("The password is incorrect", or the signing limit's) stay in the dialog.
  await expect(sign.getByRole("alert")).toContainText(/incorrect|Too many attempts/);
  await sign.getByRole("button", { name: "Cancel" }).click();
  await expect(row(page, note.noteId)).toBeVisible();

  await page.context().clearCookies();
  await signInAsStaff(page, "therapist", "/approvals");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});
