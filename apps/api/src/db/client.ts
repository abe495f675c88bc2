/** One Drizzle handle over either embedded PGlite (a data directory) or a real PostgreSQL server. */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

export async function openDatabase(o: DatabaseOptions): Promise<Database> {
  // Only the driver in use is loaded: it keeps a restart quick.
  if (o.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on("error", () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const [{ PgliteThread }, { drizzle: drizzlePglite }] = await Promise.all([
    import("./pgliteThread"),
    import("drizzle-orm/pglite"),
  ]);
  const dir = path.join(o.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  const client = new PgliteThread(dir);
  await client.waitReady;
  // Drizzle's PGlite driver uses only query() and transaction(), which the thread provides.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}

/** Rows of a raw `db.execute(sql...)` result, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
