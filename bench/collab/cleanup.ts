/**
 * Ctrl+C must not leave server processes, a launcher or temp directories behind: whatever is running
 * registers how to undo itself, and the first SIGINT runs all of it before the process exits.
 */
const tasks = new Set<() => Promise<void>>();
let interrupted = false;

/** Registers `undo` until the returned function is called (when the work finished normally). */
export function undoOnInterrupt(undo: () => Promise<void>): () => void {
  tasks.add(undo);
  return () => tasks.delete(undo);
}

export function handleInterrupts(): void {
  // `on`, not `once`: tsx and npm relay the terminal's SIGINT a second time, which must not kill us mid-cleanup.
  process.on("SIGINT", () => {
    if (interrupted) return;
    interrupted = true;
    console.error("\ninterrupted: closing servers and removing temp directories …");
    void Promise.allSettled([...tasks].map((undo) => undo())).finally(() => process.exit(130));
  });
}
