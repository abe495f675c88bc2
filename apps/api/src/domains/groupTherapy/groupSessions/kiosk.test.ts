import { describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { MemoryLimitStore } from "../../../limitStore";
import { Limiter } from "../../../rateLimit";
import { KIOSK_TOKEN_MIN_TTL_SECONDS, TokenService } from "../../auth/tokens";

const tokens = new TokenService(new TextEncoder().encode("k".repeat(48)));
const staff = { id: "8f7e3c1a-0000-4000-8000-000000000001", role: "therapist" as const, tokenVersion: 2 };
const sessionId = "8f7e3c1a-0000-4000-8000-0000000000aa";

describe("kiosk tokens", () => {
  it("carry the session and the staff user, and live until the given time", async () => {
    const until = new Date(Date.now() + 5 * 3600_000);
    const { token, expiresAt } = await tokens.signKiosk(staff, sessionId, until);
    expect(decodeJwt(token)).toMatchObject({ sub: staff.id, tv: 2, typ: "kiosk", sid: sessionId });
    expect(Math.abs(expiresAt.getTime() - until.getTime())).toBeLessThan(1000);
    expect(await tokens.verify(token, "kiosk")).toMatchObject({ sub: staff.id, sid: sessionId });
  });

  it("live at least the minimum, even for a session that ended", async () => {
    const { expiresAt } = await tokens.signKiosk(staff, sessionId, new Date(Date.now() - 3600_000));
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan((KIOSK_TOKEN_MIN_TTL_SECONDS - 5) * 1000);
  });

  it("are no access token, and an access token is no kiosk token", async () => {
    const kiosk = (await tokens.signKiosk(staff, sessionId, new Date(Date.now() + 3600_000))).token;
    await expect(tokens.verify(kiosk, "access")).rejects.toMatchObject({ code: "unauthenticated" });
    const access = (await tokens.sign(staff, "access")).token;
    await expect(tokens.verify(access, "kiosk")).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

describe("the kiosk limiter's check", () => {
  it("refuses once the attempts are used, without counting the check itself", async () => {
    let now = 0;
    const limiter = new Limiter(new MemoryLimitStore(() => now), "kiosk", 2, 1000);
    await limiter.check("entry");
    await limiter.hit("entry");
    await limiter.check("entry");
    await limiter.hit("entry");
    await expect(limiter.check("entry")).rejects.toThrow(/Too many attempts/);
    await limiter.check("other");
    now = 1000;
    await limiter.check("entry");
  });
});
