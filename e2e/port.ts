export const E2E_PORT = Number(process.env.HEARTH_E2E_PORT ?? 4310);
