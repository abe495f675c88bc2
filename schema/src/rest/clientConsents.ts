/**
 * REST contract of a client's Part 2 consents and disclosures (`/api/auth/clients/:mrNo/consents`,
 * `…/disclosures`) and of emergency ("break-glass") access to a chart (`…/break-glass`,
 * `/api/auth/break-glass/requests`). 42 CFR §2.31: a consent names its recipient, purpose, what may be
 * disclosed, when it expires (a date or an event) and who signed it, and the client may revoke it in
 * writing. An expiry event is either the client's discharge, which ends the consent by itself, or another
 * event described in words, which staff record as occurred; either way the consent expired, it was not
 * revoked. A disclosure is recorded only against a consent in force on its date that covers what was
 * disclosed, and carries the §2.32 notice. The web app validates its forms with these same schemas.
 */
import { z } from "zod";
import { facilityToday } from "./clientDiagnoses";
import { careDate } from "./clientEpisodes";
import type { ClinicianRef } from "./groupSessions";
import type { DocumentCategory, StoredFileType } from "./clientDocuments";
import { id, listParam } from "./common";

/** What a consent may let staff disclose; `all_records` covers every other category. */
export const DISCLOSURE_CATEGORIES = [
  "diagnosis",
  "treatment_plan",
  "attendance",
  "medications",
  "discharge_summary",
  "progress_notes",
  "lab_results",
  "all_records",
  "other",
] as const;
export type DisclosureCategory = (typeof DISCLOSURE_CATEGORIES)[number];
export const DISCLOSURE_CATEGORY_LABELS: Record<DisclosureCategory, string> = {
  diagnosis: "Diagnosis",
  treatment_plan: "Treatment plan",
  attendance: "Attendance and participation",
  medications: "Medications",
  discharge_summary: "Discharge summary",
  progress_notes: "Progress notes",
  lab_results: "Lab and toxicology results",
  all_records: "All records",
  other: "Other (as described)",
};

export const DISCLOSURE_METHODS = ["mail", "fax", "email", "portal", "in_person"] as const;
export type DisclosureMethod = (typeof DISCLOSURE_METHODS)[number];
export const DISCLOSURE_METHOD_LABELS: Record<DisclosureMethod, string> = {
  mail: "Mail",
  fax: "Fax",
  email: "E-mail",
  portal: "Portal",
  in_person: "In person",
};

/** Who signed: the client, or their guardian or personal representative. */
export const CONSENT_SIGNERS = ["client", "guardian"] as const;
export type ConsentSigner = (typeof CONSENT_SIGNERS)[number];

/** The event that ends a consent: the client's discharge (recognized), or another one described in words. */
export const CONSENT_EXPIRY_EVENTS = ["discharge", "other"] as const;
export type ConsentExpiryEvent = (typeof CONSENT_EXPIRY_EVENTS)[number];
export const CONSENT_EXPIRY_EVENT_LABELS: Record<ConsentExpiryEvent, string> = {
  discharge: "On discharge from treatment",
  other: "Another event",
};
/** Why a consent whose event is discharge ended, as stored with it. */
export const CONSENT_ENDED_BY_DISCHARGE = "Client discharged";

export const CONSENT_STATUSES = ["active", "expired", "revoked"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  active: "In force",
  expired: "Expired",
  revoked: "Revoked",
};

export const CONSENT_LIMITS = {
  name: 200,
  organization: 200,
  contact: 500,
  purpose: 1000,
  otherInformation: 1000,
  expiryEvent: 500,
  note: 2000,
  description: 1000,
  /** Chart documents one disclosure may release. */
  documents: 20,
} as const;

/** A written reason for emergency access must say something: at least this many characters. */
export const BREAK_GLASS_REASON_MIN = 20;
export const BREAK_GLASS_REASON_MAX = 2000;
/** How long an approved emergency access lasts. */
export const BREAK_GLASS_HOURS = 4;

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: "is required" })
    .max(max, { message: `must be at most ${max} characters` });

/** A text a form may leave empty: "" and absent are both nothing (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null);

/** A date that has happened, on the facility's clock. */
const pastCareDate = careDate.refine((date) => date <= facilityToday(), { message: "must not be in the future" });

/** The categories asked for, each once; none at all is refused by the body that holds them. */
const categories = z
  .array(z.enum(DISCLOSURE_CATEGORIES, { message: `must be one of ${DISCLOSURE_CATEGORIES.join(", ")}` }))
  .max(DISCLOSURE_CATEGORIES.length, { message: "names a category more than once" })
  .refine((list) => new Set(list).size === list.length, { message: "names a category more than once" })
  .refine((list) => list.length > 0, { message: "must name at least one kind of information" });

/** POST consents: a consent as the client (or guardian) signed it. */
export const ClientConsentBody = z
  .object({
    recipientName: required(CONSENT_LIMITS.name),
    recipientOrganization: optionalText(CONSENT_LIMITS.organization),
    /** Address, phone, fax or e-mail: where the disclosures go. */
    recipientContact: optionalText(CONSENT_LIMITS.contact),
    purpose: required(CONSENT_LIMITS.purpose),
    categories,
    /** What may be disclosed in the consent's own words; required with "other", which it describes. */
    otherInformation: optionalText(CONSENT_LIMITS.otherInformation),
    expiresOn: careDate.nullish().transform((value) => value ?? null),
    /** An event that ends the consent: discharge, or another one that `expiryEventDescription` describes. */
    expiryEvent: z
      .enum(CONSENT_EXPIRY_EVENTS, { message: `must be one of ${CONSENT_EXPIRY_EVENTS.join(", ")}` })
      .nullish()
      .transform((value) => value ?? null),
    /** The other event in the consent's words ("when the court case closes"). */
    expiryEventDescription: optionalText(CONSENT_LIMITS.expiryEvent),
    signedOn: pastCareDate,
    signedBy: required(CONSENT_LIMITS.name),
    signer: z.enum(CONSENT_SIGNERS, { message: "must be client or guardian" }),
  })
  .refine((b) => !b.categories.includes("other") || b.otherInformation !== null, {
    message: "must describe the other information the consent covers",
    path: ["otherInformation"],
  })
  .refine((b) => b.expiresOn !== null || b.expiryEvent !== null, {
    message: "a consent must expire: give a date or an event",
    path: ["expiresOn"],
  })
  .refine((b) => b.expiryEvent !== "other" || b.expiryEventDescription !== null, {
    message: "must describe the event that ends the consent",
    path: ["expiryEventDescription"],
  })
  // Words kept with a recognized event (or none) would be shown nowhere and mislead whoever reads the row.
  .refine((b) => b.expiryEvent === "other" || b.expiryEventDescription === null, {
    message: "describes another event only: leave it empty or choose another event",
    path: ["expiryEventDescription"],
  })
  .refine((b) => b.expiresOn === null || b.expiresOn >= b.signedOn, {
    message: "must not be before the date it was signed",
    path: ["expiresOn"],
  });
export type ClientConsentBody = z.input<typeof ClientConsentBody>;

/** POST consents/:id/revoke: the client revoked the consent in writing; the note says how. */
export const ConsentRevocationBody = z.object({
  revokedOn: pastCareDate,
  note: required(CONSENT_LIMITS.note),
});
export type ConsentRevocationBody = z.input<typeof ConsentRevocationBody>;

/** POST consents/:id/event-occurred: the other event that ends the consent happened on `occurredOn`; the note says what. */
export const ConsentEventBody = z.object({
  occurredOn: pastCareDate,
  note: required(CONSENT_LIMITS.note),
});
export type ConsentEventBody = z.input<typeof ConsentEventBody>;

/** POST disclosures: what was sent, to the recipient of which consent, when and how. */
export const ClientDisclosureBody = z.object({
  consentId: id,
  categories,
  /** What exactly went out ("discharge summary of 03-12-2027, two pages"). */
  description: optionalText(CONSENT_LIMITS.description),
  disclosedOn: pastCareDate,
  method: z.enum(DISCLOSURE_METHODS, { message: `must be one of ${DISCLOSURE_METHODS.join(", ")}` }),
  /** The chart documents released with it (current documents of this client), in packet order; none when absent. */
  documentIds: z
    .array(id)
    .max(CONSENT_LIMITS.documents, { message: `must name at most ${CONSENT_LIMITS.documents} documents` })
    .refine((list) => new Set(list).size === list.length, { message: "names a document more than once" })
    .nullish()
    .transform((value) => value ?? []),
});
export type ClientDisclosureBody = z.input<typeof ClientDisclosureBody>;

export const ConsentParams = z.object({ mrNo: z.string().trim().min(1).max(40), consentId: id });
export const DisclosureParams = z.object({ mrNo: z.string().trim().min(1).max(40), disclosureId: id });

/** The release packet of a disclosure (a PDF: cover page with the notice, then the released documents). */
export const clientDisclosurePacketPath = (mrNo: string, disclosureId: string) =>
  `/api/auth/clients/${encodeURIComponent(mrNo)}/disclosures/${encodeURIComponent(disclosureId)}/packet`;

/** A chart document a disclosure released, as the accounting names it. */
export interface DisclosedDocument {
  id: string;
  title: string;
  category: DocumentCategory;
  contentType: StoredFileType;
  /** Set when it was deleted from the chart after it was released. */
  deletedAt: string | null;
}

export interface ClientConsent {
  id: string;
  recipientName: string;
  recipientOrganization: string | null;
  recipientContact: string | null;
  purpose: string;
  categories: DisclosureCategory[];
  otherInformation: string | null;
  expiresOn: string | null;
  expiryEvent: ConsentExpiryEvent | null;
  /** The words of "another event"; null with discharge or no event. */
  expiryEventDescription: string | null;
  signedOn: string;
  signedBy: string;
  signer: ConsentSigner;
  /** On the facility's today. */
  status: ConsentStatus;
  revokedOn: string | null;
  revocationNote: string | null;
  /** Who recorded the revocation, and when. */
  revokedBy: ClinicianRef | null;
  revokedAt: string | null;
  /** The day its expiry event happened (the consent expired then), why, and who recorded it when. */
  endedOn: string | null;
  endReason: string | null;
  endedBy: ClinicianRef | null;
  endedAt: string | null;
  createdBy: ClinicianRef | null;
  createdAt: string;
}

export interface ClientDisclosure {
  id: string;
  consentId: string;
  recipientName: string;
  recipientOrganization: string | null;
  purpose: string;
  categories: DisclosureCategory[];
  description: string | null;
  disclosedOn: string;
  method: DisclosureMethod;
  disclosedBy: ClinicianRef | null;
  /** The §2.32 notice that went with it, as stored with the disclosure. */
  notice: string;
  /** The chart documents released with it, in packet order. */
  documents: DisclosedDocument[];
  /** Where its release packet downloads (same origin, the session's cookie). */
  packetUrl: string;
  createdAt: string;
}

/**
 * A consent's standing on `date` (YYYY-MM-DD): revoked from its revocation date, expired from the day its
 * expiry event happened (like a revocation, nothing may be disclosed under it that day) or after its
 * expiry date (valid through that day), else active.
 */
export function consentStatusOn(
  consent: { signedOn: string; expiresOn: string | null; revokedOn: string | null; endedOn: string | null },
  date: string,
): ConsentStatus {
  if (consent.revokedOn !== null && consent.revokedOn <= date) return "revoked";
  if (consent.endedOn !== null && consent.endedOn <= date) return "expired";
  if (consent.expiresOn !== null && consent.expiresOn < date) return "expired";
  return "active";
}

/** The categories a disclosure names that the consent does not cover (`all_records` covers all). */
export function uncoveredCategories(
  consented: readonly DisclosureCategory[],
  disclosed: readonly DisclosureCategory[],
): DisclosureCategory[] {
  if (consented.includes("all_records")) return [];
  return disclosed.filter((category) => !consented.includes(category));
}

/** POST /clients/:mrNo/break-glass: why the chart must be opened now. */
export const BreakGlassRequestBody = z.object({
  reason: z
    .string()
    .trim()
    .min(BREAK_GLASS_REASON_MIN, {
      message: `must explain the emergency in at least ${BREAK_GLASS_REASON_MIN} characters`,
    })
    .max(BREAK_GLASS_REASON_MAX, { message: `must be at most ${BREAK_GLASS_REASON_MAX} characters` }),
});
export type BreakGlassRequestBody = z.input<typeof BreakGlassRequestBody>;

/** Approve, refuse or revoke a request; a refusal and a revocation say why. */
export const ChartAccessDecisionBody = z.object({ note: optionalText(CONSENT_LIMITS.note) });
export const ChartAccessRefusalBody = z.object({ note: required(CONSENT_LIMITS.note) });
export type ChartAccessDecisionBody = z.input<typeof ChartAccessDecisionBody>;

export const CHART_ACCESS_STATUSES = ["pending", "approved", "refused", "revoked", "expired"] as const;
export type ChartAccessStatus = (typeof CHART_ACCESS_STATUSES)[number];
export const CHART_ACCESS_STATUS_LABELS: Record<ChartAccessStatus, string> = {
  pending: "Waiting",
  approved: "Access open",
  refused: "Refused",
  revoked: "Ended early",
  expired: "Expired",
};

export const ChartAccessListQuery = z.object({
  /** Which requests: the waiting ones and the open grants when absent. */
  status: listParam(
    z.enum(CHART_ACCESS_STATUSES, { message: `must be one of ${CHART_ACCESS_STATUSES.join(", ")}` }),
  ).transform((value) => value ?? (["pending", "approved"] as ChartAccessStatus[])),
});

export const ChartAccessParams = z.object({ id });

/** What a requester is told, whatever happened: the same words whether or not the MR number exists. */
export interface BreakGlassReceipt {
  received: true;
  message: string;
}

export interface ChartAccessRequest {
  id: string;
  client: { id: string; mrNo: string; fullname: string; locationId: string; locationName: string };
  requester: ClinicianRef;
  reason: string;
  requestedAt: string;
  /** `expired` once an approved grant's time is up. */
  status: ChartAccessStatus;
  decidedBy: ClinicianRef | null;
  decidedAt: string | null;
  decisionNote: string | null;
  /** When an approved grant ends (or ended). */
  expiresAt: string | null;
  revokedBy: ClinicianRef | null;
  revokedAt: string | null;
  revokeNote: string | null;
}
