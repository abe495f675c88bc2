/**
 * A fingerprint of every table's rows, to show that a refused call changed nothing: compare one
 * taken before with one taken after, table by table (an update shows as well as an insert).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../apps/api/src/db/client";
import { rowsOf } from "../../../apps/api/src/db/client";

/** Table name -> a hash of its rows, for the tables of the public schema except `except`. */
export async function tableFingerprints(db: Db, except: readonly string[] = []): Promise<Map<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
    `),
  )
    .map((r) => r.table_name)
    .filter((name) => !except.includes(name));
  if (tables.length === 0) return new Map();
  const parts = tables.map(
    (name) =>
      sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${sql.identifier(name)} t`,
  );
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(sql.join(parts, sql` UNION ALL `)));
  return new Map(rows.map((r) => [r.name, r.hash]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((name) => before.get(name) !== after.get(name))
    .sort();
}
