import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("applies defaults for a minimal development configuration", () => {
    const parsed = parseEnv({ HEARTH_SERVICE_KEY: "0123456789abcdef" });
    expect(parsed).toMatchObject({ ok: true, env: { port: 4000, host: "0.0.0.0", demoSeed: true, publicUrl: "http://localhost:4000", databaseUrl: undefined } });
  });

  it("reports every problem at once", () => {
    const parsed = parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", HEARTH_SERVICE_KEY: "short", SMTP_URL: "ftp://mail" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.split(":")[0]).sort()).toEqual(["DATABASE_URL", "HEARTH_SERVICE_KEY", "PORT", "SMTP_URL"]);
  });

  it("does not seed demo accounts in production unless asked", () => {
    const prod = parseEnv({ NODE_ENV: "production", HEARTH_SERVICE_KEY: "0123456789abcdef" });
    expect(prod.ok && prod.env.demoSeed).toBe(false);
    const asked = parseEnv({ NODE_ENV: "production", HEARTH_SERVICE_KEY: "0123456789abcdef", HEARTH_DEMO_SEED: "true" });
    expect(asked.ok && asked.env.demoSeed).toBe(true);
  });
});
