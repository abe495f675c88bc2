import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffUser } from "@hearth/testing";
import { collect, demo, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";

const NOTIFICATION_ADDED = "subscription { notificationAdded { id type title body link read createdAt } }";
type Added = { notificationAdded: { id: string; title: string; body: string; read: boolean; createdAt: string } };

let h: Composed;
let adminCookie: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  // The demo staff's feeds hear only this file's notifications: no timed "session starts soon" notices.
  h = await startComposed({ schedulerTickMs: 3_600_000 });
  adminCookie = await h.loginCookie(demo("admin"));
  const list = await h.graphql<{ clinicians: { results: { id: string; email: string }[] } }>(
    "{ clinicians(filter: { pageSize: 200 }) { results { id email } } }",
    {},
    { cookie: adminCookie },
  );
  for (const c of list.body.data!.clinicians.results) ids.set(c.email, c.id);
});
afterAll(async () => {
  await h?.close();
});

async function announce(title: string, emails: string[]): Promise<void> {
  const response = await h.graphql<{ announce: number }>(
    'mutation ($title: String!, $ids: [ID!]) { announce(title: $title, body: "From the integration test", userIds: $ids) }',
    { title, ids: emails.map((e) => ids.get(e)!) },
    { cookie: adminCookie },
  );
  expect(response.body).toEqual({ data: { announce: emails.length } });
}

/** Waits until the socket's connection_init was acknowledged. */
async function connected(client: ReturnType<Composed["wsClient"]>["client"]): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const offConnected = client.on("connected", () => {
      offConnected();
      resolve();
    });
    const offClosed = client.on("closed", (event) => {
      offClosed();
      reject(new Error(`closed: ${(event as { code: number }).code}`));
    });
  });
}

describe("subscription notificationAdded", () => {
  it("delivers an announcement to the nurse it was sent to, and not one sent only to another user", async () => {
    const nurseCookie = await h.loginCookie(demo("nurse"));
    const { client } = h.wsClient({ cookie: nurseCookie, origin: h.url });
    const nurse = collect<Added>(client, NOTIFICATION_ADDED);
    await connected(client);
    await new Promise((r) => setTimeout(r, 100)); // the subscribe message is processed after the ack

    await announce("For the nurse", [demo("nurse")]);
    await expect.poll(() => nurse.results.length, { timeout: 10_000 }).toBe(1);
    await announce("For the therapist only", [demo("therapist")]);
    await announce("For the nurse and the bht", [demo("nurse"), demo("bht")]);
    await expect.poll(() => nurse.results.length, { timeout: 10_000 }).toBe(2);

    // Events arrive in order, so the therapist's would have come before the last one.
    expect(nurse.results.map((r) => r.data?.notificationAdded.title)).toEqual([
      "For the nurse",
      "For the nurse and the bht",
    ]);
    expect(nurse.results[0]!.data!.notificationAdded).toMatchObject({ body: "From the integration test", read: false });
    expect(nurse.errors).toEqual([]);
    nurse.dispose();
  });

  it("authenticates with { token } in connection params too", async () => {
    const login = await fetch(`${h.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: demo("therapist"), password: "hearth-demo" }),
    });
    const token = ((await login.json()) as { results: { access_token: string } }).results.access_token;
    const { client } = h.wsClient({ connectionParams: { token } });
    const therapist = collect<Added>(client, NOTIFICATION_ADDED);
    await connected(client);
    await new Promise((r) => setTimeout(r, 100));
    await announce("Therapist by token", [demo("therapist")]);
    await expect
      .poll(() => therapist.results.map((r) => r.data?.notificationAdded.title), { timeout: 10_000 })
      .toEqual(["Therapist by token"]);
    therapist.dispose();
  });

  it("refuses connection_init without credentials, or with a bad token, with 4401", async () => {
    const anonymous = h.wsClient({});
    const anonymousSub = collect(anonymous.client, NOTIFICATION_ADDED);
    expect(await anonymous.closed).toMatchObject({ code: 4401, reason: "Unauthorized" });
    expect(anonymousSub.results).toEqual([]);

    const forged = h.wsClient({ connectionParams: { token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged" } });
    collect(forged.client, NOTIFICATION_ADDED);
    expect(await forged.closed).toMatchObject({ code: 4401 });
  });

  it("ignores the cookie when another site's page opens the socket", async () => {
    const nurseCookie = await h.loginCookie(demo("nurse"));
    const hijack = h.wsClient({ cookie: nurseCookie, origin: "https://evil.example.com" });
    collect(hijack.client, NOTIFICATION_ADDED);
    expect(await hijack.closed).toMatchObject({ code: 4401 });
  });

  it("closes a socket once its user's sessions are revoked (logout)", async () => {
    const bhtCookie = await h.loginCookie(demo("bht"));
    const { client, closed } = h.wsClient({ cookie: bhtCookie });
    collect(client, NOTIFICATION_ADDED);
    await connected(client);
    const logout = await h.graphql("mutation { logout }", {}, { cookie: bhtCookie });
    expect(logout.body).toEqual({ data: { logout: true } });
    expect(await closed).toMatchObject({ code: 4401 });
  });

  it("closes the open socket of a clinician an admin deactivates (deactivateClinician), within a second", async () => {
    const clinician = await newStaffUser(h.api);
    const cookie = await h.loginCookie(clinician.email, clinician.password);
    const { client, closed } = h.wsClient({ cookie });
    collect(client, NOTIFICATION_ADDED);
    await connected(client);
    const DEACTIVATE = "mutation ($id: ID!) { deactivateClinician(id: $id) { id status } }";

    const therapistCookie = await h.loginCookie(demo("therapist"));
    const refused = await h.graphql(DEACTIVATE, { id: clinician.id }, { cookie: therapistCookie });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    const deactivatedAt = Date.now();
    const deactivated = await h.graphql(DEACTIVATE, { id: clinician.id }, { cookie: adminCookie });
    expect(deactivated.body).toEqual({ data: { deactivateClinician: { id: clinician.id, status: 2 } } });
    expect(await closed).toMatchObject({ code: 4401, reason: "Unauthorized" });
    expect(Date.now() - deactivatedAt).toBeLessThan(1_000);
    // Nor can they sign in again.
    await expect(h.loginCookie(clinician.email, clinician.password)).rejects.toThrow("login as");
  });

  it("closes a socket within a second of its access token's expiry", async () => {
    const clinician = await newStaffUser(h.api);
    // A token that lives 2 s (to the second: 1-2 s from now), the expiry the socket must honour.
    const { token, expiresAt } = await h.api.api.deps.tokens.sign(
      { id: clinician.id, role: clinician.role, tokenVersion: clinician.tokenVersion },
      "access",
      undefined,
      2,
    );
    const { client, closed } = h.wsClient({ connectionParams: { token } });
    collect(client, NOTIFICATION_ADDED);
    await connected(client);
    expect(await closed).toMatchObject({ code: 4401, reason: "Token expired" });
    const late = Date.now() - expiresAt.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1_000);
  });
});
