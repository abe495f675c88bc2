import { describe, expect, it } from "vitest";
import { isLate } from "./lateness";

const ended = new Date("2026-11-20T18:00:00Z");
const hours = (n: number) => new Date(ended.getTime() + n * 3_600_000);

describe("a late entry", () => {
  it("is a first submission more than 24 hours after the session ended", () => {
    expect(isLate(ended, hours(23.9), false)).toBe(false);
    expect(isLate(ended, hours(24.1), false)).toBe(true);
  });

  it("is a note still unsubmitted 24 hours after the session, never a cancelled session", () => {
    expect(isLate(ended, null, false, hours(2))).toBe(false);
    expect(isLate(ended, null, false, hours(30))).toBe(true);
    expect(isLate(ended, null, true, hours(30))).toBe(false);
  });
});
