/**
 * One gateway alone in its own process, as a scaled deployment runs it: the API over HTTP and the
 * events from Redis on a given channel (tests and benchmarks use a private channel each). Started
 * with `forkGateway`; it answers its origin over IPC, reports its memory when asked, and shuts
 * down when its parent goes away.
 *
 * Child environment: HEARTH_API_URL, REDIS_URL, HEARTH_BUS_CHANNEL, NODE_ENV.
 */
import { fork } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector";
import type { ChildProcess } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createRedisBus } from "@hearth/bus";
import { createGateway } from "../src/index";

export interface GatewayChild {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  child: ChildProcess;
  /** The child's `process.memoryUsage()`, after a garbage collection when it was started with --expose-gc. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** The child's CPU time so far (user + system), in ms. */
  cpuMs(): Promise<number>;
  /** Starts the child's CPU profiler (benchmarks look into a burst with it). */
  startProfile(): Promise<void>;
  /** Stops the profiler and writes the profile (Chrome's .cpuprofile) to the file. */
  stopProfile(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a gateway process (through tsx) and resolves once it listens. */
export async function forkGateway(o: {
  apiUrl: string;
  redisUrl: string;
  channel: string;
  production?: boolean;
  exposeGc?: boolean;
}): Promise<GatewayChild> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--import", "tsx", ...(o.exposeGc ? ["--expose-gc"] : [])],
    env: {
      ...process.env,
      HEARTH_API_URL: o.apiUrl,
      REDIS_URL: o.redisUrl,
      HEARTH_BUS_CHANNEL: o.channel,
      NODE_ENV: o.production ? "production" : "test",
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { origin: string }).origin));
    child.once("exit", (code) => reject(new Error(`the gateway process exited with ${code}`)));
  });
  return {
    origin,
    child,
    memory: () => ask(child, "memory", "memory") as Promise<NodeJS.MemoryUsage>,
    cpuMs: () =>
      ask(child, "cpu", "cpu").then((cpu) => ((cpu as NodeJS.CpuUsage).user + (cpu as NodeJS.CpuUsage).system) / 1000),
    startProfile: () => ask(child, "profile-start", "profiling").then(() => undefined),
    stopProfile: (file) => ask(child, { profileTo: file }, "profiled").then(() => undefined),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Sends a message to the child and resolves with the first answer that carries `key`. */
function ask(child: ChildProcess, message: string | object, key: string): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (typeof m !== "object" || m === null || !(key in m)) return;
      child.off("message", onMessage);
      resolve((m as Record<string, unknown>)[key]);
    };
    child.on("message", onMessage);
    child.send(message);
  });
}

async function serve(): Promise<void> {
  const { HEARTH_API_URL: apiUrl, REDIS_URL: redisUrl, HEARTH_BUS_CHANNEL: channel } = process.env;
  if (!apiUrl || !redisUrl || !channel)
    throw new Error("HEARTH_API_URL, REDIS_URL and HEARTH_BUS_CHANNEL are required");
  const bus = await createRedisBus(redisUrl, channel);
  const gateway = await createGateway({
    bus,
    api: { url: () => apiUrl },
    production: process.env.NODE_ENV === "production",
  });
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(gateway.plugin);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await gateway.close();
    await bus.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("disconnect", () => void shutdown());
  const inspector = new Session();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      inspector.post(method, {}, (err, result) => (err ? reject(err) : resolve(result))),
    );
  process.on("message", (m) => {
    if (m === "profile-start") {
      inspector.connect();
      void post("Profiler.enable")
        .then(() => post("Profiler.start"))
        .then(() => process.send?.({ profiling: true }));
    }
    if (typeof m === "object" && m !== null && "profileTo" in m) {
      const file = String(m.profileTo);
      void post("Profiler.stop")
        .then(async (result) => writeFile(file, JSON.stringify((result as { profile: unknown }).profile)))
        .then(() => {
          inspector.disconnect();
          process.send?.({ profiled: true });
        });
    }
    if (m === "cpu") process.send?.({ cpu: process.cpuUsage() });
    if (m !== "memory") return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  });
  process.send?.({ origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
