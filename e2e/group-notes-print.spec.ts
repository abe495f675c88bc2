import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession, facilityToday, submittedNote } from "@hearth/testing/browser/groupNotes";
import type { SubmittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

/** What every printed copy of a signed note must carry. */
async function expectSignedCopy(page: Page, note: SubmittedNote, contentHash: string) {
  const article = page
    .getByRole("article", { name: new RegExp(`^${note.groupName} on `) })
    .filter({ hasText: note.narrative });
  await expect(article).toBeVisible();
  await expect(article).toContainText("Riverside Residential");
  await expect(article).toContainText("H0005");
  await expect(article).toContainText("Coping with cravings");
  await expect(article).toContainText("Theo Ramirez");
  for (const text of Object.values(note.clientTexts)) await expect(article.getByText(text)).toBeVisible();
  const attendance = article.getByRole("table", { name: "Attendance" });
  for (const entry of note.clients) await expect(attendance).toContainText(entry.fullname);
  await expect(attendance).toContainText("Absent");
  const signatures = article.getByRole("table", { name: "Signatures" });
  await expect(signatures).toContainText("Facilitator");
  await expect(signatures).toContainText("PIN");
  await expect(article).toContainText("Status: Submitted");
  await expect(article.getByTestId("content-hash")).toHaveText(contentHash);
}

test("print pages show the signed snapshot with attendance, signatures and the hash; drafts are refused", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const note = await submittedNote(therapist, { attending: 2 });
  const draft = await createSession(therapist);
  const { groupNote } = await therapist.gql<{ groupNote: { contentHash: string } }>(
    `query($id: ID!) { groupNote(id: $id) { contentHash } }`,
    { id: note.noteId },
  );
  expect(groupNote.contentHash).toMatch(/^[0-9a-f]{64}$/);

  await signInAsStaff(page, "therapist", `/group_notes_print?sessionId=${note.sessionId}`);
  await expect(page.getByRole("heading", { name: "Group notes", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expectSignedCopy(page, note, groupNote.contentHash);

  await page.goto(`/exportPrint/groupNotesExport/${note.noteId}`);
  await expect(page.getByRole("heading", { name: "Group note", level: 1 })).toBeVisible();
  await expectSignedCopy(page, note, groupNote.contentHash);

  // A range: the form, then every signed note of the day for the group, one article each.
  await page.goto("/group_notes_print");
  await expect(page.getByText("Choose a date range")).toBeVisible();
  await page.getByRole("textbox", { name: "From" }).fill(facilityToday());
  await page.getByRole("textbox", { name: "To" }).fill(facilityToday());
  await page.getByRole("combobox", { name: "Group" }).click();
  await page.getByRole("option", { name: /^Relapse Prevention/ }).click();
  await page.getByRole("button", { name: "Show notes" }).click();
  await expect(page).toHaveURL(/from=.*&to=.*&groupId=/);
  await expectSignedCopy(page, note, groupNote.contentHash);
  // Drafts of the same day and group are not among them.
  await expect(page.getByText("Draft — not signed yet")).toHaveCount(0);

  // A note that is not signed is never printed.
  await page.goto(`/exportPrint/groupNotesExport/${draft.noteId}`);
  await expect(page.getByText("Only signed notes can be printed.")).toBeVisible();
  await page.goto(`/group_notes_print?sessionId=${draft.sessionId}`);
  await expect(page.getByText("Only signed notes can be printed.")).toBeVisible();
});
