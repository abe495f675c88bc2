import { describe, expect, it } from "vitest";
import { canonicalJson, contentHash } from "./hash";

describe("contentHash", () => {
  it("does not depend on key order", () => {
    const a = { html: "<p>x</p>", meta: { b: 1, a: [1, { d: null, c: true }] } };
    const b = { meta: { a: [1, { c: true, d: null }], b: 1 }, html: "<p>x</p>" };
    expect(canonicalJson(a)).toBe('{"html":"<p>x</p>","meta":{"a":[1,{"c":true,"d":null}],"b":1}}');
    expect(contentHash(a)).toBe(contentHash(b));
  });

  it("changes with a one-character change", () => {
    expect(contentHash({ text: "Plan: meet Friday" })).not.toBe(contentHash({ text: "Plan: meet Fridey" }));
  });

  it("is SHA-256 hex over the UTF-8 of the canonical JSON", () => {
    // Reference values from `printf '{"a":[1,"é"]}' | sha256sum`.
    expect(contentHash({ a: [1, "é"] })).toBe("5db14a2cddc92d31365806bb5d82ed2bc436bf6960d10cd4654140f7bdadce1c");
    expect(contentHash("ab")).toBe("782beb2948d61c6b50ae083a2c63328c5c4d6f41c746c2fc6061d3dac370bc92");
  });

  it("drops undefined properties and honours toJSON, as JSON.stringify does", () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ at: new Date("2026-01-02T03:04:05.000Z") })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });

  it("refuses values that are not plain JSON", () => {
    for (const value of [
      new Map(),
      new Set([1]),
      new Uint8Array(2),
      Number.NaN,
      Infinity,
      [undefined],
      undefined,
      () => 1,
      1n,
    ]) {
      expect(() => canonicalJson(value)).toThrow(TypeError);
    }
  });
});
