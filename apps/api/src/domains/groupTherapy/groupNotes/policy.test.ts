import { describe, expect, it } from "vitest";
import type { Role } from "@hearth/schema";
import { queryScope } from "../../../context";
import type { RequestContext } from "../../../context";
import type { UserRow } from "../../../db/schema";
import { GROUP_NOTE_ACTIONS, denial, pendingSignatures, pendingSignRole, waitingMessage } from "./policy";
import type { GroupNoteAction, NoteView } from "./policy";
import { sessionInstants } from "../../../kernel/time";
import { sessionWindow } from "../groupSessions/window";

const ORG = "org-1";
const HERE = "loc-here";
const ELSEWHERE = "loc-elsewhere";

function ctx(id: string, role: Role, locationIds: string[] = [HERE], organizationId = ORG): RequestContext {
  return {
    user: { id } as UserRow,
    role,
    organizationId,
    locationIds,
    isAdmin: role === "admin",
    isStaff: role !== "client",
    claims: {} as RequestContext["claims"],
    ip: "127.0.0.1",
    scope: queryScope({ organizationId, isAdmin: role === "admin", locationIds }),
  };
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

// The session of every note below: 11-25-2026 10:00–11:00 on the facility's clock, check-in from 9:30 AM.
const WINDOW = sessionWindow(sessionInstants("2026-11-25", "10:00", "11:00"), 30);
const STARTED = new Date("2026-11-25T18:05:00Z"); // 10:05 AM

function note(o: Partial<NoteView> = {}): NoteView {
  return {
    organizationId: ORG,
    locationId: HERE,
    status: "draft",
    cancelled: false,
    facilitatorId: "fac",
    coFacilitatorIds: ["cof"],
    signeeIds: ["sig"],
    submittedBy: null,
    signatures: [],
    window: WINDOW,
    asOf: STARTED,
    ...o,
  };
}
const submitted = note({
  status: "submitted",
  submittedBy: "fac",
  signatures: [{ signerId: "fac", role: "facilitator" }],
});
const approved = note({
  status: "approved",
  submittedBy: "fac",
  signatures: [
    { signerId: "fac", role: "facilitator" },
    { signerId: "sup", role: "supervisor" },
  ],
});
const cancelled = note({ cancelled: true });
/** Submitted, and co-signed by its co-facilitator and its additional signee: ready to approve. */
const cosigned = note({
  ...submitted,
  signatures: [
    ...submitted.signatures,
    { signerId: "cof", role: "co_facilitator" },
    { signerId: "sig", role: "additional_signee" },
  ],
});

/** Expected outcome per person: "ok", or the code of the refusal. */
type Row = [GroupNoteAction, NoteView, Partial<Record<Who, "ok" | "not_found" | "forbidden" | "conflict">>];

const outsiders = {
  therapistElsewhere: "not_found",
  admissions: "not_found",
  client: "not_found",
  otherOrg: "not_found",
} as const;

const table: Row[] = [
  [
    "group_note:read",
    note(),
    {
      facilitator: "ok",
      coFacilitator: "ok",
      therapist: "ok",
      nurse: "ok",
      supervisor: "ok",
      admin: "ok",
      supervisorElsewhere: "not_found",
      ...outsiders,
    },
  ],
  [
    "group_note:edit",
    note(),
    {
      facilitator: "ok",
      coFacilitator: "ok",
      signee: "forbidden",
      therapist: "forbidden",
      nurse: "forbidden",
      supervisor: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_note:edit", submitted, { facilitator: "conflict", coFacilitator: "conflict", therapist: "forbidden" }],
  ["group_note:edit", approved, { facilitator: "conflict" }],
  ["group_note:edit", cancelled, { facilitator: "conflict", coFacilitator: "conflict" }],
  [
    "group_note:submit",
    note(),
    { facilitator: "ok", coFacilitator: "forbidden", supervisor: "forbidden", admin: "forbidden", ...outsiders },
  ],
  ["group_note:submit", submitted, { facilitator: "conflict" }],
  ["group_note:submit", approved, { facilitator: "conflict" }],
  ["group_note:submit", cancelled, { facilitator: "conflict" }],
  [
    "group_note:sign",
    note(),
    { coFacilitator: "conflict", signee: "conflict", facilitator: "forbidden", therapist: "forbidden" },
  ],
  [
    "group_note:sign",
    submitted,
    {
      coFacilitator: "ok",
      signee: "ok",
      facilitator: "forbidden",
      therapist: "forbidden",
      supervisor: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_note:sign", approved, { coFacilitator: "ok", signee: "ok" }],
  [
    "group_note:sign",
    note({ ...submitted, signatures: [{ signerId: "cof", role: "co_facilitator" }] }),
    { coFacilitator: "conflict", signee: "ok" },
  ],
  [
    "group_note:approve",
    cosigned,
    {
      supervisor: "ok",
      supervisorElsewhere: "not_found",
      facilitator: "forbidden",
      therapist: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_note:approve", submitted, { supervisor: "conflict", facilitator: "forbidden" }],
  ["group_note:approve", note({ ...cosigned, submittedBy: "sup" }), { supervisor: "forbidden" }],
  ["group_note:approve", approved, { supervisor: "conflict" }],
  ["group_note:approve", note(), { supervisor: "conflict" }],
  [
    "group_note:kick_back",
    submitted,
    { supervisor: "ok", facilitator: "forbidden", nurse: "forbidden", admin: "forbidden" },
  ],
  ["group_note:kick_back", cosigned, { supervisor: "ok" }],
  ["group_note:kick_back", approved, { supervisor: "conflict" }],
  [
    "group_note:signees",
    note(),
    {
      facilitator: "ok",
      supervisor: "ok",
      coFacilitator: "forbidden",
      therapist: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_note:signees", submitted, { facilitator: "ok", supervisor: "ok" }],
  ["group_note:signees", approved, { facilitator: "conflict", supervisor: "conflict" }],
  [
    "group_note:addendum",
    approved,
    {
      facilitator: "ok",
      coFacilitator: "ok",
      signee: "ok",
      supervisor: "ok",
      therapist: "forbidden",
      nurse: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_note:addendum", submitted, { facilitator: "conflict", supervisor: "conflict" }],
  ["group_note:print", note(), { facilitator: "conflict", admin: "conflict", ...outsiders }],
  ["group_note:print", submitted, { facilitator: "ok", nurse: "ok", admin: "ok", ...outsiders }],
  ["group_note:print", approved, { therapist: "ok" }],
  [
    "group_session:attendance",
    note(),
    {
      facilitator: "ok",
      coFacilitator: "ok",
      supervisor: "ok",
      therapist: "forbidden",
      nurse: "forbidden",
      signee: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_session:attendance", submitted, { facilitator: "conflict", supervisor: "conflict" }],
  ["group_session:attendance", cancelled, { facilitator: "conflict" }],
  [
    "group_session:roster",
    note(),
    {
      facilitator: "ok",
      coFacilitator: "ok",
      supervisor: "ok",
      therapist: "forbidden",
      nurse: "forbidden",
      signee: "forbidden",
      admin: "forbidden",
      ...outsiders,
    },
  ],
  ["group_session:roster", submitted, { facilitator: "conflict", supervisor: "conflict" }],
  ["group_session:roster", note({ asOf: new Date("2026-11-24T12:00:00Z") }), { facilitator: "ok", supervisor: "ok" }],
  [
    "group_session:bulk_check_in",
    note(),
    { facilitator: "ok", nurse: "ok", therapist: "ok", supervisor: "ok", admin: "forbidden", ...outsiders },
  ],
  ["group_session:bulk_check_in", approved, { nurse: "conflict" }],
];

/** Actions with their own audit name that share another's rule: reading the text as reading the note, the kiosk's check-ins as staff's. */
const SAME_RULE: Partial<Record<GroupNoteAction, GroupNoteAction>> = {
  "group_note:read_content": "group_note:read",
  "group_session:kiosk_open": "group_session:bulk_check_in",
  "group_session:self_check_in": "group_session:bulk_check_in",
};

describe("group note policy", () => {
  it("covers every action", () => {
    const covered = new Set(table.map(([action]) => action));
    for (const [alias, rule] of Object.entries(SAME_RULE)) if (covered.has(rule)) covered.add(alias as GroupNoteAction);
    expect(covered).toEqual(new Set(GROUP_NOTE_ACTIONS));
  });

  it("actions logged under their own names decide by the rule they share", () => {
    for (const [alias, rule] of Object.entries(SAME_RULE) as [GroupNoteAction, GroupNoteAction][])
      for (const [action, view] of table.filter(([action]) => action === rule))
        for (const who of Object.keys(people) as Who[])
          expect(denial(people[who], alias, view), `${alias} as ${action}, ${who}`).toEqual(
            denial(people[who], action, view),
          );
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
    expect(denial(people.facilitator, "group_note:edit", approved)?.message).toBe(
      "This note is approved and can no longer change; add an addendum instead",
    );
    expect(denial(people.supervisor, "group_note:approve", note({ ...submitted, submittedBy: "sup" }))?.message).toBe(
      "You cannot approve a note you submitted",
    );
  });

  describe("time: a session is documented once it has happened", () => {
    const beforeCheckIn = new Date("2026-11-25T17:29:59.999Z"); // a moment before 9:30 AM
    const checkInOpen = new Date("2026-11-25T17:30:00Z"); // 9:30 AM sharp
    const beforeStart = new Date("2026-11-25T17:59:59.999Z");
    const CHECK_IN = "Check-in opens at 11-25-2026 9:30 AM";
    const SIGNING = "Signing opens when the session starts at 11-25-2026 10:00 AM";
    const at = (asOf: Date, o: Partial<NoteView> = {}) => note({ asOf, ...o });

    it("refuses check-in, attendance and writing before check-in opens, saying when it opens (409)", () => {
      expect(denial(people.nurse, "group_session:bulk_check_in", at(beforeCheckIn))).toEqual({
        code: "conflict",
        message: CHECK_IN,
      });
      expect(denial(people.facilitator, "group_session:attendance", at(beforeCheckIn))).toEqual({
        code: "conflict",
        message: `Attendance is marked once check-in opens. ${CHECK_IN}`,
      });
      expect(denial(people.coFacilitator, "group_note:edit", at(beforeCheckIn))).toEqual({
        code: "conflict",
        message: `The note is written once check-in opens. ${CHECK_IN}`,
      });
      for (const action of ["group_session:bulk_check_in", "group_session:attendance", "group_note:edit"] as const)
        expect(denial(people.facilitator, action, at(checkInOpen)), action).toBeNull();
    });

    it("refuses submitting, co-signing and approving until the session starts", () => {
      expect(denial(people.facilitator, "group_note:submit", at(beforeStart))).toEqual({
        code: "conflict",
        message: SIGNING,
      });
      // Only reachable if the session moved after it was submitted; the rule is still the one rule.
      expect(
        denial(people.coFacilitator, "group_note:sign", at(beforeStart, { ...submitted, asOf: beforeStart })),
      ).toEqual({
        code: "conflict",
        message: SIGNING,
      });
      const cosigned = {
        ...submitted,
        signatures: [
          ...submitted.signatures,
          { signerId: "cof", role: "co_facilitator" as const },
          { signerId: "sig", role: "additional_signee" as const },
        ],
      };
      expect(
        denial(people.supervisor, "group_note:approve", at(beforeStart, { ...cosigned, asOf: beforeStart })),
      ).toEqual({
        code: "conflict",
        message: SIGNING,
      });
      expect(denial(people.facilitator, "group_note:submit", at(WINDOW.signingOpensAt))).toBeNull();
    });

    it("answers who may not first (403) and what the note is (409), the time last", () => {
      expect(denial(people.nurse, "group_note:submit", at(beforeCheckIn))?.message).toBe(
        "Only the session's facilitator submits its note",
      );
      expect(denial(people.admin, "group_session:bulk_check_in", at(beforeCheckIn))?.code).toBe("forbidden");
      expect(
        denial(people.facilitator, "group_session:bulk_check_in", at(beforeCheckIn, { cancelled: true }))?.message,
      ).toBe("This session was cancelled; its note can no longer change");
    });

    it("keeps reading, the roster and signees open before, and everything open long after (a late entry)", () => {
      for (const action of ["group_note:read", "group_session:roster", "group_note:signees"] as const)
        expect(denial(people.facilitator, action, at(beforeCheckIn)), action).toBeNull();
      const weekLater = new Date("2026-12-02T18:00:00Z");
      for (const action of [
        "group_session:bulk_check_in",
        "group_session:attendance",
        "group_note:edit",
        "group_note:submit",
      ] as const)
        expect(denial(people.facilitator, action, at(weekLater)), action).toBeNull();
    });
  });

  it("waits for every co-signature before approval, and says whose (the service puts the names in)", () => {
    const refused = denial(people.supervisor, "group_note:approve", submitted);
    expect(refused).toMatchObject({
      code: "conflict",
      waitingFor: [
        { userId: "cof", role: "co_facilitator" },
        { userId: "sig", role: "additional_signee" },
      ],
    });
    const names: Record<string, string> = { cof: "Bailey Nguyen", sig: "Nora Castillo", x: "Sam Ortiz" };
    const nameOf = (id: string) => names[id]!;
    expect(waitingMessage(refused!.waitingFor!, nameOf)).toBe(
      "Waiting for the signatures of Bailey Nguyen (co-facilitator) and Nora Castillo (additional signee)",
    );
    expect(waitingMessage([{ userId: "cof", role: "co_facilitator" }], nameOf)).toBe(
      "Waiting for the signature of Bailey Nguyen (co-facilitator)",
    );
    const three = [...refused!.waitingFor!, { userId: "x", role: "additional_signee" as const }];
    expect(waitingMessage(three, nameOf)).toBe(
      "Waiting for the signatures of Bailey Nguyen (co-facilitator), Nora Castillo (additional signee), and Sam Ortiz (additional signee)",
    );
    // Someone both co-facilitates and was asked to sign: named once, with both roles.
    expect(waitingMessage(pendingSignatures(note({ ...submitted, signeeIds: ["cof"] })), nameOf)).toBe(
      "Waiting for the signature of Bailey Nguyen (co-facilitator, additional signee)",
    );
    expect(pendingSignatures(cosigned)).toEqual([]);
  });

  it("signs co-facilitators as such first, then as additional signee when they are both", () => {
    const both = note({ ...submitted, signeeIds: ["cof"] });
    expect(pendingSignRole("cof", both)).toBe("co_facilitator");
    expect(pendingSignRole("cof", { ...both, signatures: [{ signerId: "cof", role: "co_facilitator" }] })).toBe(
      "additional_signee",
    );
    expect(pendingSignRole("ther", both)).toBeNull();
  });
});
