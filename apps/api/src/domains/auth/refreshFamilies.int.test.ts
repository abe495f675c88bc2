/** A used refresh token that comes back revokes its whole sign-in (family); the user's other sign-ins go on. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { decodeJwt } from "jose";
import { activityLog, refreshTokens } from "../../db/schema";
import { buildClinician } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
beforeAll(async () => ({ t, org } = await startDemoApi()));
afterAll(() => t?.close());

interface Tokens {
  access_token: string;
  refresh_token: string;
}
const newUser = () =>
  buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
const signIn = async (user: { email: string; password: string }): Promise<Tokens> =>
  (
    await t.request({ method: "POST", url: "/api/auth/login", payload: { email: user.email, password: user.password } })
  ).json().results;
const refresh = (token: string) =>
  t.request({ method: "POST", url: "/api/auth/refresh-token", payload: { refresh_token: token } });
const refreshed = async (token: string): Promise<Tokens> => {
  const response = await refresh(token);
  expect(response.statusCode).toBe(200);
  return response.json().results;
};
const me = async (token: string) => (await t.request({ method: "GET", url: "/api/auth/me", token })).statusCode;
/** Moves a used token's use back in time, past the grace given to two tabs refreshing at once. */
const usedLongAgo = (token: string) =>
  t.api.deps.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - interval '5 minutes'` })
    .where(eq(refreshTokens.id, decodeJwt(token).jti!));

describe("refresh-token reuse", () => {
  it("revokes every token of that sign-in, audited, and leaves the user's other sign-ins alone", async () => {
    const user = await newUser();
    const laptop = await signIn(user);
    const phone = await signIn(user);
    const second = await refreshed(laptop.refresh_token);
    const third = await refreshed(second.refresh_token);

    await usedLongAgo(laptop.refresh_token);
    const reused = await refresh(laptop.refresh_token);
    expect(reused.statusCode).toBe(401);
    // The thief's (or the victim's) latest tokens of that sign-in are dead, access and refresh.
    expect(await me(third.access_token)).toBe(401);
    expect(await me(second.access_token)).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    expect(reused.json().error.message).toMatch(/already used; that sign-in has ended everywhere/);
    // The phone's sign-in goes on.
    expect(await me(phone.access_token)).toBe(200);
    expect(await me((await refreshed(phone.refresh_token)).access_token)).toBe(200);

    const audited = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.subjectId, user.id),
          eq(activityLog.action, "auth:refresh"),
          eq(activityLog.outcome, "failure"),
        ),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ reason: "reused_refresh_token", familyRevoked: true });
    // Open sockets of the user are told to ask again (the family's are then refused and closed).
    await t.api.deps.relay.flush();
    expect(
      t.events.filter((e) => e.name === "access.narrowed" && e.payload.userIds.includes(user.id)).map((e) => e.payload),
    ).toEqual([{ userIds: [user.id], documentNames: [], reason: "refresh_token_reuse" }]);
  });

  it("takes a used token presented again within seconds for two tabs refreshing at once: refused, nothing revoked", async () => {
    const user = await newUser();
    const first = await signIn(user);
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const winner: Tokens = (a.statusCode === 200 ? a : b).json().results;
    expect(await me(winner.access_token)).toBe(200);
    expect(await me((await refreshed(winner.refresh_token)).access_token)).toBe(200);
  });

  it("keeps sessions from before families working: their refresh starts a family", async () => {
    const user = await newUser();
    // A refresh token as issued before this change: no `fam` claim, no family on its row.
    const legacy = await t.api.deps.tokens.sign(
      { id: user.id, role: user.role, tokenVersion: user.tokenVersion },
      "refresh",
    );
    await t.api.deps.db.insert(refreshTokens).values({ id: legacy.jti, userId: user.id, expiresAt: legacy.expiresAt });
    const next = await refreshed(legacy.token);
    expect(decodeJwt(next.access_token).fam).toEqual(expect.any(String));
    await usedLongAgo(legacy.token);
    expect((await refresh(legacy.token)).statusCode).toBe(401);
    expect(await me(next.access_token)).toBe(200);
  });
});
