/**
 * The handoff history: a board of its own (a new location of the demo organization,
 * so tests never share one), writing on it as the collab server stores a browser's typing, and moving
 * what was written into another shift (the append records the database's clock; tests choose the shift).
 */
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { LEXICAL_ROOT, SERVICE_KEY_HEADER, handoffDocumentName } from "@hearth/schema";
import { handoffActivity, handoffClientAuthors, locations, userLocations } from "../../../../apps/api/src/db/schema";
import type { DemoOrganization, TestApi } from "../../../../apps/api/src/test/harness";
import { TEST_SERVICE_KEY } from "../../../../apps/api/src/test/harness";
import { transact } from "../../../../apps/api/src/deps";
import { recordEndedShifts } from "../../../../apps/api/src/domains/handoff/record";
import { typedUpdate } from "./groupNotes";

export interface Board {
  locationId: string;
  documentName: string;
  name: string;
}

/** A new location of the demo organization whose staff are the given users. */
export async function buildBoard(t: TestApi, org: DemoOrganization, staffIds: string[]): Promise<Board> {
  const db = t.api.deps.db;
  const name = `Unit ${randomBytes(3).toString("hex")}`;
  const [location] = await db
    .insert(locations)
    .values({ organizationId: org.organizationId, name })
    .returning({ id: locations.id });
  await db.insert(userLocations).values(staffIds.map((userId) => ({ userId, locationId: location!.id })));
  return { locationId: location!.id, documentName: handoffDocumentName(location!.id), name };
}

/** The collab server's group commit for one document: its updates, each with its author. */
export function appendBatch(
  t: TestApi,
  documents: Array<{ name: string; updates: Uint8Array[]; authors: Array<string | null> }>,
) {
  const payload = {
    documents: documents.map((d) => ({
      name: d.name,
      updates: d.updates.map((u) => Buffer.from(u).toString("base64")),
      authors: d.authors,
    })),
  };
  return t.request({
    method: "POST",
    url: "/api/collab/updates",
    headers: { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY },
    payload,
  });
}

/** `userId` types a paragraph at the end of the board in a browser of their own (a new Yjs client), stored as the collab server stores it. */
export async function writeOnBoard(
  t: TestApi,
  board: Board,
  userId: string,
  text: string,
): Promise<{ clientId: number; update: Uint8Array }> {
  const { update, doc } = await typedUpdate(t, board.documentName, LEXICAL_ROOT, text);
  const response = await appendBatch(t, [{ name: board.documentName, updates: [update], authors: [userId] }]);
  if (response.statusCode !== 200 || !("lastUpdateId" in response.json().results[0]))
    throw new Error(`storing the update failed: ${response.body}`);
  const clientId = doc.clientID;
  doc.destroy();
  return { clientId, update };
}

/** What was written on the board after `at` happened at `at` instead (activity minutes and first sightings of its clients). */
export async function movedTo(t: TestApi, board: Board, at: Date): Promise<void> {
  const db = t.api.deps.db;
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  // Merged into one line per user, as if every change had been made in that minute.
  const lines = await db
    .select({ userId: handoffActivity.userId, updates: sql<number>`sum(${handoffActivity.updates})::int` })
    .from(handoffActivity)
    .where(
      and(
        eq(handoffActivity.documentName, board.documentName),
        sql`${handoffActivity.minute} > ${minute.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(handoffActivity.userId);
  await db
    .delete(handoffActivity)
    .where(
      and(
        eq(handoffActivity.documentName, board.documentName),
        sql`${handoffActivity.minute} > ${minute.toISOString()}::timestamptz`,
      ),
    );
  if (lines.length > 0)
    await db
      .insert(handoffActivity)
      .values(
        lines.map((line) => ({ documentName: board.documentName, minute, userId: line.userId, updates: line.updates })),
      )
      .onConflictDoUpdate({
        target: [handoffActivity.documentName, handoffActivity.minute, handoffActivity.userId],
        set: { updates: sql`${handoffActivity.updates} + excluded.updates` },
      });
  await db
    .update(handoffClientAuthors)
    .set({ firstSeenAt: minute })
    .where(
      and(
        eq(handoffClientAuthors.documentName, board.documentName),
        sql`${handoffClientAuthors.firstSeenAt} > ${minute.toISOString()}::timestamptz`,
      ),
    );
}

/** The scheduler's job as another instance would run it: its own transaction, with the clock at `now`. */
export const runShiftJob = (t: TestApi, now: Date) => transact(t.api.deps, (tx) => recordEndedShifts(tx, now));
