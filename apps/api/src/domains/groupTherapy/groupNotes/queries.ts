/** Lists of group notes: the approval queue, print runs, and a client's group-note history. */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, min, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { z } from "zod";
import type {
  Action,
  ApprovalQueueQuery,
  ClientGroupNoteRow,
  ClientGroupNotesQuery,
  GroupNote,
  GroupNotePrint,
  GroupNotePrintQuery,
  Page,
} from "@hearth/schema";
import type { RequestContext } from "../../../context";
import { authorize as authorizeAction, authorizeCaller } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { reachDetails, resolveReach } from "../../../authz/chartReach";
import {
  clients,
  groupClientNotes,
  groupNoteSignatures,
  groupNoteSignees,
  groupNoteStatusChanges,
  groupNotes,
  groupSessionCoFacilitators,
  groupSessions,
  groups,
} from "../../../db/schema";
import type { Deps } from "../../../deps";
import { notFound } from "../../../errors";
import { recordActivity, shownClientIds } from "../../activityLog/service";
import { canReadClinicalAt, isClinicalRole } from "../../../authz/principal";
import { clinicianRefs } from "../../../kernel/refs";
import { hhmm } from "../../../kernel/time";
import { loadNotes } from "./load";
import { isLate } from "../groupSessions/lateness";
import { printHeaders } from "../../../kernel/printHeader";
import { presentGroupNotes } from "./presenter";
import { authorize, noteContents } from "./service";

/** Notes of the locations whose clinical records the caller reads: every location of the organization for an admin. */
function readableLocations(ctx: RequestContext): SQL {
  return and(ctx.scope.organization(groupNotes.organizationId), ctx.scope.locations(groupNotes.locationId))!;
}

/** Lists are refused as a whole (403) to staff who read no clinical data at all: admissions, portal clients. */
function requireClinicalReader(
  deps: Deps,
  ctx: RequestContext,
  action: Action,
  allowed = isClinicalRole(ctx.role) || ctx.isAdmin,
): Promise<void> {
  return authorizeCaller(deps.db, ctx, action, () => allowed, { subjectType: "group_note" });
}

/** The note's current revision still lacks a co-facilitator's or an additional signee's signature: the policy's `pendingSignatures`, in SQL. */
const waitingForSignatures = sql`(
  EXISTS (SELECT 1 FROM ${groupSessionCoFacilitators} c WHERE c.session_id = ${groupNotes.sessionId} AND NOT EXISTS (
    SELECT 1 FROM ${groupNoteSignatures} s WHERE s.note_id = ${groupNotes.id} AND s.revision = ${groupNotes.revision} AND s.voided_at IS NULL AND s.signer_id = c.user_id AND s.role = 'co_facilitator'))
  OR EXISTS (SELECT 1 FROM ${groupNoteSignees} g WHERE g.note_id = ${groupNotes.id} AND NOT EXISTS (
    SELECT 1 FROM ${groupNoteSignatures} s WHERE s.note_id = ${groupNotes.id} AND s.revision = ${groupNotes.revision} AND s.voided_at IS NULL AND s.signer_id = g.user_id AND s.role = 'additional_signee'))
)`;

/**
 * Submitted notes waiting for a supervisor; for supervisors (and admins, who audit). Those ready to
 * approve come first, then those still waiting for co-signers, then the caller's own submissions
 * (another supervisor approves them); oldest submission first within each.
 */
export async function approvalQueue(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ApprovalQueueQuery>,
): Promise<Page<GroupNote>> {
  await requireClinicalReader(deps, ctx, "group_note:approval_queue", ctx.role === "supervisor" || ctx.isAdmin);
  const conds: (SQL | undefined)[] = [readableLocations(ctx), eq(groupNotes.status, "submitted")];
  const own = sql`(${groupNotes.submittedBy} = ${ctx.user.id})`;
  if (q.readiness === "ready") conds.push(sql`NOT ${waitingForSignatures}`, sql`NOT ${own}`);
  if (q.readiness === "waiting") conds.push(waitingForSignatures);
  if (q.locationId) conds.push(eq(groupNotes.locationId, q.locationId));
  if (q.clinicianId) conds.push(eq(groupSessions.facilitatorId, q.clinicianId));
  if (q.groupId) conds.push(eq(groupSessions.groupId, q.groupId));
  if (q.from) conds.push(gte(groupSessions.sessionDate, q.from));
  if (q.to) conds.push(lte(groupSessions.sessionDate, q.to));
  const where = and(...conds);
  const base = () =>
    deps.db
      .select({ id: groupNotes.id })
      .from(groupNotes)
      .innerJoin(groupSessions, eq(groupSessions.id, groupNotes.sessionId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(own), asc(waitingForSignatures), asc(groupNotes.submittedAt), asc(groupNotes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db
      .select({ n: count() })
      .from(groupNotes)
      .innerJoin(groupSessions, eq(groupSessions.id, groupNotes.sessionId))
      .where(where),
  ]);
  const notes = await presentGroupNotes(
    deps.db,
    ctx,
    await loadNotes(
      deps.db,
      rows.map((r) => r.id),
    ),
  );
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_note:approval_queue",
    outcome: "success",
    subjectType: "group_note",
    details: {
      filter: q,
      returned: notes.map((n) => n.id),
      clientIds: shownClientIds(notes.flatMap((n) => n.attendance.map((a) => a.client.id))),
    },
  });
  return { results: notes, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The signed text of one session's note, or of every submitted or approved note in a date range; drafts never print. */
export async function printGroupNotes(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof GroupNotePrintQuery>,
): Promise<GroupNotePrint[]> {
  await requireClinicalReader(deps, ctx, "group_note:print");
  let ids: string[];
  if (q.sessionId) {
    const [row] = await deps.db
      .select({ id: groupNotes.id })
      .from(groupNotes)
      .where(eq(groupNotes.sessionId, q.sessionId));
    if (!row) throw notFound("Group session");
    await authorize(deps, ctx, "group_note:print", (await loadNotes(deps.db, [row.id]))[0] ?? null, row.id);
    ids = [row.id];
  } else {
    const conds: (SQL | undefined)[] = [
      readableLocations(ctx),
      inArray(groupNotes.status, ["submitted", "approved"]),
      gte(groupSessions.sessionDate, q.from!),
      lte(groupSessions.sessionDate, q.to!),
    ];
    if (q.groupId) conds.push(eq(groupSessions.groupId, q.groupId));
    const rows = await deps.db
      .select({ id: groupNotes.id })
      .from(groupNotes)
      .innerJoin(groupSessions, eq(groupSessions.id, groupNotes.sessionId))
      .where(and(...conds))
      .orderBy(asc(groupSessions.sessionDate), asc(groupSessions.startTime), asc(groupNotes.id));
    ids = rows.map((r) => r.id);
  }
  const loaded = await loadNotes(deps.db, ids);
  const printedAt = new Date();
  const [notes, contents, header] = await Promise.all([
    presentGroupNotes(deps.db, ctx, loaded),
    noteContents(deps.db, loaded),
    printHeaders(
      deps.db,
      ctx,
      loaded.map((l) => l.note.locationId),
      printedAt,
    ),
  ]);
  // The clients whose records went to paper, so a per-client audit finds group prints too.
  const clientIds = [...new Set(notes.flatMap((n) => n.attendance.map((a) => a.client.id)))];
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_note:print",
    outcome: "success",
    subjectType: "group_note",
    subjectId: ids.length === 1 ? ids[0]! : null,
    details: { filter: q, noteIds: ids, clientIds, printedAt: printedAt.toISOString() },
  });
  return notes.map((note, i) => ({ note, content: contents[i]!, header: header(loaded[i]!.note.locationId) }));
}

/** Every session a client was on the roster of (cancelled ones aside), newest first: the chart's group-note history. */
export async function clientGroupNotes(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  q: z.output<typeof ClientGroupNotesQuery>,
): Promise<Page<ClientGroupNoteRow>> {
  await requireClinicalReader(deps, ctx, "client:group_notes");
  const [found] = await deps.db
    .select({ id: clients.id, locationId: clients.locationId, primaryTherapistId: clients.primaryTherapistId })
    .from(clients)
    .where(and(ctx.scope.organization(clients.organizationId), eq(clients.mrNo, mrNo)));
  // Beyond the caller's locations, as for the rest of the chart: the care team and an emergency grant reach it.
  const reach = found ? await resolveReach(deps.db, ctx, found) : null;
  const client = await authorizeAction(deps.db, ctx, "client:group_notes", {
    subjectType: "client",
    subjectName: "Client",
    subjectId: mrNo,
    resource: found ?? null,
    denial: (caller, _action, c) =>
      canReadClinicalAt(caller, c.locationId) || reach !== null ? null : refuse.notFound("not_in_scope"),
  });
  const firstSubmitted = deps.db
    .select({
      noteId: groupNoteStatusChanges.noteId,
      at: min(groupNoteStatusChanges.createdAt).as("first_submitted_at"),
    })
    .from(groupNoteStatusChanges)
    .where(eq(groupNoteStatusChanges.toStatus, "submitted"))
    .groupBy(groupNoteStatusChanges.noteId)
    .as("first_submitted");
  const where = and(eq(groupClientNotes.clientId, client.id), isNull(groupSessions.cancelledAt));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        entry: groupClientNotes,
        session: groupSessions,
        groupName: groups.name,
        noteStatus: groupNotes.status,
        firstSubmittedAt: firstSubmitted.at,
      })
      .from(groupClientNotes)
      .innerJoin(groupSessions, eq(groupSessions.id, groupClientNotes.sessionId))
      .innerJoin(groups, eq(groups.id, groupSessions.groupId))
      .innerJoin(groupNotes, eq(groupNotes.id, groupClientNotes.noteId))
      .leftJoin(firstSubmitted, eq(firstSubmitted.noteId, groupNotes.id))
      .where(where)
      .orderBy(desc(groupSessions.sessionDate), desc(groupSessions.startTime), asc(groupSessions.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db
      .select({ n: count() })
      .from(groupClientNotes)
      .innerJoin(groupSessions, eq(groupSessions.id, groupClientNotes.sessionId))
      .where(where),
  ]);
  const people = await clinicianRefs(
    deps.db,
    rows.map((r) => r.session.facilitatorId),
  );
  const results = rows.map(({ entry, session, groupName, noteStatus, firstSubmittedAt }): ClientGroupNoteRow => ({
    noteId: entry.noteId,
    sessionId: session.id,
    date: session.sessionDate,
    startTime: hhmm(session.startTime),
    endTime: hhmm(session.endTime),
    groupName,
    facilitator: people.get(session.facilitatorId) ?? {
      id: session.facilitatorId,
      fullname: "Unknown",
      role: "therapist",
    },
    attendanceStatus: entry.attendanceStatus,
    minutesAttended: entry.minutesAttended,
    noteStatus,
    late: isLate(session.endsAt, firstSubmittedAt ? new Date(firstSubmittedAt) : null, false),
  }));
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:group_notes",
    outcome: "success",
    subjectType: "client",
    subjectId: client.id,
    details: { mrNo, returned: results.map((r) => r.noteId), ...reachDetails(ctx, client.id) },
  });
  return { results, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}
