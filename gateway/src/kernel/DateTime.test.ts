import { describe, expect, it } from "vitest";
import { Kind } from "graphql";
import { DateTime } from "./DateTime";

describe("DateTime scalar", () => {
  it("sends instants in UTC ISO 8601", () => {
    expect(DateTime.serialize("2026-11-23T07:00:00.000Z")).toBe("2026-11-23T07:00:00.000Z");
    expect(DateTime.serialize("2026-11-22T23:00:00-08:00")).toBe("2026-11-23T07:00:00.000Z");
    expect(DateTime.serialize(new Date(Date.UTC(2026, 10, 23, 7)))).toBe("2026-11-23T07:00:00.000Z");
  });

  it("refuses anything that is not an instant", () => {
    for (const bad of ["2026-11-23", "yesterday", "2026-13-45T99:00:00.000Z", 1700000000000, null]) {
      expect(() => DateTime.parseValue(bad)).toThrow(/ISO 8601/);
    }
    expect(() => DateTime.parseLiteral({ kind: Kind.INT, value: "1" })).toThrow(/string/);
  });
});
