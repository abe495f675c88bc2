import { describe, expect, it } from "vitest";
import { nextProgress } from "./RouteProgress";

describe("route progress (§9)", () => {
  it("advances 0.1 per step and ends after 1", () => {
    const values: number[] = [];
    for (let v: number | null = 0; v !== null; v = nextProgress(v)) values.push(v);
    expect(values).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });
});
