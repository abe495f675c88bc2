import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff, subscriptionStarted } from "./support";

// Riverside demo clients no other spec changes.
const CONTACTS_MR_NO = "HRT-000117";
const LIST_MR_NO = "HRT-000119";
const CLOSED_CHART_MR_NO = "HRT-000123";

/**
 * Resolves once `page` has been told over its socket that `part` of a chart changed: call before the
 * page opens the chart. The spec then acts only after the news reached a tab that was not showing it.
 */
function chartChangeArrived(page: Page, part: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" && payload.includes('"clientChanged"') && payload.includes(`"part":"${part}"`))
          resolve();
      });
    });
  });
}

/** The therapist adds a contact to the chart of `mrNo` from elsewhere, as the Contacts tab's dialog does. */
async function therapistAddsContact(
  request: APIRequestContext,
  mrNo: string,
  contact: { name: string; relationship: string },
): Promise<void> {
  const therapist = await DemoUser.login(request, "therapist");
  await therapist.gql(
    `mutation AddContact($mrNo: String!, $input: ClientContactInput!) {
      addClientContact(mrNo: $mrNo, input: $input) { id }
    }`,
    { mrNo, input: contact },
  );
}

/** A live refresh waits this long for the rest of a burst (lib/useLiveRefetch BURST_MS), and a little more. */
const BURST_SETTLED_MS = 600;

test("a nurse who looked at the contacts earlier sees the contact a therapist added since, when she opens the tab again", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const contactName = `Rosa Ortega ${Date.now().toString(36)}`;

  const nurseContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  await signInAsStaff(nurse, "nurse");
  const arrived = chartChangeArrived(nurse, "contacts");
  const listening = subscriptionStarted(nurse, "ClientChanged");
  await nurse.goto(`/clients/${CONTACTS_MR_NO}?tabs=contacts`);
  await expect(nurse.getByRole("heading", { name: "Family and contacts" })).toBeVisible();
  await expect(nurse.getByRole("article", { name: contactName })).toHaveCount(0);
  // She moves on to another tab; the contacts she saw stay in the page's memory.
  await nurse.getByRole("tab", { name: "Care team" }).click();
  await expect(nurse.getByRole("table", { name: "Care team" })).toBeVisible();
  await listening;

  await therapistAddsContact(request, CONTACTS_MR_NO, { name: contactName, relationship: "Sibling" });
  await arrived;
  await nurse.waitForTimeout(BURST_SETTLED_MS);

  await nurse.getByRole("tab", { name: "Contacts" }).click();
  await expect(nurse.getByRole("article", { name: contactName })).toContainText("Sibling");
  await nurseContext.close();
});

test("a nurse goes back from a chart to the EMR list: the row shows the preferred name a therapist gave meanwhile", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const preferredName = `Sunny ${Date.now().toString(36)}`;

  const nurseContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  await signInAsStaff(nurse, "nurse");
  const arrived = chartChangeArrived(nurse, "demographics");
  // The chart will subscribe on the socket the list page opens.
  const listening = subscriptionStarted(nurse, "ClientChanged");
  await nurse.goto("/clients");
  await nurse.getByRole("searchbox", { name: "Search" }).fill(LIST_MR_NO);
  const row = nurse.getByRole("grid", { name: "Clients" }).getByRole("row").filter({ hasText: LIST_MR_NO });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(preferredName);
  await row.click();
  await expect(nurse).toHaveURL(new RegExp(`/clients/${LIST_MR_NO}$`));
  await listening;

  // The therapist saves the client's demographics with a preferred name, as the edit form does.
  const therapist = await DemoUser.login(request, "therapist");
  const { latestClientDemographic: latest } = await therapist.gql<{
    latestClientDemographic: Record<string, unknown> & { version: number };
  }>(
    `query Latest($mrNo: String!) {
      latestClientDemographic(mrNo: $mrNo) {
        version firstName middleName lastName preferredName dateOfBirth sexAssignedAtBirth genderIdentity pronouns
        phone email addressLine1 addressLine2 city state postalCode preferredLanguage emergencyContactName
        emergencyContactRelationship emergencyContactPhone referralSource
      }
    }`,
    { mrNo: LIST_MR_NO },
  );
  const { version, ...values } = latest;
  await therapist.gql(
    `mutation Save($mrNo: String!, $input: ClientDemographicsInput!, $expectedVersion: Int) {
      updateClientDemographics(mrNo: $mrNo, input: $input, expectedVersion: $expectedVersion) { version }
    }`,
    {
      mrNo: LIST_MR_NO,
      input: { ...values, preferredName, changeNote: "Asked to be called so" },
      expectedVersion: version,
    },
  );
  await arrived;
  await nurse.waitForTimeout(BURST_SETTLED_MS);

  // Back to the list she left (the same search): its row follows without a reload.
  await nurse.getByRole("link", { name: "All clients" }).click();
  await expect(nurse.getByRole("searchbox", { name: "Search" })).toHaveValue(LIST_MR_NO);
  await expect(row).toContainText(preferredName);
  await nurseContext.close();
});

test("a chart left for the EMR list and opened again shows the contact a therapist added while it was closed", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const contactName = `Ines Duarte ${Date.now().toString(36)}`;

  const nurseContext = await browser.newContext();
  const nurse = await nurseContext.newPage();
  await signInAsStaff(nurse, "nurse", `/clients/${CLOSED_CHART_MR_NO}?tabs=contacts`);
  await expect(nurse.getByRole("heading", { name: "Family and contacts" })).toBeVisible();
  await expect(nurse.getByRole("article", { name: contactName })).toHaveCount(0);
  // She leaves the chart: no change of it reaches her page any more.
  await nurse.getByRole("link", { name: "All clients" }).click();
  await expect(nurse.getByRole("grid", { name: "Clients" })).toBeVisible();

  await therapistAddsContact(request, CLOSED_CHART_MR_NO, { name: contactName, relationship: "Aunt" });

  // Back to the chart as she left it, within the same page, later than the page reuses an identical
  // query's answer (lib/fetchPolicy DEDUPE_MS, 2 s).
  await nurse.waitForTimeout(2_500);
  await nurse.goBack();
  await expect(nurse).toHaveURL(new RegExp(`/clients/${CLOSED_CHART_MR_NO}\\?tabs=contacts$`));
  await expect(nurse.getByRole("article", { name: contactName })).toContainText("Aunt");
  await nurseContext.close();
});
