import { attended } from "@hearth/schema";
import type { AttendanceStatus } from "@hearth/schema";

/** One Lexical root of a note's Yjs document: the shared narrative or one attending client's note. */
export type NoteRoot =
  { kind: "narrative"; rootName: string } | { kind: "client"; rootName: string; entryId: string; clientName: string };

interface RootSource {
  narrativeRoot: string;
  attendance: readonly {
    id: string;
    rootName: string;
    status: AttendanceStatus | null;
    client: { fullname: string };
  }[];
}

/**
 * The editors a note has now: the narrative first, then one per client who attended, in roster
 * order. Absent, excused and unmarked clients have no editor.
 */
export function noteRoots(note: RootSource): NoteRoot[] {
  return [
    { kind: "narrative", rootName: note.narrativeRoot },
    ...note.attendance
      .filter((entry) => attended(entry.status))
      .map((entry): NoteRoot => ({
        kind: "client",
        rootName: entry.rootName,
        entryId: entry.id,
        clientName: entry.client.fullname,
      })),
  ];
}

/** Edit access as far as the open socket is concerned: it only grows within a revision. */
export interface SocketAccess {
  revision: number;
  edit: boolean;
}

/**
 * The collab server decides a socket's access when it opens, so gaining edit access (made a
 * co-facilitator) needs a new socket; losing it (submitted, removed) does not: the server locks
 * or refuses on its own and the editors turn read-only from the note's permissions. A new
 * revision (a kick-back) starts over.
 */
export function nextSocketAccess(previous: SocketAccess | null, revision: number, edit: boolean): SocketAccess {
  if (previous === null || previous.revision !== revision) return { revision, edit };
  return previous.edit || !edit ? previous : { revision, edit };
}

/**
 * The React key of a note's document view. A Lexical binding only sees Yjs changes made after it
 * binds, so every editor must exist before the document first syncs: when the set of roots
 * changes, when a kick-back starts a new revision, or when the user gains edit access, the whole
 * view remounts with a fresh Y.Doc and socket instead of adding an editor to a synced document.
 */
export function noteDocumentKey(documentName: string, access: SocketAccess, roots: readonly NoteRoot[]): string {
  return [
    documentName,
    `r${access.revision}`,
    access.edit ? "edit" : "read",
    ...roots.map((root) => root.rootName),
  ].join("|");
}
