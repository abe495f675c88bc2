export const E2E_PORT = 4310;
