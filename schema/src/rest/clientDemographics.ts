/**
 * REST contract of a client's demographics (`/api/auth/clients/:mrNo/demographics`): who the client is
 * and how to reach them, kept as versions. Every change is a new version (who, when, which fields);
 * the client's current row follows the latest. The intake form and the chart's Edit form validate
 * with these same schemas.
 */
import { z } from "zod";
import type { ClinicianRef } from "./groupSessions";
import { calendarDate } from "./groupSessions";

export const SEXES_ASSIGNED_AT_BIRTH = ["female", "male", "intersex", "unknown"] as const;
export type SexAssignedAtBirth = (typeof SEXES_ASSIGNED_AT_BIRTH)[number];
export const SEX_ASSIGNED_AT_BIRTH_LABELS: Record<SexAssignedAtBirth, string> = {
  female: "Female",
  male: "Male",
  intersex: "Intersex",
  unknown: "Unknown",
};

/** Offered as the person types; any other words may be entered (gender identity is the client's own). */
export const GENDER_IDENTITY_SUGGESTIONS = [
  "Woman",
  "Man",
  "Transgender woman",
  "Transgender man",
  "Non-binary",
  "Genderqueer",
  "Two-spirit",
  "Questioning",
  "Prefer not to say",
] as const;
export const PRONOUN_SUGGESTIONS = ["she/her", "he/him", "they/them", "she/they", "he/they", "ze/zir"] as const;
export const LANGUAGE_SUGGESTIONS = [
  "English",
  "Spanish",
  "Chinese",
  "Vietnamese",
  "Tagalog",
  "Arabic",
  "Korean",
  "Russian",
  "French",
  "American Sign Language",
] as const;
export const REFERRAL_SOURCE_SUGGESTIONS = [
  "Self",
  "Family member",
  "Hospital",
  "Primary care physician",
  "Therapist",
  "Court or probation",
  "Employer / EAP",
  "Insurance company",
  "Alumni",
  "Website",
] as const;

export const DEMOGRAPHIC_LIMITS = {
  name: 100,
  genderIdentity: 100,
  pronouns: 40,
  phone: 40,
  email: 254,
  addressLine: 200,
  city: 100,
  state: 60,
  postalCode: 12,
  language: 60,
  relationship: 60,
  referralSource: 200,
  changeNote: 500,
} as const;

const atMost = (max: number) => ({ message: `must be at most ${max} characters` });

/** Digits with the usual separators, at least seven digits, maybe an extension: "(555) 010-2233 x12". */
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
/** Letters, digits, spaces and dashes: a US ZIP code ("94110", "94110-1234") or a postal code of elsewhere. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

const requiredName = z.string().trim().min(1, { message: "is required" }).max(DEMOGRAPHIC_LIMITS.name, atMost(100));

/** A text a form may leave empty: "" and absent are both stored as nothing (null). */
const optionalText = (max: number, check?: { test: (value: string) => boolean; message: string }) =>
  z
    .string()
    .trim()
    .max(max, atMost(max))
    .refine((value) => value === "" || !check || check.test(value), { message: check?.message ?? "" })
    .nullish()
    .transform((value) => value || null);

const phone = optionalText(DEMOGRAPHIC_LIMITS.phone, {
  test: (value) => PHONE.test(value) && value.replace(/\D/g, "").length >= 7,
  message: "must be a phone number with at least 7 digits",
});

/** A date of birth: a calendar date, not in the future, not before 1900. */
export const clientDateOfBirth = calendarDate
  .refine((value) => value >= "1900-01-01", { message: "must not be before 1900" })
  // A day's grace: the browser's today may be the server's tomorrow.
  .refine((value) => value <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), {
    message: "must not be in the future",
  });

/** Every demographic field, as a version stores it. */
export const demographicsShape = {
  firstName: requiredName,
  middleName: optionalText(DEMOGRAPHIC_LIMITS.name),
  lastName: requiredName,
  preferredName: optionalText(DEMOGRAPHIC_LIMITS.name),
  dateOfBirth: clientDateOfBirth,
  sexAssignedAtBirth: z.enum(SEXES_ASSIGNED_AT_BIRTH, { message: "must be female, male, intersex or unknown" }),
  genderIdentity: optionalText(DEMOGRAPHIC_LIMITS.genderIdentity),
  pronouns: optionalText(DEMOGRAPHIC_LIMITS.pronouns),
  phone,
  email: optionalText(DEMOGRAPHIC_LIMITS.email, {
    test: (value) => z.email().safeParse(value).success,
    message: "must be an e-mail address",
  }),
  addressLine1: optionalText(DEMOGRAPHIC_LIMITS.addressLine),
  addressLine2: optionalText(DEMOGRAPHIC_LIMITS.addressLine),
  city: optionalText(DEMOGRAPHIC_LIMITS.city),
  state: optionalText(DEMOGRAPHIC_LIMITS.state),
  postalCode: optionalText(DEMOGRAPHIC_LIMITS.postalCode, {
    test: (value) => POSTAL_CODE.test(value),
    message: "must be a postal code (letters, digits, spaces and dashes)",
  }),
  preferredLanguage: optionalText(DEMOGRAPHIC_LIMITS.language),
  emergencyContactName: optionalText(DEMOGRAPHIC_LIMITS.name),
  emergencyContactRelationship: optionalText(DEMOGRAPHIC_LIMITS.relationship),
  emergencyContactPhone: phone,
  referralSource: optionalText(DEMOGRAPHIC_LIMITS.referralSource),
};

/** The demographic fields in the order forms and version lists show them. */
export const DEMOGRAPHIC_FIELDS = Object.keys(demographicsShape) as (keyof typeof demographicsShape)[];
export type DemographicField = (typeof DEMOGRAPHIC_FIELDS)[number];

export const DEMOGRAPHIC_FIELD_LABELS: Record<DemographicField, string> = {
  firstName: "Legal first name",
  middleName: "Middle name",
  lastName: "Legal last name",
  preferredName: "Preferred name",
  dateOfBirth: "Date of birth",
  sexAssignedAtBirth: "Sex assigned at birth",
  genderIdentity: "Gender identity",
  pronouns: "Pronouns",
  phone: "Phone",
  email: "E-mail",
  addressLine1: "Address line 1",
  addressLine2: "Address line 2",
  city: "City",
  state: "State",
  postalCode: "Postal code",
  preferredLanguage: "Preferred language",
  emergencyContactName: "Emergency contact name",
  emergencyContactRelationship: "Emergency contact relationship",
  emergencyContactPhone: "Emergency contact phone",
  referralSource: "Referral source",
};

type DemographicsOutput = z.output<z.ZodObject<typeof demographicsShape>>;

/** An emergency contact is called in a crisis: with a name there must be a number to call. */
export function checkEmergencyContact(
  values: Pick<DemographicsOutput, "emergencyContactName" | "emergencyContactPhone">,
  ctx: z.RefinementCtx,
): void {
  if (values.emergencyContactName && !values.emergencyContactPhone)
    ctx.addIssue({
      code: "custom",
      message: "is required with an emergency contact's name",
      path: ["emergencyContactPhone"],
    });
}

/** The demographics alone (the chart's Edit form checks these before adding the version it expects). */
export const ClientDemographicsFields = z.object(demographicsShape).superRefine(checkEmergencyContact);
export type ClientDemographicsValues = z.output<typeof ClientDemographicsFields>;
export type ClientDemographicsInput = z.input<typeof ClientDemographicsFields>;

/**
 * PUT /api/auth/clients/:mrNo/demographics: the whole record as the form holds it, saved as a new
 * version. With `expectedVersion` (the version the form was opened on) the save is refused with 409
 * when someone saved a newer version meanwhile, instead of silently overwriting their change.
 */
export const ClientDemographicsUpdateBody = z
  .object({
    ...demographicsShape,
    expectedVersion: z.number().int().min(0).max(1_000_000).optional(),
    changeNote: optionalText(DEMOGRAPHIC_LIMITS.changeNote),
  })
  .superRefine(checkEmergencyContact);
export type ClientDemographicsUpdateBody = z.output<typeof ClientDemographicsUpdateBody>;

/**
 * One version of a client's demographics. Version 0 stands for a client registered before
 * demographics were versioned (their record as it stands, with no author); intake writes version 1.
 */
export interface ClientDemographics extends ClientDemographicsValues {
  /** Null for version 0. */
  id: string | null;
  version: number;
  changedBy: ClinicianRef | null;
  /** ISO 8601. */
  changedAt: string;
  changeNote: string | null;
  /** The fields that differ from the version before (none for the first). */
  changedFields: DemographicField[];
}

/** The fields whose values differ between two versions, in form order. */
export function changedDemographicFields(
  before: ClientDemographicsValues | null,
  after: ClientDemographicsValues,
): DemographicField[] {
  if (!before) return [];
  return DEMOGRAPHIC_FIELDS.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
}

/** Why a PUT with `expectedVersion` was refused (409 `details`). */
export interface DemographicsVersionConflict {
  reason: "version_conflict";
  currentVersion: number;
  changedBy: ClinicianRef | null;
  changedAt: string;
}
