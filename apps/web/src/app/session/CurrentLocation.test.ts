import { describe, expect, it } from "vitest";
import { pickLocation } from "./CurrentLocation";

const a = { __typename: "Location" as const, id: "a", name: "Riverside" };
const b = { __typename: "Location" as const, id: "b", name: "Hillcrest" };

describe("current location", () => {
  it("is the one being switched to when assigned, else the default location, else the first", () => {
    expect(pickLocation({ locations: [a, b], defaultLocation: b }, "a")).toBe(a);
    expect(pickLocation({ locations: [a, b], defaultLocation: b }, "gone")).toBe(b);
    expect(pickLocation({ locations: [a, b], defaultLocation: b }, undefined)).toBe(b);
    expect(pickLocation({ locations: [a, b], defaultLocation: null }, undefined)).toBe(a);
    expect(pickLocation({ locations: [], defaultLocation: null }, "a")).toBeNull();
  });
});
