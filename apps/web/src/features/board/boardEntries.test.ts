import { describe, expect, it } from "vitest";
import { FRESH_FOR_MS, isFresh, mergeLines } from "./boardEntries";

const line = (id: string, createdAt: string) => ({ id, createdAt });

describe("the live board's lines", () => {
  it("are newest first and each once, however they arrived", () => {
    const loaded = [line("b", "2026-11-23T10:00:00.000Z"), line("a", "2026-11-23T09:00:00.000Z")];
    const live = [line("c", "2026-11-23T11:00:00.000Z"), line("b", "2026-11-23T10:00:00.000Z")];
    const older = [line("z", "2026-11-22T09:00:00.000Z")];
    expect(mergeLines(live, loaded, older).map((l) => l.id)).toEqual(["c", "b", "a", "z"]);
  });

  it("are highlighted for a minute after they arrive live, loaded ones never", () => {
    const arrived = new Map([["c", 1_000]]);
    expect(isFresh(line("c", ""), arrived, 1_000 + FRESH_FOR_MS - 1)).toBe(true);
    expect(isFresh(line("c", ""), arrived, 1_000 + FRESH_FOR_MS)).toBe(false);
    expect(isFresh(line("a", ""), arrived, 1_000)).toBe(false);
  });
});
