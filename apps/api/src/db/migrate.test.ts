import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { splitStatements } from "./migrate";

describe("splitStatements", () => {
  it("splits at line-ending semicolons, drops comment lines, keeps $$ bodies whole", () => {
    const sql = `-- a comment\nCREATE TABLE a (x int);\nCREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$;\nCREATE INDEX i ON a (x);\n`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(3);
    expect(statements[1]).toContain("RAISE EXCEPTION 'no';\nEND;\n$$;");
  });

  it("migration files are timestamped and sort in the order they were written", () => {
    const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
    const files = readdirSync(dir);
    for (const f of files) expect(f).toMatch(/^\d{8}T\d{4}_[a-z0-9_]+\.sql$/);
  });
});
