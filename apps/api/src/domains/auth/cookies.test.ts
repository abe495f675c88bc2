import { describe, expect, it } from "vitest";
import { COOKIE } from "@hearth/schema";
import { clearedCookies, sessionCookies } from "./cookies";

const input = {
  accessToken: "a",
  aiToken: "i",
  refreshToken: "r",
  user: { id: "u1", role: "client" as const, fullname: "Casey Client", timezone: "America/Los_Angeles" },
  buildDate: "2026-11-23",
};

describe("session cookies", () => {
  it("sets the tokens HttpOnly (refresh 7 days) and the rest readable for 1 day, all on path /", () => {
    const cookies = new Map(sessionCookies(input, true).map((c) => [c.name, c]));
    expect([...cookies.keys()].sort()).toEqual(
      Object.values(COOKIE)
        .filter((n) => n !== COOKIE.pushToken)
        .sort(),
    );
    for (const c of cookies.values()) {
      expect(c.options.path).toBe("/");
      expect(c.options.secure).toBe(true);
      expect(c.options.sameSite).toBe("lax");
    }
    expect(cookies.get(COOKIE.refreshToken)!.options).toMatchObject({ maxAge: 604_800, httpOnly: true });
    expect(cookies.get(COOKIE.token)!.options).toMatchObject({ maxAge: 86_400, httpOnly: true });
    expect(cookies.get(COOKIE.aiToken)!.options).toMatchObject({ maxAge: 86_400, httpOnly: true });
    expect(cookies.get(COOKIE.role)!.options).toMatchObject({ maxAge: 86_400, httpOnly: false });
    expect(cookies.get(COOKIE.customerType)!.value).toBe("client");
    expect(cookies.get(COOKIE.clinicianName)!.value).toBe("Casey Client");
  });

  it("clears everything on logout except push_token", () => {
    const cleared = clearedCookies(["push_token", "stray"], false);
    const names = cleared.map((c) => c.name);
    expect(names).not.toContain(COOKIE.pushToken);
    expect(names).toEqual(expect.arrayContaining([COOKIE.token, COOKIE.refreshToken, COOKIE.buildDate, "stray"]));
    expect(cleared.every((c) => c.options.maxAge === 0 && c.value === "")).toBe(true);
  });
});
