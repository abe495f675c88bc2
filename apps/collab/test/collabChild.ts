/**
 * Runs `collabProcess.ts` as a child process on a fixed port, so a test can SIGKILL the collab server
 * (a crash: no close, no flush) and start another one where the providers reconnect.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const entry = path.join(here, "collabProcess.ts");

export interface CollabChild {
  pid: number;
  /** ws://127.0.0.1:<port>/collab */
  wsUrl: string;
  /** SIGKILL; resolves once the process is gone (its sockets are closed by the kernel). */
  kill(): Promise<void>;
}

/** A port nobody listens on right now (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the collab server in its own Node process (TypeScript through tsx); resolves once it listens. */
export async function startCollabChild(o: {
  port: number;
  apiUrl: string;
  serviceKey: string;
  timeoutMs?: number;
}): Promise<CollabChild> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      COLLAB_PORT: String(o.port),
      HEARTH_API_URL: o.apiUrl,
      HEARTH_SERVICE_KEY: o.serviceKey,
      NODE_ENV: "test",
    },
    // stdin is a pipe the child watches: when this process dies, the child leaves too.
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(`[collab ${child.pid}] ${chunk.toString()}`));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`collab child not ready after ${o.timeoutMs ?? 20_000} ms: ${output}`)),
      o.timeoutMs ?? 20_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`ready ${o.port}`)) done();
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`collab child exited before ready (${code ?? signal}): ${output}`));
    function cleanup() {
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      child.off("exit", onExit);
    }
    function done() {
      cleanup();
      resolve();
    }
    function fail(error: Error) {
      cleanup();
      child.kill("SIGKILL");
      reject(error);
    }
    child.stdout!.on("data", onData);
    child.once("exit", onExit);
  });
  // Keep draining stdout so the child never blocks on a full pipe.
  child.stdout!.resume();

  return {
    pid: child.pid!,
    wsUrl: `ws://127.0.0.1:${o.port}/collab`,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
