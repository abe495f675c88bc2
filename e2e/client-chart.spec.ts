import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession, facilityToday, submittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

/** MM-DD-YYYY of the server's today, as the app displays dates. */
const todayDisplay = () => facilityToday().replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2-$3-$1");
const historyRow = (page: Page, noteId: string) => page.locator(`[role="row"][data-id="${noteId}"]`);

test("a client's chart lists their group sessions and opens the narrative with only their own note", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const note = await submittedNote(therapist, { attending: 2 });
  const [client, other] = note.clients;
  const absent = note.clients[2]!;
  const draft = await createSession(therapist);

  await signInAsStaff(page, "therapist", "/clients");
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await page.getByLabel("Search").fill(client!.mrNo);
  // The grid answers the search from the server: wait for it to list only this client.
  const rows = page
    .getByRole("grid")
    .getByRole("row")
    .filter({ has: page.getByRole("gridcell") });
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: client!.mrNo, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client!.mrNo}$`));
  await expect(page.getByRole("heading", { name: client!.fullname, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("table", { name: "Groups" })).toContainText("Relapse Prevention");

  await page.getByRole("tab", { name: "Group notes" }).click();
  await expect(page).toHaveURL(/\?tabs=group-notes$/);
  await expect(page).toHaveTitle("Hearth | Clients | Group-notes");
  const row = historyRow(page, note.noteId);
  await expect(row).toContainText(todayDisplay());
  await expect(row).toContainText("Relapse Prevention");
  await expect(row).toContainText("Theo Ramirez");
  await expect(row).toContainText("Present");
  await expect(row).toContainText("Submitted");
  await expect(historyRow(page, draft.noteId)).toContainText("Draft");

  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client!.mrNo}/group-notes/${note.noteId}$`));
  await expect(page.getByText(note.narrative)).toBeVisible();
  await expect(page.getByText(note.clientTexts[client!.id]!)).toBeVisible();
  // Another client's note and name stay out of this client's copy.
  await expect(page.getByText(note.clientTexts[other!.id]!)).toHaveCount(0);
  await expect(page.getByText(other!.fullname)).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Signatures" })).toContainText("Facilitator");
  await expect(page.getByTestId("content-hash")).toHaveText(/^[0-9a-f]{64}$/);

  // An absent client's copy has the narrative and says why there is no note; a draft says it is not signed.
  await page.goto(`/clients/${absent.mrNo}/group-notes/${note.noteId}`);
  await expect(page.getByText(note.narrative)).toBeVisible();
  await expect(page.getByText("Absent — no individual note")).toBeVisible();
  await page.goto(`/clients/${client!.mrNo}/group-notes/${draft.noteId}`);
  await expect(page.getByText("Draft — not signed yet")).toBeVisible();
  await expect(page.getByTestId("content-hash")).toHaveCount(0);
});

test("staff of another location do not find the client", async ({ page }) => {
  // HRT-000101 is a Riverside client; this nurse works at Hillcrest only.
  await signInAsStaff(page, "nurse2", "/clients/HRT-000101");
  await expect(page.getByRole("heading", { name: "Client not found" })).toBeVisible();
});
