/**
 * The fan-out benchmark's server child: the API (with the gateway on the same server unless a Redis
 * channel is given), driven by the benchmark over IPC: make users, run a burst, report memory and CPU.
 */
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { Session } from "node:inspector";
import os from "node:os";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createLogger } from "@hearth/logger";
import { createEventBus, createRedisBus } from "@hearth/bus";
import { createApi } from "../../apps/api/src/index";
import type { Db } from "../../apps/api/src/db/client";
import { userLocations, users } from "../../apps/api/src/db/schema";
import { hashSecret } from "../../apps/api/src/domains/auth/passwords";
import { notifyUsers } from "../../apps/api/src/domains/notifications/producers";
import { demoOrganization } from "@hearth/testing";
import { createGateway } from "../../gateway/src/index";

export type BurstCommand = { cmd: "notify-each" | "announce"; ids: string[]; tag: string; profile?: boolean };
export type Command =
  | { cmd: "users"; count: number }
  | BurstCommand
  | { cmd: "memory" }
  | { cmd: "commit" }
  | { cmd: "cpu" }
  | { cmd: "profile-stop"; file: string };

/** Child process: the API (with the gateway on the same server unless `redisChannel` is given). */
export async function serve(redisChannel: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-fanout-"));
  const redisUrl = redisChannel ? process.env.REDIS_URL : undefined;
  const bus = redisUrl
    ? await createRedisBus(redisUrl, redisChannel!, { publishOnly: true })
    : await createEventBus(undefined);
  const api = await createApi(
    {
      bus,
      serviceKey: "bench-service-key",
      version: "bench",
      buildDate: "bench",
      dataDir,
      demoSeed: true,
      publicUrl: "http://localhost",
      secureCookies: false,
      schedulerTickMs: 3_600_000,
    },
    createLogger({ app: "api", level: "error", destination: process.stderr }),
  );
  const app = Fastify({ logger: false, trustProxy: true });
  const gateway = redisUrl
    ? null
    : await createGateway({ bus, api: { inject: (request) => app.inject(request) }, production: true });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(api.plugin, { prefix: "/api" });
  if (gateway) await app.register(gateway.plugin);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const { db } = api.deps;

  const inspector = new Session();
  inspector.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      inspector.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result))),
    );
  /**
   * A burst is one transaction, as the API runs every change: its events are published as soon as it
   * commits. The notify command does the transaction's work and answers with its COMMIT held back;
   * "commit" lets it go and answers when it committed. So the bench reads every process's CPU time
   * right before the commit (the CPU figures include the commit, not the 5,000 inserts before it),
   * and the clock starts when the commit is done: from then on the notifications exist.
   */
  let held: { release: () => void; committed: Promise<BurstStart> } | null = null;
  const prepare = async (m: { profile?: boolean }, fn: (tx: Db) => Promise<unknown>): Promise<null> => {
    let prepared!: () => void;
    const ready = new Promise<null>((resolve) => (prepared = () => resolve(null)));
    let release!: () => void;
    const go = new Promise<void>((resolve) => (release = resolve));
    const committed = (async (): Promise<BurstStart> => {
      await api.deps.relay.transaction(async (tx) => {
        await fn(tx);
        prepared();
        await go;
        if (m.profile) {
          await post("Profiler.enable");
          await post("Profiler.setSamplingInterval", { interval: 200 });
          await post("Profiler.start");
        }
      });
      // The change exists for others from here: its events went out as it committed.
      return { committedAt: Date.now() };
    })();
    held = { release, committed };
    return Promise.race([ready, committed.then(() => null)]);
  };
  const handle = async (m: Command): Promise<unknown> => {
    switch (m.cmd) {
      case "users": {
        const org = await demoOrganization(db);
        const passwordHash = await hashSecret(randomBytes(12).toString("base64url"));
        const made: { id: string; token: string }[] = [];
        for (let i = 0; i < m.count; i += 500) {
          const rows = await db
            .insert(users)
            .values(
              Array.from({ length: Math.min(500, m.count - i) }, (_, j) => ({
                organizationId: org.organizationId,
                email: `fanout-${i + j}@bench.test`,
                passwordHash,
                role: "bht" as const,
                firstName: "Fanout",
                lastName: `User ${i + j}`,
              })),
            )
            .returning();
          await db.insert(userLocations).values(rows.map((r) => ({ userId: r.id, locationId: org.riverside })));
          for (const r of rows)
            made.push({
              id: r.id,
              token: (await api.deps.tokens.sign({ id: r.id, role: r.role, tokenVersion: r.tokenVersion }, "access"))
                .token,
            });
        }
        return made;
      }
      case "notify-each":
        return prepare(m, async (tx) => {
          for (const id of m.ids)
            await notifyUsers(
              tx,
              [id],
              { type: "announcement", title: `${m.tag} ${id}`, body: "Fan-out benchmark" },
              null,
            );
        });
      case "announce":
        return prepare(m, (tx) =>
          notifyUsers(tx, m.ids, { type: "announcement", title: m.tag, body: "Fan-out benchmark" }, null),
        );
      case "commit": {
        if (!held) throw new Error("no burst is waiting for its commit");
        const { release, committed } = held;
        held = null;
        release();
        return committed;
      }
      case "cpu": {
        const cpu = process.cpuUsage();
        return (cpu.user + cpu.system) / 1000;
      }
      case "profile-stop": {
        const { profile } = (await post("Profiler.stop")) as { profile: unknown };
        await writeFile(m.file, JSON.stringify(profile));
        return null;
      }
      case "memory":
        (globalThis as { gc?: () => void }).gc?.();
        return process.memoryUsage();
    }
  };
  process.on("message", (m: Command & { seq: number }) => {
    handle(m).then(
      (result) => process.send?.({ seq: m.seq, result }),
      (error: unknown) => process.send?.({ seq: m.seq, error: String(error) }),
    );
  });
  const shutdown = async () => {
    await app.close();
    await gateway?.close();
    await api.close();
    await bus.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("disconnect", () => void shutdown());
  process.send?.({ origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
}

export interface BurstStart {
  /** When the burst's transaction had committed (ms since the epoch). */
  committedAt: number;
}

export interface Server {
  origin: string;
  child: ChildProcess;
  ask<T>(m: Command): Promise<T>;
}

export async function startServer(redisChannel?: string): Promise<Server> {
  const args = ["--serve", ...(redisChannel ? [`--channel=${redisChannel}`] : [])];
  const child = fork(process.argv[1]!, args, {
    execArgv: [...process.execArgv, "--expose-gc"],
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { origin: string }).origin));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  let seq = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on("message", (m: { seq?: number; result?: unknown; error?: string }) => {
    const p = m.seq === undefined ? undefined : pending.get(m.seq);
    if (!p) return;
    pending.delete(m.seq!);
    if (m.error) p.reject(new Error(m.error));
    else p.resolve(m.result);
  });
  return {
    origin,
    child,
    ask: <T>(m: Command) =>
      new Promise<T>((resolve, reject) => {
        seq += 1;
        pending.set(seq, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ ...m, seq });
      }),
  };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
