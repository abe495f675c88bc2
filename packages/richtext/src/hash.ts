import { createHash } from "node:crypto";

/**
 * Canonical JSON: object keys sorted, no whitespace, so equal values give equal strings whatever
 * order their keys were built in. Throws on anything that is not plain JSON (Map, Set, typed
 * arrays, NaN, undefined in an array …) rather than hashing it as something else, the way
 * JSON.stringify would turn a Map into {}. Properties whose value is undefined are left out, and
 * toJSON() is honoured (a Date hashes as its ISO string), both as in JSON.stringify.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError(`canonicalJson: ${value} is not a JSON number`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    if (typeof (value as { toJSON?: unknown }).toJSON === "function") {
      return canonicalJson((value as { toJSON: () => unknown }).toJSON());
    }
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) {
      throw new TypeError(`canonicalJson: ${Object.prototype.toString.call(value)} is not a JSON object`);
    }
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(",")}}`;
  }
  throw new TypeError(`canonicalJson: a ${typeof value} is not a JSON value`);
}

/** SHA-256 (hex) of the canonical JSON of `value`; signatures are bound to it. */
export function contentHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value), "utf8").digest("hex");
}
