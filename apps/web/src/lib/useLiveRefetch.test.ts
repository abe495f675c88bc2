// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { BURST_MS, useLiveRefetch } from "./useLiveRefetch";

afterEach(() => vi.useRealTimers());

describe("useLiveRefetch", () => {
  it("refetches once for a burst of events, shortly after the last", () => {
    vi.useFakeTimers();
    const refetch = vi.fn();
    const { result } = renderHook(() => useLiveRefetch(refetch));
    result.current();
    vi.advanceTimersByTime(BURST_MS - 1);
    result.current();
    result.current();
    vi.advanceTimersByTime(BURST_MS - 1);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    result.current();
    vi.advanceTimersByTime(BURST_MS);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it("uses the latest refetch, and none after unmounting", () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ refetch }) => useLiveRefetch(refetch), {
      initialProps: { refetch: first },
    });
    result.current();
    rerender({ refetch: second });
    vi.advanceTimersByTime(BURST_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    result.current();
    unmount();
    vi.advanceTimersByTime(BURST_MS);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
