// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { nextRecheck, openingLabel, pendingOpenings, useOpeningClock } from "./sessionOpenings";

afterEach(() => vi.useRealTimers());

// 11-25-2026 10:00 AM on the facility's clock (PST), check-in from 9:30 AM.
const session = {
  date: "2026-11-25",
  checkInOpensAt: "2026-11-25T17:30:00.000Z",
  signingOpensAt: "2026-11-25T18:00:00.000Z",
};
const at = (iso: string) => Date.parse(iso);

describe("when a session opens, as the screens say it", () => {
  it("names the time on the facility's clock, with the date when it falls on another day", () => {
    expect(openingLabel(session.checkInOpensAt, session.date)).toBe("9:30 AM");
    expect(openingLabel("2026-11-25T07:30:00.000Z", "2026-11-25")).toBe("11-24-2026 11:30 PM");
  });

  it("says what has not opened yet, and nothing once it has", () => {
    expect(pendingOpenings(session, at("2026-11-25T17:29:59Z"))).toEqual({
      checkIn: "Check-in opens at 9:30 AM",
      signing: "Signing opens at 10:00 AM when the session starts",
    });
    expect(pendingOpenings(session, at("2026-11-25T17:30:00Z"))).toEqual({
      checkIn: null,
      signing: "Signing opens at 10:00 AM when the session starts",
    });
    expect(pendingOpenings(session, at("2026-11-25T18:00:00Z"))).toEqual({ checkIn: null, signing: null });
  });

  it("looks again a second after each opening and once more ten seconds after, then never", () => {
    const instants = [session.checkInOpensAt, session.signingOpensAt];
    expect(nextRecheck(instants, at("2026-11-25T17:00:00Z"))).toBe(at("2026-11-25T17:30:01Z"));
    expect(nextRecheck(instants, at("2026-11-25T17:30:01Z"))).toBe(at("2026-11-25T17:30:10Z"));
    expect(nextRecheck(instants, at("2026-11-25T17:30:10Z"))).toBe(at("2026-11-25T18:00:01Z"));
    expect(nextRecheck(instants, at("2026-11-25T18:00:10Z"))).toBeNull();
  });

  it("renews the clock and calls back when an opening passes, not before", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-25T17:29:00Z"));
    const onPass = vi.fn();
    const { result } = renderHook(() => useOpeningClock([session.checkInOpensAt], onPass));
    expect(pendingOpenings(session, result.current).checkIn).toBe("Check-in opens at 9:30 AM");
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onPass).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(pendingOpenings(session, result.current).checkIn).toBeNull();
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(onPass).toHaveBeenCalledTimes(2);
    act(() => {
      vi.advanceTimersByTime(3_600_000);
    });
    expect(onPass).toHaveBeenCalledTimes(2);
  });
});
