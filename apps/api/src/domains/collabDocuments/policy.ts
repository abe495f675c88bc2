/** Who may edit, read, or not even see a collaborative document, by its name `<kind>.<id>`: the rule of its kind. */
import { ClinicianStatus, parseDocumentName } from "@hearth/schema";
import type { DocumentAccess } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { documentKind } from "./kinds";

/** The caller's access to a document, by the rule its kind's domain registered. */
export async function documentAccess(db: Db, ctx: RequestContext, documentName: string): Promise<DocumentAccess> {
  const doc = parseDocumentName(documentName);
  if (!doc || ctx.user.status !== ClinicianStatus.Active) return "none";
  return documentKind(doc.kind).access(db, ctx, doc.id);
}
