/**
 * What a refused request must leave unchanged: every table of the public schema (its row count and
 * a hash of its rows), the outbox among them, read from the database itself so that a new table is
 * watched the day its migration lands.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import type { Db } from "../../db/client";

/**
 * Tables a refused request legitimately writes, and why. Everything else must be unchanged.
 * `count`: rows may be updated in place but not added or removed; `skip`: not compared.
 */
export const BOOKKEEPING: Record<string, { compare: "count" | "skip"; why: string }> = {
  activity_log: { compare: "skip", why: "every refusal is audited (who was refused what, and why)" },
};

export type Snapshot = Map<string, string>;

/** The public tables, in a stable order. */
export async function watchedTables(db: Db): Promise<string[]> {
  const rows = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rowsOf<{ table_name: string }>(rows)
    .map((r) => r.table_name)
    .filter((name) => BOOKKEEPING[name]?.compare !== "skip");
}

/** One statement: per table, its row count and (unless counted only) an md5 of its rows in a stable order. */
export async function snapshot(db: Db, tables: string[]): Promise<Snapshot> {
  const parts = tables.map((name) => {
    const t = `"${name.replaceAll('"', '""')}"`;
    const content =
      BOOKKEEPING[name]?.compare === "count" ? `''` : `coalesce(md5(string_agg(x::text, ',' ORDER BY x::text)), '')`;
    return `SELECT '${name}' AS name, count(*)::text || ' rows ' || ${content} AS state FROM ${t} x`;
  });
  const rows = rowsOf<{ name: string; state: string }>(await db.execute(sql.raw(parts.join(" UNION ALL "))));
  return new Map(rows.map((r) => [r.name, r.state]));
}

/** The tables whose state differs, as `name: before -> after`. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const [name, state] of after)
    if (before.get(name) !== state) out.push(`${name}: ${before.get(name)} -> ${state}`);
  return out;
}
