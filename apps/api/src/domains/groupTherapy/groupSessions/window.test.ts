import { describe, expect, it } from "vitest";
import { sessionInstants } from "../../../kernel/time";
import { checkInOpensMessage, isOpen, sessionWindow, signingOpensMessage } from "./window";

const at = (iso: string) => new Date(iso);
const ms = (d: Date, delta: number) => new Date(d.getTime() + delta);

describe("a session's documentation window", () => {
  // 11-25-2026 10:00–11:00 on the facility's clock (PST, UTC-8).
  const session = sessionInstants("2026-11-25", "10:00", "11:00");
  const window = sessionWindow(session, 30);

  it("opens check-in the set minutes before the start, and signing at the start", () => {
    expect(window.checkInOpensAt.toISOString()).toBe("2026-11-25T17:30:00.000Z");
    expect(window.signingOpensAt.toISOString()).toBe("2026-11-25T18:00:00.000Z");
    expect(sessionWindow(session, 0).checkInOpensAt).toEqual(session.startsAt);
    expect(sessionWindow(session, 240).checkInOpensAt.toISOString()).toBe("2026-11-25T14:00:00.000Z");
  });

  it("is open from its instant on, that instant included, and never closes", () => {
    expect(isOpen(window, "check_in", ms(window.checkInOpensAt, -1))).toBe(false);
    expect(isOpen(window, "check_in", window.checkInOpensAt)).toBe(true);
    expect(isOpen(window, "signing", window.checkInOpensAt)).toBe(false);
    expect(isOpen(window, "signing", ms(session.startsAt, -1))).toBe(false);
    expect(isOpen(window, "signing", session.startsAt)).toBe(true);
    // A late entry, days after the session ended, is still allowed (and marked late elsewhere).
    expect(isOpen(window, "check_in", at("2026-12-25T00:00:00Z"))).toBe(true);
    expect(isOpen(window, "signing", at("2026-12-25T00:00:00Z"))).toBe(true);
  });

  it("says when it opens on the facility's clock, in the staff's format", () => {
    expect(checkInOpensMessage(window)).toBe("Check-in opens at 11-25-2026 9:30 AM");
    expect(signingOpensMessage(window)).toBe("Signing opens when the session starts at 11-25-2026 10:00 AM");
  });

  it("counts real minutes across a DST change, not minutes of the wall clock", () => {
    // Spring forward (03-08-2026 2:00 AM PST becomes 3:00 AM PDT): an hour before 3:30 AM PDT is 1:30 AM PST.
    const spring = sessionWindow(sessionInstants("2026-03-08", "03:30", "04:30"), 60);
    expect(spring.checkInOpensAt.toISOString()).toBe("2026-03-08T09:30:00.000Z");
    expect(checkInOpensMessage(spring)).toBe("Check-in opens at 03-08-2026 1:30 AM");
    // Fall back (11-01-2026 2:00 AM PDT becomes 1:00 AM PST): 90 minutes before 2:00 AM PST is 1:30 AM PDT, not 12:30 AM.
    const fall = sessionWindow(sessionInstants("2026-11-01", "02:00", "03:00"), 90);
    expect(fall.checkInOpensAt.toISOString()).toBe("2026-11-01T08:30:00.000Z");
    expect(checkInOpensMessage(fall)).toBe("Check-in opens at 11-01-2026 1:30 AM");
  });

  it("may open on the day before, for a session just after midnight", () => {
    const early = sessionWindow(sessionInstants("2026-11-26", "00:15", "01:00"), 60);
    expect(checkInOpensMessage(early)).toBe("Check-in opens at 11-25-2026 11:15 PM");
    expect(signingOpensMessage(early)).toBe("Signing opens when the session starts at 11-26-2026 12:15 AM");
  });
});
