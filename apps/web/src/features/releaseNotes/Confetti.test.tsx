// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { Confetti, CONFETTI_STILL, CONFETTI_VIDEO, REDUCED_MOTION_QUERY } from "./Confetti";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser whose system setting asks, or does not ask, for reduced motion. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const video = () => screen.getByTestId("release-notes-confetti") as HTMLVideoElement;

describe("the release-notes confetti", () => {
  it("is a silent looping video that plays by itself, with its still frame as the poster", () => {
    preferReducedMotion(false);
    render(<Confetti />);
    expect(video().tagName).toBe("VIDEO");
    expect(video().getAttribute("src")).toBe(CONFETTI_VIDEO);
    expect(video().getAttribute("poster")).toBe(CONFETTI_STILL);
    expect(video().autoplay).toBe(true);
    expect(video().muted).toBe(true);
    expect(video().loop).toBe(true);
    expect(video().hasAttribute("playsinline")).toBe(true);
    expect(video().getAttribute("aria-hidden")).toBe("true");
  });

  it("shows only the still frame when the system asks for reduced motion", () => {
    preferReducedMotion(true);
    render(<Confetti />);
    expect(video().autoplay).toBe(false);
    expect(video().getAttribute("preload")).toBe("none");
    expect(video().getAttribute("poster")).toBe(CONFETTI_STILL);
  });
});
