import { describe, expect, it } from "vitest";
import {
  acceptRange,
  loadSessionFilter,
  parseSessionFilter,
  saveSessionFilter,
  SESSION_FILTER_KEY,
  toSessionFilterInput,
} from "./sessionFilter";

const NOW = new Date("2026-11-25T18:00:00Z"); // Wednesday in Los Angeles

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("session filters", () => {
  it("open on this week, as a list, with nothing else chosen", () => {
    expect(parseSessionFilter(undefined, NOW)).toEqual({
      view: "list",
      range: { from: "2026-11-23", to: "2026-11-29" },
      groupId: "",
      facilitatorId: "",
      status: [],
      includeCancelled: false,
    });
  });

  it("remember the view and the filters but not the dates", () => {
    const storage = memoryStorage();
    saveSessionFilter(
      {
        view: "calendar",
        range: { from: "2026-01-05", to: "2026-01-11" },
        groupId: "g1",
        facilitatorId: "u2",
        status: ["submitted"],
        includeCancelled: true,
      },
      storage,
    );
    expect(JSON.parse(storage.getItem(SESSION_FILTER_KEY)!)).not.toHaveProperty("range");
    expect(loadSessionFilter(storage, NOW)).toEqual({
      view: "calendar",
      range: { from: "2026-11-23", to: "2026-11-29" },
      groupId: "g1",
      facilitatorId: "u2",
      status: ["submitted"],
      includeCancelled: true,
    });
  });

  it("drop what an older build or a hand edit left behind", () => {
    const parsed = parseSessionFilter(
      { view: "grid", status: ["draft", "lost", "draft"], groupId: 7, includeCancelled: "yes" },
      NOW,
    );
    expect(parsed).toMatchObject({ view: "list", status: ["draft"], groupId: "", includeCancelled: false });
  });

  it("accept only a complete range in order", () => {
    expect(acceptRange({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(acceptRange({ from: "2026-11-30", to: "2026-11-01" })).toBeNull();
    expect(acceptRange({ from: "", to: "2026-11-01" })).toBeNull();
  });

  it("ask the server for a page of the list, or the whole week for the calendar", () => {
    const filter = parseSessionFilter({ groupId: "g1", status: [] }, NOW);
    const week = { from: "2026-11-23", to: "2026-11-29" };
    expect(toSessionFilterInput(filter, "loc1", week, 1)).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
      locationId: "loc1",
      groupId: "g1",
      facilitatorId: undefined,
      status: undefined,
      includeCancelled: false,
      page: 2,
      pageSize: 50,
    });
    expect(toSessionFilterInput(filter, "loc1", week, "all")).toMatchObject({ page: 1, pageSize: 200 });
  });
});
