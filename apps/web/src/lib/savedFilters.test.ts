import { describe, expect, it } from "vitest";
import { loadSavedFilter, saveFilter, savedFilterKey } from "./savedFilters";

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

describe("saved filters per area", () => {
  it("keeps each area's filter under its own key and parses it on the way back", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const parse = (v: unknown) => ({
      dateFrom:
        typeof (v as { dateFrom?: unknown })?.dateFrom === "string" ? (v as { dateFrom: string }).dateFrom : "default",
    });
    expect(loadSavedFilter("activity", parse, storage)).toEqual({ dateFrom: "default" });
    saveFilter("activity", { dateFrom: "2026-01-01" }, storage);
    expect(loadSavedFilter("activity", parse, storage)).toEqual({ dateFrom: "2026-01-01" });
    expect(loadSavedFilter("events", parse, storage)).toEqual({ dateFrom: "default" });
    expect(savedFilterKey("clinicians")).toBe("hearth.filters.clinicians");
  });
});
