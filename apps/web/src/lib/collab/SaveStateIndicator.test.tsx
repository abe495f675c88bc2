import { describe, expect, it } from "vitest";
import type { ConnectionSnapshot } from "./collabConnection";
import { saveStateView } from "./SaveStateIndicator";

const snapshot = (patch: Partial<ConnectionSnapshot>): ConnectionSnapshot => ({
  status: { kind: "connected" },
  participants: [],
  saved: "saved",
  locked: false,
  ...patch,
});

describe("save state", () => {
  it("says Saved, Saving… or Offline from what the server has stored", () => {
    expect(saveStateView(snapshot({}), true, false).label).toBe("Saved");
    expect(saveStateView(snapshot({ saved: "saving" }), true, false).label).toBe("Saving…");
    expect(saveStateView(snapshot({ saved: "offline", status: { kind: "offline" } }), true, false).label).toBe(
      "Offline — your changes will be saved when the connection returns",
    );
  });

  it("says Paused while the server's cool-down after a 4429 runs, to writers", () => {
    const paused = snapshot({ status: { kind: "paused", retryInMs: 6_000 }, saved: "offline" });
    expect(saveStateView(paused, true, false).label).toBe("Paused — your changes will be saved when it reconnects");
    expect(saveStateView({ ...paused, saved: "saved" }, true, true).label).toBe("Read-only");
  });

  it("waits for the first sync, and tells readers and a locked note apart", () => {
    expect(saveStateView(snapshot({ status: { kind: "connecting" } }), false, false).label).toBe("Connecting…");
    expect(saveStateView(snapshot({}), true, true).label).toBe("Read-only");
    expect(saveStateView(snapshot({ locked: true }), true, false).label).toBe("Locked");
    // Unsaved typing outranks the lock: the person must know it did not reach the server.
    expect(saveStateView(snapshot({ locked: true, saved: "saving" }), true, false).label).toBe("Saving…");
  });
});
