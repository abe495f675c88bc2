/**
 * REST contract of a client's family members and other contacts (`/api/auth/clients/:mrNo/family-members`).
 * Under 42 CFR Part 2 staff may not even confirm to someone that the client is in treatment unless the
 * client listed them as someone who may be contacted: `mayContact` is off until staff turn it on.
 */
import { z } from "zod";
import { id } from "./common";
import type { ClinicianRef } from "./groupSessions";

/** What staff usually pick; any other relationship may be typed. */
export const CONTACT_RELATIONSHIPS = [
  "Parent",
  "Spouse/partner",
  "Child",
  "Sibling",
  "Guardian",
  "Friend",
  "Sponsor",
  "Other",
] as const;

export const CONTACT_LIMITS = {
  name: 200,
  relationship: 60,
  phone: 40,
  email: 254,
  address: 500,
  notes: 2000,
} as const;

/** Digits with the usual separators, at least seven digits, maybe an extension: "(555) 010-2233 x12". */
const PHONE = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

/** A text field a form may leave empty: "" and absent are both stored as nothing (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => value || null);

const phone = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.phone, { message: `must be at most ${CONTACT_LIMITS.phone} characters` })
  .refine((value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7), {
    message: "must be a phone number with at least 7 digits",
  })
  .nullish()
  .transform((value) => value || null);

const email = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.email, { message: `must be at most ${CONTACT_LIMITS.email} characters` })
  .refine((value) => value === "" || z.email().safeParse(value).success, { message: "must be an e-mail address" })
  .nullish()
  .transform((value) => value || null);

/**
 * POST add-member and PUT family-members/:contactId (the whole contact, as the form holds it). An
 * emergency contact must have a phone number: it is the one thing staff need from it in a crisis.
 */
export const ClientContactBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: "must not be empty" })
      .max(CONTACT_LIMITS.name, { message: `must be at most ${CONTACT_LIMITS.name} characters` }),
    relationship: z
      .string()
      .trim()
      .min(1, { message: "must not be empty" })
      .max(CONTACT_LIMITS.relationship, { message: `must be at most ${CONTACT_LIMITS.relationship} characters` }),
    phone,
    email,
    address: optionalText(CONTACT_LIMITS.address),
    legalGuardian: z.boolean().default(false),
    emergencyContact: z.boolean().default(false),
    /** Staff may tell this person that the client is in treatment (a Part 2 consent names them). */
    mayContact: z.boolean().default(false),
    notes: optionalText(CONTACT_LIMITS.notes),
  })
  .refine((body) => !body.emergencyContact || body.phone !== null, {
    message: "an emergency contact needs a phone number",
    path: ["phone"],
  });
export type ClientContactBody = z.input<typeof ClientContactBody>;

export const ClientContactListQuery = z.object({
  /** Also the removed contacts, with who removed them and when. */
  includeRemoved: z
    .enum(["true", "false"], { message: "must be true or false" })
    .optional()
    .transform((value) => value === "true"),
});

export const ClientContactParams = z.object({ mrNo: z.string().trim().min(1).max(40), contactId: id });

export interface ClientContact {
  id: string;
  name: string;
  relationship: string;
  phone: string | null;
  email: string | null;
  address: string | null;
  legalGuardian: boolean;
  emergencyContact: boolean;
  mayContact: boolean;
  notes: string | null;
  createdBy: ClinicianRef | null;
  createdAt: string;
  updatedBy: ClinicianRef | null;
  updatedAt: string;
  /** Contacts are never deleted: a removed one stays in the history with who removed it and when. */
  removedBy: ClinicianRef | null;
  removedAt: string | null;
}
