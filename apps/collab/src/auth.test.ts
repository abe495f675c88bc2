import { describe, expect, it } from "vitest";
import { originAllowsCookie } from "./auth";
import type { OriginPolicy } from "./auth";

/** The parts of a Fastify request the check reads: `protocol` and `host` as a trusted proxy forwards them. */
const request = (origin: string | undefined, host = "hearth.example.org", protocol: "http" | "https" = "https") => ({
  headers: origin === undefined ? {} : { origin },
  host,
  protocol,
});
const production: OriginPolicy = { publicOrigins: [], production: true };

describe("a cookie on a collab socket", () => {
  it("counts from the request's own origin: scheme, host and port", () => {
    expect(originAllowsCookie(request("https://hearth.example.org"), production)).toBe(true);
    expect(originAllowsCookie(request("https://HEARTH.example.org:443"), production)).toBe(true);
    expect(originAllowsCookie(request("http://hearth.example.org"), production)).toBe(false);
    expect(originAllowsCookie(request("https://hearth.example.org:8443"), production)).toBe(false);
    expect(originAllowsCookie(request("https://evil.example"), production)).toBe(false);
    expect(originAllowsCookie(request("http://localhost:4000", "localhost:4000", "http"), production)).toBe(true);
    expect(originAllowsCookie(request("http://localhost:5173", "localhost:4000", "http"), production)).toBe(false);
  });

  it("counts from the public origin, behind a proxy that does not say it terminated TLS", () => {
    const behindProxy = request("https://hearth.example.org", "hearth.example.org", "http");
    expect(originAllowsCookie(behindProxy, production)).toBe(false);
    expect(originAllowsCookie(behindProxy, { publicOrigins: ["https://hearth.example.org/"], production: true })).toBe(
      true,
    );
  });

  it("counts from any loopback page outside production (Vite's dev server), and never from an opaque origin", () => {
    const development: OriginPolicy = { publicOrigins: [], production: false };
    expect(originAllowsCookie(request("http://localhost:5173", "localhost:4000", "http"), development)).toBe(true);
    expect(originAllowsCookie(request("http://127.0.0.1:5173", "localhost:4000", "http"), development)).toBe(true);
    expect(originAllowsCookie(request("https://evil.example", "localhost:4000", "http"), development)).toBe(false);
    expect(originAllowsCookie(request("null"), development)).toBe(false);
  });

  it("is not a browser's without an Origin header: tools send none and carry no ambient cookie", () => {
    expect(originAllowsCookie(request(undefined), production)).toBe(true);
  });
});
