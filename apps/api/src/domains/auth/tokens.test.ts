import { afterEach, describe, expect, it, vi } from "vitest";
import { SignJWT, decodeJwt } from "jose";
import { TokenService, VERIFIED_TOKENS_KEPT } from "./tokens";

const key = new TextEncoder().encode("k".repeat(48));
const tokens = new TokenService(key);
const subject = { id: "8f7e3c1a-0000-4000-8000-000000000001", role: "nurse" as const, tokenVersion: 3 };

describe("TokenService", () => {
  it("signs sub, role, tv, typ and exp, with the TTL of each type", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [typ, ttl] of [
      ["access", 86_400],
      ["ai", 86_400],
      ["refresh", 604_800],
      ["challenge", 300],
    ] as const) {
      const { token } = await tokens.sign(subject, typ);
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({ sub: subject.id, role: "nurse", tv: 3, typ });
      expect(claims.exp! - now).toBeGreaterThanOrEqual(ttl - 2);
      expect(claims.exp! - now).toBeLessThanOrEqual(ttl + 2);
      expect(await tokens.verify(token, typ)).toMatchObject({ sub: subject.id, tv: 3, typ });
    }
  });

  it("refuses a token of another type, another key, or past its expiry", async () => {
    const { token } = await tokens.sign(subject, "refresh");
    await expect(tokens.verify(token, "access")).rejects.toMatchObject({ code: "unauthenticated" });
    const other = new TokenService(new TextEncoder().encode("z".repeat(48)));
    await expect(other.verify(token, "refresh")).rejects.toMatchObject({ code: "unauthenticated" });
    const expired = await new SignJWT({ role: "nurse", tv: 0, typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(subject.id)
      .setIssuer("hearth-api")
      .setJti("j")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    await expect(tokens.verify(expired, "access")).rejects.toMatchObject({ code: "token_expired" });
  });

  it("refuses a token signed with alg none", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const body = Buffer.from(
      JSON.stringify({
        sub: subject.id,
        role: "admin",
        tv: 0,
        typ: "access",
        exp: 9_999_999_999,
        iss: "hearth-api",
        jti: "x",
      }),
    ).toString("base64url");
    await expect(tokens.verify(`${header}.${body}.`, "access")).rejects.toMatchObject({ code: "unauthenticated" });
  });

  describe("a token verified before", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("is still refused past its expiry, and as another type", async () => {
      const remembering = new TokenService(key);
      const { token } = await remembering.sign(subject, "access", undefined, 60);
      expect(await remembering.verify(token, "access")).toMatchObject({ sub: subject.id });
      await expect(remembering.verify(token, "refresh")).rejects.toMatchObject({ code: "unauthenticated" });
      vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
      await expect(remembering.verify(token, "access")).rejects.toMatchObject({ code: "token_expired" });
      await expect(remembering.verify(token, "access")).rejects.toMatchObject({ code: "token_expired" });
    });

    it("is forgotten, oldest first, beyond the number kept", async () => {
      const remembering = new TokenService(key);
      const first = (await remembering.sign(subject, "access")).token;
      await remembering.verify(first, "access");
      for (let i = 0; i < VERIFIED_TOKENS_KEPT; i += 1)
        await remembering.verify((await remembering.sign(subject, "access")).token, "access");
      // The first token is verified afresh: still valid, and the memo holds no more than its bound.
      expect(await remembering.verify(first, "access")).toMatchObject({ sub: subject.id });
      expect((remembering as unknown as { verified: Map<string, unknown> }).verified.size).toBe(VERIFIED_TOKENS_KEPT);
    });
  });
});
