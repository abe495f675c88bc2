/**
 * Each server under test runs alone in a child process (fork of bench/collab.ts with `--serve=<kind>`),
 * so that it never shares an event loop with the 1,500 clients, which run in the parent. On a 2-core
 * machine each side gets its own core when nobody else is busy; all three servers run under the same
 * conditions: same Node flags, same NODE_ENV, same client code.
 */
import { fork } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { undoOnInterrupt } from "./cleanup";
import type { RunningRelay } from "./common";

export type ServerKind = "baseline" | "hearth" | "durable";

export interface ServerInfo {
  wsUrl: string;
  /** Query-string token every socket sends (our server needs one even when it admits everybody). */
  token: string;
  /** Document names to use, at least as many as asked for. */
  documents: string[];
  label: string;
}

export interface ServerHandle extends ServerInfo {
  kind: ServerKind;
  /** CPU time the server process has used so far, ms; at the start or end of a measured window, it says so. */
  cpuMs(moment?: "measure-start" | "measure-end"): Promise<number>;
  stop(): Promise<void>;
}

type ChildMessage = { ready: ServerInfo } | { failed: string } | { cpu: number };
/** Each answered with the CPU time used so far; the measured window's start and end also start and stop the profiler. */
type ParentMessage = "cpu" | "measure-start" | "measure-end";

/** Child side: start the server, report it, answer CPU questions, close cleanly on SIGTERM/SIGINT or when the parent goes away. */
export async function serveChild(kind: ServerKind, documentCount: number, baseline: string): Promise<void> {
  const reply = (message: ChildMessage) => process.send?.(message);
  let server: RunningRelay | null = null;
  let stopRequested = false;
  let stopping: Promise<void> | null = null;
  let writeProfile = () => Promise.resolve();
  const shutdown = () => {
    stopRequested = true;
    // Still starting: it closes as soon as it is up (a half-started stack would leave its temp dir behind).
    const running = server;
    if (!running) return;
    stopping ??= writeProfile()
      .then(() => running.close())
      .catch((error: unknown) => console.error(`[${kind}] closing failed`, error))
      .finally(() => process.exit(0));
  };
  // Installed before anything starts. Ctrl+C reaches the whole process group, and wrappers relay it
  // again: every signal lands on the same idempotent shutdown, which removes a PGlite temp dir.
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  process.once("disconnect", shutdown);

  let info: ServerInfo;
  try {
    ({ server, info } = await startKind(kind, documentCount, baseline));
  } catch (error) {
    reply({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exit(1);
  }
  if (stopRequested) return shutdown();
  const profileDir = process.env.HEARTH_SERVER_PROFILE;
  let windows = 0;
  process.on("message", (message: ParentMessage) => {
    void (async () => {
      // The measured windows only, not connecting, warming up or cleaning up: one profile per window.
      if (message === "measure-start" && profileDir)
        writeProfile = await startProfiler(path.join(profileDir, `${kind}-${++windows}.cpuprofile`));
      const usage = process.cpuUsage();
      reply({ cpu: (usage.user + usage.system) / 1000 });
      if (message === "measure-end") {
        await writeProfile();
        writeProfile = () => Promise.resolve();
      }
    })();
  });
  reply({ ready: info });
}

/**
 * Starts V8's sampling profiler in this process, one sample per 100 µs (relay turns last a fraction of a
 * millisecond); the returned function stops it and writes the profile (.cpuprofile) to `file`.
 */
async function startProfiler(file: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params = {}) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post("Profiler.enable");
  await post("Profiler.setSamplingInterval", { interval: 100 });
  await post("Profiler.start");
  return async () => {
    const { profile } = (await post("Profiler.stop")) as { profile: unknown };
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function startKind(
  kind: ServerKind,
  documentCount: number,
  baseline: string,
): Promise<{ server: RunningRelay; info: ServerInfo }> {
  const synthetic = Array.from({ length: documentCount }, (_, i) => `handoff.bench-${i}`);
  // Imported here, so the parent (the clients) never loads the API, PGlite or Fastify.
  if (kind === "durable") {
    const { startDurableStack } = await import("./durableStack");
    const stack = await startDurableStack(documentCount);
    const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite in a temp dir";
    return {
      server: stack,
      info: {
        wsUrl: stack.wsUrl,
        token: stack.token,
        documents: stack.documents,
        label: `collab server + real API on ${database} in one process (as the launcher), group commit on`,
      },
    };
  }
  if (kind === "hearth") {
    const { startHearthRelay } = await import("./hearthRelay");
    const relay = await startHearthRelay();
    return {
      server: relay,
      info: {
        wsUrl: relay.wsUrl,
        token: "bench",
        documents: synthetic,
        label: "collab server, in-memory API admitting everybody",
      },
    };
  }
  const { startBaselineRelay } = await import("./baselineRelay");
  const relay = await startBaselineRelay(baseline);
  return { server: relay, info: { wsUrl: relay.wsUrl, token: "bench", documents: synthetic, label: relay.label } };
}

/** Parent side: fork the server and wait until it listens. */
export async function startServer(kind: ServerKind, documentCount: number, baseline: string): Promise<ServerHandle> {
  const script = process.argv[1]!;
  const child = fork(script, [`--serve=${kind}`, `--serve-documents=${documentCount}`, `--baseline=${baseline}`], {
    execArgv: process.execArgv,
    // Measured as deployed.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const forget = undoOnInterrupt(() => stopChild(child));
  const info = await new Promise<ServerInfo>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the ${kind} server exited with ${code} before it was ready`));
    child.once("exit", onExit);
    child.once("message", (message: ChildMessage) => {
      child.off("exit", onExit);
      if ("ready" in message) resolve(message.ready);
      else
        reject(
          new Error(
            `the ${kind} server failed to start:\n${"failed" in message ? message.failed : JSON.stringify(message)}`,
          ),
        );
    });
  });
  return {
    kind,
    ...info,
    cpuMs: (moment) => askCpu(child, moment ?? "cpu"),
    stop: async () => {
      await stopChild(child);
      forget();
    },
  };
}

function askCpu(child: ChildProcess, message: ParentMessage): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (!("cpu" in message)) return;
      child.off("message", onMessage);
      resolve(message.cpu);
    };
    child.on("message", onMessage);
    if (!child.send(message)) reject(new Error("the server process is gone"));
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  // Storing 500 documents and closing PGlite takes a moment; a hung server must not hang the benchmark.
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}
