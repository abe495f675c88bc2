import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession, submittedNote } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

/** 42 CFR §2.32, as every per-client print must carry it. */
const PART2_NOTICE =
  "This record which has been disclosed to you is protected by federal confidentiality rules (42 CFR part 2). The federal rules prohibit you from making any further disclosure of this record unless further disclosure is expressly permitted by the written consent of the individual whose record it is, or as otherwise permitted by 42 CFR part 2. A general authorization for the release of medical or other information is NOT sufficient for this purpose (see §2.31). The federal rules restrict any use of the information to investigate or prosecute with regard to a crime any patient with a substance use disorder, except as provided at §§2.12(c)(5) and 2.65.";

interface DemoClient {
  id: string;
  mrNo: string;
  fullname: string;
  dateOfBirth: string;
}

/** "HRT-000101 · DOB 01-01-1960": MR number and the date of birth as §9 displays it. */
const identifiers = (c: DemoClient) =>
  `${c.mrNo} · DOB ${c.dateOfBirth.slice(5, 7)}-${c.dateOfBirth.slice(8, 10)}-${c.dateOfBirth.slice(0, 4)}`;

async function demoClient(user: DemoUser, mrNo: string): Promise<DemoClient> {
  const { client } = await user.gql<{ client: DemoClient }>(
    `query($mrNo: String!) { client(mrNo: $mrNo) { id mrNo fullname dateOfBirth } }`,
    { mrNo },
  );
  return client;
}

test("two clients named James Anderson are told apart by MR number and date of birth in the picker, the roster and the note's sections", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  // The demo seed has every name twice on purpose: HRT-000101 is on Relapse Prevention's roster, HRT-000121 is not.
  const first = await demoClient(therapist, "HRT-000101");
  const second = await demoClient(therapist, "HRT-000121");
  expect(first.fullname).toBe("James Anderson");
  expect(second.fullname).toBe(first.fullname);
  expect(second.dateOfBirth).not.toBe(first.dateOfBirth);
  const session = await createSession(therapist, { groupName: "Relapse Prevention", topic: "Namesakes" });
  expect(session.clients.map((c) => c.mrNo)).toContain(first.mrNo);

  await signInAsStaff(page, "therapist", `/groupnotes/session/${session.sessionId}`);
  await page.getByRole("button", { name: "Add client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add client to this session" });
  await dialog.getByLabel("Client").fill("James Anderson");
  // The one already on the roster is not offered; the namesake is, with what tells them apart.
  await page.getByRole("option", { name: new RegExp(`^James Anderson · ${identifiers(second)} \\(\\d+\\)$`) }).click();
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(dialog).toHaveCount(0);

  const roster = page.getByRole("region", { name: "Attendance" });
  const rows = roster.getByRole("row").filter({ hasText: "James Anderson" });
  await expect(rows).toHaveCount(2);
  for (const client of [first, second]) {
    const row = rows.filter({ hasText: client.mrNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`James Anderson · ${identifiers(client)} (`);
    await expect(row.getByRole("link", { name: "James Anderson" })).toHaveAttribute("href", `/clients/${client.mrNo}`);
    await expect(
      row.getByRole("combobox", { name: `Attendance of James Anderson · ${identifiers(client)}` }),
    ).toBeVisible();
    // The note's section heading of each says which James Anderson it is.
    await expect(
      page.getByRole("heading", { level: 3, name: new RegExp(`^James Anderson · ${identifiers(client)} \\(\\d+\\)$`) }),
    ).toBeVisible();
  }
  const headings = page.getByRole("heading", { level: 3, name: /^James Anderson · / });
  await expect(headings).toHaveCount(2);
  const [one, two] = await headings.allTextContents();
  expect(one).not.toBe(two);
});

test("a client's copy prints their section with the Part 2 notice and never the other client; the group print has the organization header", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const note = await submittedNote(therapist, { attending: 2 });
  const [mine, other] = note.clients;
  const [client, otherClient] = [await demoClient(therapist, mine!.mrNo), await demoClient(therapist, other!.mrNo)];

  // From the client's chart: their read-only copy offers the print.
  await signInAsStaff(page, "therapist", `/clients/${client.mrNo}/group-notes/${note.noteId}`);
  await expect(page.getByTestId("client-identity").first()).toContainText(
    `${client.fullname} · ${identifiers(client)}`,
  );
  const printLink = page.getByRole("link", { name: "Print client copy" });
  await expect(printLink).toHaveAttribute("href", `/exportPrint/groupNotesExport/${note.noteId}?clientId=${client.id}`);
  // And from the note's page, per client.
  await page.goto(`/groupnotes/session/${note.sessionId}`);
  await expect(
    page.getByRole("link", { name: `Print the copy of ${client.fullname} · ${identifiers(client)}` }),
  ).toHaveAttribute("href", `/exportPrint/groupNotesExport/${note.noteId}?clientId=${client.id}`);

  await page.goto(`/exportPrint/groupNotesExport/${note.noteId}?clientId=${client.id}`);
  await expect(page.getByRole("heading", { name: "Group note — client copy", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  const copy = page.getByRole("article", { name: /^Client copy: / });
  await expect(copy.getByLabel("Print header")).toContainText("Hearth Demo Recovery");
  await expect(copy.getByLabel("Print header")).toContainText("Riverside Residential");
  await expect(copy.getByLabel("Print header")).toContainText(
    /Printed \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} [AP]M \S+ by Theo Ramirez/,
  );
  await expect(copy).toContainText(`Client copy for ${client.fullname} · ${identifiers(client)}`);
  await expect(copy.getByText(note.clientTexts[client.id]!)).toBeVisible();
  await expect(copy.getByRole("complementary", { name: "42 CFR Part 2 redisclosure notice" })).toContainText(
    PART2_NOTICE,
  );
  // Nothing of the other client: not their note, name or MR number.
  const text = await copy.innerText();
  for (const forbidden of [note.clientTexts[otherClient.id]!, otherClient.fullname, otherClient.mrNo])
    expect(text).not.toContain(forbidden);

  // The whole group's print: the organization header, and each client with MR number and date of birth.
  await page.goto(`/group_notes_print?sessionId=${note.sessionId}`);
  const printed = page.getByRole("article", { name: new RegExp(`^${note.groupName} on `) });
  await expect(printed.getByLabel("Print header")).toContainText("Hearth Demo Recovery");
  await expect(printed.getByLabel("Print header")).toContainText("by Theo Ramirez");
  const attendance = printed.getByRole("table", { name: "Attendance" });
  for (const c of [client, otherClient]) await expect(attendance).toContainText(`${c.fullname} · ${identifiers(c)}`);
  await expect(
    printed.getByRole("article", { name: `Note for ${client.fullname} · ${identifiers(client)}` }),
  ).toContainText(note.clientTexts[client.id]!);
});
