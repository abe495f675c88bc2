import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startHearth } from "../launcher/compose";
import { shiftHookPort } from "./handoffClock";
import { E2E_PORT } from "./port";
import { E2E_DATA_DIR, E2E_READY_FILE } from "./ready";
import { sessionHookPort } from "./sessionClock";
import { startSessionHook } from "./sessionHook";
import { startShiftHook } from "./shiftHook";

/** The server the end-to-end tests drive: embedded database in a fresh folder, demo seed, in-process bus. */
const dataDir = E2E_DATA_DIR;
rmSync(E2E_READY_FILE, { force: true });
rmSync(dataDir, { recursive: true, force: true });
const hearth = await startHearth({
  port: E2E_PORT,
  host: "127.0.0.1",
  dataDir,
  demoSeed: true,
  production: false,
  webDist: process.env.HEARTH_WEB_DIST,
});
// Test-only: lets specs end a handoff shift with a clock of their choosing (e2e/handoffClock.ts).
const shiftHook = await startShiftHook(hearth.api, shiftHookPort(E2E_PORT));
// Test-only: lets a spec have a group session's check-in open seconds from now (e2e/sessionClock.ts).
const sessionHook = await startSessionHook(hearth.api, sessionHookPort(E2E_PORT));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(
    signal,
    () => void hearth.close().finally(() => sessionHook.close(() => shiftHook.close(() => process.exit(0)))),
  );
}

/** The demo users have accepted the current terms, so the specs that sign in as them are not stopped by the window. */
const DEMO_USERS = ["admin", "supervisor", "therapist", "nurse", "nurse2", "physician", "bht", "admissions", "client"];

async function call<T>(method: "GET" | "POST", route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: T }).results;
}

for (const who of DEMO_USERS) {
  const { access_token: token } = await call<{ access_token: string }>("POST", "/api/auth/login", {
    email: `${who}@demo.hearth.test`,
    password: "hearth-demo",
  });
  const { version } = await call<{ version: string }>("GET", "/api/auth/terms", undefined, token);
  await call("POST", "/api/auth/terms/accept", { version }, token);
}
mkdirSync(path.dirname(E2E_READY_FILE), { recursive: true });
writeFileSync(E2E_READY_FILE, new Date().toISOString());
