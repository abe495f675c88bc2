import { useEffect, useState, useSyncExternalStore } from "react";
import { wsUrl } from "../../lib/wsUrl";
import { CollabConnection } from "../../lib/collab/collabConnection";
import { SharedProvider } from "../../lib/collab/sharedProvider";

export interface NoteConnection {
  /** The document view this connection belongs to (see `noteDocumentKey`). */
  key: string;
  connection: CollabConnection;
  shared: SharedProvider;
}

const open = (key: string, editors: number): NoteConnection => {
  const connection = new CollabConnection(wsUrl("/collab"));
  return { key, connection, shared: new SharedProvider(connection.providerFactory, editors) };
};

/**
 * The note's one socket, owned by the page rather than by the editors: the header's submit
 * dialog needs its Y.Doc and save state, and the banners its lock state. The page re-renders only
 * when the lock state changes; the parts showing save state and presence, which change with every
 * keystroke, subscribe to the connection themselves. A new `key` (other
 * roots, a new revision, edit access gained) opens a new connection for the remounted view;
 * the old one is destroyed a tick after the view lets go of it.
 */
export function useNoteConnection(key: string, editors: number): { note: NoteConnection; locked: boolean } {
  const [note, setNote] = useState(() => open(key, editors));
  let current = note;
  if (note.key !== key) {
    current = open(key, editors);
    setNote(current);
  }
  useEffect(() => current.connection.hold(), [current]);
  const locked = useSyncExternalStore(current.connection.subscribe, () => current.connection.getSnapshot().locked);
  return { note: current, locked };
}
