/** Who may edit, read, or not even see a collaborative document, by its name `<kind>.<id>`; one rule per kind. */
import { ClinicianStatus, mayOpenArea, parseDocumentName } from "@hearth/schema";
import type { ClinicianStatusValue, DocumentAccess, Role } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { groupNoteDocumentAccess } from "../groupNotes/documentAccess";

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
  return mayOpenArea(viewer.role, "handoff") && viewer.locationIds.includes(locationId) ? "edit" : "none";
}

/** The caller's access to a document; kinds whose rule needs the database (group notes) ask it. */
export async function documentAccess(db: Db, ctx: RequestContext, documentName: string): Promise<DocumentAccess> {
  const doc = parseDocumentName(documentName);
  if (!doc || ctx.user.status !== ClinicianStatus.Active) return "none";
  switch (doc.kind) {
    case "handoff":
      return handoffAccess({ role: ctx.role, status: ctx.user.status, locationIds: ctx.locationIds }, doc.id);
    case "groupNote":
      return groupNoteDocumentAccess(db, ctx, doc.id);
  }
}
