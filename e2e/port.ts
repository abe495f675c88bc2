/**
 * Each Playwright worker drives a server of its own (its own port and fresh database), so specs
 * running at the same time never see each other's notes, queues or rate limits. One worker by
 * default: on two cores, two browsers with software rendering slow every spec by more than the
 * second worker saves.
 */
export const E2E_BASE_PORT = Number(process.env.HEARTH_E2E_PORT ?? 4310);
export const E2E_WORKERS = Number(process.env.HEARTH_E2E_WORKERS ?? 1);
export const e2ePorts = (): number[] => Array.from({ length: E2E_WORKERS }, (_, index) => E2E_BASE_PORT + index);

/**
 * This process's server: a test worker's own (Playwright numbers its workers' slots with
 * TEST_PARALLEL_INDEX), or, in a server process, the port it was started for.
 */
export const E2E_PORT = E2E_BASE_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
