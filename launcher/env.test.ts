import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readEnv } from "./env";

describe("readEnv (npm start)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("needs nothing: demo seed and API docs on, logs at info, a random service key per start", () => {
    expect(readEnv({})).toMatchObject({
      PORT: 4000,
      HOST: "0.0.0.0",
      HEARTH_DATA_DIR: path.resolve("./data"),
      HEARTH_DEMO_SEED: true,
      HEARTH_API_DOCS: true,
      HEARTH_LOG_LEVEL: "info",
    });
    expect(readEnv({}).HEARTH_SERVICE_KEY).toBeUndefined();
  });

  it("turns the demo seed and API docs off in production unless a switch says otherwise", () => {
    expect(readEnv({ NODE_ENV: "production" })).toMatchObject({ HEARTH_DEMO_SEED: false, HEARTH_API_DOCS: false });
    expect(readEnv({ NODE_ENV: "production", HEARTH_DEMO_SEED: "yes", HEARTH_API_DOCS: "1" })).toMatchObject({
      HEARTH_DEMO_SEED: true,
      HEARTH_API_DOCS: true,
    });
    expect(readEnv({ NODE_ENV: "test" }).HEARTH_LOG_LEVEL).toBe("silent");
  });

  it("refuses to start with every problem listed, the service key's rule the API's", () => {
    const printed = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as typeof process.exit);
    expect(() => readEnv({ HEARTH_SERVICE_KEY: "short", HEARTH_DEMO_SEED: "maybe", SMTP_URL: "mail" })).toThrow(
      "exit 1",
    );
    expect(String(printed.mock.calls[0]![0]).split("\n")).toEqual([
      "Hearth server cannot start; fix its configuration:",
      "  - HEARTH_SERVICE_KEY: must be at least 32 characters, the same on the API and the collab server",
      "  - HEARTH_DEMO_SEED: must be true or false (1/0 and yes/no work too)",
      "  - SMTP_URL: must be an smtp:// or smtps:// URL",
    ]);
  });
});
