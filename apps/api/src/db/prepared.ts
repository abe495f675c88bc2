/**
 * A hot query built once per database and prepared: its SQL is not rebuilt on every request (the query
 * builder's cost), nor parsed again by PostgreSQL on a connection that ran it before. Values come in as
 * `sql.placeholder(...)`s. A transaction is a database of its own here: prepared for it, then forgotten.
 */
import type { Db } from "./client";

export function preparedQuery<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
