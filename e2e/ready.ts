import path from "node:path";
import { E2E_PORT } from "./port";

/** Written by the e2e server on `port` once the demo users have accepted the terms; the global setup waits for it. */
export const e2eReadyFile = (port: number) => path.resolve(`.tmp/e2e-ready-${port}`);
export const E2E_READY_FILE = e2eReadyFile(E2E_PORT);
/** The e2e server's data, one folder per port, so two servers never share a database. */
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
