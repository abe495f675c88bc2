import { describe, expect, it } from "vitest";
import { pendingNames, queueState, queueStateLabel } from "./queueState";
import type { QueueNote } from "./queueState";

const ME = "sup-1";
const bailey = { role: "co_facilitator" as const, user: { id: "bht", fullname: "Bailey Nguyen" } };
const nora = { role: "additional_signee" as const, user: { id: "nurse", fullname: "Nora Castillo" } };
const note = (o: Partial<QueueNote> = {}): QueueNote => ({
  pendingSigners: [],
  submittedBy: { id: "ther" },
  permissions: { approve: true, kickBack: true, approveBlockedReason: null },
  ...o,
});
const waitingPermissions = {
  approve: false,
  kickBack: true,
  approveBlockedReason: "Waiting for the signature of Bailey Nguyen (co-facilitator)",
};

describe("where a submitted note stands in the queue", () => {
  it("is ready when the server lets the supervisor approve it", () => {
    expect(queueStateLabel(queueState(note(), ME))).toBe("Ready to approve");
  });

  it("waits for its co-signers, named with their roles", () => {
    expect(queueStateLabel(queueState(note({ pendingSigners: [bailey], permissions: waitingPermissions }), ME))).toBe(
      "Waiting for Bailey Nguyen (co-facilitator)",
    );
    expect(pendingNames([bailey, nora])).toBe("Bailey Nguyen (co-facilitator) and Nora Castillo (additional signee)");
  });

  it("is the supervisor's own submission: not hers to approve, once signed by all", () => {
    const own = note({
      submittedBy: { id: ME },
      permissions: { approve: false, kickBack: false, approveBlockedReason: "You cannot approve a note you submitted" },
    });
    expect(queueState(own, ME)).toEqual({ kind: "own" });
    expect(queueStateLabel(queueState(own, ME))).toBe("Submitted by you: another supervisor approves it");
    // Still waiting for co-signers: that is said first, whoever submitted it.
    expect(queueState({ ...own, pendingSigners: [nora] }, ME).kind).toBe("waiting");
  });

  it("gives the server's reason when a reviewer may not approve for another reason", () => {
    const blocked = note({
      permissions: {
        approve: false,
        kickBack: true,
        approveBlockedReason: "Signing opens when the session starts at 11-25-2026 10:00 AM",
      },
    });
    expect(queueStateLabel(queueState(blocked, ME))).toBe(
      "Signing opens when the session starts at 11-25-2026 10:00 AM",
    );
  });

  it("reads as ready to an admin, who may not approve anything but sees every signature in", () => {
    const admins = note({
      permissions: {
        approve: false,
        kickBack: false,
        approveBlockedReason: "Only a supervisor of the location approves or returns notes",
      },
    });
    expect(queueState(admins, "admin-1")).toEqual({ kind: "ready" });
  });
});
