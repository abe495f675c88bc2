/** Collaborative document names read `<kind>.<id>` (e.g. `handoff.<locationId>`). */
export const DOCUMENT_KINDS = ["handoff"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentAccess = "edit" | "read" | "none";

export function parseDocumentName(name: string): { kind: DocumentKind; id: string } | null {
  const match = /^([a-zA-Z]+)\.([A-Za-z0-9_-]{1,64})$/.exec(name);
  if (!match) return null;
  const kind = match[1] as DocumentKind;
  return DOCUMENT_KINDS.includes(kind) ? { kind, id: match[2]! } : null;
}

/** The Yjs root that holds a Lexical document, shared by the web client and the server renderer. */
export const LEXICAL_ROOT = "root";
