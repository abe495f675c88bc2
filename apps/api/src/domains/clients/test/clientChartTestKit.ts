/**
 * The client-chart tests' server and sign-ins: each test file that calls `clientChartTestKit()` at its top
 * level gets its own demo API (started before its tests, closed after), the demo accounts signed in, and
 * the requests its tests make. Files share their worker's modules (isolate: false), so all state lives in
 * the call, none in this module.
 */
import { afterAll, beforeAll } from "vitest";
import { buildClient, signInDemoStaff, CLIENT_CHART_ACCOUNTS } from "@hearth/testing";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `accounts`: the demo accounts to sign in (by role name), the client-chart set unless said. */
export function clientChartTestKit(o: { accounts?: readonly string[] } = {}) {
  let t: TestApi;
  let org: DemoOrganization;
  let tokens: Record<string, string>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    ({ t, org } = await startDemoApi());
    ({ tokens, ids } = await signInDemoStaff(t, o.accounts ?? CLIENT_CHART_ACCOUNTS));
  });
  afterAll(async () => {
    await t?.close();
  });

  const signedIn = (record: Record<string, string>, who: string) => {
    const value = record[who];
    if (value === undefined) throw new Error(`"${who}" is not signed in by this test file`);
    return value;
  };
  const db = () => t.api.deps.db;
  /**
   * A request as `who`: an account signed in here, else an access token ("" sends none). `url` is under
   * `/api/auth/`, or a path the API handed out (a download link, starting with "/").
   */
  const call = (who: string, method: Method, url: string, payload?: object) =>
    t.request({
      method,
      url: url.startsWith("/") ? url : `/api/auth/${url}`,
      token: tokens[who] ?? who,
      ...(payload ? { payload } : {}),
    });
  return {
    api: () => t,
    org: () => org,
    /** The access token of an account signed in here. */
    token: (who: string) => signedIn(tokens, who),
    /** The user id of a demo account signed in here. */
    ids: (who: string) => signedIn(ids, who),
    /** Calls as `who` send `token` from now on: a user made for this file's tests. */
    signIn: (who: string, token: string) => {
      tokens[who] = token;
    },
    db,
    call,
    /** A new client of the demo organization's Riverside location (active unless said). */
    riversideClient: (o: Omit<Parameters<typeof buildClient>[1], "organizationId" | "locationId"> = {}) =>
      buildClient(db(), { organizationId: org.organizationId, locationId: org.riverside, ...o }),
  };
}
