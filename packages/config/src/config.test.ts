import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defaultLogLevel, flag, loadConfig, parseConfig, vars } from "./index";

const Schema = z.object({
  NODE_ENV: vars.NODE_ENV,
  PORT: vars.PORT.default(4000),
  DATABASE_URL: vars.DATABASE_URL.optional(),
  REDIS_URL: vars.REDIS_URL.optional(),
  HEARTH_SERVICE_KEY: vars.HEARTH_SERVICE_KEY,
  HEARTH_PUBLIC_URL: vars.HEARTH_PUBLIC_URL.optional(),
  HEARTH_DEMO_SEED: vars.HEARTH_DEMO_SEED.optional(),
  HEARTH_LOG_LEVEL: vars.HEARTH_LOG_LEVEL.optional(),
});
const KEY = "k".repeat(32);

describe("parseConfig", () => {
  it("lists every problem at once, one line per variable with its name", () => {
    const parsed = parseConfig(Schema, {
      NODE_ENV: "staging",
      PORT: "http",
      DATABASE_URL: "mysql://db",
      REDIS_URL: "http://cache",
      HEARTH_SERVICE_KEY: "short",
      HEARTH_PUBLIC_URL: "hearth.example.org",
      HEARTH_DEMO_SEED: "maybe",
      HEARTH_LOG_LEVEL: "loud",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems).toEqual([
      "NODE_ENV: must be development, production or test",
      "PORT: must be a port number from 0 to 65535",
      "DATABASE_URL: must be a postgres:// URL",
      "REDIS_URL: must be a redis:// or rediss:// URL",
      "HEARTH_SERVICE_KEY: must be at least 32 characters, the same on the API and the collab server",
      "HEARTH_PUBLIC_URL: must be the public origin, e.g. https://hearth.example.org",
      "HEARTH_DEMO_SEED: must be true or false (1/0 and yes/no work too)",
      "HEARTH_LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
    ]);
  });

  it("treats a blank variable as unset, and applies defaults", () => {
    const parsed = parseConfig(Schema, {
      HEARTH_SERVICE_KEY: KEY,
      PORT: "",
      HEARTH_PUBLIC_URL: "https://h.example.org/",
    });
    expect(parsed).toEqual({
      ok: true,
      env: { NODE_ENV: "development", PORT: 4000, HEARTH_SERVICE_KEY: KEY, HEARTH_PUBLIC_URL: "https://h.example.org" },
    });
  });

  it("asks for the service key when it is missing", () => {
    const parsed = parseConfig(Schema, {});
    expect(parsed.ok ? [] : parsed.problems.map((p) => p.split(":")[0])).toEqual(["HEARTH_SERVICE_KEY"]);
  });
});

describe("HEARTH_SERVICE_KEY", () => {
  it("takes 32 characters or more, everywhere", () => {
    expect(vars.HEARTH_SERVICE_KEY.safeParse("k".repeat(31)).success).toBe(false);
    expect(vars.HEARTH_SERVICE_KEY.safeParse("k".repeat(32)).success).toBe(true);
    expect(vars.HEARTH_SERVICE_KEY.safeParse("k".repeat(44)).success).toBe(true);
  });
});

describe("flag", () => {
  it("reads true/false, 1/0 and yes/no in any case", () => {
    for (const on of ["true", "1", "yes", "TRUE", "Yes", " true "]) expect(flag.parse(on), on).toBe(true);
    for (const off of ["false", "0", "no", "False", "NO"]) expect(flag.parse(off), off).toBe(false);
  });

  it("refuses anything else", () => {
    for (const bad of ["on", "off", "2", "y", "enabled"]) expect(flag.safeParse(bad).success, bad).toBe(false);
  });
});

describe("defaultLogLevel", () => {
  it("is silent under tests and info otherwise", () => {
    expect(defaultLogLevel("test")).toBe("silent");
    expect(defaultLogLevel("development")).toBe("info");
    expect(defaultLogLevel("production")).toBe("info");
  });
});

describe("loadConfig", () => {
  afterEach(() => vi.restoreAllMocks());

  it("returns the configuration when it is valid", () => {
    expect(loadConfig("API", Schema, { HEARTH_SERVICE_KEY: KEY }).PORT).toBe(4000);
  });

  it("prints every problem under the app's name and exits with 1", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    expect(() => loadConfig("gateway", Schema, { PORT: "-1", HEARTH_SERVICE_KEY: "short" })).toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed.mock.calls[0]![0]).toBe(
      [
        "Hearth gateway cannot start; fix its configuration:",
        "  - PORT: must be a port number from 0 to 65535",
        "  - HEARTH_SERVICE_KEY: must be at least 32 characters, the same on the API and the collab server",
      ].join("\n"),
    );
  });
});
