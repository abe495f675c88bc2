import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { checkBrowser } from "./browser";
import { e2ePorts } from "./port";
import { e2eReadyFile } from "./ready";

/**
 * Names the browser the specs run in (or stops the run with what to install when it cannot start), then
 * waits for every worker's e2e server to finish its own setup (the demo users accept the terms) after it answers.
 */
export default async function globalSetup(): Promise<void> {
  console.log(await checkBrowser());
  const deadline = Date.now() + 60_000;
  for (const file of e2ePorts().map(e2eReadyFile)) {
    while (!existsSync(file)) {
      if (Date.now() > deadline) throw new Error(`The e2e server did not write ${file} within 60 s`);
      await sleep(200);
    }
  }
}
