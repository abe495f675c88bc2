/**
 * Path parameters the fuzz fills itself, by `<segment before it>/:<name>` as the walk's fixtures are
 * keyed: those of routes that change things (no read route has them), and one set apart from the walk's.
 */
import { and, eq } from "drizzle-orm";
import type { WalkFixtures } from "@hearth/testing";
import { groupClientNotes, notifications, programs, reminders, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";

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
  };
}
