import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "../../apps/api/src/db/client";
import { migrate } from "../../apps/api/src/db/migrate";
import { generateOrganization } from "../../apps/api/src/db/generateOrganization";

const dataDir = await mkdtemp(path.join(os.tmpdir(), "hearth-explain-"));
const databaseUrl = process.argv[2];
const database = await openDatabase({ dataDir, databaseUrl });
await migrate(database.db);
let t = performance.now();
const org = await generateOrganization(database.db, { locations: 20, clients: 10000, seed: 1 });
console.log("generated", ((performance.now() - t) / 1000).toFixed(1), "s");
if (process.argv.includes("--analyze")) await database.db.execute(sql`ANALYZE`);
const o = org.organizationId;
const search = (q: string) => {
  const like = `%${q}%`;
  const digits = q.replace(/\D/g, "");
  return sql`((c.search_text ILIKE ${like} AND (c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR c.preferred_name ILIKE ${like} OR c.mr_no ILIKE ${like} OR (c.first_name || ' ' || c.last_name) ILIKE ${like} OR (c.preferred_name || ' ' || c.last_name) ILIKE ${like}))
    ${digits.length >= 3 ? sql`OR c.phone_digits LIKE ${`%${digits}%`}` : sql``})`;
};
const oldSearch = (q: string) => {
  const like = `%${q}%`;
  const digits = q.replace(/\D/g, "");
  return sql`(c.first_name ILIKE ${like} OR c.last_name ILIKE ${like} OR c.preferred_name ILIKE ${like} OR c.mr_no ILIKE ${like} OR (c.first_name || ' ' || c.last_name) ILIKE ${like} OR (c.preferred_name || ' ' || c.last_name) ILIKE ${like}
    ${digits.length >= 3 ? sql`OR regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') LIKE ${`%${digits}%`}` : sql``})`;
};
const cases: [string, ReturnType<typeof sql>][] = [];
for (const q of ["smi", "Maria Joh", "HRT-001234", "01234", "(555) 20"]) {
  cases.push([`search ${q} by name`, sql`SELECT c.id FROM clients c WHERE c.organization_id = ${o} AND c.status IN ('pending_admission','active') AND ${search(q)} ORDER BY lower(c.last_name), lower(c.first_name), c.mr_no LIMIT 25`]);
  cases.push([`count ${q}`, sql`SELECT count(*) FROM clients c WHERE c.organization_id = ${o} AND c.status IN ('pending_admission','active') AND ${search(q)}`]);
  cases.push([`OLD count ${q}`, sql`SELECT count(*) FROM clients c WHERE c.organization_id = ${o} AND c.status IN ('pending_admission','active') AND ${oldSearch(q)}`]);
}
cases.push([`location sort`, sql`SELECT c.id FROM clients c JOIN locations l ON l.id = c.location_id WHERE c.organization_id = ${o} AND c.status IN ('pending_admission','active') ORDER BY lower(l.name), c.mr_no LIMIT 25`]);
cases.push([`OLD location sort`, sql`SELECT c.id FROM clients c WHERE c.organization_id = ${o} AND c.status IN ('pending_admission','active') ORDER BY (SELECT lower(l.name) FROM locations l WHERE l.id = c.location_id), c.mr_no LIMIT 25`]);
if (process.argv.includes("--noseq")) await database.db.execute(sql`SET enable_seqscan = off`);
for (const [name, q] of cases) {
  for (let i = 0; i < 3; i++) await database.db.execute(q);
  t = performance.now();
  for (let i = 0; i < 10; i++) await database.db.execute(q);
  const ms = (performance.now() - t) / 10;
  const plan = rowsOf<Record<string, string>>(await database.db.execute(sql`EXPLAIN ${q}`)).map((r) => Object.values(r)[0]);
  console.log(`\n== ${name}: ${ms.toFixed(2)} ms\n${process.argv.includes("--plans") ? plan.join("\n") : plan.slice(0, 3).join("\n")}`);
}
await database.close();
await rm(dataDir, { recursive: true, force: true });
