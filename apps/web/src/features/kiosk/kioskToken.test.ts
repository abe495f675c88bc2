// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  KIOSK_TOKEN_KEY,
  dropKioskCredential,
  kioskContext,
  msUntilExpiry,
  parseKioskCredential,
  readKioskCredential,
  saveKioskCredential,
} from "./kioskToken";

const credential = { token: "t.k.n", expiresAt: "2026-11-23T20:00:00.000Z", sessionId: "s1", groupId: "g1" };

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("kiosk credential storage", () => {
  it("keeps the token in sessionStorage only", () => {
    saveKioskCredential(credential);
    expect(readKioskCredential()).toEqual(credential);
    expect(window.sessionStorage.getItem(KIOSK_TOKEN_KEY)).toContain("t.k.n");
    expect(Object.keys(window.localStorage)).toHaveLength(0);
    dropKioskCredential();
    expect(readKioskCredential()).toBeNull();
  });

  it("ignores a damaged or partial value", () => {
    expect(parseKioskCredential("{")).toBeNull();
    expect(parseKioskCredential(JSON.stringify({ ...credential, token: "" }))).toBeNull();
    expect(parseKioskCredential(JSON.stringify({ token: "x" }))).toBeNull();
    expect(parseKioskCredential(null)).toBeNull();
  });
});

describe("expiry and headers", () => {
  it("counts down to the expiry and never below zero", () => {
    const now = Date.parse("2026-11-23T19:59:00.000Z");
    expect(msUntilExpiry(credential, now)).toBe(60_000);
    expect(msUntilExpiry(credential, now + 120_000)).toBe(0);
    expect(msUntilExpiry({ expiresAt: "whenever" }, now)).toBe(0);
  });

  it("sends the token as a bearer token", () => {
    expect(kioskContext("abc")).toEqual({ headers: { Authorization: "Bearer abc" } });
  });
});
