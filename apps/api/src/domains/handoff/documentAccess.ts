/** The shift-handoff board as a collaborative document (`handoff.<locationId>`): who edits it. */
import { ClinicianStatus, mayOpenArea } from "@hearth/schema";
import type { ClinicianStatusValue, DocumentAccess, Role } from "@hearth/schema";
import { worksAt } from "../../authz/principal";
import type { DocumentKindDefinition } from "../collabDocuments/kinds";
import { handoffAuthorship } from "./authorship";

export interface DocumentViewer {
  role: Role;
  status: ClinicianStatusValue;
  locationIds: readonly string[];
}

/**
 * A location's shift-handoff board holds clinical notes (scores, doses given): its own clinical
 * staff and administrators edit it; nobody else sees it, admissions staff included.
 */
export function handoffAccess(viewer: DocumentViewer, locationId: string): DocumentAccess {
  if (viewer.status !== ClinicianStatus.Active) return "none";
  return mayOpenArea(viewer.role, "handoff") && worksAt(viewer, locationId) ? "edit" : "none";
}

export const handoffDocumentKind: DocumentKindDefinition = {
  kind: "handoff",
  access: async (_db, ctx, locationId) =>
    handoffAccess({ role: ctx.role, status: ctx.user.status, locationIds: ctx.locationIds }, locationId),
  authorship: handoffAuthorship,
};
