import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { dataOf } from "@hearth/testing";
import { demoEmail } from "@hearth/testing/browser/graphql";

let h: Composed;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  h = await startComposed();
  for (const who of ["therapist", "nurse", "nurse2"]) cookies[who] = await h.loginCookie(demoEmail(who));
});
afterAll(async () => {
  await h?.close();
});

const CHANGED = `subscription ($mrNo: String!) { clientChanged(mrNo: $mrNo) {
  mrNo part actorId occurredAt client { mrNo location { name } }
} }`;
type Changed = {
  clientChanged: { mrNo: string; part: string; actorId: string | null; client: { location: { name: string } } | null };
};
// A Riverside demo client (odd MR numbers are Riverside's) that only this file changes.
const MR_NO = "HRT-000129";
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });

const refer = () =>
  h.graphql(
    `mutation ($mrNo: String!, $input: ReferralInput!) { referClient(mrNo: $mrNo, input: $input) { id } }`,
    { mrNo: MR_NO, input: { referredTo: "Eastside Recovery", reason: "Family closer", referralDate: today() } },
    { cookie: cookies.therapist! },
  );

describe("subscription clientChanged", () => {
  it("staff with the chart open hear of a change with the part that changed; staff of another location may not follow the chart", async () => {
    const nurse = await openTab<Changed>(h, cookies.nurse!, CHANGED, { mrNo: MR_NO });
    const outsider = await openTab<Changed>(h, cookies.nurse2!, CHANGED, { mrNo: MR_NO });
    const otherChart = await openTab<Changed>(h, cookies.nurse!, CHANGED, { mrNo: "HRT-000131" });

    dataOf(await refer(), "referClient");

    await expect.poll(() => nurse.data.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(nurse.data[0]!.clientChanged).toMatchObject({
      mrNo: MR_NO,
      part: "episodes",
      client: { location: { name: expect.stringMatching(/^Riverside/) } },
    });
    expect(nurse.errors).toEqual([]);
    // Nina works at Hillcrest only: the chart is not hers to follow, as if it did not exist.
    await expect.poll(() => outsider.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(JSON.stringify(outsider.errors)).toContain("NOT_FOUND");
    expect(outsider.data).toEqual([]);
    // Another client's chart hears nothing of this one.
    await new Promise((r) => setTimeout(r, 500));
    expect(otherChart.data).toEqual([]);
    for (const tab of [nurse, outsider, otherChart]) tab.dispose();
  });

  it("after a transfer out of her location the nurse's open chart is told, without the client", async () => {
    const nurse = await openTab<Changed>(h, cookies.nurse!, CHANGED, { mrNo: MR_NO });
    const me = dataOf(
      await h.graphql<{ me: { locations: { id: string; name: string }[] } }>(
        "{ me { locations { id name } } }",
        {},
        { cookie: cookies.therapist! },
      ),
      "me",
    );
    const hillcrest = me.me.locations.find((l) => l.name.startsWith("Hillcrest"))!.id;
    dataOf(
      await h.graphql(
        `mutation ($mrNo: String!, $input: TransferInput!) { transferClient(mrNo: $mrNo, input: $input) { mrNo } }`,
        { mrNo: MR_NO, input: { locationId: hillcrest, effectiveDate: today(), reason: "Step down to outpatient" } },
        { cookie: cookies.therapist! },
      ),
      "transferClient",
    );
    await expect.poll(() => nurse.data.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(nurse.data.at(-1)!.clientChanged).toMatchObject({ mrNo: MR_NO, part: "episodes", client: null });
    nurse.dispose();
  });
});
