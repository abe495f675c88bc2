/** Who may edit or read a group note's collaborative document (`groupNote.<noteId>`), by the note's policy. */
import type { DocumentAccess } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { DocumentKindDefinition } from "../../collabDocuments/kinds";
import type { Db } from "../../../db/client";
import { loadNote } from "./load";
import { can } from "./policy";

/**
 * Edit for the session's facilitator and co-facilitators while the note is a draft and the session
 * not cancelled; read for the note's other readers (and for everyone once it is submitted);
 * none for anyone else, which the collab route answers as 404.
 */
export async function groupNoteDocumentAccess(db: Db, ctx: RequestContext, noteId: string): Promise<DocumentAccess> {
  const loaded = await loadNote(db, noteId);
  if (!loaded) return "none";
  if (can(ctx, "group_note:edit", loaded.view)) return "edit";
  return can(ctx, "group_note:read", loaded.view) ? "read" : "none";
}

export const groupNoteDocumentKind: DocumentKindDefinition = { kind: "groupNote", access: groupNoteDocumentAccess };
