import { start } from "./index";

/** `tsx apps/collab/src/main.ts`: the collab server alone (see env.ts for its configuration). */
await start();
