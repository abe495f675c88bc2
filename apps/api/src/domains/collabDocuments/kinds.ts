/**
 * The kinds of collaborative document (`<kind>.<id>`), each registered by its domain with who may
 * edit, read or not even see one. The collab access route looks the kind up here, so a new kind of
 * co-authored document needs no change to the collab code.
 */
import type { DocumentAccess, DocumentKind } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";

export interface DocumentKindDefinition {
  kind: DocumentKind;
  /** The caller's access to the document of this kind with this id (an active user; the route checked). */
  access(db: Db, ctx: RequestContext, id: string): Promise<DocumentAccess>;
}

const kinds = new Map<DocumentKind, DocumentKindDefinition>();

/** Called once by the API's composition with every domain's document kinds. */
export function registerDocumentKinds(definitions: readonly DocumentKindDefinition[]): void {
  for (const definition of definitions) {
    const existing = kinds.get(definition.kind);
    if (existing && existing !== definition)
      throw new Error(`Two domains register the document kind ${definition.kind}`);
    kinds.set(definition.kind, definition);
  }
}

export function documentKind(kind: DocumentKind): DocumentKindDefinition {
  const definition = kinds.get(kind);
  if (!definition) throw new Error(`No domain registers the document kind ${kind}`);
  return definition;
}
