/**
 * REST contract of a client's episodes of care: admission, readmission, discharge, outgoing referrals,
 * level-of-care and location changes, the primary therapist and the anticipated discharge date.
 * The web app validates its forms with these same schemas.
 */
import { z } from "zod";
import { DISCHARGE_TYPES, LEVEL_OF_CARE_IDS } from "../clientChart";
import type { DischargeType } from "../clientChart";
import { id } from "./common";
import type { LocationRef } from "./common";
import { calendarDate } from "./groupSessions";
import type { ClinicianRef } from "./groupSessions";

/** A date of care (YYYY-MM-DD) within the years a chart can hold: PostgreSQL has no year 0, and none is meant. */
export const careDate = calendarDate.refine((v) => v >= "1900-01-01" && v <= "2199-12-31", {
  message: "must be a date between 1900 and 2199",
});

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });
const levelOfCare = z.enum(LEVEL_OF_CARE_IDS, { message: "must be an ASAM level of care" });

/** The longest reason or free text an episode change keeps. */
export const EPISODE_REASON_MAX = 2000;

/** POST admit and POST readmit: where, when and at what level the client's new episode of care starts. */
export const AdmissionBody = z
  .object({
    locationId: id,
    programId: id.nullable().optional(),
    admissionDate: careDate,
    levelOfCare,
    primaryTherapistId: id.nullable().optional(),
    anticipatedDischargeDate: careDate.nullable().optional(),
  })
  .refine((b) => !b.anticipatedDischargeDate || b.anticipatedDischargeDate >= b.admissionDate, {
    message: "must not be before the admission date",
    path: ["anticipatedDischargeDate"],
  });
export type AdmissionBody = z.output<typeof AdmissionBody>;

/** POST discharge: closes the open episode. */
export const DischargeBody = z.object({
  dischargeDate: careDate,
  dischargeType: z.enum(DISCHARGE_TYPES, {
    message: "must be planned, against medical advice, administrative or transfer",
  }),
  reason: required(EPISODE_REASON_MAX),
});
export type DischargeBody = z.output<typeof DischargeBody>;

/** POST refer: an outgoing referral to another provider, whatever the client's status. */
export const ReferralBody = z.object({
  referredTo: required(200),
  reason: required(EPISODE_REASON_MAX),
  referralDate: careDate,
  contact: z.string().trim().max(200, { message: "must be at most 200 characters" }).nullable().optional(),
});
export type ReferralBody = z.output<typeof ReferralBody>;

/** POST level-of-care: a new level within the open episode, effective from a date, with why. */
export const LevelOfCareChangeBody = z.object({
  levelOfCare,
  effectiveDate: careDate,
  reason: required(EPISODE_REASON_MAX),
});
export type LevelOfCareChangeBody = z.output<typeof LevelOfCareChangeBody>;

/** POST location: a transfer within the open episode to another location of the organization. */
export const TransferBody = z.object({
  locationId: id,
  /** The program at the new location; absent or null leaves none when the current one is of the old location. */
  programId: id.nullable().optional(),
  effectiveDate: careDate,
  reason: required(EPISODE_REASON_MAX),
});
export type TransferBody = z.output<typeof TransferBody>;

/** PUT primary-therapist: null clears it. */
export const PrimaryTherapistBody = z.object({ clinicianId: id.nullable() });
/** PUT anticipated-discharge-date: null clears it. */
export const AnticipatedDischargeBody = z.object({ date: careDate.nullable() });

/** One admission to discharge; the level of care, location and program are the episode's latest. */
export interface ClientEpisode {
  id: string;
  episodeNumber: number;
  location: LocationRef;
  program: { id: string; name: string } | null;
  admissionDate: string;
  levelOfCare: string;
  primaryTherapist: ClinicianRef | null;
  anticipatedDischargeDate: string | null;
  dischargeDate: string | null;
  dischargeType: DischargeType | null;
  dischargeReason: string | null;
  admittedBy: ClinicianRef | null;
  admittedAt: string;
  dischargedBy: ClinicianRef | null;
  dischargedAt: string | null;
}

/** One effective-dated level of care, who set it and why. */
export interface LevelOfCareChange {
  id: string;
  episodeNumber: number;
  levelOfCare: string;
  effectiveDate: string;
  reason: string;
  changedBy: ClinicianRef | null;
  changedAt: string;
}

/** One effective-dated location, who moved the client and why. */
export interface LocationChange {
  id: string;
  episodeNumber: number | null;
  location: LocationRef;
  effectiveDate: string;
  reason: string;
  changedBy: ClinicianRef | null;
  changedAt: string;
}

export interface ClientReferral {
  id: string;
  /** The episode open when the referral was made; null for a client not admitted then. */
  episodeNumber: number | null;
  referredTo: string;
  reason: string;
  referralDate: string;
  contact: string | null;
  createdBy: ClinicianRef | null;
  createdAt: string;
}
