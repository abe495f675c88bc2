/**
 * REST contract of a client's print pages (`/api/auth/clients/:mrNo/face-sheet`): what the §2 pages
 * `/emr_admission_print`, `/patient_demographics_print` and `/exportPrint/patient_demographics_print`
 * put on paper. A print leaves the chart: the API logs it as a disclosure and it carries the
 * 42 CFR Part 2 redisclosure notice.
 */
import { z } from "zod";
import type { ClientContact } from "./clientContacts";
import type { CareTeamMember } from "./clientCareTeam";
import type { ClientDemographics } from "./clientDemographics";
import type { ClientDiagnosis } from "./clientDiagnoses";
import type { ClientEpisode } from "./clientEpisodes";
import type { ClientSummary } from "./clients";
import type { PrintHeader } from "./groupNotes";

/**
 * The client print pages: the admission face sheet, the demographics sheet, and the demographics
 * sheet laid out for saving as PDF (an export).
 */
export const CLIENT_PRINT_PAGES = [
  "emr_admission_print",
  "patient_demographics_print",
  "patient_demographics_export",
] as const;
export type ClientPrintPage = (typeof CLIENT_PRINT_PAGES)[number];

/** Where each page lives in the web app (§2); the client is `?mrNo=`. */
export const CLIENT_PRINT_PAGE_PATHS: Record<ClientPrintPage, string> = {
  emr_admission_print: "/emr_admission_print",
  patient_demographics_print: "/patient_demographics_print",
  patient_demographics_export: "/exportPrint/patient_demographics_print",
};

export const CLIENT_PRINT_PAGE_LABELS: Record<ClientPrintPage, string> = {
  emr_admission_print: "Admission face sheet",
  patient_demographics_print: "Demographics sheet",
  patient_demographics_export: "Demographics sheet (save as PDF)",
};

/** The parts of the chart a print may carry; each page prints the ones `CLIENT_PRINT_SECTIONS` names. */
export type ClientPrintSection = "demographics" | "contacts" | "episode" | "diagnoses" | "care_team";

/** Minimum necessary: a page fetches, discloses and logs only what it prints. */
export const CLIENT_PRINT_SECTIONS: Record<ClientPrintPage, readonly ClientPrintSection[]> = {
  emr_admission_print: ["demographics", "episode", "diagnoses", "care_team", "contacts"],
  patient_demographics_print: ["demographics", "contacts"],
  patient_demographics_export: ["demographics", "contacts"],
};

/** GET face-sheet: which page is printed (the admission face sheet unless said). */
export const ClientFaceSheetQuery = z.object({
  page: z
    .enum(CLIENT_PRINT_PAGES, { message: `must be one of ${CLIENT_PRINT_PAGES.join(", ")}` })
    .default("emr_admission_print"),
});

/**
 * What one print page shows of a client, as of the audited print (`header.printedAt`). A section the
 * page does not print is null; so are diagnoses withheld from the caller's role (`diagnosesWithheld`).
 */
export interface ClientFaceSheet {
  page: ClientPrintPage;
  header: PrintHeader;
  client: ClientSummary;
  /** The current version. */
  demographics: ClientDemographics;
  /** Current contacts (removed ones are history, not printed): emergency contacts and guardians first. */
  contacts: ClientContact[];
  /** The open episode of care, else the latest; null before the first admission. */
  episode: ClientEpisode | null;
  /** The current level of care (the episode's, or the one intended at intake) as ASAM names it; null when none. */
  levelOfCareLabel: string | null;
  /** Active diagnoses, the primary first. */
  diagnoses: ClientDiagnosis[] | null;
  /** The page prints diagnoses but the caller's role does not read them (admissions staff). */
  diagnosesWithheld: boolean;
  /** The primary therapist first, then the current members in the order they joined. */
  careTeam: CareTeamMember[] | null;
  /** 42 CFR §2.32, word for word. */
  redisclosureNotice: string;
}
