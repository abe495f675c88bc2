/**
 * The web app's navigation and page guards read `AREA_ROLES` (schema); this proves the server's
 * own rules for each area's data agree with it, role by role, so no role is offered a page whose
 * data the server refuses, nor denied a page whose data it serves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayOpenArea } from "@hearth/schema";
import type { Area, Role } from "@hearth/schema";
import { startDemoApi } from "./test/harness";
import type { DemoOrganization, TestApi } from "./test/harness";

const DEMO = [
  "admin",
  "supervisor",
  "therapist",
  "nurse",
  "physician",
  "bht",
  "admissions",
  "client",
] as const satisfies readonly Role[];

let t: TestApi;
let org: DemoOrganization;
const tokens = {} as Record<(typeof DEMO)[number], string>;

beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  for (const who of DEMO) tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

/** One read of each area's data; every demo staff member works at Riverside Residential. */
const READS: Partial<Record<Area, () => string>> = {
  clients: () => "/api/auth/clients",
  groupNotes: () => "/api/auth/group-sessions",
  approvals: () => "/api/auth/group-notes/approvals",
  handoff: () => `/api/collab/documents/handoff.${org.riverside}/access`,
  crashReports: () => "/api/error-config",
};

describe("the server's rules agree with the areas each role is offered", () => {
  for (const [area, path] of Object.entries(READS) as [Area, () => string][]) {
    it(`${area}: served to exactly the roles that may open it`, async () => {
      const answers = await Promise.all(
        DEMO.map(
          async (role) =>
            [role, (await t.request({ method: "GET", url: path(), token: tokens[role] })).statusCode] as const,
        ),
      );
      const served = answers.filter(([, status]) => status === 200).map(([role]) => role);
      expect(served).toEqual(DEMO.filter((role) => mayOpenArea(role, area)));
      // The others are refused outright (403) or told there is nothing for them (404); never a 5xx.
      for (const [, status] of answers) expect([200, 403, 404]).toContain(status);
    });
  }
});
