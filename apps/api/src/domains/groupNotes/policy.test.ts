import { describe, expect, it } from "vitest";
import type { Role } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { UserRow } from "../../db/schema";
import { GROUP_NOTE_ACTIONS, denial, pendingSignRole } from "./policy";
import type { GroupNoteAction, NoteView } from "./policy";

const ORG = "org-1";
const HERE = "loc-here";
const ELSEWHERE = "loc-elsewhere";

function ctx(id: string, role: Role, locationIds: string[] = [HERE], organizationId = ORG): RequestContext {
  return { user: { id } as UserRow, role, organizationId, locationIds, isAdmin: role === "admin", isStaff: role !== "client", claims: {} as RequestContext["claims"] };
}

const people = {
  facilitator: ctx("fac", "therapist"),
  coFacilitator: ctx("cof", "bht"),
  signee: ctx("sig", "nurse"),
  therapist: ctx("ther", "therapist"),
  nurse: ctx("nurse", "nurse"),
  supervisor: ctx("sup", "supervisor"),
  supervisorElsewhere: ctx("sup2", "supervisor", [ELSEWHERE]),
  therapistElsewhere: ctx("ther2", "therapist", [ELSEWHERE]),
  admin: ctx("adm", "admin", []),
  admissions: ctx("adms", "admissions"),
  client: ctx("cli", "client"),
  otherOrg: ctx("x", "supervisor", [HERE], "org-2"),
};
type Who = keyof typeof people;

function note(o: Partial<NoteView> = {}): NoteView {
  return { organizationId: ORG, locationId: HERE, status: "draft", cancelled: false, facilitatorId: "fac", coFacilitatorIds: ["cof"], signeeIds: ["sig"], submittedBy: null, signatures: [], ...o };
}
const submitted = note({ status: "submitted", submittedBy: "fac", signatures: [{ signerId: "fac", role: "facilitator" }] });
const approved = note({ status: "approved", submittedBy: "fac", signatures: [{ signerId: "fac", role: "facilitator" }, { signerId: "sup", role: "supervisor" }] });
const cancelled = note({ cancelled: true });

/** Expected outcome per person: "ok", or the code of the refusal. */
type Row = [GroupNoteAction, NoteView, Partial<Record<Who, "ok" | "not_found" | "forbidden" | "conflict">>];

const outsiders = { therapistElsewhere: "not_found", admissions: "not_found", client: "not_found", otherOrg: "not_found" } as const;

const table: Row[] = [
  ["read", note(), { facilitator: "ok", coFacilitator: "ok", therapist: "ok", nurse: "ok", supervisor: "ok", admin: "ok", supervisorElsewhere: "not_found", ...outsiders }],
  ["edit", note(), { facilitator: "ok", coFacilitator: "ok", signee: "forbidden", therapist: "forbidden", nurse: "forbidden", supervisor: "forbidden", admin: "forbidden", ...outsiders }],
  ["edit", submitted, { facilitator: "conflict", coFacilitator: "conflict", therapist: "forbidden" }],
  ["edit", approved, { facilitator: "conflict" }],
  ["edit", cancelled, { facilitator: "conflict", coFacilitator: "conflict" }],
  ["submit", note(), { facilitator: "ok", coFacilitator: "forbidden", supervisor: "forbidden", admin: "forbidden", ...outsiders }],
  ["submit", submitted, { facilitator: "conflict" }],
  ["submit", approved, { facilitator: "conflict" }],
  ["submit", cancelled, { facilitator: "conflict" }],
  ["sign", note(), { coFacilitator: "conflict", signee: "conflict", facilitator: "forbidden", therapist: "forbidden" }],
  ["sign", submitted, { coFacilitator: "ok", signee: "ok", facilitator: "forbidden", therapist: "forbidden", supervisor: "forbidden", admin: "forbidden", ...outsiders }],
  ["sign", approved, { coFacilitator: "ok", signee: "ok" }],
  ["sign", note({ ...submitted, signatures: [{ signerId: "cof", role: "co_facilitator" }] }), { coFacilitator: "conflict", signee: "ok" }],
  ["approve", submitted, { supervisor: "ok", supervisorElsewhere: "not_found", facilitator: "forbidden", therapist: "forbidden", admin: "forbidden", ...outsiders }],
  ["approve", note({ ...submitted, submittedBy: "sup" }), { supervisor: "forbidden" }],
  ["approve", approved, { supervisor: "conflict" }],
  ["approve", note(), { supervisor: "conflict" }],
  ["kick_back", submitted, { supervisor: "ok", facilitator: "forbidden", nurse: "forbidden", admin: "forbidden" }],
  ["kick_back", approved, { supervisor: "conflict" }],
  ["manage_signees", note(), { facilitator: "ok", supervisor: "ok", coFacilitator: "forbidden", therapist: "forbidden", admin: "forbidden", ...outsiders }],
  ["manage_signees", submitted, { facilitator: "ok", supervisor: "ok" }],
  ["manage_signees", approved, { facilitator: "conflict", supervisor: "conflict" }],
  ["add_addendum", approved, { facilitator: "ok", coFacilitator: "ok", signee: "ok", supervisor: "ok", therapist: "forbidden", nurse: "forbidden", admin: "forbidden", ...outsiders }],
  ["add_addendum", submitted, { facilitator: "conflict", supervisor: "conflict" }],
  ["print", note(), { facilitator: "conflict", admin: "conflict", ...outsiders }],
  ["print", submitted, { facilitator: "ok", nurse: "ok", admin: "ok", ...outsiders }],
  ["print", approved, { therapist: "ok" }],
  ["manage_attendance", note(), { facilitator: "ok", coFacilitator: "ok", supervisor: "ok", therapist: "forbidden", nurse: "forbidden", signee: "forbidden", admin: "forbidden", ...outsiders }],
  ["manage_attendance", submitted, { facilitator: "conflict", supervisor: "conflict" }],
  ["manage_attendance", cancelled, { facilitator: "conflict" }],
  ["check_in", note(), { facilitator: "ok", nurse: "ok", therapist: "ok", supervisor: "ok", admin: "forbidden", ...outsiders }],
  ["check_in", approved, { nurse: "conflict" }],
];

describe("group note policy", () => {
  it("covers every action", () => {
    expect(new Set(table.map(([action]) => action))).toEqual(new Set(GROUP_NOTE_ACTIONS));
  });

  for (const [action, view, expected] of table) {
    for (const [who, outcome] of Object.entries(expected)) {
      it(`${action} on a ${view.cancelled ? "cancelled" : view.status} note: ${who} → ${outcome}`, () => {
        const d = denial(people[who as Who], action, view);
        expect(d?.code ?? "ok").toBe(outcome);
      });
    }
  }

  it("says why an approved note refuses changes, and why one cannot approve one's own submission", () => {
    expect(denial(people.facilitator, "edit", approved)?.message).toBe("This note is approved and can no longer change; add an addendum instead");
    expect(denial(people.supervisor, "approve", note({ ...submitted, submittedBy: "sup" }))?.message).toBe("You cannot approve a note you submitted");
  });

  it("signs co-facilitators as such first, then as additional signee when they are both", () => {
    const both = note({ ...submitted, signeeIds: ["cof"] });
    expect(pendingSignRole("cof", both)).toBe("co_facilitator");
    expect(pendingSignRole("cof", { ...both, signatures: [{ signerId: "cof", role: "co_facilitator" }] })).toBe("additional_signee");
    expect(pendingSignRole("ther", both)).toBeNull();
  });
});
