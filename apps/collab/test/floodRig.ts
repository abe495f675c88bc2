/**
 * What a flood test and the benchmark's hostile round need around the hostile client: the one-process
 * stack in a child process (stackProcess.ts) whose memory can be read after full collections, the
 * hostile client in another (hostileProcess.ts), and probes run in this process while it floods: the
 * relay latency between two clients of another document, and the latency of GET /api/version.
 * Three processes, so the flood's own work and the measuring never share the server's event loop.
 */
import { fork, spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import * as Y from "yjs";
import { WebSocket } from "ws";
import { WebsocketProvider } from "y-websocket";
import type { LoginResults } from "@hearth/schema";
import type { FloodKind, FloodOutcome, FloodPlan } from "./hostile";
import type { MemoryFigures, StackProcessMessage } from "./stackProcess";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../..");
const DEMO_PASSWORD = "hearth-demo";

export type { MemoryFigures };

export interface StackProcess {
  origin: string;
  wsUrl: string;
  pid: number;
  /** Memory in use in the stack's process after full collections, or as it is now (`collect: false`). */
  memory(options?: { collect: boolean }): Promise<MemoryFigures>;
  close(): Promise<void>;
}

/** Starts the one-process stack in a child process (PGlite, or DATABASE_URL / REDIS_URL when set, as in the process's environment). */
export async function startStackProcess(): Promise<StackProcess> {
  const child = fork(path.join(here, "stackProcess.ts"), [], {
    cwd: repoRoot,
    execArgv: ["--expose-gc", "--import", "tsx"],
    env: { ...process.env, NODE_ENV: "test" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<{ origin: string; wsUrl: string }>((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`the stack process exited with ${code} before it was ready`));
    child.once("exit", onExit);
    child.once("message", (message: StackProcessMessage) => {
      child.off("exit", onExit);
      if ("ready" in message) resolve(message.ready);
      else
        reject(
          new Error(`the stack process failed: ${"failed" in message ? message.failed : JSON.stringify(message)}`),
        );
    });
  });
  return {
    ...ready,
    pid: child.pid!,
    memory: (options = { collect: true }) =>
      new Promise((resolve, reject) => {
        const onMessage = (message: StackProcessMessage) => {
          child.off("message", onMessage);
          if ("memory" in message) resolve(message.memory);
          else reject(new Error(`the stack process answered ${JSON.stringify(message)}`));
        };
        child.on("message", onMessage);
        if (!child.send(options.collect ? "memory" : "memoryNow")) reject(new Error("the stack process is gone"));
      }),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.send("close");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface HostileRun {
  /** Resolves once the hostile process starts flooding (after seeding, if it seeds). */
  flooding: Promise<void>;
  outcome: Promise<FloodOutcome>;
  kill(): void;
}

/** Runs a flood in its own process. */
export function runHostile(plan: FloodPlan): HostileRun {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(here, "hostileProcess.ts"), JSON.stringify(plan)],
    {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: "test" },
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  let output = "";
  let markFlooding: () => void = () => undefined;
  const flooding = new Promise<void>((resolve) => (markFlooding = resolve));
  const outcome = new Promise<FloodOutcome>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("flooding\n")) markFlooding();
      const line = output.split("\n").find((l) => l.startsWith("outcome "));
      if (line) resolve(JSON.parse(line.slice("outcome ".length)) as FloodOutcome);
    });
    child.once("exit", (code) => reject(new Error(`the hostile process exited with ${code}: ${output}`)));
  });
  return { flooding, outcome, kill: () => child.kill("SIGKILL") };
}

export async function login(
  origin: string,
  email: string,
): Promise<{ token: string; locations: Array<{ id: string; name: string }> }> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status} ${await response.text()}`);
  const results = ((await response.json()) as { results: LoginResults }).results;
  if (results.two_factor_required) throw new Error(`${email} has two-factor sign-in on`);
  return { token: results.access_token, locations: results.user.locations };
}

/** Latency samples (ms) taken while a probe runs. */
export interface Probe {
  samples: number[];
  stop(): Promise<void>;
}

/**
 * Two providers on one document: the first writes a timestamp every `everyMs`, the second records how
 * long each took to arrive. Resolves once both are synced.
 */
export async function relayProbe(
  wsUrl: string,
  documentName: string,
  tokens: [string, string],
  everyMs = 10,
): Promise<Probe> {
  const make = (token: string) => {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(wsUrl, documentName, doc, {
      WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      params: { token },
    });
    // Hearth's own message types (persisted, lockState) are not part of what is measured.
    provider.messageHandlers[100] = () => undefined;
    provider.messageHandlers[101] = () => undefined;
    return { doc, provider };
  };
  const [writer, reader] = [make(tokens[0]), make(tokens[1])];
  await Promise.all(
    [writer, reader].map(
      ({ provider }) =>
        new Promise<void>((resolve) => (provider.synced ? resolve() : provider.once("sync", () => resolve()))),
    ),
  );
  const samples: number[] = [];
  const received = reader.doc.getArray<number>("relayProbe");
  let seen = received.length;
  received.observe(() => {
    const now = performance.now();
    for (; seen < received.length; seen++) samples.push(now - received.get(seen));
  });
  // Anything already in the document came from earlier runs.
  const sent = writer.doc.getArray<number>("relayProbe");
  const timer = setInterval(() => sent.push([performance.now()]), everyMs);
  return {
    samples,
    async stop() {
      clearInterval(timer);
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const { provider, doc } of [writer, reader]) {
        provider.destroy();
        doc.destroy();
      }
    },
  };
}

/** GET /api/version one after another, every `everyMs`, recording each answer's latency. */
export function versionProbe(origin: string, everyMs = 20): Probe {
  const samples: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/version`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** Nearest-rank percentile of a sample. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** What the server keeps in memory: V8's heap and the buffers outside it. */
export const retained = (m: MemoryFigures): number => m.heapUsed + m.external;

/** Issue 15's goal under one user's flood: other documents' relay p99, /api/version p99, memory back within 20% after. */
export const FLOOD_GOAL = { relayP99Ms: 50, versionP99Ms: 100, memoryGrowth: 0.2 } as const;

/** Who takes part in a flood round: the attacker and their document, and two colleagues relaying on another. */
export interface FloodCast {
  attacker: string;
  attacked: string;
  other: string;
  victims: [string, string];
}

/** One flood's figures: the other document's relay and the API's latency while it lasted, and the server's memory. */
export interface FloodRound {
  kind: FloodKind;
  outcome: FloodOutcome;
  /** Milliseconds from one colleague's update to the other's receipt, and of GET /api/version, during the flood. */
  relayed: number[];
  answered: number[];
  before: MemoryFigures;
  peak: MemoryFigures;
  after: MemoryFigures;
}

/**
 * Floods `cast.attacked` for `durationMs` on two sockets (reopened whenever closed) while the colleagues
 * relay on `cast.other` and /api/version is asked, after a second for the server to settle; memory is
 * read after full collections before and 2 s after the flood, and sampled without collecting during it.
 */
export async function floodRound(
  server: StackProcess,
  kind: FloodKind,
  durationMs: number,
  cast: FloodCast,
  sampleEveryMs = 250,
): Promise<FloodRound> {
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await server.memory();
  const relay = await relayProbe(server.wsUrl, cast.other, cast.victims);
  const version = versionProbe(server.origin);
  const run = runHostile({
    wsUrl: server.wsUrl,
    token: cast.attacker,
    documentName: cast.attacked,
    kind,
    durationMs,
    sockets: 2,
  });
  await run.flooding;
  const [relayFrom, versionFrom] = [relay.samples.length, version.samples.length];
  let peak = before;
  const sampling = setInterval(() => {
    void server.memory({ collect: false }).then((m) => {
      if (retained(m) > retained(peak)) peak = m;
    });
  }, sampleEveryMs);
  const outcome = await run.outcome;
  clearInterval(sampling);
  await Promise.all([relay.stop(), version.stop()]);
  const relayed = relay.samples.slice(relayFrom);
  const answered = version.samples.slice(versionFrom);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return { kind, outcome, relayed, answered, before, peak, after: await server.memory() };
}
