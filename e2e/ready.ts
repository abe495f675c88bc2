import path from "node:path";

/** Written by the e2e server once the demo users have accepted the terms; the global setup waits for it. */
export const E2E_READY_FILE = path.resolve(".tmp/e2e-ready");
