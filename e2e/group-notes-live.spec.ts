import { expect, test } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { coSign, createSession, startedSlot, wallClockLabel } from "@hearth/testing/browser/groupNotes";
import { markAttendance, saveState, signInAsStaff, typeAtEnd } from "./support";

test.setTimeout(180_000);

async function openAs(browser: Browser, who: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsStaff(page, who, path);
  return page;
}

/**
 * The acceptance test of issue 4: two clinicians write one group note at the same time, the
 * facilitator submits, both editors lock at once, the supervisor sees it arrive live and
 * approves it, and the print page shows the signed text with its hash.
 */
test("two clinicians co-author a group note live; submit locks it for both; the supervisor approves; the print shows it", async ({
  browser,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const bht = await DemoUser.login(request, "bht");
  const stamp = Date.now().toString(36);
  // Started (so it can be checked in, written and signed) at a minute no other spec's session takes.
  const slot = startedSlot({ minutesAgo: 37, length: 45 });
  const session = await createSession(therapist, {
    slot,
    topic: `Acceptance ${stamp}`,
    facilitatorId: therapist.id,
    coFacilitatorIds: [bht.id],
    keep: 2,
  });
  const [present, absent] = session.clients;
  const sessionPath = `/groupnotes/session/${session.sessionId}`;

  // The supervisor watches the approvals queue from before the submit.
  const supervisorPage = await openAs(browser, "supervisor", "/approvals");
  await expect(supervisorPage.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();

  // The facilitator marks attendance: one present, one absent.
  const theo = await openAs(browser, "therapist", sessionPath);
  await expect(theo.getByRole("heading", { level: 1, name: "Relapse Prevention" })).toBeVisible();
  await markAttendance(theo, present!.fullname, "Present");
  await markAttendance(theo, absent!.fullname, "Absent");
  const presentEditor = `note-editor-client-${present!.id}`;
  await expect(theo.getByTestId(presentEditor)).toBeVisible();
  await expect(theo.getByText("Absent — no individual note")).toBeVisible();
  await expect(theo.getByTestId(`note-editor-client-${absent!.id}`)).toHaveCount(0);

  // The co-facilitator opens the same note; both are in it, both synced.
  const bailey = await openAs(browser, "bht", sessionPath);
  for (const page of [theo, bailey]) {
    await expect(saveState(page)).toHaveText("Saved");
    await expect(page.getByTestId("note-editor-narrative")).toHaveAttribute("contenteditable", "true");
    await expect(page.getByTestId(presentEditor)).toHaveAttribute("contenteditable", "true");
  }
  await expect(theo.getByRole("region", { name: "Who is here" })).toContainText("Bailey Nguyen");
  await expect(bailey.getByRole("region", { name: "Who is here" })).toContainText("Theo Ramirez");

  // Both type at the same time, each in the narrative and in the present client's note.
  const texts = {
    theoNarrative: ` Theo narrative ${stamp}.`,
    baileyClient: ` Bailey saw ${present!.fullname} engage ${stamp}.`,
    theoClient: ` Theo: good insight ${stamp}.`,
    baileyNarrative: ` Bailey narrative ${stamp}.`,
  };
  await Promise.all([
    typeAtEnd(theo, "note-editor-narrative", texts.theoNarrative),
    typeAtEnd(bailey, presentEditor, texts.baileyClient),
  ]);
  // Each goes on at the end of what the other wrote once they see it there, as a person would: a
  // click at the end of a sentence still arriving would put the new words inside it.
  await expect(bailey.getByTestId("note-editor-narrative")).toContainText(texts.theoNarrative.trim());
  await expect(theo.getByTestId(presentEditor)).toContainText(texts.baileyClient.trim());
  await Promise.all([
    typeAtEnd(theo, presentEditor, texts.theoClient),
    typeAtEnd(bailey, "note-editor-narrative", texts.baileyNarrative),
  ]);
  for (const page of [theo, bailey]) {
    const narrative = page.getByTestId("note-editor-narrative");
    const client = page.getByTestId(presentEditor);
    await expect(narrative).toContainText(texts.theoNarrative.trim());
    await expect(narrative).toContainText(texts.baileyNarrative.trim());
    await expect(client).toContainText(texts.baileyClient.trim());
    await expect(client).toContainText(texts.theoClient.trim());
  }
  // The same text in both browsers, stored.
  for (const testId of ["note-editor-narrative", presentEditor]) {
    const theirs = await theo.getByTestId(testId).textContent();
    await expect.poll(() => bailey.getByTestId(testId).textContent()).toBe(theirs);
  }
  for (const page of [theo, bailey]) await expect(saveState(page)).toHaveText("Saved");

  // The facilitator signs and submits with the password.
  await theo.getByRole("button", { name: "Sign and submit" }).click();
  const dialog = theo.getByRole("dialog", { name: "Sign and submit" });
  await dialog.getByLabel("Password").fill("hearth-demo");
  await dialog.getByRole("button", { name: "Sign and submit" }).click();
  await expect(dialog).toHaveCount(0);

  // Both editors turn read-only at once, with the locked banner.
  for (const page of [theo, bailey]) {
    await expect(page.getByTestId("locked-banner")).toContainText("this note is signed and read-only");
    await expect(page.getByTestId("note-editor-narrative")).toHaveAttribute("contenteditable", "false");
    await expect(page.getByTestId(presentEditor)).toHaveAttribute("contenteditable", "false");
  }
  await expect(theo.getByTestId("locked-banner")).toContainText("Submitted by Theo Ramirez");
  const before = await bailey.getByTestId("note-editor-narrative").textContent();
  await bailey.getByTestId("note-editor-narrative").click();
  await bailey.keyboard.type("TYPED AFTER THE LOCK");
  await expect(bailey.getByTestId("note-editor-narrative")).toHaveText(before!);
  await bailey.reload();
  await expect(bailey.getByTestId("note-editor-narrative")).toContainText(texts.baileyNarrative.trim());
  await expect(bailey.getByTestId("note-editor-narrative")).not.toContainText("TYPED AFTER THE LOCK");

  // The co-facilitator co-signs (approval waits for her signature); the supervisor sees the note
  // arrive in the approvals queue without reloading, opens it and approves with the PIN.
  await coSign(bht, session.noteId);
  const queue = supervisorPage.getByRole("grid", { name: "Notes waiting for approval" });
  const row = queue
    .getByRole("row")
    .filter({ hasText: wallClockLabel(slot.startTime) })
    .filter({ hasText: "Relapse Prevention" });
  await expect(row).toHaveCount(1);
  await row.getByRole("gridcell").filter({ hasText: "Relapse Prevention" }).click();
  const review = supervisorPage.getByRole("region", { name: "Review group note" });
  await expect(review).toContainText(texts.theoNarrative.trim());
  await review.getByRole("button", { name: "Approve" }).click();
  const approve = supervisorPage.getByRole("dialog", { name: "Approve this note" });
  await approve.getByRole("button", { name: "PIN" }).click();
  await approve.getByLabel("PIN").fill("1234");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(approve).toHaveCount(0);

  // The authors see the approval live.
  await expect(theo.getByTestId("approved-banner")).toContainText("Approved by Dana Whitfield");
  await expect(bailey.getByTestId("approved-banner")).toContainText("Approved by Dana Whitfield");

  // The print page renders the signed text and the hash.
  const { groupNote } = await therapist.gql<{ groupNote: { status: string; contentHash: string } }>(
    `query ($id: ID!) { groupNote(id: $id) { status contentHash } }`,
    { id: session.noteId },
  );
  expect(groupNote.status).toBe("approved");
  const print = await theo.context().newPage();
  await print.goto(`/exportPrint/groupNotesExport/${session.noteId}`);
  await expect(print.getByText(texts.theoNarrative.trim())).toBeVisible();
  await expect(print.getByText(texts.baileyClient.trim())).toBeVisible();
  await expect(print.locator("body")).toContainText(groupNote.contentHash);

  for (const page of [supervisorPage, theo, bailey]) await page.context().close();
});
