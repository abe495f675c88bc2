/**
 * The Admission tab's forms, checked with the API's own schemas (@hearth/schema AdmissionBody, DischargeBody,
 * …): a dialog says what the server would say about a bad field before anything is sent. Dates of care
 * that have happened (admission, discharge, effective dates) are also held to today, as the server does.
 */
import {
  AdmissionBody,
  DischargeBody,
  LEVELS_OF_CARE,
  LevelOfCareChangeBody,
  ReferralBody,
  TransferBody,
  levelOfCareLabel,
} from "@hearth/schema";
import type { DischargeType } from "@hearth/schema";
import type { z } from "zod";
import type {
  AdmissionInput,
  DischargeInput,
  LevelOfCareChangeInput,
  ReferralInput,
  TransferInput,
} from "../../../../__generated__/graphql";
import type { StaffChoice } from "../../../../lib/pickers/StaffPicker";

export type Problems<F extends string> = Partial<Record<F, string>>;
export type Checked<I, F extends string> = { ok: true; input: I } | { ok: false; problems: Problems<F> };

/** The schema's verdict on a value: the parsed input, or each bad field's first message. */
function checkWith<S extends z.ZodType, F extends string>(schema: S, value: unknown): Checked<z.output<S>, F> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Problems<F> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/** Adds "must not be in the future" to a date field that is otherwise fine. */
function heldToToday<I, F extends string>(checked: Checked<I, F>, field: F, value: string, today: string) {
  if (value === "" || value <= today) return checked;
  const problems = checked.ok ? {} : checked.problems;
  return { ok: false as const, problems: { [field]: "must not be in the future", ...problems } as Problems<F> };
}

const orNull = (value: string) => (value.trim() === "" ? null : value);

/** The level-of-care choices, third edition first, each with its full ASAM label. */
export const LEVEL_OF_CARE_OPTIONS = LEVELS_OF_CARE.map((level) => ({
  id: level.id,
  edition: level.edition,
  label: levelOfCareLabel(level.id),
}));

export interface AdmissionDraft {
  locationId: string;
  programId: string;
  admissionDate: string;
  levelOfCare: string;
  primaryTherapist: StaffChoice | null;
  anticipatedDischargeDate: string;
}
export type AdmissionField = keyof AdmissionDraft;

export function checkAdmission(draft: AdmissionDraft, today: string): Checked<AdmissionInput, AdmissionField> {
  const checked = checkWith<typeof AdmissionBody, AdmissionField>(AdmissionBody, {
    locationId: draft.locationId,
    programId: orNull(draft.programId),
    admissionDate: draft.admissionDate,
    levelOfCare: draft.levelOfCare,
    primaryTherapistId: draft.primaryTherapist?.id ?? null,
    anticipatedDischargeDate: orNull(draft.anticipatedDischargeDate),
  });
  return heldToToday(checked, "admissionDate", draft.admissionDate, today);
}

export interface DischargeDraft {
  dischargeDate: string;
  dischargeType: DischargeType | "";
  reason: string;
}
export type DischargeField = keyof DischargeDraft;

export function checkDischarge(draft: DischargeDraft, today: string): Checked<DischargeInput, DischargeField> {
  const checked = checkWith<typeof DischargeBody, DischargeField>(DischargeBody, draft);
  return heldToToday(checked, "dischargeDate", draft.dischargeDate, today);
}

export interface ReferralDraft {
  referredTo: string;
  reason: string;
  referralDate: string;
  contact: string;
}
export type ReferralField = keyof ReferralDraft;

export function checkReferral(draft: ReferralDraft, today: string): Checked<ReferralInput, ReferralField> {
  const checked = checkWith<typeof ReferralBody, ReferralField>(ReferralBody, {
    ...draft,
    contact: orNull(draft.contact),
  });
  return heldToToday(checked, "referralDate", draft.referralDate, today);
}

export interface LevelOfCareDraft {
  levelOfCare: string;
  effectiveDate: string;
  reason: string;
}
export type LevelOfCareField = keyof LevelOfCareDraft;

export function checkLevelOfCare(
  draft: LevelOfCareDraft,
  today: string,
): Checked<LevelOfCareChangeInput, LevelOfCareField> {
  const checked = checkWith<typeof LevelOfCareChangeBody, LevelOfCareField>(LevelOfCareChangeBody, draft);
  return heldToToday(checked, "effectiveDate", draft.effectiveDate, today);
}

export interface TransferDraft {
  locationId: string;
  programId: string;
  effectiveDate: string;
  reason: string;
}
export type TransferField = keyof TransferDraft;

export function checkTransfer(draft: TransferDraft, today: string): Checked<TransferInput, TransferField> {
  const checked = checkWith<typeof TransferBody, TransferField>(TransferBody, {
    ...draft,
    programId: orNull(draft.programId),
  });
  return heldToToday(checked, "effectiveDate", draft.effectiveDate, today);
}
