import { useSyncExternalStore } from "react";
import type { CollabConnection, ConnectionSnapshot } from "./collabConnection";

/**
 * One part of a collaborative editor's connection state. The component re-renders only when that
 * part changes, so `select` must answer a stable value (a snapshot field, never a new object): the
 * save state changes with every keystroke, and a React commit while a long note has the focus
 * costs a walk over the whole note (ReactDOM saves and restores the caret's offset around it).
 */
export function useConnectionState<T>(connection: CollabConnection, select: (snapshot: ConnectionSnapshot) => T): T {
  return useSyncExternalStore(connection.subscribe, () => select(connection.getSnapshot()));
}
