/**
 * The add-member form: how a candidate is offered, the role offered first for a clinician, and the check
 * with the API's own schema.
 */
import { CareTeamMemberBody, ROLE_LABELS } from "@hearth/schema";
import type { CareTeamRole, Role } from "@hearth/schema";

type AddableRole = Exclude<CareTeamRole, "primary_therapist">;

/** A clinician's usual role on a team follows their job; anything else starts as "other". */
const BY_STAFF_ROLE: Partial<Record<Role, AddableRole>> = {
  therapist: "therapist",
  supervisor: "therapist",
  nurse: "nurse",
  physician: "physician",
  bht: "bht",
};

export const suggestedRole = (staffRole: Role | null | undefined): AddableRole =>
  (staffRole && BY_STAFF_ROLE[staffRole]) || "other";

export type MemberCheck = { ok: true; input: { userId: string; role: AddableRole } } | { ok: false; problem: string };

export function checkMember(userId: string | null, role: AddableRole | ""): MemberCheck {
  if (!userId) return { ok: false, problem: "Choose a clinician" };
  const parsed = CareTeamMemberBody.safeParse({ userId, role });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, problem: parsed.error.issues[0]?.message ?? "Choose a role" };
}

/** A staff member the picker offers, as the API lists them (`careTeamCandidates`). */
export interface CandidateChoice {
  id: string;
  fullname: string;
  role: Role;
  locations: readonly { name: string }[];
  atClientLocation: boolean;
}

/** "Nina Okafor — Nurse · Hillcrest Outpatient": who, in which job, and where they work. */
export function candidateLabel(c: CandidateChoice): string {
  const places = c.locations.map((place) => place.name).join(", ");
  return `${c.fullname} — ${ROLE_LABELS[c.role]}${places ? ` · ${places}` : ""}`;
}

/** The picker's headings: those who work where the client is come first (the API's order). */
export const candidateGroup = (c: CandidateChoice): string =>
  c.atClientLocation ? "At the client's location" : "At other locations";
