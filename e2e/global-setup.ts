import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { E2E_READY_FILE } from "./ready";

/** Waits for the e2e server to finish its own setup (the demo users accept the terms) after it answers. */
export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!existsSync(E2E_READY_FILE)) {
    if (Date.now() > deadline) throw new Error(`The e2e server did not write ${E2E_READY_FILE} within 60 s`);
    await sleep(200);
  }
}
