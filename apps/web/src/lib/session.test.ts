import { describe, expect, it } from "vitest";
import { jwtExpiry, shouldHandleExpiredSession } from "./session";

describe("session check on load (§4)", () => {
  const now = Date.parse("2026-05-01T12:00:00Z");
  const expired = now - 1;
  it("runs when no other tab is open and the remembered token has expired", () => {
    expect(shouldHandleExpiredSession({ pathname: "/dashboard", otherTabs: 0, expiresAt: expired, now })).toBe(true);
  });
  it("does not run with another tab open, without a token, with a live token, or on the form viewer", () => {
    expect(shouldHandleExpiredSession({ pathname: "/dashboard", otherTabs: 1, expiresAt: expired, now })).toBe(false);
    expect(shouldHandleExpiredSession({ pathname: "/dashboard", otherTabs: 0, expiresAt: undefined, now })).toBe(false);
    expect(shouldHandleExpiredSession({ pathname: "/dashboard", otherTabs: 0, expiresAt: now + 60_000, now })).toBe(
      false,
    );
    expect(shouldHandleExpiredSession({ pathname: "/formViewer", otherTabs: 0, expiresAt: expired, now })).toBe(false);
  });
  it("reads a JWT's expiry without verifying it", () => {
    const payload = btoa(JSON.stringify({ sub: "u", exp: 1_800_000_000 })).replace(/=+$/, "");
    expect(jwtExpiry(`x.${payload}.sig`)).toBe(1_800_000_000_000);
    expect(jwtExpiry("garbage")).toBeUndefined();
  });
});
