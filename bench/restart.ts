import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * `npm run bench:restart`: time from process start until /api/version answers, for a first start
 * (migrations and demo seed on an empty embedded database) and for restarts on the same data.
 * Goal: a restart is healthy in ≤ 5 s.
 */
const PORT = 4420;
const dataDir = mkdtempSync(path.join(tmpdir(), "hearth-restart-"));
const root = path.resolve(import.meta.dirname, "..");

async function timeToHealthy(): Promise<number> {
  const started = performance.now();
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["launcher/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HEARTH_DATA_DIR: dataDir,
      NODE_ENV: "test",
      DATABASE_URL: "",
      REDIS_URL: "",
    },
    stdio: "ignore",
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error("not healthy within 60 s");
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/version`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

try {
  const first = await timeToHealthy();
  const restarts = [await timeToHealthy(), await timeToHealthy(), await timeToHealthy()];
  const worst = Math.max(...restarts);
  console.log(`first start (migrate + demo seed): ${(first / 1000).toFixed(2)} s`);
  console.log(`restarts: ${restarts.map((t) => `${(t / 1000).toFixed(2)} s`).join(", ")}`);
  console.log(`worst restart ${(worst / 1000).toFixed(2)} s — goal ≤ 5 s: ${worst <= 5000 ? "met" : "MISSED"}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
