/**
 * REST contract of a client's care team (`/api/auth/clients/:mrNo/care-team`): the clinicians who look
 * after the client, each with a role on the team. The primary therapist is kept on the client and its
 * open episode (PUT primary-therapist) and leads the answer; the others are added and removed here.
 */
import { z } from "zod";
import { id } from "./common";
import type { LocationRef } from "./common";
import type { CaseLoadClient } from "./clinicians";
import type { ClinicianRef } from "./groupSessions";

export const CARE_TEAM_ROLES = [
  "primary_therapist",
  "therapist",
  "case_manager",
  "nurse",
  "physician",
  "bht",
  "peer_support",
  "other",
] as const;
export type CareTeamRole = (typeof CARE_TEAM_ROLES)[number];

export const CARE_TEAM_ROLE_LABELS: Record<CareTeamRole, string> = {
  primary_therapist: "Primary therapist",
  therapist: "Therapist",
  case_manager: "Case manager",
  nurse: "Nurse",
  physician: "Physician/prescriber",
  bht: "Behavioral health technician",
  peer_support: "Peer support",
  other: "Other",
};

/** The roles a member is added with: the primary therapist is set on the client itself, not added. */
export const ADDABLE_CARE_TEAM_ROLES = CARE_TEAM_ROLES.filter(
  (role): role is Exclude<CareTeamRole, "primary_therapist"> => role !== "primary_therapist",
);

/**
 * POST add-stakeholder: an active staff member of the organization, of any of its locations (a member
 * from elsewhere reaches the chart as a member of the team).
 */
export const CareTeamMemberBody = z.object({
  userId: id,
  role: z.enum(ADDABLE_CARE_TEAM_ROLES, {
    message: `must be one of ${ADDABLE_CARE_TEAM_ROLES.join(", ")} (the primary therapist is changed with PUT primary-therapist)`,
  }),
});
export type CareTeamMemberBody = z.input<typeof CareTeamMemberBody>;

export const CareTeamListQuery = z.object({
  /** Also the members taken off the team, with who removed them and when. */
  includeRemoved: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const CareTeamMemberParams = z.object({ mrNo: z.string().trim().min(1).max(40), memberId: id });

/** How many candidates one answer of GET care-team/candidates holds: typing a name narrows them. */
export const CARE_TEAM_CANDIDATES_LIMIT = 25;

/** GET care-team/candidates: whose first name, last name or full name contains the text, in any case. */
export const CareTeamCandidatesQuery = z.object({
  searchQuery: z.string().trim().max(100, { message: "must be at most 100 characters" }).optional(),
});

/**
 * A staff member who may join the client's care team: active, of the organization, not on the team nor
 * its primary therapist. Those who work where the client is treated come first.
 */
export interface CareTeamCandidate {
  clinician: ClinicianRef;
  /** Where they work, by name (none for an administrator assigned nowhere). */
  locations: LocationRef[];
  /** They work at the client's location. */
  atClientLocation: boolean;
}

export interface CareTeamMember {
  /** The team row; null for the primary therapist, who is kept on the client. */
  id: string | null;
  clinician: ClinicianRef;
  role: CareTeamRole;
  /** The client's primary therapist: first in the answer. */
  primary: boolean;
  /** When they joined the team; null for the primary therapist (set at admission or with PUT primary-therapist). */
  since: string | null;
  addedBy: ClinicianRef | null;
  removedBy: ClinicianRef | null;
  removedAt: string | null;
  /**
   * Where the member works when the client's location is not among them (they reach the chart as a
   * member of the team); empty when they work where the client is treated.
   */
  homeLocations: LocationRef[];
}

/**
 * A client of a clinician's case load, and why it is theirs: as the primary therapist, as a member of
 * the care team (with their roles on it), or both.
 */
export interface CaseLoadEntry extends CaseLoadClient {
  primaryTherapist: boolean;
  careTeamRoles: CareTeamRole[];
}
