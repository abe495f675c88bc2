import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff, subscriptionStarted } from "./support";

/** The bell, whatever its count; its name says the count ("Notifications, 3 unread"). */
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
/** The unread count the bell says. */
const bellCount = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute("aria-label")) ?? "")?.[1] ?? 0);
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const reminderRows = (page: Page) => page.getByRole("list", { name: "Reminders" }).getByRole("listitem");
const snackbarTime = /Reminder set for \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM)/;

/** A text no other test (or earlier run) uses, so each test finds only its own reminders. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface ReminderRow {
  id: string;
  note: string | null;
  subjectLabel: string;
  firedAt: string | null;
}
async function remindersOf(user: DemoUser, status: "upcoming" | "fired"): Promise<ReminderRow[]> {
  const query = `query($status: ReminderStatus) { reminders(status: $status, pageSize: 100) { results { id note subjectLabel firedAt } } }`;
  return (await user.gql<{ reminders: { results: ReminderRow[] } }>(query, { status })).reminders.results;
}

/**
 * How soon the reminder that must come due on screen is set: time to open the reminders, follow its
 * link and count the bell before it fires (about 3 s on an idle 2-core machine).
 */
const DUE_IN_MS = 12_000;

/** Goes to `path` with a full load and waits until the app listens: what happens next must arrive live. */
async function gotoLive(page: Page, path: string): Promise<void> {
  const counts = subscriptionStarted(page, "NotificationCountsChanged");
  const added = subscriptionStarted(page, "NotificationAdded");
  await page.goto(path);
  await Promise.all([counts, added]);
}

test("Remind me on a group session and on a client chart: the reminders show under upcoming, and one is cancelled after confirming", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist);
  const client = session.clients[0]!;
  const stamp = unique();

  // On the session: In 15 minutes, with a note.
  await signInAsStaff(page, "therapist", `/groupnotes/session/${session.sessionId}`);
  await page.getByRole("button", { name: "Remind me" }).click();
  const dialog = page.getByRole("dialog", { name: "Remind me" });
  await expect(dialog.getByRole("radio", { name: "In 15 minutes" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill(`Session follow-up ${stamp}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(snackbarTime)).toBeVisible();

  // On the client's chart: tomorrow morning.
  await page.goto(`/clients/${encodeURIComponent(client.mrNo)}`);
  await page.getByRole("button", { name: "Remind me" }).click();
  await dialog.getByRole("radio", { name: "Tomorrow at 9:00 AM" }).check();
  await expect(dialog).toContainText("9:00 AM");
  await dialog.getByRole("textbox", { name: "Note (optional)" }).fill(`Call the family ${stamp}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Reminder set for \d{2}-\d{2}-\d{4} 9:00 AM/)).toBeVisible();

  // Both under upcoming, soonest first, each linking to its item.
  await page.goto("/notifications?view=reminders");
  await expect(page.getByRole("tab", { name: "Reminders" })).toHaveAttribute("aria-selected", "true");
  const sessionRow = reminderRows(page).filter({ hasText: `Session follow-up ${stamp}` });
  const clientRow = reminderRows(page).filter({ hasText: `Call the family ${stamp}` });
  await expect(sessionRow.getByRole("link", { name: /^Relapse Prevention, / })).toHaveAttribute(
    "href",
    `/groupnotes/session/${session.sessionId}`,
  );
  // Named with the MR number and date of birth, so a namesake cannot be mistaken for them.
  await expect(
    clientRow.getByRole("link", {
      name: new RegExp(`^${client.firstName} ${client.lastName} · ${client.mrNo} · DOB \\d{2}-\\d{2}-\\d{4}$`),
    }),
  ).toBeVisible();
  const texts = await reminderRows(page).allTextContents();
  expect(texts.findIndex((t) => t.includes(`Session follow-up ${stamp}`))).toBeLessThan(
    texts.findIndex((t) => t.includes(`Call the family ${stamp}`)),
  );

  // Cancel asks first; keeping it keeps it.
  await clientRow.getByRole("button", { name: /^Cancel the reminder for / }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this reminder?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(clientRow).toHaveCount(1);
  await clientRow.getByRole("button", { name: /^Cancel the reminder for / }).click();
  await confirm.getByRole("button", { name: "Cancel reminder" }).click();
  await expect(clientRow).toHaveCount(0);
  await expect(sessionRow).toHaveCount(1);
  const upcoming = await remindersOf(therapist, "upcoming");
  expect(upcoming.some((r) => r.note === `Call the family ${stamp}`)).toBe(false);

  // Tidy: the other one is not needed after this test.
  const left = upcoming.find((r) => r.note === `Session follow-up ${stamp}`);
  if (left) await therapist.gql(`mutation($id: ID!) { cancelReminder(id: $id) }`, { id: left.id });
});

test("a reminder on a group session comes due: the bell count rises and a toast says so, without a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist);
  const stamp = unique();
  const note = `Check the sign-in sheet ${stamp}`;
  await signInAsStaff(page, "therapist");

  // The dialog picks minutes, not seconds: a reminder due in a few seconds is set over GraphQL.
  const { setReminder } = await therapist.gql<{ setReminder: { id: string; subjectLabel: string; link: string } }>(
    `mutation($input: ReminderInput!) { setReminder(input: $input) { id subjectLabel link } }`,
    {
      input: {
        subjectType: "group_session",
        subjectId: session.sessionId,
        remindAt: new Date(Date.now() + DUE_IN_MS).toISOString(),
        note,
      },
    },
  );
  expect(setReminder.link).toBe(`/groupnotes/session/${session.sessionId}`);

  await gotoLive(page, "/notifications?view=reminders");
  const row = reminderRows(page).filter({ hasText: note });
  await expect(row).toBeVisible();
  // To the session by the reminder's link, within the app: the live connection stays open. A
  // reminder is the one notification that toasts on the page of its own item.
  await row.getByRole("link", { name: setReminder.subjectLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/groupnotes/session/${session.sessionId}$`));
  await expect(page.getByRole("heading", { name: session.groupName, level: 1 })).toBeVisible();
  const before = await bellCount(page);
  // Counted before it came due: it is still upcoming now.
  expect((await remindersOf(therapist, "upcoming")).some((r) => r.id === setReminder.id)).toBe(true);

  const shown = toast(page, `Reminder: ${setReminder.subjectLabel}`);
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(shown).toContainText(note);
  // Other notices (a session about to start) may arrive too: the count rises by at least this one.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(before);

  // Opening it reads it, and stays on the session.
  await shown.getByRole("button", { name: "Open" }).click();
  await expect(shown).toHaveCount(0);
  const reminderNotice = async () =>
    (
      await therapist.gql<{ notifications: { results: { body: string; read: boolean }[] } }>(
        `query { notifications(types: [reminder_due], pageSize: 100) { results { body read } } }`,
      )
    ).notifications.results.find((n) => n.body === note);
  await expect.poll(async () => (await reminderNotice())?.read).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/groupnotes/session/${session.sessionId}$`));

  // It has moved from upcoming to fired.
  await page.goto("/notifications?view=reminders");
  await expect(page.getByRole("list", { name: "Reminders" }).or(page.getByText("No upcoming reminders"))).toBeVisible();
  await expect(reminderRows(page).filter({ hasText: note })).toHaveCount(0);
  await page.getByRole("button", { name: "Fired" }).click();
  await expect(page).toHaveURL(/[?&]status=fired/);
  await expect(reminderRows(page).filter({ hasText: note })).toContainText("Reminded ");
  expect((await remindersOf(therapist, "fired")).find((r) => r.id === setReminder.id)?.firedAt).toBeTruthy();
});
