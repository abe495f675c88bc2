import { describe, expect, it } from "vitest";
import { meansSessionLost } from "./apollo";

describe("which errors mean the session is lost", () => {
  it("is a 401 about the session", () => {
    expect(meansSessionLost({ extensions: { code: "UNAUTHENTICATED", apiCode: "unauthenticated" } })).toBe(true);
    expect(meansSessionLost({ extensions: { code: "UNAUTHENTICATED", apiCode: "token_expired" } })).toBe(true);
    expect(meansSessionLost({ extensions: { code: "UNAUTHENTICATED" } })).toBe(true);
  });

  it("is not a wrong password or PIN typed to sign something, nor any other error", () => {
    expect(meansSessionLost({ extensions: { code: "UNAUTHENTICATED", apiCode: "invalid_credentials" } })).toBe(false);
    expect(meansSessionLost({ extensions: { code: "UNAUTHENTICATED", apiCode: "two_factor_invalid" } })).toBe(false);
    expect(meansSessionLost({ extensions: { code: "FORBIDDEN", apiCode: "forbidden" } })).toBe(false);
    expect(meansSessionLost({})).toBe(false);
  });
});
