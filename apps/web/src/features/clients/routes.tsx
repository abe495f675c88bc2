import { lazy } from "react";
import type { FeatureRoutes } from "../../app/featureRoutes";

const ClientListPage = lazy(() => import("./ClientListPage"));
const ClientChartPage = lazy(() => import("./ClientChartPage"));
const NewClientPage = lazy(() => import("./intake/NewClientPage"));
const ClientGroupNotePage = lazy(() => import("./ClientGroupNotePage"));
const BreakGlassRequestPage = lazy(() => import("./breakGlass/BreakGlassRequestPage"));
const EmergencyAccessPage = lazy(() => import("./breakGlass/EmergencyAccessPage"));
const AdmissionPrintPage = lazy(() => import("./print/AdmissionPrintPage"));
const DemographicsPrintPage = lazy(() => import("./print/DemographicsPrintPage"));
const DemographicsExportPage = lazy(() => import("./print/DemographicsExportPage"));

export const clientsRoutes: FeatureRoutes = {
  pages: [
    { path: "/clients", area: "clients", Page: ClientListPage },
    // Before /clients/:mrNo, which would read "new" as an MR number.
    { path: "/clients/new", area: "clients", Page: NewClientPage },
    { path: "/clients/:mrNo", area: "clients", Page: ClientChartPage },
    { path: "/clients/:mrNo/group-notes/:noteId", area: "groupNotes", Page: ClientGroupNotePage },
    { path: "/clients/:mrNo/emergency-access", area: "clients", Page: BreakGlassRequestPage },
    { path: "/emergency-access", area: "approvals", Page: EmergencyAccessPage },
  ],
  printPages: [
    { path: "/emr_admission_print", area: "clients", Page: AdmissionPrintPage },
    { path: "/patient_demographics_print", area: "clients", Page: DemographicsPrintPage },
    { path: "/exportPrint/patient_demographics_print", area: "clients", Page: DemographicsExportPage },
  ],
};
