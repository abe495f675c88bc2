/**
 * The kinds of collaborative document (`<kind>.<id>`), each registered by its domain with who may
 * edit, read or not even see one. The collab access route looks the kind up here, so a new kind of
 * co-authored document needs no change to the collab code.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { parseDocumentName } from "@hearth/schema";
import type { DocumentAccess, DocumentKind } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";

/** The updates of one document in a batch the collab server appends. */
export interface AuthoredUpdates {
  name: string;
  updates: readonly Uint8Array[];
  /** The user each update came from (the collab server's socket); null for none. */
  authors: readonly (string | null)[];
}

/** What a kind records of who wrote a batch, in the batch append's own statement. */
export interface BatchAuthorship {
  /** Common table expressions, each starting with a comma, for the batch append's own statement. */
  statements: SQL;
  /** After the append committed: these documents were stored. */
  stored(names: ReadonlySet<string>): void;
}

export interface DocumentKindDefinition {
  kind: DocumentKind;
  /** The caller's access to the document of this kind with this id (an active user; the route checked). */
  access(db: Db, ctx: RequestContext, id: string): Promise<DocumentAccess>;
  /**
   * A kind that keeps who wrote what beyond the update log (which is compacted away) records it here,
   * for its own documents of the batch, recording only those `appendedNames` (a subquery) yields.
   */
  authorship?(db: Db, documents: readonly AuthoredUpdates[], appendedNames: SQL): BatchAuthorship | null;
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

/** Every kind's authorship of a batch, as one piece of the append's statement; null when no kind records any. */
export function batchAuthorship(
  db: Db,
  documents: readonly AuthoredUpdates[],
  appendedNames: SQL,
): BatchAuthorship | null {
  const byKind = new Map<DocumentKindDefinition, AuthoredUpdates[]>();
  for (const document of documents) {
    const kind = kinds.get(parseDocumentName(document.name)?.kind as DocumentKind);
    if (!kind?.authorship) continue;
    const list = byKind.get(kind) ?? [];
    list.push(document);
    byKind.set(kind, list);
  }
  const parts = [...byKind].flatMap(([kind, list]) => kind.authorship!(db, list, appendedNames) ?? []);
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return {
    statements: sql.join(parts.map((part) => part.statements)),
    stored: (names) => parts.forEach((part) => part.stored(names)),
  };
}
