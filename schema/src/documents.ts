/** Collaborative document names read `<kind>.<id>` (e.g. `handoff.<locationId>`, `groupNote.<noteId>`). */
export const DOCUMENT_KINDS = ["handoff", "groupNote", "treatmentPlan"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentAccess = "edit" | "read" | "none";

export function parseDocumentName(name: string): { kind: DocumentKind; id: string } | null {
  const match = /^([a-zA-Z]+)\.([A-Za-z0-9_-]{1,64})$/.exec(name);
  if (!match) return null;
  const kind = match[1] as DocumentKind;
  return DOCUMENT_KINDS.includes(kind) ? { kind, id: match[2]! } : null;
}

export const groupNoteDocumentName = (noteId: string) => `groupNote.${noteId}`;

/** The Yjs root that holds a Lexical document, shared by the web client and the server renderer. */
export const LEXICAL_ROOT = "root";

/**
 * A group note is one Yjs document with one Lexical root per rich-text field: the shared narrative
 * and one individual note per client on the roster. Locking the document locks all of them at once.
 */
export const GROUP_NOTE_NARRATIVE_ROOT = "narrative";
export const groupNoteClientRoot = (clientId: string) => `client:${clientId}`;

/**
 * Message types Hearth's collab server adds to the y-websocket protocol (which uses 0 sync,
 * 1 awareness, 2 auth, 3 query awareness); server to client only, each `[varUint type][varUint n]`.
 * y-websocket's provider logs and skips a type it has no `messageHandlers` entry for.
 *
 * - `persisted` `[100][n]`: the first n update-carrying messages this client sent on this socket
 *   (sync step 2 and sync update, counted from 1 per socket) are stored, together with everything
 *   the server had received for the document before each of them. Only the latest n matters; a
 *   new socket starts again from 0. Messages the server dropped (read-only access, locked
 *   document) are counted but never acknowledged. A client has nothing unsaved once the message
 *   carrying its last local change is acknowledged.
 * - `lockState` `[101][1|0]`: 1 the document is read-only for everyone (a note was signed or
 *   submitted), 0 it is not. Sent right after sync step 1 on every connection, and to every peer
 *   when it changes; on 0 (a note returned for revision) the server also sends sync step 1 again,
 *   so edits it dropped while locked come back in the client's sync step 2.
 */
export const COLLAB_MESSAGE = { persisted: 100, lockState: 101 } as const;
