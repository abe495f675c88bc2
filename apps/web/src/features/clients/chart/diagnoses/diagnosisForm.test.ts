import { describe, expect, it } from "vitest";
import type { DiagnosisRow_DiagnosisFragment } from "../../../../__generated__/graphql";
import { checkDiagnosisChange, checkNewDiagnosis, draftOf } from "./diagnosisForm";

const opioid = { code: "F11.20", description: "Opioid dependence, uncomplicated", billable: true };
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const entered: DiagnosisRow_DiagnosisFragment = {
  id: "3f7c1a2e-8b1d-4c55-9a0e-2d6f4b8c9e01",
  code: "F11.20",
  description: "Opioid dependence, uncomplicated",
  rank: "secondary",
  onsetDate: "2026-01-15",
  status: "active",
  resolvedDate: null,
  notes: null,
  enteredBy: { id: "u1", fullname: "Theo Ramirez" },
  enteredAt: "2026-11-20T17:00:00.000Z",
  updatedBy: { id: "u1", fullname: "Theo Ramirez" },
  updatedAt: "2026-11-20T17:00:00.000Z",
  enteredInErrorBy: null,
  enteredInErrorAt: null,
  enteredInErrorReason: null,
};

describe("the new-diagnosis form", () => {
  it("starts as primary when the client has none, secondary otherwise", () => {
    expect(draftOf(null, false).rank).toBe("primary");
    expect(draftOf(null, true).rank).toBe("secondary");
  });

  it("sends a chosen billable code with its rank, onset and notes", () => {
    expect(checkNewDiagnosis({ code: opioid, rank: "primary", onsetDate: "2026-01-15", notes: " Daily use " })).toEqual(
      {
        ok: true,
        input: { code: "F11.20", rank: "primary", onsetDate: "2026-01-15", notes: "Daily use" },
      },
    );
    expect(checkNewDiagnosis({ code: opioid, rank: "secondary", onsetDate: "", notes: "" })).toEqual({
      ok: true,
      input: { code: "F11.20", rank: "secondary", onsetDate: null, notes: null },
    });
  });

  it("says what is wrong, as the server would: no code, a heading, a future onset", () => {
    expect(checkNewDiagnosis(draftOf(null, false))).toEqual({ ok: false, problems: { code: "Choose a code" } });
    const heading = { code: "F11.2", description: "Opioid dependence", billable: false };
    expect(checkNewDiagnosis({ code: heading, rank: "primary", onsetDate: "", notes: "" })).toMatchObject({
      ok: false,
      problems: { code: expect.stringMatching(/category heading/) },
    });
    expect(checkNewDiagnosis({ code: opioid, rank: "primary", onsetDate: tomorrow(), notes: "" })).toEqual({
      ok: false,
      problems: { onsetDate: "must not be in the future" },
    });
  });
});

describe("the edit form", () => {
  it("sends only what changed; an emptied onset is cleared", () => {
    const draft = draftOf(entered, true);
    expect(checkDiagnosisChange(entered, draft)).toEqual({ ok: true, input: {} });
    expect(checkDiagnosisChange(entered, { ...draft, rank: "primary", onsetDate: "" })).toEqual({
      ok: true,
      input: { rank: "primary", onsetDate: null },
    });
    expect(checkDiagnosisChange(entered, { ...draft, onsetDate: tomorrow() })).toMatchObject({ ok: false });
  });
});
