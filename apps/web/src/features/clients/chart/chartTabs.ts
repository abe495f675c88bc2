/**
 * The chart's tabs in order, each named in the URL by the `tabs` query parameter (§2 titles follow it).
 * A tab shows for a user who holds its capability (schema/src/policy); the server decides every call anyway.
 */
import { lazy } from "react";
import type { ComponentType } from "react";
import type { Capability } from "@hearth/schema";

export interface ChartTabDefinition {
  /** The `tabs` query parameter's value. */
  value: string;
  label: string;
  /** Who sees the tab; everyone with the chart when absent. */
  capability?: Capability;
  Panel: ComponentType<{ mrNo: string }>;
}

export const CHART_TABS: readonly ChartTabDefinition[] = [
  { value: "overview", label: "Overview", Panel: lazy(() => import("../ClientOverviewTab")) },
  {
    value: "demographics",
    label: "Demographics",
    capability: "client:demographics_read",
    Panel: lazy(() => import("./demographics/DemographicsPanel")),
  },
  {
    value: "admission",
    label: "Admission",
    capability: "client:episodes",
    Panel: lazy(() => import("./episodes/EpisodesPanel")),
  },
  {
    value: "diagnoses",
    label: "Diagnoses",
    capability: "client:diagnoses_read",
    Panel: lazy(() => import("./diagnoses/DiagnosesPanel")),
  },
  {
    value: "treatment-plan",
    label: "Treatment plan",
    capability: "client:treatment_plans_read",
    Panel: lazy(() => import("../../treatmentPlans/TreatmentPlansTab")),
  },
  {
    value: "care-team",
    label: "Care team",
    capability: "client:care_team_read",
    Panel: lazy(() => import("./careTeam/CareTeamPanel")),
  },
  {
    value: "contacts",
    label: "Contacts",
    capability: "client:contacts_read",
    Panel: lazy(() => import("./contacts/ContactsPanel")),
  },
  {
    value: "documents",
    label: "Documents",
    capability: "client:documents_read",
    Panel: lazy(() => import("./documents/DocumentsPanel")),
  },
  {
    value: "consents",
    label: "Consents",
    capability: "client:consents_read",
    Panel: lazy(() => import("./consents/ConsentsPanel")),
  },
  {
    value: "group-notes",
    label: "Group notes",
    capability: "group_note:read",
    Panel: lazy(() => import("../ClientGroupNotesTab")),
  },
];

/** The tab the `tabs` parameter names among those shown, else the first. */
export function chartTabOf(value: string | null, shown: readonly ChartTabDefinition[]): ChartTabDefinition {
  return shown.find((tab) => tab.value === value) ?? shown[0]!;
}
