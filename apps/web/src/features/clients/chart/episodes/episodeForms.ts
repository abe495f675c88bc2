/**
 * The Admission tab's forms, checked with the API's own schemas (@hearth/schema AdmissionBody, DischargeBody,
 * …): a dialog says what the server would say about a bad field before anything is sent. Dates of care
 * that have happened (admission, discharge, effective dates) are also held to today, as the server does,
 * and a discharge (or an anticipated one) to the episode's admission date.
 */
import {
  AdmissionBody,
  AnticipatedDischargeBody,
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
import { checkBody } from "../../../../lib/forms/checkBody";
import type { StaffChoice } from "../../../../lib/pickers/StaffPicker";
import { calendarDateText } from "../../clientFormat";

export type Problems<F extends string> = Partial<Record<F, string>>;
export type Checked<I, F extends string> = { ok: true; input: I } | { ok: false; problems: Problems<F> };

/** The schema's verdict on a body: the parsed input, or each bad field's first message (lib/forms checkBody). */
function checkWith<S extends z.ZodType, F extends string>(
  schema: S,
  value: { [Field in keyof z.input<S>]?: unknown },
): Checked<z.output<S>, F> {
  const checked = checkBody(schema, value);
  if (checked.ok) return checked;
  // The schema's keys are the draft's, apart from a renamed one (`primaryTherapistId`) no dialog shows.
  const problems: Partial<Record<string, string>> = checked.problems;
  return { ok: false, problems };
}

/** The check with one more problem, from a rule of the form's own: it replaces the schema's for that field. */
function withProblem<I, F extends string>(checked: Checked<I, F>, field: NoInfer<F>, problem: string): Checked<I, F> {
  return { ok: false, problems: { ...(checked.ok ? {} : checked.problems), [field]: problem } as Problems<F> };
}

/** What to say of a date of the episode that comes before its admission; nothing while either is empty. */
function beforeAdmission(date: string | null, admissionDate: string | null): string | undefined {
  if (!date || !admissionDate || date >= admissionDate) return undefined;
  return `must not be before the admission date (${calendarDateText(admissionDate)})`;
}

/** Adds "must not be in the future" to a date field that is otherwise fine. */
function heldToToday<I, F extends string>(
  checked: Checked<I, F>,
  field: NoInfer<F>,
  value: string,
  today: string,
): Checked<I, F> {
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

/** A discharge; its date is also held to the open episode's admission date. */
export function checkDischarge(
  draft: DischargeDraft,
  today: string,
  admissionDate: string | null,
): Checked<DischargeInput, DischargeField> {
  const checked = heldToToday(
    checkWith<typeof DischargeBody, DischargeField>(DischargeBody, draft),
    "dischargeDate",
    draft.dischargeDate,
    today,
  );
  const early = beforeAdmission(draft.dischargeDate, admissionDate);
  return early ? withProblem(checked, "dischargeDate", early) : checked;
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

/** A change of level of care, which must differ from the current one. */
export function checkLevelOfCare(
  draft: LevelOfCareDraft,
  today: string,
  current: string | null,
): Checked<LevelOfCareChangeInput, LevelOfCareField> {
  const checked = heldToToday(
    checkWith<typeof LevelOfCareChangeBody, LevelOfCareField>(LevelOfCareChangeBody, draft),
    "effectiveDate",
    draft.effectiveDate,
    today,
  );
  if (draft.levelOfCare !== "" && draft.levelOfCare === current)
    return withProblem(checked, "levelOfCare", "the client is already at this level of care");
  return checked;
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

export interface CareDetailsDraft {
  primaryTherapist: StaffChoice | null;
  anticipatedDischargeDate: string;
}
export type CareDetailsField = keyof CareDetailsDraft;
/** Two requests' worth: the primary therapist (null clears it) and the anticipated discharge date (likewise). */
export interface CareDetailsInput {
  clinicianId: string | null;
  date: string | null;
}

export function checkCareDetails(
  draft: CareDetailsDraft,
  admissionDate: string | null,
): Checked<CareDetailsInput, CareDetailsField> {
  const date = draft.anticipatedDischargeDate || null;
  const parsed = AnticipatedDischargeBody.safeParse({ date });
  if (!parsed.success)
    return { ok: false, problems: { anticipatedDischargeDate: parsed.error.issues[0]?.message ?? "is not a date" } };
  const early = beforeAdmission(date, admissionDate);
  if (early) return { ok: false, problems: { anticipatedDischargeDate: early } };
  return { ok: true, input: { clinicianId: draft.primaryTherapist?.id ?? null, date } };
}
