/** Drizzle table definitions, one file per domain; the SQL in migrations/ is the source of truth and these mirror it. */
export * from "./identity";
export * from "./clients";
export * from "./clientDemographics";
export * from "./clientLabels";
export * from "./clientContacts";
export * from "./clientConsents";
export * from "./clientDiagnoses";
export * from "./clientDocuments";
export * from "./platform";
export * from "./notifications";
export * from "./collab";
export * from "./handoff";
export * from "./groupTherapy";
export * from "./orgEvents";
export * from "./messaging";
export * from "./tasks";
export * from "./board";
