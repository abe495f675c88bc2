/** Who may edit, read, or not even see a collaborative document, by its name `<kind>.<id>`. */
import { ClinicianStatus, parseDocumentName } from "@hearth/schema";
import type { ClinicianStatusValue, DocumentAccess, Role } from "@hearth/schema";

export interface DocumentViewer {
  role: Role;
  status: ClinicianStatusValue;
  locationIds: readonly string[];
}

export function documentAccess(viewer: DocumentViewer, documentName: string): DocumentAccess {
  const doc = parseDocumentName(documentName);
  if (!doc || viewer.status !== ClinicianStatus.Active) return "none";
  switch (doc.kind) {
    // A location's shift-handoff board: its own staff edit it; nobody else sees it.
    case "handoff":
      return viewer.role !== "client" && viewer.locationIds.includes(doc.id) ? "edit" : "none";
  }
}
