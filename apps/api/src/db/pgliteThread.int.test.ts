import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "./client";
import type { Database } from "./client";
import { sqlStateOf } from "../kernel/pgErrors";

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-pglite-thread-"));
  database = await openDatabase({ dataDir });
  await database.db.execute(
    sql`CREATE TABLE notes (id int PRIMARY KEY, body bytea, written timestamptz NOT NULL DEFAULT now())`,
  );
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ids = async () =>
  rowsOf<{ id: number }>(await database.db.execute(sql`SELECT id FROM notes ORDER BY id`)).map((r) => r.id);

describe("embedded PGlite on its own thread", () => {
  it("answers as PGlite does: bytes and timestamps as written, and the SQLSTATE of a refused row", async () => {
    // A small Buffer is a view into Node's shared pool: only its own bytes are stored.
    const body = Buffer.from("AQID", "base64");
    await database.db.execute(sql`INSERT INTO notes (id, body, written) VALUES (1, ${body}, '2026-11-23 10:00:00+00')`);
    const [row] = rowsOf<{ body: Uint8Array; written: string }>(
      await database.db.execute(sql`SELECT body, written FROM notes WHERE id = 1`),
    );
    expect([...row!.body]).toEqual([1, 2, 3]);
    expect(row!.written).toBe("2026-11-23 10:00:00+00");

    const refused = await database.db.execute(sql`INSERT INTO notes (id) VALUES (1)`).catch((error: unknown) => error);
    expect(sqlStateOf(refused)).toBe("23505");
  });

  it("commits a transaction whose work succeeds, rolls back one that fails, and holds other queries until it ends", async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const committed = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id) VALUES (2)`);
      await held;
    });
    // Issued while the transaction is open, answered after its commit.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const seenMeanwhile = ids();
    releaseTransaction();
    await committed;
    expect(await seenMeanwhile).toEqual([1, 2]);

    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id) VALUES (3)`);
        throw new Error("the caller changed its mind");
      })
      .catch((error: unknown) => error);
    expect((failed as Error).message).toBe("the caller changed its mind");
    expect(await ids()).toEqual([1, 2]);
  });

  it("prepares a statement once by its text: each run binds its own values, errors leave it usable, a changed table is prepared again", async () => {
    const byId = (id: number) => database.db.execute(sql`SELECT id, body FROM notes WHERE id = ${id}`);
    expect(rowsOf(await byId(1))).toHaveLength(1);
    expect(rowsOf(await byId(2))).toEqual([{ id: 2, body: null }]);
    expect(rowsOf(await byId(99))).toEqual([]);

    // Refused while binding (not a number) and while executing (a duplicate): each run after answers.
    const unbound = await database.db
      .execute(sql`SELECT id FROM notes WHERE id = ${"not a number"}`)
      .catch((error: unknown) => error);
    expect(sqlStateOf(unbound)).toBe("22P02");
    // Refused while preparing (no such column): nothing is kept, and the same text is refused again.
    const misspelled = () => database.db.execute(sql`SELECT idd FROM notes WHERE id = ${1}`).catch((e: unknown) => e);
    expect(sqlStateOf(await misspelled())).toBe("42703");
    expect(sqlStateOf(await misspelled())).toBe("42703");
    expect(rowsOf(await byId(1))).toHaveLength(1);
    const insert = (id: number) => database.db.execute(sql`INSERT INTO notes (id) VALUES (${id})`);
    expect(sqlStateOf(await insert(2).catch((error: unknown) => error))).toBe("23505");
    await insert(4);
    expect(await ids()).toEqual([1, 2, 4]);

    // A migration adds a column: the statement reading every column answers with it.
    const everything = () => database.db.execute(sql`SELECT * FROM notes WHERE id = ${4}`);
    expect(Object.keys(rowsOf(await everything())[0]!)).toEqual(["id", "body", "written"]);
    await database.db.execute(sql`ALTER TABLE notes ADD COLUMN title text`);
    expect(Object.keys(rowsOf(await everything())[0]!)).toEqual(["id", "body", "written", "title"]);
    await database.db.execute(sql`DELETE FROM notes WHERE id = 4`);
  });

  it("leaves the main event loop free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    await database.db.execute(sql`SELECT count(*) FROM generate_series(1, 3000000)`);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On the main thread the query would block every tick until it ended.
    expect(elapsed).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(elapsed / 5 / 4);
  });
});
