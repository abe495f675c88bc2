import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const now = new Date("2026-11-20T18:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(relativeTime(ago(5), now)).toBe("just now");
    expect(relativeTime(ago(60), now)).toBe("1 minute ago");
    expect(relativeTime(ago(59 * 60), now)).toBe("59 minutes ago");
    expect(relativeTime(ago(3 * 3600 + 100), now)).toBe("3 hours ago");
    expect(relativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(4 * 86400), now)).toBe("4 days ago");
    expect(relativeTime(ago(15 * 86400), now)).toBe("2 weeks ago");
    expect(relativeTime(ago(400 * 86400), now)).toBe("last year");
  });

  it("calls a time slightly ahead of this clock just now, and an unreadable one nothing", () => {
    expect(relativeTime(new Date(now.getTime() + 20_000), now)).toBe("just now");
    expect(relativeTime("not a date", now)).toBe("");
  });
});
