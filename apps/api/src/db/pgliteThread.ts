/**
 * Embedded PGlite in a worker thread, behind the part of PGlite's interface that Drizzle uses
 * (query, transaction). PGlite executes every query synchronously in WebAssembly; on the main
 * thread that stalls everything else the process does — collab relays, live events, HTTP — for
 * the length of each query. In a worker it runs beside them on another core.
 */
import { Worker } from "node:worker_threads";

interface QueryOptions {
  rowMode?: "array" | "object";
  /** Drizzle's parsers all hand a column back as text; the worker applies the same by type id. */
  parsers?: Record<number, unknown>;
}

export interface QueryResults<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface PgliteConnection {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResults<T>>;
  exec(sql: string): Promise<QueryResults[]>;
}

type Request =
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; textTypes: number[]; tx?: number }
  | { op: "exec"; sql: string; tx?: number }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "close" };

type Reply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: { message: string } & Record<string, unknown> };

/**
 * Bytes that are a view into a larger buffer (a small Buffer shares Node's 8 KB pool) as a copy of
 * their own: posting a view to another thread copies the whole buffer behind it.
 */
const ownBytes = (value: unknown): unknown =>
  value instanceof Uint8Array && value.byteLength !== value.buffer.byteLength ? new Uint8Array(value) : value;

export class PgliteThread implements PgliteConnection {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | undefined;
  readonly waitReady: Promise<void>;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL("./pgliteWorker.mjs", import.meta.url), { workerData: { dataDir } });
    let ready!: () => void;
    let notReady!: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      notReady = reject;
    });
    this.worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        // Idle, the worker must not keep the process alive; a request in flight does (see call()).
        if (this.pending.size === 0) this.worker.unref();
        return ready();
      }
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if ("error" in reply) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
      else waiting.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      notReady(error);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResults<T>> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.call({
      op: "query",
      sql,
      params: params.map(ownBytes),
      rowMode: options.rowMode ?? "object",
      textTypes,
      tx,
    }) as Promise<QueryResults<T>>;
  }

  exec(sql: string, tx?: number): Promise<QueryResults[]> {
    return this.call({ op: "exec", sql, tx }) as Promise<QueryResults[]>;
  }

  /** Like PGlite's: other queries wait until it ends; it commits when `fn` resolves, else rolls back. */
  async transaction<T>(fn: (tx: PgliteConnection) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: "begin" })) as number;
    const connection: PgliteConnection = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    let result: T;
    try {
      result = await fn(connection);
    } catch (error) {
      // The caller's error says more than a failed rollback would.
      await this.call({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: "close" });
    await this.worker.terminate();
  }

  private call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}
