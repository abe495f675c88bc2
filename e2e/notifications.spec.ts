import { expect, test } from "@playwright/test";
import type { Page, Request } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { submittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff, subscriptionStarted } from "./support";

/** The bell, whatever its count; its name says the count ("Notifications, 3 unread"). */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
const bellName = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : "Notifications");
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const pageRows = (page: Page) => page.getByRole("list", { name: "Notifications" }).getByRole("listitem");

/** A text no other test (or earlier run) uses, so each test finds only its own notifications. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Counts {
  unread: number;
  total: number;
  byType: { type: string; unread: number; total: number }[];
}
async function countsOf(user: DemoUser): Promise<Counts> {
  return (
    await user.gql<{ notificationCounts: Counts }>(
      `query { notificationCounts { unread total byType { type unread total } } }`,
    )
  ).notificationCounts;
}
const ofType = (counts: Counts, type: string) =>
  counts.byType.find((entry) => entry.type === type) ?? { type, unread: 0, total: 0 };

/** The demo admin announces to one person. */
async function announce(admin: DemoUser, to: DemoUser, title: string, body = "From the front office."): Promise<void> {
  await admin.gql(
    `mutation($title: String!, $body: String!, $to: [ID!]) { announce(title: $title, body: $body, userIds: $to) }`,
    { title, body, to: [to.id] },
  );
}

/** Signs in and waits until the app listens for notifications: what happens next must arrive live. */
async function signInLive(page: Page, who: string): Promise<void> {
  const counts = subscriptionStarted(page, "NotificationCountsChanged");
  const added = subscriptionStarted(page, "NotificationAdded");
  await signInAsStaff(page, who);
  await Promise.all([counts, added]);
}

test("a therapist submits a group note: the supervisor's bell counts it and a toast opens that note in the approvals queue, without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  await signInLive(page, "supervisor");
  const before = (await countsOf(supervisor)).unread;
  await expect(bell(page)).toHaveAccessibleName(bellName(before));

  const note = await submittedNote(therapist, { attending: 1 });
  await expect(bell(page)).toHaveAccessibleName(bellName(before + 1));
  const { notifications } = await supervisor.gql<{
    notifications: { results: { title: string; body: string; link: string; type: string }[] };
  }>(`query { notifications(page: 1, pageSize: 1) { results { title body link type } } }`);
  const arrived = notifications.results[0]!;
  expect(arrived).toMatchObject({ type: "group_note_submitted", link: `/approvals?note=${note.noteId}` });
  expect(arrived.body).toContain(note.groupName);

  const shown = toast(page, arrived.body);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(arrived.title);
  await shown.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/approvals\\?note=${note.noteId}$`));
  // The review of that very note over the queue, not just the queue.
  await expect(page.getByRole("region", { name: "Review group note" }).getByText(note.narrative)).toBeVisible();
  await page.getByRole("button", { name: "Close the review" }).click();
  await expect(page).toHaveURL(/\/approvals$/);
  // Opening it read it.
  await expect(bell(page)).toHaveAccessibleName(bellName(before));
  await expect(shown).toHaveCount(0);
});

test("two tabs of one person: Mark all as read in one empties the bell of the other, live", async ({
  page,
  context,
  request,
}) => {
  const admin = await DemoUser.login(request, "admin");
  const nurse = await DemoUser.login(request, "nurse2");
  await signInLive(page, "nurse2");
  const other = await context.newPage();
  const otherLive = subscriptionStarted(other, "NotificationCountsChanged");
  await other.goto("/dashboard");
  await otherLive;

  const stamp = unique();
  await announce(admin, nurse, `Staff meeting moved to 3 PM ${stamp}`);
  await announce(admin, nurse, `Parking lot closed ${stamp}`);
  const unread = (await countsOf(nurse)).unread;
  expect(unread).toBeGreaterThanOrEqual(2);
  await expect(bell(other)).toHaveAccessibleName(bellName(unread));
  await expect(bell(page)).toHaveAccessibleName(bellName(unread));

  await bell(page).click();
  const menu = page.getByRole("dialog", { name: "Notifications" });
  await expect(menu.getByRole("listitem").filter({ hasText: `Parking lot closed ${stamp}` })).toContainText("Unread");
  await menu.getByRole("button", { name: "Mark all as read" }).click();
  await expect(menu.getByText("You're all caught up")).toBeVisible();

  await expect(bell(other)).toHaveAccessibleName("Notifications");
  // The open menu hides the rest of the page from assistive technology: close it to read the bell.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  expect((await countsOf(nurse)).unread).toBe(0);
});

test("the notifications page: filters by type with counts, 25 a page, reads one and all of a type, and stays live", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await DemoUser.login(request, "admin");
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  const stamp = unique();
  const drill = (n: number) => `Drill ${stamp} #${String(n).padStart(2, "0")}`;
  // 30 of our own, oldest first: #30 is the newest.
  for (let n = 1; n <= 30; n++) await announce(admin, supervisor, drill(n), `Evacuation drill number ${n}.`);
  const note = await submittedNote(therapist, { attending: 1 });
  const counts = await countsOf(supervisor);
  const announcements = ofType(counts, "announcement");
  const toApprove = ofType(counts, "group_note_submitted");

  await signInLive(page, "supervisor");
  await bell(page).click();
  await page.getByRole("link", { name: "See all notifications" }).click();
  // The saved filter (none yet: all) is written into the address.
  await expect(page).toHaveURL(/\/notifications\?show=all$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Hearth | Notifications");

  // Type, with each type's count.
  await page.getByRole("combobox", { name: "Type" }).click();
  await expect(page.getByRole("option", { name: `All types (${counts.total})` })).toBeVisible();
  await expect(page.getByRole("option", { name: `Notes to approve (${toApprove.total})` })).toBeVisible();
  await page.getByRole("option", { name: `Announcements (${announcements.total})` }).click();
  await expect(page).toHaveURL(/[?&]type=announcement/);

  // 25 a page, newest first: ours #30 to #06, then #05 to #01 on top of the next page.
  await expect(pageRows(page)).toHaveCount(25);
  await expect(pageRows(page).first()).toContainText(drill(30));
  await expect(pageRows(page).nth(24)).toContainText(drill(6));
  await expect(page.getByText(`1–25 of ${announcements.total}`)).toBeVisible();
  await page.getByRole("button", { name: "Go to next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pageRows(page).first()).toContainText(drill(5));
  await expect(pageRows(page).nth(4)).toContainText(drill(1));

  // Another type: the submitted note is there, no drill is.
  const listFetches: string[] = [];
  const countListFetch = (r: Request) => {
    const body = r.url().endsWith("/graphql") ? r.postData() : null;
    if (body?.includes('"operationName":"NotificationList"')) listFetches.push(body.slice(0, 160));
  };
  page.on("request", countListFetch);
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: `Notes to approve (${toApprove.total})` }).click();
  await expect(page).not.toHaveURL(/[?&]page=/);
  // Newest first: the note just submitted leads.
  await expect(pageRows(page).first()).toContainText(note.groupName);
  // One fetch for one change of filter: sitting still, the list does not go back to the network.
  await page.waitForTimeout(3_000);
  page.off("request", countListFetch);
  expect(listFetches, listFetches.join("\n")).toHaveLength(1);
  await expect(pageRows(page).first()).toContainText("submitted by");
  await expect(page.getByRole("list", { name: "Notifications" })).not.toContainText(`Drill ${stamp}`);

  // Unread only: the type's unread count; "Mark as read" takes a row out of the list.
  await page.getByRole("button", { name: "Unread", exact: true }).click();
  await expect(page).toHaveURL(/[?&]show=unread/);
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveText(`Notes to approve (${toApprove.unread})`);
  // Waits for the unread list to replace the full one before a row is marked.
  await expect(pageRows(page)).toHaveCount(Math.min(25, toApprove.unread));
  await pageRows(page).first().getByRole("button", { name: "Mark as read" }).click();
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveText(`Notes to approve (${toApprove.unread - 1})`);
  await expect(pageRows(page)).toHaveCount(Math.min(25, toApprove.unread - 1));

  // Mark all as read respects the type: every unread announcement, and no note to approve.
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: /^Announcements \(/ }).click();
  await expect(pageRows(page).first()).toContainText(drill(30));
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("No notifications match these filters")).toBeVisible();
  const after = await countsOf(supervisor);
  expect(ofType(after, "announcement").unread).toBe(0);
  expect(ofType(after, "group_note_submitted").unread).toBe(toApprove.unread - 1);

  // Live: a new one appears at the top without a reload, and no toast covers the list.
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(pageRows(page).first()).toContainText(drill(30));
  await announce(admin, supervisor, `Fire alarm test ${stamp}`);
  await expect(pageRows(page).first()).toContainText(`Fire alarm test ${stamp}`);
  await expect(pageRows(page).first()).toContainText("Unread");
  await expect(toast(page, `Fire alarm test ${stamp}`)).toHaveCount(0);

  // The filter is in the address: a reload shows the same list.
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Type" })).toHaveText(/^Announcements \(/);
  await expect(pageRows(page).first()).toContainText(`Fire alarm test ${stamp}`);
});
