import { rmSync } from "node:fs";
import path from "node:path";
import { startHearth } from "../launcher/compose";
import { E2E_PORT } from "./port";

/** The server the end-to-end tests drive: embedded database in a fresh folder, demo seed, in-process bus. */
const dataDir = path.resolve(".tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
const hearth = await startHearth({
  port: E2E_PORT,
  host: "127.0.0.1",
  dataDir,
  demoSeed: true,
  production: false,
  webDist: process.env.HEARTH_WEB_DIST,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void hearth.close().finally(() => process.exit(0)));
}
