import { describe, expect, it } from "vitest";
import { cookieUsable } from "./subscriptions";

const upgrade = (headers: Record<string, string>) => ({ headers });

describe("cookieUsable (cross-site WebSocket hijacking guard)", () => {
  it("accepts the cookie from our own pages and from non-browser clients", () => {
    expect(cookieUsable(upgrade({ host: "hearth.example.org", origin: "https://hearth.example.org" }), true)).toBe(
      true,
    );
    expect(
      cookieUsable(
        upgrade({
          host: "10.0.0.5:4000",
          "x-forwarded-host": "hearth.example.org",
          origin: "https://hearth.example.org",
        }),
        true,
      ),
    ).toBe(true);
    expect(cookieUsable(upgrade({ host: "hearth.example.org" }), true)).toBe(true);
  });

  it("refuses the cookie when another site's page opens the socket", () => {
    expect(cookieUsable(upgrade({ host: "hearth.example.org", origin: "https://evil.example.com" }), true)).toBe(false);
    expect(cookieUsable(upgrade({ host: "hearth.example.org", origin: "null" }), true)).toBe(false);
  });

  it("accepts a localhost page (Vite's dev server) only outside production", () => {
    const vite = upgrade({ host: "localhost:4000", origin: "http://localhost:5173" });
    expect(cookieUsable(vite, false)).toBe(true);
    expect(cookieUsable(vite, true)).toBe(false);
  });
});
