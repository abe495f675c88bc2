import path from "node:path";
import { E2E_PORT } from "./port";

/** Written by the e2e server once the demo users have accepted the terms; the global setup waits for it. */
export const E2E_READY_FILE = path.resolve(`.tmp/e2e-ready-${E2E_PORT}`);
/** The e2e server's data, one folder per port, so two runs on other ports never share a database. */
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
