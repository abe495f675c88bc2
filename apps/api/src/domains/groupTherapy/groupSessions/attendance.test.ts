import { describe, expect, it } from "vitest";
import { checkInStatus, kioskDisplayName, minutesFromCheckIn, resolveMinutes, sessionMinutes } from "./attendance";

const session = { startsAt: new Date("2026-11-23T18:00:00Z"), endsAt: new Date("2026-11-23T19:30:00Z") };
const at = (minutesAfterStart: number) => new Date(session.startsAt.getTime() + minutesAfterStart * 60_000);

describe("minutes attended", () => {
  it("defaults from the status", () => {
    expect(sessionMinutes(session)).toBe(90);
    expect(resolveMinutes("present", undefined, session, null)).toBe(90);
    expect(resolveMinutes("present", 75, session, null)).toBe(75);
    expect(resolveMinutes("late", undefined, session, null)).toBe(80);
    expect(resolveMinutes("late", undefined, session, at(25))).toBe(65);
    expect(resolveMinutes("late", null, session, at(200))).toBe(0);
    expect(resolveMinutes("late", 30, session, at(25))).toBe(30);
    expect(resolveMinutes("left_early", 40, session, null)).toBe(40);
    expect(resolveMinutes(null, undefined, session, null)).toBeNull();
  });

  it("forces 0 for absent and excused clients", () => {
    expect(resolveMinutes("absent", undefined, session, null)).toBe(0);
    expect(resolveMinutes("excused", 45, session, null)).toBe(0);
  });

  it("needs the minutes of a client who left early, and never more than the session", () => {
    expect(() => resolveMinutes("left_early", undefined, session, null)).toThrow(
      "minutesAttended: is required when the client left early",
    );
    expect(() => resolveMinutes("present", 91, session, null)).toThrow(
      "minutesAttended: may not exceed the session's 90 minutes",
    );
  });

  it("counts a check-in before the start as the whole session", () => {
    expect(minutesFromCheckIn(session, at(-15))).toBe(90);
    expect(minutesFromCheckIn(session, at(89.5))).toBe(0);
  });
});

describe("check-in status", () => {
  it("is present up to the grace period after the start, late after it", () => {
    expect(checkInStatus(session, at(-30))).toBe("present");
    expect(checkInStatus(session, at(10))).toBe("present");
    expect(checkInStatus(session, at(10.1))).toBe("late");
  });
});

describe("kiosk display names", () => {
  it("shows the first name and the last initial only", () => {
    expect(kioskDisplayName("Maria", "Garcia")).toBe("Maria G.");
    expect(kioskDisplayName(" Ana ", " de la Cruz")).toBe("Ana D.");
    expect(kioskDisplayName("Prince", "")).toBe("Prince");
  });
});
