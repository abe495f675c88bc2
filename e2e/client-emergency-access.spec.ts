import { expect, test } from "@playwright/test";
import { DemoUser } from "@hearth/testing/browser/graphql";
import { signInAsStaff } from "./support";

interface Grant {
  id: string;
  client: { mrNo: string };
  requester: { id: string };
}

test("a chart opened by emergency access says so, until when, and offers no upload", async ({ page, request }) => {
  const supervisor = await DemoUser.login(request, "supervisor");
  const nurse = await DemoUser.login(request, "nurse2");
  // A Riverside client no other spec opens (the last by MR number): Nina Okafor works at Hillcrest only.
  const { clients } = await supervisor.gql<{ clients: { results: { mrNo: string; location: { name: string } }[] } }>(
    `query { clients(filter: { sortBy: mrNo, sortDirection: desc, pageSize: 50 }) { results { mrNo location { name } } } }`,
  );
  const mrNo = clients.results.find((c) => c.location.name.startsWith("Riverside"))!.mrNo;
  await nurse.gql(
    `mutation ($mrNo: String!, $reason: String!) { requestChartAccess(mrNo: $mrNo, reason: $reason) { received } }`,
    {
      mrNo,
      reason: "Client arrived at Hillcrest intake in crisis; need the medication list now.",
    },
  );
  const { chartAccessRequests } = await supervisor.gql<{ chartAccessRequests: Grant[] }>(
    `query { chartAccessRequests(status: [pending]) { id client { mrNo } requester { id } } }`,
  );
  const grant = chartAccessRequests.find((r) => r.client.mrNo === mrNo)!;
  await supervisor.gql(`mutation ($id: ID!) { approveChartAccess(id: $id) { id } }`, { id: grant.id });
  try {
    await signInAsStaff(page, "nurse2", `/clients/${mrNo}?tabs=documents`);
    await expect(page.getByRole("alert").filter({ hasText: "Emergency access" })).toHaveText(
      /^Emergency access: read-only until \d{1,2}:\d{2} [AP]M\. Every view is logged\.$/,
    );
    await expect(page.getByRole("heading", { name: "Documents", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload document" })).toHaveCount(0);
  } finally {
    // Other specs expect Riverside charts closed to Hillcrest staff.
    await supervisor.gql(`mutation ($id: ID!) { revokeChartAccess(id: $id) { id } }`, { id: grant.id });
  }
});
