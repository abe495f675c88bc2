/** Standalone entry: `tsx apps/api/src/main.ts`. */
import { start } from "./start";

start().catch((error: unknown) => {
  console.error("[api] failed to start", error);
  process.exit(1);
});
