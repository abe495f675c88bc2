/**
 * Who wrote on a handoff board, recorded as the collab server's group commit appends its updates.
 * The update log is compacted away within minutes, so this is the only lasting trace of authorship:
 * which user brought each Yjs client id into the board (every character that client inserts is
 * theirs; the first user to bring a client id owns it), and who changed the board in which minute.
 * Only `handoff.*` documents pay for it; other documents' appends are untouched.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { parseUpdateMeta } from "yjs";
import { parseDocumentName } from "@hearth/schema";
import { handoffActivity, handoffClientAuthors } from "../../db/schema";
import type { AuthoredUpdates, BatchAuthorship } from "../collabDocuments/kinds";

/**
 * Client ids this process has seen stored, per database (tests run several in one process): their
 * owner is recorded for good, so a batch need not offer them again. A browser keeps one client id for
 * as long as its page is open, so nearly every batch brings only known ones. Bounded; forgetting is
 * harmless (the insert then finds the row and does nothing).
 */
const knownClients = new WeakMap<object, Set<string>>();
const MAX_KNOWN_CLIENTS = 100_000;

/**
 * The statements that record the authorship of the batch's handoff boards, in the batch append's own
 * statement; they record only documents whose names `appendedNames` (a subquery) yields, i.e. what was
 * actually appended. Null when the batch holds no handoff board with an authored update.
 */
export function handoffAuthorship(
  db: object,
  documents: readonly AuthoredUpdates[],
  appendedNames: SQL,
): BatchAuthorship | null {
  let known = knownClients.get(db);
  if (!known) knownClients.set(db, (known = new Set()));
  const clients = { names: [] as string[], ids: [] as number[], users: [] as string[] };
  const minutes = new Map<string, { name: string; user: string; updates: number }>();
  for (const { name, updates, authors } of documents) {
    if (parseDocumentName(name)?.kind !== "handoff") continue;
    updates.forEach((update, i) => {
      const user = authors[i];
      if (!user) return;
      const key = `${name} ${user}`;
      const line = minutes.get(key) ?? { name, user, updates: 0 };
      line.updates++;
      minutes.set(key, line);
      // The clients whose items the update carries (a pure deletion carries none); the first comer in the batch keeps it.
      for (const client of parseUpdateMeta(update).from.keys()) {
        const clientKey = `${name} ${client}`;
        if (known.has(clientKey) || clients.names.some((n, j) => n === name && clients.ids[j] === client)) continue;
        clients.names.push(name);
        clients.ids.push(client);
        clients.users.push(user);
      }
    });
  }
  if (minutes.size === 0) return null;
  const lines = [...minutes.values()];
  const offered = clients.ids.length > 0;
  const statements = sql`${
    offered
      ? sql`
    , handoff_clients AS (
      INSERT INTO ${handoffClientAuthors} (document_name, client_id, user_id)
      SELECT c.name, c.client, c.user_id
      FROM unnest(${sql.param(clients.names)}::text[], ${sql.param(clients.ids)}::bigint[], ${sql.param(clients.users)}::uuid[]) AS c(name, client, user_id)
      WHERE c.name IN (${appendedNames})
      ON CONFLICT (document_name, client_id) DO NOTHING
    )`
      : sql``
  }
    , handoff_minutes AS (
      INSERT INTO ${handoffActivity} (document_name, minute, user_id, updates)
      SELECT m.name, date_trunc('minute', now()), m.user_id, m.updates
      FROM unnest(${sql.param(lines.map((l) => l.name))}::text[], ${sql.param(lines.map((l) => l.user))}::uuid[], ${sql.param(lines.map((l) => l.updates))}::int[]) AS m(name, user_id, updates)
      WHERE m.name IN (${appendedNames})
      ON CONFLICT (document_name, minute, user_id) DO UPDATE SET updates = ${handoffActivity}.updates + EXCLUDED.updates
    )`;
  return {
    statements,
    stored(names) {
      if (known.size + clients.ids.length > MAX_KNOWN_CLIENTS) known.clear();
      clients.ids.forEach((client, j) => {
        if (names.has(clients.names[j]!)) known.add(`${clients.names[j]} ${client}`);
      });
    },
  };
}
