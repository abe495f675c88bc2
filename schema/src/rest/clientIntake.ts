/**
 * REST contract of intake (`POST /api/auth/clients`): a new client registered with their demographics
 * at one of the organization's locations, pending admission, and the duplicate check that warns
 * before a second record of the same person is made (same name and date of birth).
 */
import { z } from "zod";
import { LEVEL_OF_CARE_IDS } from "../clientChart";
import type { ClientStatus } from "../clientChart";
import { id } from "./common";
import type { LocationRef } from "./common";
import type { ClientSummary } from "./clients";
import { checkEmergencyContact, clientDateOfBirth, demographicsShape } from "./clientDemographics";

/**
 * POST /api/auth/clients. A client whose name and date of birth match someone of the organization
 * is refused with 409 (`details: ClientDuplicateConflict`) unless `confirmDuplicate` says staff saw
 * the matches and this is another person.
 */
export const ClientIntakeBody = z
  .object({
    ...demographicsShape,
    /** Where the client will be cared for: a location of the caller's. */
    locationId: id,
    /** The level of care admissions plans for; the admission decides it. */
    intendedLevelOfCare: z.enum(LEVEL_OF_CARE_IDS, { message: "must be an ASAM level of care" }).nullish(),
    confirmDuplicate: z.boolean().optional(),
  })
  .superRefine(checkEmergencyContact);
export type ClientIntakeBody = z.output<typeof ClientIntakeBody>;
export type ClientIntakeInput = z.input<typeof ClientIntakeBody>;

/** GET /api/auth/clients/duplicates: the form asks as soon as the name and date of birth are filled in. */
export const ClientDuplicatesQuery = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { message: "is required" })
    .max(100, { message: "must be at most 100 characters" }),
  lastName: z
    .string()
    .trim()
    .min(1, { message: "is required" })
    .max(100, { message: "must be at most 100 characters" }),
  dateOfBirth: clientDateOfBirth,
});
export type ClientDuplicatesQuery = z.output<typeof ClientDuplicatesQuery>;

/** A client of the organization with the same name (any case) and date of birth as the person at intake. */
export interface ClientDuplicate {
  mrNo: string;
  firstName: string;
  lastName: string;
  fullname: string;
  dateOfBirth: string;
  status: ClientStatus;
  location: LocationRef;
  /** Whether the caller may open this client's chart (it is at one of their locations). */
  inYourLocations: boolean;
}

/** The 409 `details` of an intake that matches existing clients. */
export interface ClientDuplicateConflict {
  reason: "possible_duplicate";
  duplicates: ClientDuplicate[];
}

/** What intake answers: the new client, and the matches staff confirmed were someone else (usually none). */
export interface ClientIntakeResult {
  client: ClientSummary;
  duplicates: ClientDuplicate[];
}
