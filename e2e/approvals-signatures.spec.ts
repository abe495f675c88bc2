import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, DemoUser } from "@hearth/testing/browser/graphql";
import { submittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff, subscriptionStarted } from "./support";

const RIVERSIDE = "Riverside Residential";
const row = (page: Page, noteId: string) => page.locator(`[role="row"][data-id="${noteId}"]`);
const review = (page: Page) => page.getByRole("region", { name: "Review group note" });
const snackbar = (page: Page) => page.locator(".MuiSnackbar-anchorOriginBottomCenter");

/** Whether the point a person would click at the start of an element lands on the element itself, not on something drawn over it. */
async function uncovered(page: Page, selector: ReturnType<Page["locator"]>): Promise<boolean> {
  await expect(selector).toBeVisible();
  return selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test("approval waits for the co-signer: the queue says for whom, turns ready live when she signs, and the note to approve is done once approved", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  await supervisor.workAt(RIVERSIDE);

  // The demo supervisor watches the queue, and her notifications in a second tab.
  const danaContext = await browser.newContext();
  const dana = await danaContext.newPage();
  await signInAsStaff(dana, "supervisor");
  const queueLive = subscriptionStarted(dana, "ApprovalQueueChanges");
  await dana.goto("/approvals");
  await queueLive;

  // Relapse Prevention is co-facilitated by the BHT, who has not signed yet.
  const note = await submittedNote(therapist, { attending: 1 });
  await expect(row(dana, note.noteId)).toContainText("Waiting for Bailey Nguyen (co-facilitator)");
  await expect(row(dana, note.noteId)).not.toContainText("Ready to approve");

  const feed = await danaContext.newPage();
  const feedLive = subscriptionStarted(feed, "NotificationsDone");
  await feed.goto("/notifications");
  await feedLive;
  const { notifications } = await supervisor.gql<{ notifications: { results: { body: string; link: string }[] } }>(
    `query { notifications(types: [group_note_submitted], pageSize: 25) { results { body link } } }`,
  );
  const toApprove = notifications.results.find((n) => n.link === `/approvals?note=${note.noteId}`);
  expect(toApprove, "the supervisor's note to approve").toBeDefined();
  const feedItem = feed
    .getByRole("list", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: toApprove!.body });
  await expect(feedItem).toBeVisible();
  await expect(feedItem.getByText("Done", { exact: true })).toHaveCount(0);

  // The review pane: its title clear of the top bar, Approve disabled with the reason.
  await row(dana, note.noteId).getByRole("gridcell").nth(2).click();
  await expect(review(dana).getByText(note.narrative)).toBeVisible();
  expect(await uncovered(dana, review(dana).getByRole("heading", { level: 2 }))).toBe(true);
  expect(await uncovered(dana, review(dana).getByRole("button", { name: "Close the review" }))).toBe(true);
  const approveButton = review(dana).getByRole("button", { name: "Approve", exact: true });
  await expect(approveButton).toBeDisabled();
  await expect(review(dana).getByText("Waiting for the signature of Bailey Nguyen (co-facilitator)")).toBeVisible();
  await expect(review(dana).getByRole("button", { name: "Return for revision" })).toBeEnabled();

  // The co-facilitator signs in her own browser; the supervisor's queue and pane follow live.
  const baileyContext = await browser.newContext();
  const bailey = await baileyContext.newPage();
  await signInAsStaff(bailey, "bht", `/groupnotes/session/${note.sessionId}`);
  await bailey.getByRole("button", { name: "Sign", exact: true }).click();
  const sign = bailey.getByRole("dialog", { name: "Sign this note" });
  await sign.getByLabel("Password").fill(DEMO_PASSWORD);
  await sign.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(sign).toHaveCount(0);

  await expect(approveButton).toBeEnabled();
  await expect(review(dana).getByText("Waiting for the signature of Bailey Nguyen (co-facilitator)")).toHaveCount(0);
  await expect(row(dana, note.noteId)).toContainText("Ready to approve");

  await approveButton.click();
  const approve = dana.getByRole("dialog", { name: "Approve this note" });
  await approve.getByLabel("Password").fill(DEMO_PASSWORD);
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(snackbar(dana)).toContainText("1 approved");
  await expect(review(dana)).toHaveCount(0);
  await expect(row(dana, note.noteId)).toHaveCount(0);

  // Her note to approve is done: in the feed already open, live, and in the bell.
  await expect(feedItem.getByText("Done", { exact: true })).toBeVisible();
  await dana
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  const inBell = dana
    .getByRole("list", { name: "Latest notifications" })
    .getByRole("listitem")
    .filter({ hasText: toApprove!.body });
  await expect(inBell.getByText("Done", { exact: true })).toBeVisible();

  // "Open" on it goes to that note, which says what became of it.
  await inBell.getByRole("button").first().click();
  await expect(dana).toHaveURL(new RegExp(`/approvals\\?note=${note.noteId}$`));
  await expect(review(dana)).toContainText("Approved by Dana Whitfield");
  await review(dana).getByRole("link", { name: "Open the session" }).click();
  await expect(dana).toHaveURL(new RegExp(`/groupnotes/session/${note.sessionId}$`));

  await danaContext.close();
  await baileyContext.close();
});
