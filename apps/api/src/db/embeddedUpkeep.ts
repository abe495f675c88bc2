/**
 * Upkeep of the embedded database (PGlite), which has no autovacuum: without it, a table that grew
 * from empty keeps the planner's picture of an empty table (sequential scans where an index would do)
 * and dead rows of updates are never reclaimed. PGlite keeps no activity statistics either, so growth
 * is read from the catalogue: a table whose file outgrew what the last ANALYZE saw by a tenth (and by
 * at least a few pages) is vacuumed and analyzed, one table at a time, between requests.
 * PostgreSQL servers do this themselves (autovacuum); this runs only on PGlite.
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./client";

/** How often the catalogue is looked at: cheap (one catalogue query) when nothing grew. */
export const UPKEEP_INTERVAL_MS = 10 * 60_000;
/** Growth below this many pages (8 kB each) is left alone, so small tables are not analyzed for every row. */
const MIN_GROWTH_PAGES = 8;

/** The tables grown past what their statistics describe, and each vacuumed and analyzed; answers their names. */
export async function upkeepGrownTables(db: Db): Promise<string[]> {
  const grown = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT quote_ident(c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname = current_schema()
        AND pg_relation_size(c.oid) / current_setting('block_size')::int
          > greatest(c.relpages, 0) * 1.1 + ${MIN_GROWTH_PAGES}
      ORDER BY c.relname`),
  ).map((r) => r.name);
  // One by one: each holds the embedded database for a moment, and requests go between them.
  for (const name of grown) await db.execute(sql.raw(`VACUUM (ANALYZE) ${name}`));
  return grown;
}

export class EmbeddedUpkeep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = UPKEEP_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = upkeepGrownTables(this.db)
        .catch(this.onError)
        .finally(() => this.start());
    }, this.intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
