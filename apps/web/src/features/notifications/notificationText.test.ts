import { describe, expect, it } from "vitest";
import { bellLabel, inAppPath, pathnameOf } from "./notificationText";

describe("bellLabel", () => {
  it("says how many are unread, and nothing of a count when none are", () => {
    expect(bellLabel(undefined)).toBe("Notifications");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
    // The badge stops at 99+; the name keeps the real number.
    expect(bellLabel(250)).toBe("Notifications, 250 unread");
  });
});

describe("inAppPath", () => {
  it("follows paths of this app only", () => {
    expect(inAppPath("/approvals")).toBe("/approvals");
    expect(inAppPath("/groupnotes/session/42?tabs=note")).toBe("/groupnotes/session/42?tabs=note");
    expect(inAppPath(null)).toBeNull();
    expect(inAppPath("")).toBeNull();
    expect(inAppPath("https://elsewhere.example/phish")).toBeNull();
    expect(inAppPath("//elsewhere.example")).toBeNull();
    expect(inAppPath("/\\elsewhere.example")).toBeNull();
    expect(inAppPath("javascript:alert(1)")).toBeNull();
  });

  it("knows the page a link opens", () => {
    expect(pathnameOf("/approvals?note=1")).toBe("/approvals");
    expect(pathnameOf("/clients/7#top")).toBe("/clients/7");
  });
});
