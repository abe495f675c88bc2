/**
 * Global setup of the integration tests: the demo-seeded PGlite template every test file copies
 * (apps/api/src/test/template.ts) is made once, before the workers start. Left to the test files,
 * each worker's first file would find none and build the same template at the same time.
 * PostgreSQL runs (DATABASE_URL) use scratch databases, not templates.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copyTemplateInto } from "./apps/api/src/test/template";

export default async function prepareTemplate(): Promise<void> {
  if (process.env["DATABASE_URL"]) return;
  const scratch = await mkdtemp(path.join(os.tmpdir(), "hearth-template-check-"));
  try {
    await copyTemplateInto(scratch, true);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
