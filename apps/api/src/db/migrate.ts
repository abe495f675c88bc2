/** Forward-only migrations from migrations/*.sql, applied in name order under an advisory lock. */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { rowsOf } from "./client";
import type { Db } from "./client";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Arbitrary constant shared by every instance: whoever holds it migrates, the others wait. */
export const MIGRATION_LOCK_KEY = 7_311_202_611;

/** Splits a file into statements at `;` ending a line, leaving `$$ ... $$` bodies whole. */
export function splitStatements(text: string): string[] {
  const statements: string[] = [];
  let current = "";
  let inDollar = false;
  for (const line of text.split("\n")) {
    if (!inDollar && /^\s*--/.test(line)) continue;
    current += line + "\n";
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = "";
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql")).sort();
  return db.transaction(async (tx) => {
    // Transaction-scoped lock: released by commit or rollback, even if this process dies.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
    );
    const done: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), "utf8");
      for (const statement of splitStatements(text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      done.push(file);
    }
    return done;
  });
}
