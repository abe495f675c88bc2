/**
 * The one-process stack of the integration tests (the real API and the collab server on one Fastify
 * instance, as the launcher composes them: test/stack.ts) in its own OS process, run with
 * `node --expose-gc --import tsx apps/collab/test/stackProcess.ts` through `fork` (stackChild.ts).
 * Tests of load measure it from outside: its event loop carries only the server's work, and its memory
 * is the server's alone. IPC: "memory" answers the memory in use after two full collections, "memoryNow"
 * without collecting (a full collection would stall what is being measured); "close" closes the stack and exits.
 */
import { startStack } from "./stack";

type Request = "memory" | "memoryNow" | "close";
export type StackProcessMessage =
  { ready: { origin: string; wsUrl: string } } | { memory: MemoryFigures } | { failed: string };

/** Bytes in use after full collections: V8's heap and the buffers outside it (ws frames, Yjs updates). */
export interface MemoryFigures {
  heapUsed: number;
  external: number;
  rss: number;
}

const reply = (message: StackProcessMessage) => process.send?.(message);
let stack;
try {
  stack = await startStack();
} catch (error) {
  reply({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
const running = stack;
process.on("message", (request: Request) => {
  if (request === "memory") {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) return reply({ failed: "run with --expose-gc" });
    gc();
    gc();
    const usage = process.memoryUsage();
    reply({ memory: { heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss } });
  } else if (request === "memoryNow") {
    const usage = process.memoryUsage();
    reply({ memory: { heapUsed: usage.heapUsed, external: usage.external, rss: usage.rss } });
  } else if (request === "close") {
    void running.close().finally(() => process.exit(0));
  }
});
// An orphan would hold its temp directory and database: leave with the parent.
process.once("disconnect", () => void running.close().finally(() => process.exit(0)));
reply({ ready: { origin: running.origin, wsUrl: running.main.wsUrl } });
