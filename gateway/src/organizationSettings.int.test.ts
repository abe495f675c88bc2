import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

let h: Composed;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await startComposed();
  for (const role of ["admin", "nurse", "therapist", "client"]) cookies[role] = await h.loginCookie(demo(role));
});
afterAll(async () => {
  await h?.close();
});

const READ = "{ organizationSettings { checkInOpensMinutesBefore updatedAt updatedBy { fullname role } } }";
const UPDATE =
  "mutation ($input: OrganizationSettingsInput!) { updateOrganizationSettings(input: $input) { checkInOpensMinutesBefore updatedBy { role } } }";
type Settings = {
  checkInOpensMinutesBefore: number;
  updatedAt: string | null;
  updatedBy: { fullname: string; role: string } | null;
};
const codeOf = (response: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  response.body.errors?.[0]?.extensions?.code;

describe("organization settings through GraphQL", () => {
  it("are read by staff (the defaults until an admin chooses) and not by portal clients", async () => {
    const read = await h.graphql<{ organizationSettings: Settings }>(READ, {}, { cookie: cookies.nurse! });
    expect(read.body.data?.organizationSettings).toEqual({
      checkInOpensMinutesBefore: 30,
      updatedAt: null,
      updatedBy: null,
    });
    expect(codeOf(await h.graphql(READ, {}, { cookie: cookies.client! }))).toBe("FORBIDDEN");
  });

  it("are changed by an admin only, with the API's message for a bad value", async () => {
    expect(
      codeOf(await h.graphql(UPDATE, { input: { checkInOpensMinutesBefore: 60 } }, { cookie: cookies.therapist! })),
    ).toBe("FORBIDDEN");
    const bad = await h.graphql(UPDATE, { input: { checkInOpensMinutesBefore: 300 } }, { cookie: cookies.admin! });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(bad.body.errors?.[0]?.message).toBe("checkInOpensMinutesBefore: must be between 0 and 240 minutes");
    const saved = await h.graphql<{
      updateOrganizationSettings: { checkInOpensMinutesBefore: number; updatedBy: { role: string } };
    }>(UPDATE, { input: { checkInOpensMinutesBefore: 60 } }, { cookie: cookies.admin! });
    expect(saved.body.data?.updateOrganizationSettings).toEqual({
      checkInOpensMinutesBefore: 60,
      updatedBy: { role: "admin" },
    });
    const read = await h.graphql<{ organizationSettings: Settings }>(READ, {}, { cookie: cookies.nurse! });
    expect(read.body.data?.organizationSettings).toMatchObject({
      checkInOpensMinutesBefore: 60,
      updatedBy: { role: "admin" },
    });
  });
});
