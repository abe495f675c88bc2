import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startTestApi } from "../test/harness";
import type { TestApi } from "../test/harness";
import { rowsOf } from "./client";
import { upkeepGrownTables } from "./embeddedUpkeep";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const pagesSeen = async (table: string) =>
  rowsOf<{ relpages: number }>(
    await t.api.deps.db.execute(sql`SELECT relpages FROM pg_class WHERE relname = ${table}`),
  )[0]!.relpages;

// PostgreSQL servers run autovacuum, which would race this test for the same table; upkeep is PGlite's only.
describe.skipIf(Boolean(process.env.DATABASE_URL))("upkeep of the embedded database", () => {
  it("vacuums and analyzes a table that grew past its statistics, and leaves the others", async () => {
    const db = t.api.deps.db;
    // Whatever the migrations and the test set-up left grown first, so that only this growth remains.
    await upkeepGrownTables(db);
    await db.execute(sql`CREATE TABLE upkeep_probe (id int PRIMARY KEY, note text)`);
    await db.execute(sql`INSERT INTO upkeep_probe SELECT g, repeat('x', 200) FROM generate_series(1, 2000) g`);
    expect(await pagesSeen("upkeep_probe")).toBe(0);

    expect(await upkeepGrownTables(db)).toEqual(["upkeep_probe"]);
    expect(await pagesSeen("upkeep_probe")).toBeGreaterThan(8);
    const [stats] = rowsOf<{ reltuples: number }>(
      await db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = 'upkeep_probe'`),
    );
    expect(Number(stats!.reltuples)).toBe(2000);
    // Nothing grew since: nothing to do.
    expect(await upkeepGrownTables(db)).toEqual([]);
  });
});
