import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

let h: Composed;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  h = await startComposed();
  for (const role of ["admin", "nurse"]) cookies[role] = await h.loginCookie(demo(role));
});
afterAll(async () => {
  await h?.close();
});

const READ = "{ organizationSettings { groupNarrativeInClientCopy } }";
const UPDATE =
  "mutation ($input: OrganizationSettingsInput!) { updateOrganizationSettings(input: $input) { groupNarrativeInClientCopy } }";

describe("the group narrative in a client's copy, through GraphQL", () => {
  it("is redacted until an admin chooses, takes only the three modes, and staff read the choice", async () => {
    const read = async () =>
      (
        await h.graphql<{ organizationSettings: { groupNarrativeInClientCopy: string } }>(
          READ,
          {},
          { cookie: cookies.nurse! },
        )
      ).body.data?.organizationSettings.groupNarrativeInClientCopy;
    expect(await read()).toBe("redacted");
    const bad = await h.graphql(
      UPDATE,
      { input: { groupNarrativeInClientCopy: "everything" } },
      { cookie: cookies.admin! },
    );
    expect(bad.body.errors?.[0]?.message).toMatch(/ClientCopyNarrativeMode/);
    const saved = await h.graphql<{ updateOrganizationSettings: { groupNarrativeInClientCopy: string } }>(
      UPDATE,
      { input: { groupNarrativeInClientCopy: "omitted" } },
      { cookie: cookies.admin! },
    );
    expect(saved.body.data?.updateOrganizationSettings.groupNarrativeInClientCopy).toBe("omitted");
    expect(await read()).toBe("omitted");
  });
});
