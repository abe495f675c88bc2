/** The §2 routes without navigation whose capability arrives later; each shows the "not available" page until then. */
export const PENDING_STANDALONE_ROUTES = [
  "/sucessForm",
  "/successForm",
  "/we_are_fit_email",
  "/we_are_fit_successful",
  "/formViewer",
  "/publicForm/unsubscribe",
  "/testCanvas",
  "/lexical",
] as const;

/** The §2 print and export routes; they render inside the print layout. */
export const PRINT_ROUTES = [
  "/treatment_planning_print",
  "/progress_notes_print",
  "/time_reporting_print",
  "/lead_demographics_print",
  "/crm/lead/exports/lead_financial_print",
  "/professional-demographics-print",
  "/doctor_notes_print",
  "/orders_print",
  "/exportPrint/:print_page",
  "/exportPrint/medication/:medication_log",
  "/exportPrint/medicationCount/:medication_count",
  "/exportPrint/treatmentPlanning/:treatmentPlanning",
  "/exportPrint/medicationHistory/:medication_history",
  "/exportPrint/medicationOrders/:medicationOrder",
  "/exportPrint/roundsExport/:rounds_export",
] as const;

/** Routes where the session check on load is skipped (§4) and no release notes show (§2). */
export const FORM_VIEWER_PATH = "/formViewer";
