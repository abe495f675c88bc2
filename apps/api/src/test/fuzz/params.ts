/**
 * Path parameters the fuzz fills itself, by `<segment before it>/:<name>` as the walk's fixtures are
 * keyed: those of routes that change things (no read route has them), and one set apart from the walk's.
 */
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "../../db/client";
import type { Db } from "../../db/client";
import type { WalkFixtures } from "@hearth/testing";
import { groupClientNotes, labels, notifications, programs, reminders, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";
import { clientContactParams } from "./clientContactParams";
import { clientDiagnosisParams } from "./clientDiagnosisParams";
import { consentParams } from "./consentParams";

export async function ownParams(f: WalkFixtures): Promise<Record<string, string>> {
  const db = f.t.api.deps.db;
  const [therapist] = f.walkers("/api/auth/me");
  const one = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error(`No ${what} in the walk's data for the fuzz to aim at`);
    return row;
  };
  const userId = (who: string) =>
    one(
      db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `${who}@${DEMO_DOMAIN}`)),
      who,
    );
  const sessionId = f.params["group-sessions/:id"]!;
  const client = await one(
    db
      .select({ id: groupClientNotes.clientId })
      .from(groupClientNotes)
      .where(eq(groupClientNotes.sessionId, sessionId)),
    "client of the walk's session",
  );
  return {
    ...(await clientContactParams(f)),
    ...(await clientDiagnosisParams(f)),
    ...(await consentParams(f)),
    // A clinician the fuzz may deactivate, demote or edit: the nurse, not a caller (the walk's is its therapist).
    "clinicians/:id": (await userId("nurse")).id,
    "notifications/:id": (
      await one(
        db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, therapist!.userId)),
        "notification of the therapist",
      )
    ).id,
    "reminders/:id": (
      await one(
        db.select({ id: reminders.id }).from(reminders).where(eq(reminders.userId, therapist!.userId)),
        "reminder of the therapist",
      )
    ).id,
    "programs/:id": (
      await one(
        db
          .select({ id: programs.id })
          .from(programs)
          .where(and(eq(programs.organizationId, f.org.organizationId))),
        "program",
      )
    ).id,
    "roster/:clientId": client.id,
    "attendance/:clientId": client.id,
    "additional-signees/:userId": (await userId("supervisor")).id,
    // A demo label (the seed gives the organization four).
    "labels/:id": (
      await one(
        db.select({ id: labels.id }).from(labels).where(eq(labels.organizationId, f.org.organizationId)),
        "label",
      )
    ).id,
  };
}

/**
 * A route's path parameters from the fixtures, by `<segment before it>/:<name>` (`own` first, then
 * the walk's). A parameter no fixture fills gets a uuid of nothing and is added to `unfilled`.
 */
export function fixturesOf(
  url: string,
  own: Record<string, string>,
  walk: Record<string, string>,
  unfilled?: Set<string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of url.matchAll(/:(\w+)|\*/g)) {
    const segment = url.slice(0, m.index).split("/").filter(Boolean).pop();
    const key = `${segment}/${m[0]}`;
    const value = own[key] ?? walk[key];
    if (value === undefined) unfilled?.add(`${key} (${url})`);
    out[m[1] ?? "*"] = value ?? "00000000-0000-4000-8000-000000000000";
  }
  return out;
}

/** Ids of a few rows of every watched table with an id, so that valid uuids in bodies and queries can name something. */
export async function knownIds(db: Db, tables: readonly string[]): Promise<Record<string, string[]>> {
  const withIds = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'uuid' ORDER BY table_name`,
    ),
  ).filter((r) => tables.includes(r.table_name));
  const ids: Record<string, string[]> = {};
  for (const { table_name } of withIds) {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql.raw(`SELECT id::text AS id FROM "${table_name}" ORDER BY id LIMIT 5`)),
    );
    ids[table_name] = rows.map((r) => r.id);
  }
  return ids;
}
