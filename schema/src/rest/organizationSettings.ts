/**
 * REST contract of the organization's settings: one set per organization, every staff member reads
 * it, administrators change it. The settings page validates with the same schemas as the API, so
 * both say the same thing about a bad value.
 */
import { z } from "zod";
import { CLIENT_COPY_NARRATIVE_MODES, DEFAULT_CLIENT_COPY_NARRATIVE } from "../disclosure";
import type { ClinicianRef } from "./groupSessions";

/** Group notes: check-in (and attendance, and writing the note) opens this many minutes before a session starts. */
export const CHECK_IN_OPENS_MINUTES_RANGE = { min: 0, max: 240 } as const;

/** What an organization that never chose has. */
export const DEFAULT_ORGANIZATION_SETTINGS = {
  checkInOpensMinutesBefore: 30,
  groupNarrativeInClientCopy: DEFAULT_CLIENT_COPY_NARRATIVE,
} as const satisfies OrganizationSettings;

const minutesBetween = (r: { min: number; max: number }) =>
  z
    .number({ message: "must be a number of minutes" })
    .int({ message: "must be a whole number of minutes" })
    .min(r.min, { message: `must be between ${r.min} and ${r.max} minutes` })
    .max(r.max, { message: `must be between ${r.min} and ${r.max} minutes` });

/** Every setting with its bounds, one field per setting (a module adds its own here). */
export const OrganizationSettings = z.object({
  checkInOpensMinutesBefore: minutesBetween(CHECK_IN_OPENS_MINUTES_RANGE),
  /** Group notes: the shared narrative in one client's copy (print or export), see disclosure.ts. */
  groupNarrativeInClientCopy: z.enum(CLIENT_COPY_NARRATIVE_MODES, {
    message: `must be one of ${CLIENT_COPY_NARRATIVE_MODES.join(", ")}`,
  }),
});
export type OrganizationSettings = z.output<typeof OrganizationSettings>;

/** PATCH /api/auth/organization-settings: any subset of the settings; unknown keys are refused. */
export const OrganizationSettingsUpdate = z
  .strictObject(OrganizationSettings.shape)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "nothing to update" });
export type OrganizationSettingsUpdate = z.input<typeof OrganizationSettingsUpdate>;

/** What GET and PATCH answer: every setting (the defaults where never chosen) and who changed them last. */
export interface OrganizationSettingsResponse extends OrganizationSettings {
  updatedAt: string | null;
  updatedBy: ClinicianRef | null;
}
