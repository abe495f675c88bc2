import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff } from "./support";

/** The kiosk's label for a client: first name and last initial. */
const kioskName = (client: { firstName: string; lastName: string }) =>
  `${client.firstName} ${client.lastName.charAt(0)}.`;
/** MM-DD-YYYY from the chart's YYYY-MM-DD. */
const display = (sql: string) => sql.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2-$3-$1");
/** A date of birth that is surely not theirs. */
const wrong = (sql: string) => display(sql).replace(/\d{4}$/, (year) => String(Number(year) === 1999 ? 1998 : 1999));

test("staff hand a tablet over to the check-in kiosk; a client checks in with their date of birth", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const therapist = await DemoUser.login(request, "therapist");
  const session = await createSession(therapist, { groupName: "Relapse Prevention", topic: "Morning check-in" });
  const [client, other] = session.clients;
  const { client: chart } = await therapist.gql<{ client: { dateOfBirth: string } }>(
    `query($mrNo: String!) { client(mrNo: $mrNo) { dateOfBirth } }`,
    { mrNo: client!.mrNo },
  );

  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await tabletContext.newPage();
  await signInAsStaff(tablet, "therapist", `/groupnotes/${session.groupId}/check-in?session=${session.sessionId}`);
  await expect(tablet.getByRole("heading", { name: "Start the check-in kiosk" })).toBeVisible();
  await expect(
    tablet
      .getByText("This tablet will be signed out of your account and show only the check-in for this session")
      .first(),
  ).toBeVisible();
  await tablet.getByRole("button", { name: "Start kiosk" }).click();
  await tablet.getByRole("dialog").getByRole("button", { name: "Sign out and start" }).click();

  // Kiosk mode: the session and first names with last initials, nothing else.
  await expect(tablet.getByRole("heading", { name: "Relapse Prevention", level: 1 })).toBeVisible();
  await expect(tablet.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  await expect(tablet.getByRole("button", { name: kioskName(client!), exact: true })).toBeVisible();
  await expect(tablet.getByText(client!.fullname)).toHaveCount(0);
  await expect(tablet.getByText(client!.mrNo)).toHaveCount(0);
  const stored = await tablet.evaluate(() => ({
    session: window.sessionStorage.getItem("hearth.kiosk"),
    local: JSON.stringify(window.localStorage),
  }));
  expect(stored.session).toContain("token");
  expect(stored.local).not.toContain(JSON.parse(stored.session!).token);

  // The tablet is signed out: another tab of it lands on the sign-in page.
  const otherTab = await tabletContext.newPage();
  await otherTab.goto("/dashboard");
  await expect(otherTab.getByLabel("Email")).toBeVisible();
  await expect(otherTab).toHaveURL(/\/$/);
  await otherTab.close();

  // A wrong date of birth: the server's words; then the right one.
  await tablet.getByRole("button", { name: kioskName(client!), exact: true }).click();
  const confirm = tablet.getByRole("dialog", { name: "Confirm your date of birth" });
  await confirm.getByLabel("Date of birth (MM-DD-YYYY)").fill(wrong(chart!.dateOfBirth));
  await confirm.getByRole("button", { name: "Check in" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("That date of birth does not match");
  await confirm.getByLabel("Date of birth (MM-DD-YYYY)").fill(display(chart!.dateOfBirth));
  await confirm.getByRole("button", { name: "Check in" }).click();
  await expect(tablet.getByRole("status")).toHaveText(`Welcome, ${client!.firstName} — you're checked in`);
  // Back to the list for the next person, this client marked.
  await expect(tablet.getByRole("button", { name: `${kioskName(client!)}, checked in` })).toBeDisabled({
    timeout: 15_000,
  });
  await expect(tablet.getByRole("button", { name: kioskName(other!), exact: true })).toBeEnabled();

  // Staff see the self check-in on the session page.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, "therapist", `/groupnotes/session/${session.sessionId}`);
  const row = staff.getByRole("row").filter({ has: staff.getByRole("link", { name: client!.fullname }) });
  await expect(row).toContainText(/Present|Late/);
  await expect(row).toContainText("self");
  await staffContext.close();

  // A refused token ends the kiosk; "Exit kiosk" goes to the sign-in page and forgets the token.
  await tablet.evaluate(() => {
    const stored = JSON.parse(window.sessionStorage.getItem("hearth.kiosk")!) as { token: string };
    window.sessionStorage.setItem("hearth.kiosk", JSON.stringify({ ...stored, token: "not-a-kiosk-token" }));
  });
  await tablet.reload();
  await expect(tablet.getByText("This check-in has ended. Ask staff to start it again.")).toBeVisible();
  await tablet.getByRole("button", { name: "Exit kiosk" }).click();
  await expect(tablet.getByLabel("Email")).toBeVisible();
  expect(await tablet.evaluate(() => window.sessionStorage.getItem("hearth.kiosk"))).toBeNull();

  await tabletContext.close();
});

test("without a staff sign-in the kiosk cannot be started", async ({ page }) => {
  await page.goto("/groupnotes/some-group/check-in");
  await expect(page.getByRole("heading", { name: "Check-in kiosk" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
});
