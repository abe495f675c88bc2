import { describe, expect, it } from "vitest";
import { DEDUPE_MS } from "../../lib/fetchPolicy";
import { refetchDelay } from "./useLiveQueue";

describe("refetchDelay", () => {
  it("waits a short burst delay when nothing was refetched lately", () => {
    expect(refetchDelay(10_000, undefined)).toBe(300);
    expect(refetchDelay(10_000, 10_000 - DEDUPE_MS - 1000)).toBe(300);
  });

  it("waits out the dedupe window of the previous refetch, so a new submission is really fetched", () => {
    expect(refetchDelay(10_000, 10_000 - 500)).toBe(DEDUPE_MS + 50 - 500);
    expect(refetchDelay(10_000, 10_000)).toBe(DEDUPE_MS + 50);
  });
});
