import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { coSign, createSession, facilityToday, setAttendance } from "@hearth/testing/browser/groupNotes";
import { markAttendance, saveState, signInAsStaff, typeAtEnd } from "./support";

// The app's snackbar (bottom centre), not a notification toast (bottom right) that may arrive meanwhile.
const snackbar = (page: Page) => page.locator(".MuiSnackbar-anchorOriginBottomCenter");

async function submitNote(page: Page): Promise<void> {
  await expect(saveState(page)).toHaveText("Saved");
  await page.getByRole("button", { name: "Sign and submit" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign and submit" });
  await dialog.getByLabel("Password").fill("hearth-demo");
  await dialog.getByRole("button", { name: "Sign and submit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("locked-banner")).toContainText("Submitted by Theo Ramirez");
}

test("the session list filters, switches to the week calendar (remembered), and creates a week's sessions from the schedules", async ({
  page,
}) => {
  await signInAsStaff(page, "supervisor", "/groupnotes");
  await expect(page.getByRole("heading", { level: 1, name: /Group sessions/ })).toBeVisible();
  const grid = page.getByRole("grid", { name: "Group sessions" });
  // The seed generated this week's sessions of the location's groups.
  await expect(grid.getByRole("link", { name: "Relapse Prevention" }).first()).toBeVisible();
  await expect(grid.getByRole("link", { name: "Coping Skills" }).first()).toBeVisible();

  await page.getByRole("combobox", { name: "Group" }).click();
  await page.getByRole("option", { name: "Coping Skills" }).click();
  await expect(grid.getByRole("link", { name: "Relapse Prevention" })).toHaveCount(0);
  await expect(grid.getByRole("link", { name: "Coping Skills" }).first()).toBeVisible();

  await page.getByRole("combobox", { name: "Note status" }).click();
  await page.getByRole("option", { name: "Approved" }).click();
  await page.keyboard.press("Escape");
  await expect(grid.getByText("No sessions match these filters")).toBeVisible();
  await page.getByRole("combobox", { name: "Note status" }).click();
  await page.getByRole("option", { name: "Approved" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Group" }).click();
  await page.getByRole("option", { name: "All groups" }).click();

  // The week calendar, remembered across a reload.
  await page.getByRole("button", { name: "Week calendar" }).click();
  const calendar = page.getByRole("region", { name: "Week calendar" });
  await expect(calendar.getByRole("link", { name: /Relapse Prevention, 10:00 AM–11:00 AM/ }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Week calendar" })).toBeVisible();

  // Next week has no sessions until they are created from the schedules, once.
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(calendar.getByText("No sessions in this week")).toBeVisible();
  await page.getByRole("button", { name: /Create sessions of the week of .* from schedules/ }).click();
  await expect(snackbar(page)).toContainText(/\d+ sessions created/);
  await expect(calendar.getByRole("link", { name: /Relapse Prevention/ })).toHaveCount(3);
  await expect(calendar.getByRole("link", { name: /Coping Skills/ })).toHaveCount(2);
  await page.getByRole("button", { name: /Create sessions of the week of .* from schedules/ }).click();
  await expect(snackbar(page)).toContainText("No new sessions");

  // "Today" comes back to this week; a card opens its session.
  await page.getByRole("button", { name: "Today" }).click();
  await calendar
    .getByRole("link", { name: /Coping Skills/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/groupnotes\/session\//);
  await expect(page.getByRole("heading", { level: 1, name: "Coping Skills" })).toBeVisible();

  // Back to the list for the specs that follow in this browser profile (saved filters are per browser).
  await page.goto("/groupnotes");
  await page.getByRole("button", { name: "List" }).click();
});

test("a new ad hoc session says what is wrong at its field, then opens once it is right", async ({ page }) => {
  await signInAsStaff(page, "therapist", "/groupnotes");
  await page.getByRole("button", { name: "New session" }).click();
  const dialog = page.getByRole("dialog", { name: "New session" });
  await dialog.getByRole("combobox", { name: "Group" }).click();
  await page.getByRole("option", { name: "Relapse Prevention" }).click();
  await expect(dialog.getByLabel("Date")).toHaveValue(facilityToday());
  await dialog.getByLabel("Start time").fill("15:00");
  await dialog.getByLabel("End time").fill("14:00");
  await dialog.getByLabel("Topic").fill("Ad hoc from the list");
  await dialog.getByRole("button", { name: "Create session" }).click();
  // Checked with the API's own rule before anything is sent, and said under the end time.
  await expect(dialog.getByLabel("End time")).toHaveAccessibleDescription("must be after the start time");
  await expect(dialog.getByLabel("End time")).toBeFocused();

  await dialog.getByLabel("End time").fill("16:00");
  await dialog.getByRole("button", { name: "Create session" }).click();
  await expect(page).toHaveURL(/\/groupnotes\/session\//);
  await expect(page.getByRole("heading", { level: 1, name: "Relapse Prevention" })).toBeVisible();
  await expect(page.getByText("Topic: Ad hoc from the list")).toBeVisible();
  await expect(page.getByText("Ad hoc", { exact: true })).toBeVisible();
});

test("a supervisor creates and edits a group; a nurse sees groups read-only", async ({ page, browser }) => {
  const name = `Mindfulness ${Date.now().toString(36)}`;
  await signInAsStaff(page, "supervisor", "/groupnotes/groups");
  await expect(page.getByRole("heading", { level: 1, name: /Groups/ })).toBeVisible();
  await page.getByRole("button", { name: "New group" }).click();
  const dialog = page.getByRole("dialog", { name: "New group" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await dialog.getByRole("combobox", { name: "Program" }).click();
  await page.getByRole("option", { name: "Residential" }).click();
  await dialog.getByLabel("Service code").fill("H0005");
  await dialog.getByRole("combobox", { name: "Facilitators" }).click();
  await page.getByRole("option", { name: "Theo Ramirez" }).click();
  await dialog.getByRole("combobox", { name: "Roster" }).fill("a");
  await page.getByRole("option").first().click();
  await dialog.getByRole("button", { name: "Add day" }).click();
  const row = dialog.getByRole("group", { name: "Schedule row 1" });
  await row.getByLabel("Start").fill("09:00");
  await row.getByLabel("End").fill("10:00");
  await dialog.getByRole("button", { name: "Create group" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(snackbar(page)).toContainText(`Group ${name} created`);

  await page.getByLabel("Search").fill(name);
  const grid = page.getByRole("grid", { name: "Groups" });
  await expect(grid.getByRole("row").filter({ hasText: name })).toContainText("Mon 9:00 AM–10:00 AM");
  await grid.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} II`);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await page.getByLabel("Search").fill(`${name} II`);
  await expect(grid.getByRole("row").filter({ hasText: `${name} II` })).toHaveCount(1);

  const nurseContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  await signInAsStaff(nurse, "nurse", "/groupnotes/groups");
  await expect(nurse.getByRole("grid", { name: "Groups" }).getByText("Relapse Prevention")).toBeVisible();
  await expect(nurse.getByRole("button", { name: "New group" })).toHaveCount(0);
  await expect(nurse.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await nurseContext.close();
});

test("attendance: bulk check-in, statuses, minutes, adding and removing a client", async ({ page, request }) => {
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist, {
    topic: "Attendance",
    keep: 3,
  });
  const [first, second, third] = session.clients;
  await signInAsStaff(page, "therapist", `/groupnotes/session/${session.sessionId}`);
  const attendance = page.getByRole("region", { name: "Attendance" });
  await expect(attendance).toContainText("3 on the roster · 0 attended · 0 absent or excused · 3 not marked");

  await attendance.getByRole("checkbox", { name: `Select ${first!.fullname}` }).check();
  await attendance.getByRole("checkbox", { name: `Select ${second!.fullname}` }).check();
  await attendance.getByRole("button", { name: "Check in selected" }).click();
  await expect(snackbar(page)).toContainText("2 checked in");
  await expect(attendance.getByRole("row").filter({ hasText: first!.fullname })).toContainText("(bulk check-in)");
  await expect(attendance).toContainText("2 attended");
  // Attending clients get an individual note; the others a hint.
  await expect(page.getByTestId(`note-editor-client-${first!.id}`)).toBeVisible();
  await expect(page.getByText("Mark attendance to write this client's note")).toBeVisible();

  await markAttendance(page, third!.fullname, "Excused");
  await expect(attendance).toContainText("1 absent or excused · 0 not marked");
  await expect(page.getByText("Excused — no individual note")).toBeVisible();

  const minutes = attendance.getByLabel(`Minutes attended by ${first!.fullname}`);
  await minutes.fill("42");
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes("SetGroupAttendance"),
  );
  await minutes.press("Enter");
  await saved;
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Attendance" }).getByLabel(`Minutes attended by ${first!.fullname}`),
  ).toHaveValue("42");

  await page.getByRole("button", { name: "Add client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add client to this session" });
  await dialog.getByLabel("Client").fill("a");
  const option = page.getByRole("option").first();
  // The option names the client as the roster does: name, MR number, date of birth and age.
  const added = (await option.textContent())!;
  await option.click();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Attendance" })).toContainText("4 on the roster");
  await page.getByRole("button", { name: `Remove ${added}` }).click();
  await expect(page.getByRole("region", { name: "Attendance" })).toContainText("3 on the roster");
});

test("submit refusals show in the dialog; kick back: the author sees the comment live and the note reopens; resubmitted and approved, it takes an addendum", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  const stamp = Date.now().toString(36);
  const session = await createSession(therapist, {
    topic: `Kick back ${stamp}`,
    keep: 1,
  });
  const [client] = session.clients;
  await setAttendance(therapist, session.sessionId, client!.id, "present");

  await signInAsStaff(page, "therapist", `/groupnotes/session/${session.sessionId}`);
  await expect(saveState(page)).toHaveText("Saved");

  // The server refuses a wrong password, then a note with nothing written; the dialog says why.
  await page.getByRole("button", { name: "Sign and submit" }).click();
  const submitDialog = page.getByRole("dialog", { name: "Sign and submit" });
  await submitDialog.getByLabel("Password").fill("not-my-password");
  await submitDialog.getByRole("button", { name: "Sign and submit" }).click();
  await expect(submitDialog.getByRole("alert")).toBeVisible();
  await submitDialog.getByLabel("Password").fill("hearth-demo");
  await submitDialog.getByRole("button", { name: "Sign and submit" }).click();
  await expect(submitDialog.getByRole("alert")).toContainText("write the group narrative");
  await expect(submitDialog.getByRole("alert")).toContainText(`write the individual note of ${client!.fullname}`);
  await submitDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("note-editor-narrative")).toHaveAttribute("contenteditable", "true");

  await typeAtEnd(page, "note-editor-narrative", ` Narrative ${stamp}`);
  await typeAtEnd(page, `note-editor-client-${client!.id}`, ` Client note ${stamp}`);
  await submitNote(page);

  await supervisor.gql(
    `mutation ($ids: [ID!]!) { kickBackGroupNotes(ids: $ids, comment: "Add the plan for next week") { ok } }`,
    { ids: [session.noteId] },
  );
  await expect(
    page.getByText(/Returned for revision by Dana Whitfield on .*: Add the plan for next week/),
  ).toBeVisible();
  await expect(page.getByTestId("locked-banner")).toHaveCount(0);
  await expect(page.getByTestId("note-editor-narrative")).toHaveAttribute("contenteditable", "true");
  await expect(page.getByTestId("note-editor-narrative")).toContainText(`Narrative ${stamp}`);
  await typeAtEnd(page, "note-editor-narrative", ` Plan: continue ${stamp}`);
  await submitNote(page);
  await expect(page.getByRole("region", { name: "Signatures" })).toContainText("Voided");

  // The group's other facilitator co-facilitates the session: approval waits for the signature.
  await coSign(await DemoUser.login(request, "bht"), session.noteId);
  await supervisor.gql(
    `mutation ($ids: [ID!]!) { approveGroupNotes(ids: $ids, signature: { password: "hearth-demo" }) { ok errorMessage } }`,
    { ids: [session.noteId] },
  );
  await expect(page.getByTestId("approved-banner")).toContainText("Approved by Dana Whitfield");
  await page.getByRole("button", { name: "Add addendum" }).click();
  const dialog = page.getByRole("dialog", { name: "Add addendum" });
  await dialog.getByLabel("Addendum").fill(`Late addition ${stamp}`);
  await dialog.getByRole("button", { name: "PIN" }).click();
  await dialog.getByLabel("PIN").fill("1234");
  await dialog.getByRole("button", { name: "Sign addendum" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Addenda" })).toContainText(`Late addition ${stamp}`);
});
