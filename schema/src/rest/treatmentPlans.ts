/** REST contract of treatment plans: one plan per episode of care, its outline and texts co-authored live. */
import { z } from "zod";
import { TREATMENT_PLAN_STATUSES } from "../treatmentPlans";
import type { PlanFieldValue, PlanItemKind, TreatmentPlanStatus } from "../treatmentPlans";
import { id, paging } from "./common";
import { SignatureCredential, SubmitGroupNoteBody } from "./groupNotes";
import type { LocationRef } from "./common";
import type { ClientRef } from "./clients";
import type { ClinicianRef } from "./groupSessions";

/** A plan as lists show it. */
export interface TreatmentPlanSummary {
  id: string;
  client: ClientRef;
  episodeId: string;
  episodeNumber: number;
  /** 1 for the episode's first plan; a review or a change after approval makes the next. */
  version: number;
  status: TreatmentPlanStatus;
  /** The episode's level of care when the plan was started (LEVELS_OF_CARE id). */
  levelOfCare: string;
  /** The client's location now. */
  location: LocationRef;
  startedBy: ClinicianRef | null;
  startedAt: string;
  /** The collaborative document the plan is written in (`treatmentPlan.<id>`). */
  documentName: string;
  /** The author's signature over the plan as stored when they signed it; null until then. */
  signedBy: ClinicianRef | null;
  signedAt: string | null;
  /** SHA-256 of the signed outline and texts (their canonical JSON). */
  contentHash: string | null;
  /** The supervisor who approved that signed content, and when; null until then. */
  approvedBy: ClinicianRef | null;
  approvedAt: string | null;
  /** Why the plan was last returned to its author; null unless it was. */
  returnReason: string | null;
}

/** One item of the plan's outline with its text as stored. */
export interface TreatmentPlanItem {
  id: string;
  kind: PlanItemKind;
  fields: Record<string, PlanFieldValue>;
  /** The item's text, plain and as HTML. */
  text: string;
  html: string;
  children: TreatmentPlanItem[];
}

/** A whole plan: its outline as stored now and what still keeps it from being signed. */
export interface TreatmentPlan extends TreatmentPlanSummary {
  items: TreatmentPlanItem[];
  signingGaps: string[];
}

export const TreatmentPlanParams = z.object({ planId: id });

/** POST /api/auth/treatment-plannings/:planId/sign: the author's PIN or password, and what their copy had seen. */
export const SignTreatmentPlanBody = SubmitGroupNoteBody;

/** POST …/approve: the supervisor's PIN or password. */
export const ApproveTreatmentPlanBody = SignatureCredential;

/** POST …/return: why the plan goes back to its author. */
export const ReturnTreatmentPlanBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { message: "is required" })
    .max(2000, { message: "must be at most 2000 characters" }),
});

/** GET /api/auth/treatment-plannings: plans of the caller's locations, newest first, 25 a page. */
export const TreatmentPlanListQuery = z.object({
  status: z
    .enum(TREATMENT_PLAN_STATUSES, { message: "must be one of draft, awaiting_approval, returned, approved" })
    .optional(),
  locationId: id.optional(),
  ...paging(25),
});
