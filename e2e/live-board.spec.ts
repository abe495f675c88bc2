import { expect, test } from "@playwright/test";
import { createTodaySession, GraphQLUser } from "./groupNoteHelpers";
import { signInAsStaff, subscriptionStarted } from "./support";

test("the live board shows a check-in at its location as it happens, the client by initials only", async ({ page }) => {
  const therapist = await GraphQLUser.signIn("therapist");
  const supervisor = await GraphQLUser.signIn("supervisor");
  const riverside = await supervisor.workAt("Riverside Residential");
  const session = await createTodaySession(therapist);
  const client = session.attendance[0]!;

  await signInAsStaff(page, "supervisor");
  const live = subscriptionStarted(page, "BoardEntryAdded");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Live board" }).click();
  await expect(page).toHaveURL(`/board/${riverside}`);
  await expect(page.getByRole("heading", { name: "Live board — Riverside Residential", level: 1 })).toBeVisible();
  await live;

  await therapist.gql(`mutation($s: ID!, $c: [ID!]!) { bulkCheckIn(sessionId: $s, clientIds: $c) { id } }`, {
    s: session.sessionId,
    c: [client.clientId],
  });
  const line = page.getByRole("list", { name: "Live board" }).getByRole("listitem").first();
  await expect(line).toContainText(`${client.firstName[0]}. ${client.lastName[0]}. checked in by staff`);
  await expect(line).toContainText(`${session.groupName}`);
  await expect(line).toContainText("Theo Ramirez");
  await expect(line).toHaveAttribute("data-fresh", "true");
  await expect(line).not.toContainText(client.fullname);
  await therapist.dispose();
  await supervisor.dispose();
});
