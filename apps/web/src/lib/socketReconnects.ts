/**
 * The subscription socket came back after a drop: events sent meanwhile were lost, so a page that
 * keeps more than its on-screen queries live (a chart's closed tabs) refreshes what it holds.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` each time the socket is back after a drop; answers the function that stops it. */
export function onSocketReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSocketReconnected(): void {
  for (const listener of [...listeners]) listener();
}
