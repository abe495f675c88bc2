import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, demo, startComposed } from "../test/composed";
import { totp } from "../test/totp";
import { createGateway } from "./index";
import type { Composed } from "../test/composed";

let h: Composed;
let adminCookie: string;
beforeAll(async () => {
  h = await startComposed();
  adminCookie = await h.loginCookie(demo("admin"));
});
afterAll(async () => {
  await h?.close();
});

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    __typename
    ... on LoginSuccess { tokenExpiresAt user { id email role } }
    ... on TwoFactorChallenge { challengeToken }
  }
}`;
const ME = "{ me { id email role firstName lastName fullname locations { id name } defaultLocation { id } } }";
const CLINICIANS = `query Clinicians($filter: ClinicianFilter) {
  clinicians(filter: $filter) { results { id email role status fullname locations { id name } } pageInfo { total page pageSize } }
}`;

interface ClinicianRow {
  id: string;
  email: string;
  role: string;
  status: number;
}
type ClinicianPage = {
  clinicians: { results: ClinicianRow[]; pageInfo: { total: number; page: number; pageSize: number } };
};

describe("login, me and logout through GraphQL", () => {
  it("login sets the API's session cookies on the GraphQL response", async () => {
    const response = await h.graphql<{ login: { __typename: string; user: { email: string; role: string } } }>(LOGIN, {
      email: demo("therapist"),
      password: "hearth-demo",
    });
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.login).toMatchObject({
      __typename: "LoginSuccess",
      user: { email: demo("therapist"), role: "therapist" },
    });
    const byName = new Map(response.setCookies.map((c) => [c.split("=")[0], c]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining([
        "token",
        "refresh_token",
        "role",
        "CUSTOMER_TYPE",
        "clinician_id",
        "clinician_name",
        "build_date",
      ]),
    );
    expect(byName.get("token")).toMatch(/HttpOnly/i);
    expect(byName.get("token")).toMatch(/Path=\//);
    expect(byName.get("role")).toMatch(/^role=therapist;/);
    expect(byName.get("CUSTOMER_TYPE")).toMatch(/^CUSTOMER_TYPE=staff;/);
  });

  it("me answers for the holder of that cookie, and is null without one", async () => {
    const me = await h.graphql<{
      me: { email: string; role: string; locations: { name: string }[]; defaultLocation: unknown };
    }>(ME, {}, { cookie: adminCookie });
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.me).toMatchObject({ email: demo("admin"), role: "admin" });
    expect(me.body.data?.me.locations.map((l) => l.name).sort()).toEqual([
      "Hillcrest Outpatient",
      "Riverside Residential",
    ]);

    const anonymous = await h.graphql(ME);
    expect(anonymous.body).toEqual({ data: { me: null } });
  });

  it("the same token works as a Bearer header", async () => {
    const token = /(?:^|; )token=([^;]+)/.exec(adminCookie)![1];
    const me = await h.graphql<{ me: { email: string } }>("{ me { email } }", {}, { authorization: `Bearer ${token}` });
    expect(me.body.data?.me.email).toBe(demo("admin"));
  });

  it("a wrong password gives UNAUTHENTICATED with the API's own message", async () => {
    const rest = await fetch(`${h.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: demo("bht"), password: "not-the-password" }),
    });
    const restBody = (await rest.json()) as { error: { message: string } };
    expect(rest.status).toBe(401);

    const response = await h.graphql(LOGIN, { email: demo("bht"), password: "not-the-password" });
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors![0]).toMatchObject({
      message: restBody.error.message,
      path: ["login"],
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/stacktrace|at .*\.ts/);
    expect(response.setCookies).toEqual([]);
  });

  it("a missing login argument is a GraphQL validation error, and the API is never called", async () => {
    const before = h.apiRequests.length;
    const response = await h.graphql('mutation { login(email: "admin@demo.hearth.test") { __typename } }');
    expect(response.status).toBe(400);
    expect(response.body.errors![0]!.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(response.body.errors![0]!.message).toMatch(/argument "password"/);
    expect(h.apiRequests.length).toBe(before);
  });

  it("an invalid e-mail reaches the API and comes back as BAD_USER_INPUT naming the field", async () => {
    const response = await h.graphql(LOGIN, { email: "not-an-email", password: "x" });
    expect(response.body.errors![0]!.extensions?.code).toBe("BAD_USER_INPUT");
    expect(response.body.errors![0]!.message).toMatch(/email/i);
  });

  it("with two-factor on, login answers a challenge and verifyTwoFactorLogin finishes it", async () => {
    const cookie = await h.loginCookie(demo("supervisor"));
    const post = (path: string, body?: unknown) =>
      fetch(`${h.url}/api/auth/${path}`, {
        method: "POST",
        headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    const { secret } = ((await (await post("two-factor/generate")).json()) as { results: { secret: string } }).results;
    // A code is accepted once: turn 2FA on with the previous period's code, sign in with the current one.
    expect(
      (await post("two-factor/update", { enabled: true, code: totp(secret, Date.now() / 1000 - 30) })).status,
    ).toBe(200);

    const challenge = await h.graphql<{ login: { __typename: string; challengeToken: string } }>(LOGIN, {
      email: demo("supervisor"),
      password: "hearth-demo",
    });
    expect(challenge.body.data?.login.__typename).toBe("TwoFactorChallenge");
    expect(challenge.setCookies.filter((c) => c.startsWith("token="))).toEqual([]);
    const challengeToken = challenge.body.data!.login.challengeToken;

    const VERIFY =
      "mutation ($t: String!, $c: String!) { verifyTwoFactorLogin(challengeToken: $t, code: $c) { user { email role } tokenExpiresAt } }";
    const wrong = await h.graphql(VERIFY, { t: challengeToken, c: totp(secret, Date.now() / 1000 + 600) });
    expect(wrong.body.errors![0]!.extensions?.code).toBe("UNAUTHENTICATED");

    const verified = await h.graphql<{ verifyTwoFactorLogin: { user: { email: string }; tokenExpiresAt: string } }>(
      VERIFY,
      { t: challengeToken, c: totp(secret) },
    );
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data?.verifyTwoFactorLogin.user.email).toBe(demo("supervisor"));
    expect(Date.parse(verified.body.data!.verifyTwoFactorLogin.tokenExpiresAt)).toBeGreaterThan(Date.now());
    const me = await h.graphql<{ me: { email: string } }>(
      "{ me { email } }",
      {},
      { cookie: cookieHeader(verified.setCookies) },
    );
    expect(me.body.data?.me.email).toBe(demo("supervisor"));
  });

  it("logout clears the cookies and ends the session", async () => {
    const cookie = await h.loginCookie(demo("admissions"));
    const response = await h.graphql<{ logout: boolean }>("mutation { logout }", {}, { cookie });
    expect(response.body).toEqual({ data: { logout: true } });
    const cleared = response.setCookies
      .filter((c) => /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c))
      .map((c) => c.split("=")[0]);
    expect(cleared).toEqual(expect.arrayContaining(["token", "refresh_token", "role", "clinician_id"]));
    expect(cookieHeader(response.setCookies)).toBe("");
    const after = await h.graphql("{ me { id } }", {}, { cookie });
    expect(after.body).toEqual({ data: { me: null } });
  });
});

describe("clinicians", () => {
  it("lists Active clinicians by default, the same page the REST API gives", async () => {
    const invite = await fetch(`${h.url}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify({
        email: `invited-${Date.now()}@example.test`,
        firstName: "Ivy",
        lastName: "Invited",
        role: "nurse",
        locationIds: [await firstLocationId()],
      }),
    });
    expect(invite.status).toBe(201);
    const invited = ((await invite.json()) as { results: ClinicianRow }).results;
    expect(invited.status).toBe(3);

    const response = await h.graphql<ClinicianPage>(CLINICIANS, {}, { cookie: adminCookie });
    expect(response.body.errors).toBeUndefined();
    const page = response.body.data!.clinicians;
    expect(page.results.length).toBeGreaterThanOrEqual(8);
    expect(page.results.every((c) => c.status === 1)).toBe(true);
    expect(page.results.map((c) => c.id)).not.toContain(invited.id);
    expect(page.pageInfo).toMatchObject({ page: 1, pageSize: 25 });

    const rest = (await (await fetch(`${h.url}/api/auth/clinicians`, { headers: { cookie: adminCookie } })).json()) as {
      results: ClinicianRow[];
      total: number;
    };
    expect(page.results.map((c) => c.id)).toEqual(rest.results.map((c) => c.id));
    expect(page.pageInfo.total).toBe(rest.total);

    const invitedOnly = await h.graphql<ClinicianPage>(
      CLINICIANS,
      { filter: { status: [3] } },
      { cookie: adminCookie },
    );
    expect(invitedOnly.body.data!.clinicians.results.map((c) => c.id)).toContain(invited.id);
  });

  it("filters by role", async () => {
    const response = await h.graphql<ClinicianPage>(
      CLINICIANS,
      { filter: { role: ["nurse"] } },
      { cookie: adminCookie },
    );
    const emails = response.body.data!.clinicians.results.map((c) => c.email);
    expect(emails).toEqual(expect.arrayContaining([demo("nurse"), demo("nurse2")]));
    expect(response.body.data!.clinicians.results.every((c) => c.role === "nurse")).toBe(true);

    const two = await h.graphql<ClinicianPage>(
      CLINICIANS,
      { filter: { role: ["nurse", "bht"], pageSize: 2 } },
      { cookie: adminCookie },
    );
    expect(two.body.data!.clinicians.results).toHaveLength(2);
    expect(two.body.data!.clinicians.pageInfo.pageSize).toBe(2);
    expect(two.body.data!.clinicians.pageInfo.total).toBeGreaterThanOrEqual(3);
  });

  it("needs a signed-in caller", async () => {
    const response = await h.graphql(CLINICIANS);
    expect(response.body.errors![0]!.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("clinician(id) is fetched once per id per request, and null when it does not exist", async () => {
    const list = await h.graphql<ClinicianPage>(
      CLINICIANS,
      { filter: { role: ["nurse", "therapist"] } },
      { cookie: adminCookie },
    );
    const [a, b] = list.body.data!.clinicians.results;
    const missing = "00000000-0000-4000-8000-00000000dead";
    const before = h.apiRequests.length;
    const response = await h.graphql<Record<string, { id: string; email?: string } | null>>(
      `query ($a: ID!, $b: ID!, $missing: ID!) {
        first: clinician(id: $a) { id email }
        again: clinician(id: $a) { id role }
        other: clinician(id: $b) { id email }
        none: clinician(id: $missing) { id }
      }`,
      { a: a!.id, b: b!.id, missing },
      { cookie: adminCookie },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data).toMatchObject({
      first: { id: a!.id, email: a!.email },
      again: { id: a!.id },
      other: { id: b!.id, email: b!.email },
      none: null,
    });
    expect(h.apiRequests.slice(before).sort()).toEqual(
      [
        `GET /api/auth/clinicians/${a!.id}`,
        `GET /api/auth/clinicians/${b!.id}`,
        `GET /api/auth/clinicians/${missing}`,
      ].sort(),
    );
  });
});

describe("announcements and notifications", () => {
  it("a nurse calling announce gets FORBIDDEN", async () => {
    const nurse = await h.loginCookie(demo("nurse"));
    const response = await h.graphql('mutation { announce(title: "Hi", body: "All staff") }', {}, { cookie: nurse });
    expect(response.body.data).toBeNull();
    expect(response.body.errors![0]!.extensions?.code).toBe("FORBIDDEN");
  });

  it("an admin's announcement shows in the recipient's notifications", async () => {
    const me = await h.graphql<{ me: { id: string } }>(
      "{ me { id } }",
      {},
      { cookie: await h.loginCookie(demo("physician")) },
    );
    const physicianId = me.body.data!.me.id;
    const sent = await h.graphql<{ announce: number }>(
      'mutation ($ids: [ID!]) { announce(title: "Rounds", body: "Rounds at 9", userIds: $ids) }',
      { ids: [physicianId] },
      { cookie: adminCookie },
    );
    expect(sent.body).toEqual({ data: { announce: 1 } });
    const physician = await h.loginCookie(demo("physician"));
    const list = await h.graphql<{
      notifications: { results: { title: string; body: string; read: boolean; createdAt: string }[] };
    }>("{ notifications { results { title body read createdAt } pageInfo { total } } }", {}, { cookie: physician });
    expect(list.body.data!.notifications.results[0]).toMatchObject({
      title: "Rounds",
      body: "Rounds at 9",
      read: false,
    });
    expect(Date.parse(list.body.data!.notifications.results[0]!.createdAt)).not.toBeNaN();
  });
});

describe("protections", () => {
  it("rejects a query nested too deep before calling the API", async () => {
    let selection = "name";
    for (let i = 0; i < 12; i += 1) selection = `ofType { ${selection} }`;
    const response = await h.graphql(`{ __type(name: "Clinician") { fields { type { ${selection} } } } }`);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors!.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/depth limit of 10 exceeded/)]),
    );
  });

  it("answers an operation over the token limit with 400, like the other limits, before calling the API", async () => {
    const before = h.apiRequests.length;
    const fields = Array.from({ length: 2100 }, () => "version").join(" ");
    const response = await h.graphql(`{ ${fields} }`, {}, { cookie: adminCookie });
    expect(response.status).toBe(400);
    expect(response.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/2000 tokens/),
      extensions: { code: "GRAPHQL_PARSE_FAILED" },
    });
    expect(h.apiRequests.length).toBe(before);
  });

  it("refuses a cross-site form post (CSRF prevention)", async () => {
    const response = await fetch(`${h.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: adminCookie },
      body: JSON.stringify({ query: "mutation { logout }" }),
    });
    expect(response.status).toBe(400);
    const after = await h.graphql<{ me: { email: string } }>("{ me { email } }", {}, { cookie: adminCookie });
    expect(after.body.data?.me.email).toBe(demo("admin"));
  });

  it("answers a subscription sent over HTTP with a pointer to the WebSocket", async () => {
    const response = await h.graphql("subscription { notificationAdded { id } }", {}, { cookie: adminCookie });
    expect(response.status).toBe(400);
    expect(response.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/WebSocket/),
      extensions: { code: "BAD_REQUEST" },
    });
  });

  it("in production, turns introspection off and hides field suggestions", async () => {
    const gateway = await createGateway({ bus: h.api.bus, api: { url: () => h.url }, production: true });
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    await app.register(fastifyWebsocket);
    await app.register(gateway.plugin);
    try {
      const ask = async (query: string) =>
        (await app.inject({ method: "POST", url: "/graphql", payload: { query } })).json<{
          data?: unknown;
          errors?: { message: string; extensions: { code: string } }[];
        }>();
      expect((await ask("{ __schema { types { name } } }")).errors![0]!.extensions.code).toBe(
        "GRAPHQL_VALIDATION_FAILED",
      );
      expect((await ask("{ versio }")).errors![0]!.message).not.toMatch(/Did you mean/);
      expect(await ask("{ version }")).toEqual({ data: { version: "9.9.9-test" } });
      // The development gateway under test does suggest.
      expect((await h.graphql("{ versio }")).body.errors![0]!.message).toMatch(/Did you mean "version"/);
    } finally {
      await app.close();
      await gateway.close();
    }
  });

  it("answers version from the API", async () => {
    expect((await h.graphql("{ version }")).body).toEqual({ data: { version: "9.9.9-test" } });
  });
});

async function firstLocationId(): Promise<string> {
  const me = await h.graphql<{ me: { locations: { id: string }[] } }>(
    "{ me { locations { id } } }",
    {},
    { cookie: adminCookie },
  );
  return me.body.data!.me.locations[0]!.id;
}

describe("a gateway of its own, calling the API over HTTP", () => {
  it("forwards credentials, hands back the API's cookies and maps its errors", async () => {
    const gateway = await createGateway({ bus: h.api.bus, api: { url: () => h.url }, production: true });
    const app = Fastify({ logger: false });
    await app.register(fastifyCookie);
    await app.register(fastifyWebsocket);
    await app.register(gateway.plugin);
    try {
      const ask = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
        app.inject({
          method: "POST",
          url: "/graphql",
          headers: { "content-type": "application/json", ...headers },
          payload: JSON.stringify({ query, variables }),
        });
      const login = await ask(LOGIN, { email: demo("therapist"), password: "hearth-demo" });
      expect(login.json()).toMatchObject({ data: { login: { __typename: "LoginSuccess" } } });
      const setCookies = [login.headers["set-cookie"] ?? []].flat();
      expect(setCookies.map((c) => c.split("=")[0])).toEqual(
        expect.arrayContaining(["token", "refresh_token", "role"]),
      );

      const page = (await ask(CLINICIANS, { filter: { pageSize: 2 } }, { cookie: cookieHeader(setCookies) })).json<{
        data: ClinicianPage;
      }>();
      expect(page.data.clinicians.results).toHaveLength(2);

      const wrong = (await ask(LOGIN, { email: demo("therapist"), password: "not-the-password" })).json<{
        errors: { extensions: { code: string } }[];
      }>();
      expect(wrong.errors[0]!.extensions.code).toBe("UNAUTHENTICATED");
    } finally {
      await app.close();
      await gateway.close();
    }
  });
});
