import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const KEY = "0123456789abcdef0123456789abcdef";

describe("parseEnv", () => {
  it("applies defaults for a minimal development configuration", () => {
    const parsed = parseEnv({ HEARTH_SERVICE_KEY: KEY });
    expect(parsed).toMatchObject({
      ok: true,
      env: {
        port: 4000,
        host: "0.0.0.0",
        demoSeed: true,
        publicUrl: "http://localhost:4000",
        databaseUrl: undefined,
        logLevel: "info",
      },
    });
  });

  it("wants a service key of at least 32 characters, the collab server's rule too", () => {
    for (const short of ["short", "0123456789abcdef", KEY.slice(1)]) {
      const parsed = parseEnv({ HEARTH_SERVICE_KEY: short });
      expect(parsed.ok ? [] : parsed.problems).toEqual([
        "HEARTH_SERVICE_KEY: must be at least 32 characters, the same on the API and the collab server",
      ]);
    }
    expect(parseEnv({}).ok).toBe(false);
    expect(parseEnv({ HEARTH_SERVICE_KEY: KEY }).ok).toBe(true);
  });

  it("reads its switches as true/false, 1/0 or yes/no", () => {
    const base = { HEARTH_SERVICE_KEY: KEY, NODE_ENV: "production" };
    for (const [value, on] of [
      ["yes", true],
      ["1", true],
      ["TRUE", true],
      ["no", false],
      ["0", false],
    ] as const)
      expect(parseEnv({ ...base, HEARTH_DEMO_SEED: value, HEARTH_API_DOCS: value }), value).toMatchObject({
        ok: true,
        env: { demoSeed: on, apiDocs: on },
      });
  });

  it("logs at HEARTH_LOG_LEVEL, silent under tests unless asked", () => {
    expect(parseEnv({ HEARTH_SERVICE_KEY: KEY, NODE_ENV: "test" })).toMatchObject({ env: { logLevel: "silent" } });
    expect(parseEnv({ HEARTH_SERVICE_KEY: KEY, HEARTH_LOG_LEVEL: "warn" })).toMatchObject({
      env: { logLevel: "warn" },
    });
    const bad = parseEnv({ HEARTH_SERVICE_KEY: KEY, HEARTH_LOG_LEVEL: "verbose" });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(":")[0])).toEqual(["HEARTH_LOG_LEVEL"]);
  });

  it("reports every problem at once", () => {
    const parsed = parseEnv({
      PORT: "http",
      DATABASE_URL: "mysql://x",
      HEARTH_SERVICE_KEY: "short",
      SMTP_URL: "ftp://mail",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "DATABASE_URL",
      "HEARTH_SERVICE_KEY",
      "PORT",
      "SMTP_URL",
    ]);
  });

  it("does not seed demo accounts in production unless asked", () => {
    const prod = parseEnv({ NODE_ENV: "production", HEARTH_SERVICE_KEY: KEY });
    expect(prod.ok && prod.env.demoSeed).toBe(false);
    const asked = parseEnv({
      NODE_ENV: "production",
      HEARTH_SERVICE_KEY: KEY,
      HEARTH_DEMO_SEED: "true",
    });
    expect(asked.ok && asked.env.demoSeed).toBe(true);
  });

  it("serves the OpenAPI document outside production, and in production only when HEARTH_API_DOCS asks", () => {
    const key = { HEARTH_SERVICE_KEY: KEY };
    expect(parseEnv(key)).toMatchObject({ ok: true, env: { apiDocs: true } });
    expect(parseEnv({ ...key, NODE_ENV: "production" })).toMatchObject({ ok: true, env: { apiDocs: false } });
    expect(parseEnv({ ...key, NODE_ENV: "production", HEARTH_API_DOCS: "true" })).toMatchObject({
      ok: true,
      env: { apiDocs: true },
    });
    expect(parseEnv({ ...key, HEARTH_API_DOCS: "false" })).toMatchObject({ ok: true, env: { apiDocs: false } });
  });

  it("takes HEARTH_OPERATOR_ORGANIZATION as an organization id", () => {
    const key = { HEARTH_SERVICE_KEY: KEY };
    const id = "0a0a0a0a-0000-4000-8000-00000000a0a0";
    expect(parseEnv({ ...key, HEARTH_OPERATOR_ORGANIZATION: id })).toMatchObject({
      ok: true,
      env: { operatorOrganizationId: id },
    });
    const bad = parseEnv({ ...key, HEARTH_OPERATOR_ORGANIZATION: "ops@example.com", HEARTH_API_DOCS: "maybe" });
    expect(bad.ok ? [] : bad.problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "HEARTH_API_DOCS",
      "HEARTH_OPERATOR_ORGANIZATION",
    ]);
  });

  it("takes HEARTH_DB_CONCURRENCY as a whole number ≥ 1, and leaves it to the driver when absent", () => {
    const key = { HEARTH_SERVICE_KEY: KEY };
    expect(parseEnv(key)).toMatchObject({ ok: true, env: { dbConcurrency: undefined } });
    expect(parseEnv({ ...key, HEARTH_DB_CONCURRENCY: "4" })).toMatchObject({ ok: true, env: { dbConcurrency: 4 } });
    for (const bad of ["0", "2.5", "many"]) {
      const parsed = parseEnv({ ...key, HEARTH_DB_CONCURRENCY: bad });
      expect(parsed.ok ? [] : parsed.problems.map((p) => p.split(":")[0])).toEqual(["HEARTH_DB_CONCURRENCY"]);
    }
  });
});
