import { describe, expect, it } from "vitest";
import { countAttendance, signatureSummary } from "./noteSummary";

describe("note summaries", () => {
  it("count the roster: attended (present, late, left early), absent or excused, not marked", () => {
    const statuses = ["present", "late", "left_early", "absent", "excused", null] as const;
    expect(countAttendance(statuses.map((status) => ({ status })))).toEqual({
      roster: 6,
      attended: 3,
      absent: 2,
      unmarked: 1,
    });
    expect(countAttendance([])).toEqual({ roster: 0, attended: 0, absent: 0, unmarked: 0 });
  });

  it("count the current revision's valid signatures and who is still to sign", () => {
    const signatures = [
      { revision: 1, voidedAt: "2026-11-23T10:00:00Z" },
      { revision: 2, voidedAt: null },
    ];
    expect(signatureSummary({ revision: 2, signatures, pendingSigners: [{}] })).toBe("1 signed, 1 to sign");
    expect(signatureSummary({ revision: 2, signatures, pendingSigners: [] })).toBe("1 signature");
    expect(signatureSummary({ revision: 3, signatures, pendingSigners: [] })).toBe("Not signed yet");
  });
});
