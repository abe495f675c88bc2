/**
 * Worker thread that owns the embedded PGlite database (see pgliteThread.ts for the other side).
 * PGlite runs each query synchronously in WebAssembly; here that work leaves the main event loop,
 * which keeps relaying collab updates and live events while a query runs.
 *
 * Plain JavaScript: a worker thread does not inherit the TypeScript loader of tsx or Vitest.
 *
 * Requests: { id, op: "query", sql, params, rowMode, textTypes, tx } | { id, op: "exec", sql, tx }
 * | { id, op: "begin" } | { id, op: "end", tx, commit } | { id, op: "close" }.
 * Replies: { id, result } or { id, error } with the error's fields (code, detail, constraint …).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The types Drizzle reads as text (timestamps, dates, intervals, numeric[] and their arrays): it asks
 * for them with every query. Set once here; passed per query instead, PGlite would copy its table of
 * several hundred parsers on every query (~0.1 ms each).
 */
const DRIZZLE_TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
// In the order callers list them (Object.keys of a parsers object: ascending).
const drizzleTextTypes = [...DRIZZLE_TEXT_TYPES].sort((a, b) => a - b).join(",");

const db = new PGlite(workerData.dataDir, {
  // Extensions a migration creates: PGlite loads an extension's code only when given it here, on every open.
  extensions: { pg_trgm },
  parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (value) => value])),
});

/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
let nextTransactionId = 1;

/**
 * Type parsers that hand the column back as PostgreSQL printed it (the only kind callers pass); none
 * when the caller asks for exactly Drizzle's text types, which PGlite already applies.
 */
const textParsers = new Map();
function parsersFor(textTypes) {
  const key = textTypes.join(",");
  if (key === drizzleTextTypes) return undefined;
  let parsers = textParsers.get(key);
  if (!parsers) textParsers.set(key, (parsers = Object.fromEntries(textTypes.map((oid) => [oid, (value) => value]))));
  return parsers;
}

/**
 * Statements outside a transaction, prepared once by their text and then only bound and executed: PGlite's
 * `query()` parses and plans every statement anew, and planning (which asks the file system about every
 * table and index it touches) was most of a hot read's time. PostgreSQL keeps a plan per prepared
 * statement exactly as for the named statements of the PostgreSQL driver. The most recently used are
 * kept; statements built with their values inline (a text seen once) fall out first.
 */
const PREPARED_KEPT = 500;
/** Statement text → { name, paramTypes }; in order of last use. */
const preparedStatements = new Map();
let nextStatementName = 1;
/** A prepared statement the server no longer has, or whose result columns a migration changed: prepare it again. */
const STALE_STATEMENT = new Set(["26000", "0A000"]);

const { serialize } = protocol;
const streamOf = (message) => db.execProtocolStream(message, { syncToFs: false });

async function prepare(text) {
  const name = `hearth_${nextStatementName++}`;
  // Parse, Describe and Sync in one call into the database, as a run's messages are sent.
  const messages = await streamOf(
    Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
  );
  const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  preparedStatements.set(text, statement);
  if (preparedStatements.size > PREPARED_KEPT) {
    const [oldestText, oldest] = preparedStatements.entries().next().value;
    preparedStatements.delete(oldestText);
    await closeStatement(oldest.name);
  }
  return statement;
}

async function closeStatement(name) {
  await streamOf(Buffer.concat([serialize.close({ type: "S", name }), serialize.sync()]));
}

/** One statement's run as PGlite's own `query()` runs it, but bound to the prepared statement. */
async function runPrepared(statement, params, options) {
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.paramTypes[i]];
    return serializer ? serializer(value) : value.toString();
  });
  // Bind, Describe, Execute and Sync in one call into the database: on an error it skips to the Sync.
  const messages = await streamOf(
    Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  return parse.parseResults(messages, db.parsers, options)[0];
}

function queryPrepared(text, params, options) {
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      let statement = preparedStatements.get(text);
      if (statement) {
        // Most recently used last: the first entry is the one to forget.
        preparedStatements.delete(text);
        preparedStatements.set(text, statement);
      } else statement = await prepare(text);
      try {
        return await runPrepared(statement, params, options);
      } catch (error) {
        if (!STALE_STATEMENT.has(error?.code)) throw error;
        preparedStatements.delete(text);
        return runPrepared(await prepare(text), params, options);
      } finally {
        await db.syncToFs();
      }
    }),
  );
}

function connectionOf(tx) {
  if (tx === undefined) return db;
  const transaction = transactions.get(tx);
  if (!transaction) throw new Error(`transaction ${tx} has already ended`);
  return transaction.connection;
}

/** PGlite holds its transaction mutex until the callback settles: the callback waits for "end". */
function begin() {
  const id = nextTransactionId++;
  return new Promise((resolveBegun, rejectBegun) => {
    const settled = db.transaction(
      (connection) =>
        new Promise((commit, rollback) => {
          transactions.set(id, { connection, commit, rollback, settled });
          resolveBegun(id);
        }),
    );
    // A failure to begin at all; once begun, "end" reports how the transaction settled.
    settled.catch(rejectBegun);
    settled.catch(() => undefined).finally(() => transactions.delete(id));
  });
}

async function end(id, commit) {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`transaction ${id} has already ended`);
  if (commit) transaction.commit();
  else transaction.rollback(new RolledBack());
  await transaction.settled.catch((error) => {
    if (!(error instanceof RolledBack)) throw error;
  });
}

class RolledBack extends Error {}

async function handle(request) {
  switch (request.op) {
    case "query": {
      const options = { rowMode: request.rowMode, parsers: parsersFor(request.textTypes) };
      return request.tx === undefined
        ? queryPrepared(request.sql, request.params, options)
        : connectionOf(request.tx).query(request.sql, request.params, options);
    }
    case "exec":
      return connectionOf(request.tx).exec(request.sql);
    case "begin":
      return begin();
    case "end":
      return end(request.tx, request.commit);
    case "close":
      return db.close();
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

/**
 * An error as plain data: structured cloning keeps an Error's message but drops its SQLSTATE, and
 * PGlite's errors also carry the query options, whose parser functions cannot be cloned at all.
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => typeof value === "string" || typeof value === "number");
  return { ...Object.fromEntries(fields), name: error.name, message: error.message, stack: error.stack };
}

/** A result that cannot be cloned is answered as an error: an exception here would end the thread. */
function reply(id, result) {
  try {
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
}

await db.waitReady;
parentPort.on("message", (request) => {
  handle(request).then(
    (result) => reply(request.id, result),
    (error) => parentPort.postMessage({ id: request.id, error: plainError(error) }),
  );
});
parentPort.postMessage({ ready: true });
