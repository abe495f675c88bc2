import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { dataOf } from "@hearth/testing";
import { demoEmail } from "@hearth/testing/browser/graphql";

let h: Composed;
let nurse: string;

beforeAll(async () => {
  h = await startComposed();
  nurse = await h.loginCookie(demoEmail("nurse"));
});
afterAll(async () => {
  await h?.close();
});

// The Admission tab's query as the web app sends it, trimmed to one field a part.
const ADMISSION_TAB = `query ($mrNo: String!) {
  client(mrNo: $mrNo) { mrNo status }
  clientEpisodes(mrNo: $mrNo) { episodeNumber }
  clientLevelOfCareHistory(mrNo: $mrNo) { levelOfCare }
  clientLocationHistory(mrNo: $mrNo) { location { name } }
  clientReferrals(mrNo: $mrNo) { referredTo }
}`;

const chartRequests = (from: number) => h.apiRequests.slice(from).filter((r) => r.includes("/api/auth/clients/"));

describe("reads of one chart in one operation", () => {
  it("go to the API as one request, and a second chart in the same operation as its own", async () => {
    const before = h.apiRequests.length;
    const data = dataOf(
      await h.graphql<{ client: unknown; clientEpisodes: unknown[] }>(
        ADMISSION_TAB,
        { mrNo: "HRT-000101" },
        { cookie: nurse },
      ),
      "the Admission tab",
    );
    expect(data.client).toMatchObject({ mrNo: "HRT-000101", status: "active" });
    expect(data.clientEpisodes.length).toBeGreaterThan(0);
    expect(chartRequests(before)).toEqual([
      "GET /api/auth/clients/HRT-000101/chart?parts=summary%2Cepisodes%2ClevelOfCareHistory%2ClocationHistory%2Creferrals",
    ]);

    const both = h.apiRequests.length;
    const two = await h.graphql(
      `query { a: client(mrNo: "HRT-000101") { mrNo } b: client(mrNo: "HRT-000103") { mrNo } e: clientEpisodes(mrNo: "HRT-000103") { id } }`,
      {},
      { cookie: nurse },
    );
    expect(two.body.errors).toBeUndefined();
    expect(chartRequests(both).sort()).toEqual([
      "GET /api/auth/clients/HRT-000101/chart?parts=summary",
      "GET /api/auth/clients/HRT-000103/chart?parts=summary%2Cepisodes",
    ]);
  });

  it("answer a chart out of reach as missing in every part", async () => {
    const response = await h.graphql(ADMISSION_TAB, { mrNo: "HRT-000102" }, { cookie: nurse });
    expect(response.body.data?.client ?? null).toBeNull();
    expect(JSON.stringify(response.body.errors)).toContain("NOT_FOUND");
    expect(JSON.stringify(response.body)).not.toContain("Hillcrest");
  });
});
