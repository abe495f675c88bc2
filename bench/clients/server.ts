/**
 * The clients benchmark's server child: the API and the gateway on one Fastify instance, as `npm start`
 * composes them, on the database the benchmark generated. Over IPC it also runs the bare-SQL floors on
 * the API's own database handle (same driver, same pool), so they compete for nothing the API does not.
 */
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fastifyCookie from "@fastify/cookie";
import fastifyWebsocket from "@fastify/websocket";
import Fastify from "fastify";
import { createEventBus } from "@hearth/bus";
import { createLogger } from "@hearth/logger";
import { createApi } from "../../apps/api/src/index";
import { rowsOf } from "../../apps/api/src/db/client";
import { createGateway } from "../../gateway/src/index";
import { runUsers } from "./load";
import type { Run, ThinkTime } from "./load";
import { chartFloorSql, listFloorSql } from "./workload";
import type { ListRequest, Scope } from "./workload";

export interface ServerTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

export type FloorWork = { kind: "list"; requests: ListRequest[] } | { kind: "chart"; requests: string[] };

export type Command =
  | ({ cmd: "floor"; id: number; scopes: Scope[]; seconds: number; think?: ThinkTime } & FloorWork)
  | ({ cmd: "floor-once"; id: number; scope: Scope; index: number } & FloorWork)
  | { cmd: "cpu"; id: number };

/** A command as the benchmark sends it; `ask` numbers it. */
type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

export type Reply =
  | { id: number; run: Run }
  | { id: number; rows: Record<string, unknown>[] }
  | { id: number; cpuMs: number }
  | { id: number; error: string };

/** Child process: serves until the parent disconnects or sends SIGTERM. */
export async function serve(target: ServerTarget): Promise<void> {
  const bus = await createEventBus(undefined);
  const api = await createApi(
    {
      bus,
      serviceKey: "bench-service-key",
      version: "bench",
      buildDate: "bench",
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      demoSeed: false,
      publicUrl: "http://localhost",
      secureCookies: false,
      // Nothing scheduled is due in a generated organization; its ticks would only add noise.
      schedulerTickMs: 3_600_000,
    },
    createLogger({ app: "api", level: "error", destination: process.stderr }),
  );
  const app = Fastify({ logger: false, trustProxy: true });
  const gateway = await createGateway({ bus, api: { inject: (request) => app.inject(request) }, production: true });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket);
  await app.register(api.plugin, { prefix: "/api" });
  await app.register(gateway.plugin);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const db = api.deps.db;
  const query = (work: FloorWork, scope: Scope, index: number) =>
    db.execute(
      work.kind === "list" ? listFloorSql(scope, work.requests[index]!) : chartFloorSql(scope, work.requests[index]!),
    );
  process.on("message", (m: Command) => {
    const reply = (r: Reply) => process.send?.(r);
    if (m.cmd === "cpu") {
      // The whole process: the API, the gateway and, on PGlite, the database's worker thread.
      const cpu = process.cpuUsage();
      reply({ id: m.id, cpuMs: (cpu.user + cpu.system) / 1000 });
      return;
    }
    const answer =
      m.cmd === "floor"
        ? runUsers(
            m.scopes.length,
            m.seconds,
            m.requests.length,
            async (user, index) => {
              const rows = rowsOf<Record<string, unknown>>(await query(m, m.scopes[user]!, index));
              // A chart that is not there would be a cheaper query than the one measured.
              if (m.kind === "chart" && rows.length !== 1) throw new Error(`no chart for ${m.requests[index]}`);
            },
            m.think,
          ).then((run) => ({ id: m.id, run }))
        : query(m, m.scope, m.index).then((result) => ({ id: m.id, rows: rowsOf<Record<string, unknown>>(result) }));
    answer.then(reply, (error: unknown) => reply({ id: m.id, error: String(error) }));
  });

  const shutdown = async () => {
    await app.close();
    await gateway.close();
    await api.close();
    await bus.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown());
  process.once("disconnect", () => void shutdown());
  process.send?.({ origin });
}

export interface Server {
  origin: string;
  child: ChildProcess;
  /** Sends a command and waits for its reply. */
  ask(command: Unnumbered<Command>): Promise<Reply>;
}

/** Forks this benchmark's script as the server (`--serve <target>`), measured as deployed (NODE_ENV=production). */
export async function startServer(script: string, target: ServerTarget): Promise<Server> {
  const child = fork(script, ["--serve", JSON.stringify(target)], {
    execArgv: process.execArgv,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { origin: string }).origin));
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  let nextId = 0;
  const waiting = new Map<number, (r: Reply) => void>();
  child.on("message", (m) => {
    const r = m as Reply;
    waiting.get(r.id)?.(r);
    waiting.delete(r.id);
  });
  return {
    origin,
    child,
    ask(command) {
      const id = (nextId += 1);
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        child.send({ ...command, id });
      });
    },
  };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
