/**
 * REST contract of a client's diagnoses (`/api/auth/clients/:mrNo/diagnoses`, `update-diagnoses`,
 * `diagnoses/:diagnosisId/entered-in-error`) and of the ICD-10-CM code search (`/api/auth/diagnosis-codes`).
 * The web forms validate with the same schemas.
 */
import { z } from "zod";
import { SERVER_TIME_ZONE } from "../constants";
import { id } from "./common";
import type { ClinicianRef } from "./groupSessions";

export const DIAGNOSIS_RANKS = ["primary", "secondary"] as const;
export type DiagnosisRank = (typeof DIAGNOSIS_RANKS)[number];
export const DIAGNOSIS_RANK_LABELS: Record<DiagnosisRank, string> = { primary: "Primary", secondary: "Secondary" };

/**
 * `entered_in_error` is a correction, not a clinical state: a diagnosis recorded by mistake stays on the
 * chart, struck through, with who marked it, when and why. It is set by its own route, with a reason, and
 * is final; editing sets only the clinical statuses.
 */
export const DIAGNOSIS_STATUSES = ["active", "resolved", "entered_in_error"] as const;
export type DiagnosisStatus = (typeof DIAGNOSIS_STATUSES)[number];
export const CLINICAL_DIAGNOSIS_STATUSES = ["active", "resolved"] as const satisfies readonly DiagnosisStatus[];
export const DIAGNOSIS_STATUS_LABELS: Record<DiagnosisStatus, string> = {
  active: "Active",
  resolved: "Resolved",
  entered_in_error: "Entered in error",
};

export const DIAGNOSIS_NOTES_MAX = 2000;
export const DIAGNOSIS_ERROR_REASON_MAX = 500;
export const DIAGNOSIS_SEARCH_LIMIT = { default: 20, max: 50 } as const;

/** An ICD-10-CM code in its dotted form: a letter, two characters, and up to four after the dot ("F11.20", "F01.A11"). */
export const ICD10_CODE_PATTERN = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;

/** A code as people type it ("f1120", " F11.20 ") in the dotted form the code set keys on ("F11.20"). */
export function dottedIcd10Code(typed: string): string {
  const bare = typed.replace(/[\s.]/g, "").toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare;
}

/** Today's date on the facility's clock, where "not in the future" is decided (browser and server alike). */
export function facilityToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE }).format(now);
}

const icd10Code = z
  .string()
  .max(12, { message: "must be an ICD-10-CM code such as F11.20" })
  .transform(dottedIcd10Code)
  .refine((code) => ICD10_CODE_PATTERN.test(code), { message: "must be an ICD-10-CM code such as F11.20" });

const pastDate = z.iso
  .date({ message: "must be a date (YYYY-MM-DD)" })
  .refine((date) => date <= facilityToday(), { message: "must not be in the future" });

const notes = z
  .string()
  .trim()
  .max(DIAGNOSIS_NOTES_MAX, { message: `must be at most ${DIAGNOSIS_NOTES_MAX} characters` })
  .nullish()
  .transform((value) => value || null);

/** Add one diagnosis: the code's description is copied from the code set when it is entered. */
export const AddDiagnosisBody = z.object({
  action: z.literal("add"),
  code: icd10Code,
  rank: z.enum(DIAGNOSIS_RANKS, { message: "must be primary or secondary" }).default("secondary"),
  onsetDate: pastDate.nullish().transform((value) => value ?? null),
  notes,
});

/**
 * Change one diagnosis: only the fields present change (null clears the onset date or the notes).
 * Resolving sets `status: "resolved"` with its date (today when absent); making it active again clears the date.
 */
export const UpdateDiagnosisBody = z
  .object({
    action: z.literal("update"),
    id,
    rank: z.enum(DIAGNOSIS_RANKS, { message: "must be primary or secondary" }).optional(),
    onsetDate: pastDate.nullable().optional(),
    status: z.enum(CLINICAL_DIAGNOSIS_STATUSES, { message: "must be active or resolved" }).optional(),
    resolvedDate: pastDate.optional(),
    notes: notes.optional(),
  })
  .refine((body) => body.resolvedDate === undefined || body.status === "resolved", {
    message: "a resolved date goes with status resolved",
    path: ["resolvedDate"],
  })
  .refine(
    (body) =>
      [body.rank, body.onsetDate, body.status, body.resolvedDate, body.notes].some((value) => value !== undefined),
    { message: "nothing to change" },
  );

/** POST /api/auth/clients/:mrNo/update-diagnoses: `action` says whether it adds a diagnosis or changes one. */
export const UpdateDiagnosesBody = z.discriminatedUnion("action", [AddDiagnosisBody, UpdateDiagnosisBody], {
  message: 'action must be "add" or "update"',
});
export type UpdateDiagnosesInput = z.input<typeof UpdateDiagnosesBody>;

/**
 * POST /api/auth/clients/:mrNo/diagnoses/:diagnosisId/entered-in-error: why the diagnosis was a mistake
 * ("entered on the wrong client's chart"), kept with it.
 */
export const DiagnosisEnteredInErrorBody = z.object({
  reason: z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    .min(1, { message: "must say why the diagnosis was entered in error" })
    .max(DIAGNOSIS_ERROR_REASON_MAX, { message: `must be at most ${DIAGNOSIS_ERROR_REASON_MAX} characters` }),
});
export type DiagnosisEnteredInErrorInput = z.input<typeof DiagnosisEnteredInErrorBody>;

export const DiagnosisParams = z.object({ mrNo: z.string().trim().min(1).max(40), diagnosisId: id });

/** GET /api/auth/diagnosis-codes: `q` is a code prefix ("F11.2") or words of the description ("opioid withdrawal"). */
export const DiagnosisCodeQuery = z.object({
  q: z.string().trim().min(1, { message: "must not be empty" }).max(100, { message: "must be at most 100 characters" }),
  limit: z.coerce.number().int().min(1).max(DIAGNOSIS_SEARCH_LIMIT.max).default(DIAGNOSIS_SEARCH_LIMIT.default),
});

export interface DiagnosisCode {
  code: string;
  description: string;
  /** A leaf of the tabular list; category headings are listed for orientation but cannot be assigned. */
  billable: boolean;
  chapter: number;
  /** The three-character category, e.g. "F11". */
  category: string;
}

export interface ClientDiagnosis {
  id: string;
  code: string;
  /** The description when it was entered. */
  description: string;
  rank: DiagnosisRank;
  onsetDate: string | null;
  status: DiagnosisStatus;
  resolvedDate: string | null;
  notes: string | null;
  enteredBy: ClinicianRef;
  enteredAt: string;
  updatedBy: ClinicianRef;
  updatedAt: string;
  /** Who marked it entered in error, when and why; all null unless `status` is `entered_in_error`. */
  enteredInErrorBy: ClinicianRef | null;
  enteredInErrorAt: string | null;
  enteredInErrorReason: string | null;
}
