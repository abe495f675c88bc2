// CI helper: `create` makes a fresh database on the local PostgreSQL and prints its URL; `drop URL` removes it.
import pg from "pg";

const server = "postgres://postgres@127.0.0.1:5432/postgres";
const [command, url] = process.argv.slice(2);
const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
await client.connect();
try {
  if (command === "create") {
    const name = `hearth_ci_${Date.now()}_${process.pid}`;
    await client.query(`CREATE DATABASE ${name}`);
    console.log(`postgres://postgres@127.0.0.1:5432/${name}`);
  } else if (command === "drop" && url) {
    const name = new URL(url).pathname.slice(1);
    if (!/^hearth_ci_\d+_\d+$/.test(name)) throw new Error(`refusing to drop ${name}`);
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    throw new Error("usage: ci-database.mjs create | drop URL");
  }
} finally {
  await client.end();
}
