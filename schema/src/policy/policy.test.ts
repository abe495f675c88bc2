import { describe, expect, it } from "vitest";
import { ROLES } from "../roles";
import type { Role } from "../roles";
import { capabilitiesOf, can } from "./capabilities";
import type { Capability } from "./capabilities";
import { maySeeEvent } from "./events";
import { mayCreateSessionFor, mayGenerateSessionsFor, mayManageGroup, mayManageSession } from "./groupTherapy";
import type { Principal } from "./principal";
import { mayDeactivateClinician, mayWatchBoard } from "./staff";

const R = "riverside";
const H = "hillcrest";
const as = (role: Role, locationIds: string[] = [R], id = "me"): Principal => ({ id, role, locationIds });

describe("capabilities by role", () => {
  const holders = (capability: Capability) => ROLES.filter((role) => can(capabilitiesOf(as(role)), capability));
  it.each<[Capability, Role[]]>([
    ["group_session:create", ["admin", "supervisor"]],
    ["group:update", ["admin", "supervisor"]],
    ["program:create", ["admin"]],
    ["organization_settings:update", ["admin"]],
    ["event:create", ["admin", "supervisor"]],
    ["event:address_organization", ["admin"]],
    ["group_note:approve", ["supervisor"]],
    ["group_note:read", ["admin", "supervisor", "therapist", "nurse", "physician", "bht"]],
    ["clinician:deactivate", ["admin"]],
    ["crash_report:list", ["admin"]],
    ["task:list", ["admin", "supervisor", "therapist", "nurse", "physician", "bht", "admissions"]],
    ["area:approvals", ["admin", "supervisor"]],
    ["area:handoff", ["admin", "supervisor", "therapist", "nurse", "physician", "bht"]],
  ])("%s: %j", (capability, roles) => expect(holders(capability)).toEqual(roles));

  it("gives a portal client nothing of the staff app", () => expect(capabilitiesOf(as("client"))).toEqual([]));
  it("reads no capability from nothing", () => expect(can(undefined, "group:update")).toBe(false));
});

describe("per-object rules", () => {
  const group = { locationId: R, facilitatorIds: ["me"] };
  it("sessions of a group: admins, its location's supervisors, its facilitators (therapists generate)", () => {
    expect(mayCreateSessionFor(as("nurse"), group)).toBe(true);
    expect(mayCreateSessionFor(as("nurse"), { ...group, facilitatorIds: [] })).toBe(false);
    expect(mayCreateSessionFor(as("supervisor", [H]), { ...group, facilitatorIds: [] })).toBe(false);
    expect(mayCreateSessionFor(as("admin", []), { ...group, facilitatorIds: [] })).toBe(true);
    expect(mayGenerateSessionsFor(as("nurse"), group)).toBe(false);
    expect(mayGenerateSessionsFor(as("therapist"), group)).toBe(true);
    expect(mayGenerateSessionsFor(as("therapist", [H]), group)).toBe(false);
    expect(mayManageGroup(as("supervisor"), group)).toBe(true);
    expect(mayManageGroup(as("supervisor", [H]), group)).toBe(false);
    expect(mayManageGroup(as("therapist"), group)).toBe(false);
  });

  it("a session is managed while its note is a draft and it stands", () => {
    const session = { locationId: R, facilitatorId: "me", cancelled: false, noteStatus: "draft" as const };
    expect(mayManageSession(as("therapist"), session)).toBe(true);
    expect(mayManageSession(as("therapist", [R], "other"), session)).toBe(false);
    expect(mayManageSession(as("supervisor", [R], "other"), session)).toBe(true);
    expect(mayManageSession(as("admin", [], "other"), session)).toBe(true);
    expect(mayManageSession(as("admin"), { ...session, noteStatus: "submitted" })).toBe(false);
    expect(mayManageSession(as("admin"), { ...session, cancelled: true })).toBe(false);
  });

  it("events: the audience, and those who manage it", () => {
    expect(maySeeEvent(as("bht"), { kind: "all_staff", locationIds: [], roles: [] })).toBe(true);
    expect(maySeeEvent(as("nurse", [H]), { kind: "roles", locationIds: [], roles: ["nurse"] })).toBe(true);
    expect(maySeeEvent(as("therapist"), { kind: "roles", locationIds: [], roles: ["nurse"] })).toBe(false);
    expect(maySeeEvent(as("supervisor", [R, H]), { kind: "roles", locationIds: [H], roles: ["nurse"] })).toBe(true);
    expect(maySeeEvent(as("client"), { kind: "all_staff", locationIds: [], roles: [] })).toBe(false);
  });

  it("clinicians: an admin deactivates other active accounts; the board is for its location's staff", () => {
    expect(mayDeactivateClinician(as("admin"), { id: "other", status: 1 })).toBe(true);
    expect(mayDeactivateClinician(as("admin"), { id: "me", status: 1 })).toBe(false);
    expect(mayDeactivateClinician(as("admin"), { id: "other", status: 2 })).toBe(false);
    expect(mayDeactivateClinician(as("supervisor"), { id: "other", status: 1 })).toBe(false);
    expect(mayWatchBoard(as("nurse"), R)).toBe(true);
    expect(mayWatchBoard(as("nurse"), H)).toBe(false);
    expect(mayWatchBoard(as("admin", []), H)).toBe(true);
  });
});
