/**
 * The scheduler's session job: a session about to start (within GROUP_SESSION_SOON_MINUTES) tells
 * its active facilitator and co-facilitators once. The claim (soon_notified_at) and the
 * notifications commit together; sessions already started or cancelled are never announced.
 */
import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { ClinicianStatus, GROUP_SESSION_SOON_MINUTES } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { groupSessionCoFacilitators, groupSessions, groups, users } from "../../../db/schema";
import type { GroupSessionRow } from "../../../db/schema";
import { notifyUsers } from "../../notifications/producers";
import type { NotificationMessage } from "../../notifications/producers";
import { roomRefs } from "../../../kernel/refs";
import { sessionStartLabel } from "../../../kernel/time";

const BATCH = 100;

/** "Group session starts in 15 minutes", with the minutes actually left (at least one). */
export function soonMessage(
  session: Pick<GroupSessionRow, "id" | "startsAt" | "sessionDate" | "startTime">,
  groupName: string,
  roomName: string | null,
  now: Date,
): NotificationMessage {
  const minutes = Math.max(1, Math.ceil((session.startsAt.getTime() - now.getTime()) / 60_000));
  const body = [groupName, sessionStartLabel(session.sessionDate, session.startTime), roomName]
    .filter(Boolean)
    .join(", ");
  return {
    type: "group_session_soon",
    title: `Group session starts in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    body,
    link: `/groupnotes/session/${session.id}`,
  };
}

/** Inside the job's transaction: claims the sessions starting soon and notifies who runs them. */
export async function notifySessionsStartingSoon(tx: Db): Promise<number> {
  const soon = tx
    .select({ id: groupSessions.id })
    .from(groupSessions)
    .where(
      and(
        isNull(groupSessions.cancelledAt),
        isNull(groupSessions.soonNotifiedAt),
        gt(groupSessions.startsAt, sql`now()`),
        lte(groupSessions.startsAt, sql`now() + make_interval(mins => ${GROUP_SESSION_SOON_MINUTES})`),
      ),
    )
    .orderBy(asc(groupSessions.startsAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await tx
    .update(groupSessions)
    .set({ soonNotifiedAt: sql`now()` })
    .where(and(inArray(groupSessions.id, soon), isNull(groupSessions.soonNotifiedAt)))
    .returning();
  if (claimed.length === 0) return 0;

  const ids = claimed.map((s) => s.id);
  const [groupRows, rooms, coFacilitators] = await Promise.all([
    tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(inArray(groups.id, [...new Set(claimed.map((s) => s.groupId))])),
    roomRefs(
      tx,
      claimed.map((s) => s.roomId),
    ),
    tx.select().from(groupSessionCoFacilitators).where(inArray(groupSessionCoFacilitators.sessionId, ids)),
  ]);
  const people = [...new Set([...claimed.map((s) => s.facilitatorId), ...coFacilitators.map((c) => c.userId)])];
  const active = new Set(
    (
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, people), eq(users.status, ClinicianStatus.Active)))
    ).map((u) => u.id),
  );
  const groupName = new Map(groupRows.map((g) => [g.id, g.name]));
  const now = new Date();
  for (const session of claimed) {
    const runners = [
      session.facilitatorId,
      ...coFacilitators.filter((c) => c.sessionId === session.id).map((c) => c.userId),
    ].filter((id) => active.has(id));
    if (runners.length === 0) continue;
    const room = session.roomId ? (rooms.get(session.roomId)?.name ?? null) : null;
    await notifyUsers(
      tx,
      runners,
      soonMessage(session, groupName.get(session.groupId) ?? "Group session", room, now),
      null,
    );
  }
  return claimed.length;
}
