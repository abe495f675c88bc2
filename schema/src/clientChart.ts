/** Vocabulary of the client chart shared by the API, the gateway and the web app: statuses, ASAM levels of care, discharge types. */

export const CLIENT_STATUSES = ["pending_admission", "active", "discharged"] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  pending_admission: "Pending admission",
  active: "Active",
  discharged: "Discharged",
};

/** The parts of a chart a change names (`client.changed`), so that an open chart refetches only that part. */
export const CLIENT_CHART_PARTS = [
  "summary",
  "episodes",
  "demographics",
  "contacts",
  "care_team",
  "labels",
  "diagnoses",
  "documents",
  "consents",
  "treatment_plans",
] as const;
export type ClientChartPart = (typeof CLIENT_CHART_PARTS)[number];

export const DISCHARGE_TYPES = ["planned", "against_medical_advice", "administrative", "transfer"] as const;
export type DischargeType = (typeof DISCHARGE_TYPES)[number];
export const DISCHARGE_TYPE_LABELS: Record<DischargeType, string> = {
  planned: "Planned",
  against_medical_advice: "Against medical advice",
  administrative: "Administrative",
  transfer: "Transfer",
};

export interface LevelOfCareDefinition {
  /** What is stored: the third edition's code as is, the fourth edition's prefixed with "4e-". */
  id: string;
  edition: 3 | 4;
  /** The ASAM level as clinicians write it, e.g. "3.5" or "3.2-WM". */
  code: string;
  name: string;
}

/**
 * ASAM Criteria levels of care, third edition (2013, with the withdrawal-management levels) and fourth
 * edition (2023) side by side: states adopt the fourth edition on different dates, so both are valid.
 */
export const LEVELS_OF_CARE: readonly LevelOfCareDefinition[] = [
  { id: "0.5", edition: 3, code: "0.5", name: "Early Intervention" },
  { id: "1", edition: 3, code: "1", name: "Outpatient Services" },
  { id: "2.1", edition: 3, code: "2.1", name: "Intensive Outpatient Services" },
  { id: "2.5", edition: 3, code: "2.5", name: "Partial Hospitalization Services" },
  { id: "3.1", edition: 3, code: "3.1", name: "Clinically Managed Low-Intensity Residential Services" },
  {
    id: "3.3",
    edition: 3,
    code: "3.3",
    name: "Clinically Managed Population-Specific High-Intensity Residential Services",
  },
  { id: "3.5", edition: 3, code: "3.5", name: "Clinically Managed High-Intensity Residential Services" },
  { id: "3.7", edition: 3, code: "3.7", name: "Medically Monitored Intensive Inpatient Services" },
  { id: "4", edition: 3, code: "4", name: "Medically Managed Intensive Inpatient Services" },
  {
    id: "1-WM",
    edition: 3,
    code: "1-WM",
    name: "Ambulatory Withdrawal Management without Extended On-Site Monitoring",
  },
  { id: "2-WM", edition: 3, code: "2-WM", name: "Ambulatory Withdrawal Management with Extended On-Site Monitoring" },
  { id: "3.2-WM", edition: 3, code: "3.2-WM", name: "Clinically Managed Residential Withdrawal Management" },
  { id: "3.7-WM", edition: 3, code: "3.7-WM", name: "Medically Monitored Inpatient Withdrawal Management" },
  { id: "4-WM", edition: 3, code: "4-WM", name: "Medically Managed Intensive Inpatient Withdrawal Management" },
  { id: "4e-1.0", edition: 4, code: "1.0", name: "Long-Term Remission Monitoring" },
  { id: "4e-1.5", edition: 4, code: "1.5", name: "Outpatient Therapy" },
  { id: "4e-1.7", edition: 4, code: "1.7", name: "Medically Managed Outpatient" },
  { id: "4e-2.1", edition: 4, code: "2.1", name: "Intensive Outpatient" },
  { id: "4e-2.5", edition: 4, code: "2.5", name: "High-Intensity Outpatient" },
  { id: "4e-2.7", edition: 4, code: "2.7", name: "Medically Managed Intensive Outpatient" },
  { id: "4e-3.1", edition: 4, code: "3.1", name: "Clinically Managed Low-Intensity Residential" },
  { id: "4e-3.5", edition: 4, code: "3.5", name: "Clinically Managed High-Intensity Residential" },
  { id: "4e-3.7", edition: 4, code: "3.7", name: "Medically Managed Residential" },
  { id: "4e-4.0", edition: 4, code: "4.0", name: "Medically Managed Intensive Inpatient" },
];
export const LEVEL_OF_CARE_IDS = LEVELS_OF_CARE.map((l) => l.id) as [string, ...string[]];

const LEVEL_BY_ID = new Map(LEVELS_OF_CARE.map((l) => [l.id, l]));

/** "ASAM 3.5 Clinically Managed High-Intensity Residential Services (3rd ed.)"; unknown ids as stored. */
export function levelOfCareLabel(id: string | null | undefined, { short = false } = {}): string {
  if (!id) return "";
  const level = LEVEL_BY_ID.get(id);
  if (!level) return id;
  const edition = level.edition === 3 ? "3rd ed." : "4th ed.";
  return short ? `ASAM ${level.code} (${edition})` : `ASAM ${level.code} ${level.name} (${edition})`;
}
