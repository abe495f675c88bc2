/**
 * Making a session the one way, for ad hoc sessions, generation and the demo seed alike: the
 * session, its co-facilitators, its note, one roster row per client, and the note's document.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { ClinicianRef, SessionOrigin } from "@hearth/schema";
import type { Db } from "../../../db/client";
import {
  clients,
  groupClientNotes,
  groupMembers,
  groupNotes,
  groupSessionCoFacilitators,
  groupSessions,
} from "../../../db/schema";
import type { GroupRow, GroupSessionRow } from "../../../db/schema";
import { ensureNoteDocument } from "../groupNotes/document";
import { publishNoteChanged } from "../groupNotes/events";
import { facilitatorsOf } from "../groups/presenter";
import { sessionInstants } from "../../../kernel/time";

export interface NewSession {
  group: GroupRow;
  date: string;
  startTime: string;
  endTime: string;
  topic: string | null;
  facilitatorId: string;
  coFacilitatorIds: readonly string[];
  roomId: string | null;
  origin: SessionOrigin;
  rosterClientIds: readonly string[];
}

export interface CreateOptions {
  actorId: string | null;
  /** Publish `groupNote.changed` ("created"); the demo seed has nobody to tell. */
  publish: boolean;
}

/** Creates the session with its note; null when a scheduled slot already has its session. */
export async function insertSessionWithNote(tx: Db, s: NewSession, o: CreateOptions): Promise<GroupSessionRow | null> {
  const { startsAt, endsAt } = sessionInstants(s.date, s.startTime, s.endTime);
  const values = {
    organizationId: s.group.organizationId,
    locationId: s.group.locationId,
    groupId: s.group.id,
    sessionDate: s.date,
    startTime: s.startTime,
    endTime: s.endTime,
    startsAt,
    endsAt,
    topic: s.topic,
    facilitatorId: s.facilitatorId,
    roomId: s.roomId,
    origin: s.origin,
    createdBy: o.actorId,
  };
  // The unique slot index holds only scheduled sessions: a slot generated twice is skipped here.
  const insert = tx.insert(groupSessions).values(values);
  const [session] = s.origin === "schedule" ? await insert.onConflictDoNothing().returning() : await insert.returning();
  if (!session) return null;
  const co = [...new Set(s.coFacilitatorIds)].filter((id) => id !== s.facilitatorId);
  if (co.length)
    await tx.insert(groupSessionCoFacilitators).values(co.map((userId) => ({ sessionId: session.id, userId })));
  const [note] = await tx
    .insert(groupNotes)
    .values({ sessionId: session.id, organizationId: session.organizationId, locationId: session.locationId })
    .returning();
  const roster = [...new Set(s.rosterClientIds)];
  if (roster.length)
    await tx
      .insert(groupClientNotes)
      .values(roster.map((clientId) => ({ noteId: note!.id, sessionId: session.id, clientId })));
  await ensureNoteDocument(tx, note!.id);
  if (o.publish)
    await publishNoteChanged(
      tx,
      { id: note!.id, sessionId: session.id, locationId: session.locationId, status: note!.status },
      "created",
      o.actorId,
    );
  return session;
}

/** Default rosters: each group's members who are still clients of the group's location. */
export async function defaultRosters(db: Db, groupRows: readonly GroupRow[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(groupRows.map((g) => [g.id, []]));
  if (groupRows.length === 0) return map;
  const rows = await db
    .select({ groupId: groupMembers.groupId, clientId: groupMembers.clientId, clientLocation: clients.locationId })
    .from(groupMembers)
    .innerJoin(clients, eq(clients.id, groupMembers.clientId))
    .where(
      inArray(
        groupMembers.groupId,
        groupRows.map((g) => g.id),
      ),
    );
  const locationOf = new Map(groupRows.map((g) => [g.id, g.locationId]));
  for (const r of rows) if (r.clientLocation === locationOf.get(r.groupId)) map.get(r.groupId)?.push(r.clientId);
  return map;
}

/** Each group's facilitators whose accounts are still active, lead first. */
export const activeFacilitators = (db: Db, groupIds: string[]): Promise<Map<string, ClinicianRef[]>> =>
  facilitatorsOf(db, groupIds, { activeOnly: true });

export const sessionById = async (db: Db, organizationId: string, id: string): Promise<GroupSessionRow | undefined> =>
  (
    await db
      .select()
      .from(groupSessions)
      .where(and(eq(groupSessions.id, id), eq(groupSessions.organizationId, organizationId)))
  )[0];
