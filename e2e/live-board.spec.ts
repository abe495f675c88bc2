import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { createSession } from "@hearth/testing/browser/groupNotes";
import { signInAsStaff, subscriptionStarted } from "./support";

test("the live board shows a check-in at its location as it happens, the client by initials only", async ({
  page,
  request,
}) => {
  const therapist = await DemoUser.login(request, "therapist");
  const supervisor = await DemoUser.login(request, "supervisor");
  const riverside = await supervisor.workAt("Riverside Residential");
  const session = await createSession(therapist);
  const client = session.clients[0]!;

  await signInAsStaff(page, "supervisor");
  const live = subscriptionStarted(page, "BoardEntryAdded");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Live board" }).click();
  await expect(page).toHaveURL(`/board/${riverside}`);
  await expect(page.getByRole("heading", { name: "Live board — Riverside Residential", level: 1 })).toBeVisible();
  await live;

  await therapist.gql(`mutation($s: ID!, $c: [ID!]!) { bulkCheckIn(sessionId: $s, clientIds: $c) { id } }`, {
    s: session.sessionId,
    c: [client.id],
  });
  const line = page.getByRole("list", { name: "Live board" }).getByRole("listitem").first();
  await expect(line).toContainText(`${client.firstName[0]}. ${client.lastName[0]}. checked in by staff`);
  await expect(line).toContainText(`${session.groupName}`);
  await expect(line).toContainText("Theo Ramirez");
  await expect(line).toHaveAttribute("data-fresh", "true");
  await expect(line).not.toContainText(client.fullname);
});
