/** Standalone entry: `tsx apps/api/src/main.ts`. */
import { start } from "./start";

// start() has logged why through the API's logger.
start().catch(() => process.exit(1));
