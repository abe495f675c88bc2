/**
 * Intake and demographics through GraphQL: the refusals the web's forms act on carry the API's
 * details in `extensions.details` (the matching clients; the version saved meanwhile).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, startComposed } from "../../../test/composed";
import type { Composed } from "../../../test/composed";
import { demoLocations } from "@hearth/testing";

let h: Composed;
const cookies: Record<string, string> = {};
let riverside = "";

beforeAll(async () => {
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  for (const role of ["admissions", "therapist"]) cookies[role] = await h.loginCookie(demo(role));
  ({ riverside } = await demoLocations(h.api));
});
afterAll(async () => {
  await h?.close();
});

const CREATE = `mutation ($input: CreateClientInput!) {
  createClient(input: $input) { client { mrNo status fullname location { name } } duplicates { mrNo inYourLocations } }
}`;
const UPDATE = `mutation ($mrNo: String!, $input: ClientDemographicsInput!, $expectedVersion: Int) {
  updateClientDemographics(mrNo: $mrNo, input: $input, expectedVersion: $expectedVersion) { version changedFields changedBy { fullname } }
}`;

describe("intake through GraphQL", () => {
  it("creates a client; the same person again is a CONFLICT listing the match, until confirmed", async () => {
    const input = {
      firstName: "Avery",
      lastName: "Quill",
      dateOfBirth: "1985-07-09",
      sexAssignedAtBirth: "unknown",
      pronouns: "they/them",
      locationId: riverside,
    };
    const first = await h.graphql<{ createClient: { client: { mrNo: string; status: string } } }>(
      CREATE,
      { input },
      { cookie: cookies.admissions! },
    );
    expect(first.body.errors).toBeUndefined();
    const { client } = first.body.data!.createClient;
    expect(client).toMatchObject({ status: "pending_admission", mrNo: expect.stringMatching(/^HRT-\d{6}$/) });

    const again = await h.graphql(CREATE, { input: { ...input, lastName: "QUILL" } }, { cookie: cookies.therapist! });
    expect(again.body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      details: {
        reason: "possible_duplicate",
        duplicates: [
          {
            mrNo: client.mrNo,
            fullname: "Avery Quill",
            dateOfBirth: "1985-07-09",
            status: "pending_admission",
            location: { name: "Riverside Residential" },
            inYourLocations: true,
          },
        ],
      },
    });
    const duplicates = await h.graphql<{ clientDuplicates: { mrNo: string }[] }>(
      `{ clientDuplicates(firstName: "avery", lastName: "quill", dateOfBirth: "1985-07-09") { mrNo } }`,
      {},
      { cookie: cookies.admissions! },
    );
    expect(duplicates.body.data!.clientDuplicates).toEqual([{ mrNo: client.mrNo }]);

    const confirmed = await h.graphql<{ createClient: { duplicates: { mrNo: string }[] } }>(
      CREATE,
      { input: { ...input, confirmDuplicate: true } },
      { cookie: cookies.therapist! },
    );
    expect(confirmed.body.data!.createClient.duplicates).toEqual([{ mrNo: client.mrNo, inYourLocations: true }]);
  });

  it("saves demographics as versions; a stale expectedVersion is a CONFLICT naming who saved", async () => {
    const versions = await h.graphql<{
      clientDemographics: { version: number; firstName: string; lastName: string; dateOfBirth: string }[];
    }>(
      `{ clientDemographics(mrNo: "HRT-000115") { version firstName lastName dateOfBirth } }`,
      {},
      { cookie: cookies.therapist! },
    );
    const [v1] = versions.body.data!.clientDemographics;
    const input = {
      firstName: v1!.firstName,
      lastName: v1!.lastName,
      dateOfBirth: v1!.dateOfBirth,
      sexAssignedAtBirth: "unknown",
    };
    const saved = await h.graphql<{ updateClientDemographics: { version: number; changedFields: string[] } }>(
      UPDATE,
      { mrNo: "HRT-000115", input: { ...input, preferredLanguage: "Spanish" }, expectedVersion: 1 },
      { cookie: cookies.therapist! },
    );
    expect(saved.body.data!.updateClientDemographics).toMatchObject({ version: 2 });
    expect(saved.body.data!.updateClientDemographics.changedFields).toContain("preferredLanguage");
    const stale = await h.graphql(
      UPDATE,
      { mrNo: "HRT-000115", input: { ...input, city: "Sacramento" }, expectedVersion: 1 },
      { cookie: cookies.admissions! },
    );
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      details: { reason: "version_conflict", currentVersion: 2, changedBy: { fullname: "Theo Ramirez" } },
    });
    const latest = await h.graphql<{ latestClientDemographic: { version: number; city: string | null } }>(
      `{ latestClientDemographic(mrNo: "HRT-000115") { version city } }`,
      {},
      { cookie: cookies.admissions! },
    );
    expect(latest.body.data!.latestClientDemographic).toEqual({ version: 2, city: null });
  });
});
