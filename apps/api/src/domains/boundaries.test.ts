import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { domainCycles, domainImports } from "@hearth/testing/boundaries";

const root = fileURLToPath(new URL(".", import.meta.url));

describe("the API's domains", () => {
  it("never import each other, however indirectly", () => {
    expect(domainImports(root).size).toBeGreaterThan(5);
    expect(domainCycles(root)).toEqual([]);
  });
});
