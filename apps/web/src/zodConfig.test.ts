import { describe, expect, it } from "vitest";
import "./zodConfig";
import { config } from "zod";

describe("zod's configuration for the web app", () => {
  it("is read by zod: its parsers never compile code, which the Content-Security-Policy forbids", () => {
    expect(config().jitless).toBe(true);
  });
});
