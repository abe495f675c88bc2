/**
 * A hot query built once per database and prepared: its SQL is not rebuilt on every request (the query
 * builder's cost), nor parsed again by PostgreSQL on a connection that ran it before. Values come in as
 * `sql.placeholder(...)`s. A transaction is a database of its own here: prepared for it, then forgotten.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client";

const dialect = new PgDialect();

/**
 * A part of a statement built per request (its filter varies) that holds no values, rendered to its text
 * once: Drizzle renders every column and name anew each time, and a wide select list cost more to
 * build than to run.
 */
export function renderedOnce(part: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(part);
  if (params.length > 0) throw new Error("renderedOnce: a part rendered once cannot hold values");
  return sql.raw(text);
}

export function preparedQuery<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
