/**
 * `Me.capabilities` agrees with what the API allows: for every demo role, each probed capability is
 * held exactly when the API lets the operation through (and refuses it with 403 otherwise).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can } from "@hearth/schema";
import type { Capability } from "@hearth/schema";
import { demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

let h: Composed;
afterAll(async () => {
  await h?.close();
});
beforeAll(async () => {
  h = await startComposed();
});

const ROLES = ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"] as const;

type Me = { me: { capabilities: string[]; locations: { id: string }[] } };

/** Whether the API let the GraphQL operation through; a refusal must be FORBIDDEN, anything else fails the test. */
async function allowed(cookie: string, query: string, variables: Record<string, unknown>): Promise<boolean> {
  const { body } = await h.graphql(query, variables, { cookie });
  const code = body.errors?.[0]?.extensions?.["code"];
  if (code === undefined) return true;
  if (code === "FORBIDDEN") return false;
  // Deactivating an unknown clinician: allowed to try, nobody there.
  if (code === "NOT_FOUND") return true;
  throw new Error(`unexpected answer: ${JSON.stringify(body.errors)}`);
}

const tomorrow = () => {
  const start = new Date(Date.now() + 86_400_000);
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3_600_000).toISOString() };
};

const CREATE_EVENT = "mutation ($input: EventInput!) { createEvent(input: $input) { id } }";

const PROBES: readonly [Capability, (cookie: string, me: Me["me"]) => Promise<boolean>][] = [
  [
    "clinician:deactivate",
    (cookie) => allowed(cookie, "mutation ($id: ID!) { deactivateClinician(id: $id) { id } }", { id: randomUUID() }),
  ],
  [
    "event:create",
    (cookie, me) =>
      allowed(cookie, CREATE_EVENT, {
        input: {
          title: "Capability probe",
          ...tomorrow(),
          audience: { kind: "locations", locationIds: [me.locations[0]!.id] },
        },
      }),
  ],
  [
    "event:address_organization",
    (cookie) =>
      allowed(cookie, CREATE_EVENT, {
        input: { title: "Capability probe", ...tomorrow(), audience: { kind: "all_staff" } },
      }),
  ],
  [
    "program:create",
    (cookie) =>
      allowed(cookie, "mutation ($input: ProgramInput!) { createProgram(input: $input) { id } }", {
        input: { name: `Probe ${randomUUID().slice(0, 8)}` },
      }),
  ],
  [
    "crash_report:list",
    async (cookie) => {
      const reply = await h.app.inject({ method: "GET", url: "/api/error-config", headers: { cookie } });
      if (reply.statusCode !== 200 && reply.statusCode !== 403) throw new Error(`status ${reply.statusCode}`);
      return reply.statusCode === 200;
    },
  ],
];

describe("Me.capabilities against what the API allows", () => {
  it.each(ROLES)("%s", async (role) => {
    const cookie = await h.loginCookie(demo(role));
    const { body } = await h.graphql<Me>("{ me { capabilities locations { id } } }", {}, { cookie });
    const me = body.data!.me;
    for (const [capability, probe] of PROBES) {
      expect({ capability, allowed: await probe(cookie, me) }).toEqual({
        capability,
        allowed: can(me.capabilities, capability),
      });
    }
  });
});
