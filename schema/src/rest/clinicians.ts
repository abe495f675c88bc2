import { z } from "zod";
import { ClinicianStatus, STAFF_ROLES } from "../roles";
import type { ClinicianStatusValue, StaffRole } from "../roles";
import { PAGE_SIZE } from "../constants";
import { id, listParam, paging } from "./common";
import type { LocationRef } from "./common";

const statusValue = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]));

/** The clinician list filter (§3): status list (default Active = 1), role list, searchQuery, paging. */
export const ClinicianListQuery = z.object({
  status: listParam(statusValue).transform((v) => v ?? [ClinicianStatus.Active]),
  role: listParam(z.enum(STAFF_ROLES)),
  searchQuery: z.string().trim().max(100).optional(),
  locationId: id.optional(),
  ...paging(PAGE_SIZE.clinicians),
});
export type ClinicianListQuery = z.input<typeof ClinicianListQuery>;

export const ClinicianUpdateBody = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    role: z.enum(STAFF_ROLES),
    locationIds: z.array(id).min(1),
    phone: z.string().trim().max(40).nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });

export interface Clinician {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullname: string;
  role: StaffRole;
  status: ClinicianStatusValue;
  phone: string | null;
  photo: string | null;
  locations: LocationRef[];
  createdAt: string;
}

export interface CaseLoadClient {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
  levelOfCare: string | null;
  locationId: string;
}
