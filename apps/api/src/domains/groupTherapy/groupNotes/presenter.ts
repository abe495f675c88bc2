/** Group notes as the REST contract presents them, in a fixed number of queries for any number of notes. */
import { asc, inArray } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteDocumentName } from "@hearth/schema";
import type { ClinicianRef, GroupNote, GroupNotePermissions, PendingSigner } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { groupClientNotes, groupNoteAddendums, groupNoteSignatures, groupNoteStatusChanges } from "../../../db/schema";
import { isLate } from "../groupSessions/lateness";
import { presentAttendance, presentSessions } from "../groupSessions/presenter";
import { clinicianRefs } from "../../../kernel/refs";
import type { LoadedNote } from "./load";
import { can, denial, pendingSignatures, waitingMessage } from "./policy";
import type { NoteView } from "./policy";

/** The caller's permissions on the note; `nameOf` names those an approval still waits for. */
export function permissionsOf(
  ctx: RequestContext,
  view: NoteView,
  nameOf: (userId: string) => string,
): GroupNotePermissions {
  const approveDenial = denial(ctx, "group_note:approve", view);
  return {
    edit: can(ctx, "group_note:edit", view),
    manageAttendance: can(ctx, "group_session:attendance", view),
    manageRoster: can(ctx, "group_session:roster", view),
    checkIn: can(ctx, "group_session:bulk_check_in", view),
    submit: can(ctx, "group_note:submit", view),
    sign: can(ctx, "group_note:sign", view),
    approve: approveDenial === null,
    approveBlockedReason: approveDenial
      ? approveDenial.waitingFor
        ? waitingMessage(approveDenial.waitingFor, nameOf)
        : approveDenial.message
      : null,
    kickBack: can(ctx, "group_note:kick_back", view),
    manageSignees: can(ctx, "group_note:signees", view),
    addAddendum: can(ctx, "group_note:addendum", view),
    print: can(ctx, "group_note:print", view),
  };
}

export async function presentGroupNotes(db: Db, ctx: RequestContext, loaded: LoadedNote[]): Promise<GroupNote[]> {
  if (loaded.length === 0) return [];
  const noteIds = loaded.map((l) => l.note.id);
  const [sessions, entries, signatures, history, addendums] = await Promise.all([
    presentSessions(
      db,
      loaded.map((l) => l.session),
    ),
    db.select().from(groupClientNotes).where(inArray(groupClientNotes.noteId, noteIds)),
    db
      .select()
      .from(groupNoteSignatures)
      .where(inArray(groupNoteSignatures.noteId, noteIds))
      .orderBy(asc(groupNoteSignatures.signedAt), asc(groupNoteSignatures.id)),
    db
      .select()
      .from(groupNoteStatusChanges)
      .where(inArray(groupNoteStatusChanges.noteId, noteIds))
      .orderBy(asc(groupNoteStatusChanges.id)),
    db
      .select()
      .from(groupNoteAddendums)
      .where(inArray(groupNoteAddendums.noteId, noteIds))
      .orderBy(asc(groupNoteAddendums.signedAt), asc(groupNoteAddendums.id)),
  ]);
  const attendance = await presentAttendance(db, entries);
  const entryNote = new Map(entries.map((e) => [e.id, e.noteId]));
  const people = await clinicianRefs(db, [
    ...loaded.flatMap(({ note, view }) => [
      note.submittedBy,
      note.approvedBy,
      note.kickedBackBy,
      ...view.signeeIds,
      ...view.coFacilitatorIds,
    ]),
    ...signatures.map((s) => s.signerId),
    ...history.map((h) => h.actorId),
    ...addendums.map((a) => a.authorId),
  ]);
  const ref = (id: string): ClinicianRef => people.get(id) ?? { id, fullname: "Unknown", role: "therapist" };
  const refOrNull = (id: string | null): ClinicianRef | null => (id ? ref(id) : null);

  return loaded.map(({ note, session, view }, i): GroupNote => {
    const ownHistory = history.filter((h) => h.noteId === note.id);
    const firstSubmitted = ownHistory.find((h) => h.toStatus === "submitted")?.createdAt ?? null;
    const pendingSigners: PendingSigner[] = pendingSignatures(view).map(({ userId, role }) => ({
      user: ref(userId),
      role,
    }));
    return {
      id: note.id,
      documentName: groupNoteDocumentName(note.id),
      narrativeRoot: GROUP_NOTE_NARRATIVE_ROOT,
      status: note.status,
      revision: note.revision,
      session: sessions[i]!,
      attendance: attendance.filter((a) => entryNote.get(a.id) === note.id),
      additionalSignees: view.signeeIds.map(ref).sort((a, b) => a.fullname.localeCompare(b.fullname)),
      signatures: signatures
        .filter((s) => s.noteId === note.id)
        .map((s) => ({
          id: s.id,
          signer: ref(s.signerId),
          role: s.role,
          method: s.method,
          revision: s.revision,
          contentHash: s.contentHash,
          signedAt: s.signedAt.toISOString(),
          voidedAt: s.voidedAt?.toISOString() ?? null,
          voidReason: s.voidReason,
        })),
      pendingSigners,
      submittedAt: note.submittedAt?.toISOString() ?? null,
      submittedBy: refOrNull(note.submittedBy),
      approvedAt: note.approvedAt?.toISOString() ?? null,
      approvedBy: refOrNull(note.approvedBy),
      kickBack:
        note.kickedBackAt && note.kickedBackBy
          ? { at: note.kickedBackAt.toISOString(), by: ref(note.kickedBackBy), comment: note.kickBackComment ?? "" }
          : null,
      contentHash: note.contentHash,
      late: isLate(session.endsAt, firstSubmitted, view.cancelled),
      addendums: addendums
        .filter((a) => a.noteId === note.id)
        .map((a) => ({
          id: a.id,
          author: ref(a.authorId),
          text: a.bodyText,
          html: a.bodyHtml,
          contentHash: a.contentHash,
          method: a.method,
          signedAt: a.signedAt.toISOString(),
        })),
      history: ownHistory.map((h) => ({
        id: h.id,
        from: h.fromStatus,
        to: h.toStatus,
        actor: refOrNull(h.actorId),
        comment: h.comment,
        at: h.createdAt.toISOString(),
      })),
      permissions: permissionsOf(ctx, view, (id) => ref(id).fullname),
    };
  });
}

export async function presentGroupNote(db: Db, ctx: RequestContext, loaded: LoadedNote): Promise<GroupNote> {
  return (await presentGroupNotes(db, ctx, [loaded]))[0]!;
}
