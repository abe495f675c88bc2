/**
 * The check-in kiosk: staff open it for one session (a kiosk token bound to it), clients find
 * themselves by first name and last initial and confirm with their date of birth. Nothing else
 * about any client leaves this module.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { KioskCheckInResult, KioskSession, KioskStart } from "@hearth/schema";
import { clients, groupClientNotes, groups } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { notFound, validationFailed } from "../../../errors";
import { recordActivity } from "../../activityLog/service";
import { postCheckIns } from "../groupNotes/board";
import { publishNoteChanged } from "../groupNotes/events";
import { refuseDecided } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { isClinicalAt } from "../../../authz/principal";
import { kioskDisplayName } from "./attendance";
import { sessionById } from "./create";
import { guardSession, relockSession } from "./guard";
import { checkInEntries } from "./roster";
import { hhmm } from "../../../kernel/time";

/** A kiosk stays open this long after its session ends. */
export const KIOSK_GRACE_AFTER_END_MS = 2 * 60 * 60 * 1000;
export const DOB_MISMATCH_MESSAGE = "That date of birth does not match";

export async function openKiosk(deps: Deps, ctx: RequestContext, sessionId: string): Promise<KioskStart> {
  const { session } = await guardSession(deps, ctx, sessionId, "group_session:kiosk_open");
  const signed = await deps.tokens.signKiosk(
    ctx.user,
    session.id,
    new Date(session.endsAt.getTime() + KIOSK_GRACE_AFTER_END_MS),
  );
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_session:kiosk_open",
    outcome: "success",
    subjectType: "group_session",
    subjectId: sessionId,
    details: { expiresAt: signed.expiresAt.toISOString() },
  });
  return {
    token: signed.token,
    expiresAt: signed.expiresAt.toISOString(),
    sessionId: session.id,
    groupId: session.groupId,
  };
}

/** The roster as the kiosk shows it: first name and last initial, and whether checked in. */
export async function kioskSession(deps: Deps, ctx: RequestContext, sessionId: string): Promise<KioskSession> {
  const session = await sessionById(deps.db, ctx.organizationId, sessionId);
  if (!session || !isClinicalAt(ctx, session.locationId)) throw notFound("Group session");
  const [[group], entries] = await Promise.all([
    deps.db.select({ name: groups.name }).from(groups).where(eq(groups.id, session.groupId)),
    deps.db
      .select({
        id: groupClientNotes.id,
        checkedInAt: groupClientNotes.checkedInAt,
        firstName: clients.firstName,
        lastName: clients.lastName,
      })
      .from(groupClientNotes)
      .innerJoin(clients, eq(clients.id, groupClientNotes.clientId))
      .where(eq(groupClientNotes.sessionId, sessionId)),
  ]);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "group_session:read",
    outcome: "success",
    subjectType: "group_session",
    subjectId: sessionId,
    details: { kiosk: true },
  });
  return {
    sessionId,
    groupName: group?.name ?? "",
    date: session.sessionDate,
    startTime: hhmm(session.startTime),
    endTime: hhmm(session.endTime),
    entries: entries
      .map((e) => ({
        id: e.id,
        displayName: kioskDisplayName(e.firstName, e.lastName),
        checkedIn: e.checkedInAt !== null,
      }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id)),
  };
}

/**
 * A client checks themselves in. The date of birth must match exactly; wrong ones count against
 * the entry (5 per 10 minutes, then 429). Checking in twice changes nothing.
 */
export async function selfCheckIn(
  deps: Deps,
  ctx: RequestContext,
  sessionId: string,
  entryId: string,
  dateOfBirth: string,
): Promise<KioskCheckInResult> {
  const log = (outcome: "success" | "failure", details: Record<string, unknown>) =>
    recordActivity(deps.db, {
      actor: ctx,
      action: "group_session:self_check_in",
      outcome,
      subjectType: "group_session",
      subjectId: sessionId,
      details: { entryId, ...details },
    });
  await deps.limiters.kioskCheckIn.check(entryId);
  const [entry] = await deps.db
    .select({
      id: groupClientNotes.id,
      clientId: groupClientNotes.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      dateOfBirth: clients.dateOfBirth,
    })
    .from(groupClientNotes)
    .innerJoin(clients, eq(clients.id, groupClientNotes.clientId))
    .where(and(eq(groupClientNotes.id, entryId), eq(groupClientNotes.sessionId, sessionId)));
  if (!entry)
    return refuseDecided(
      deps.db,
      ctx,
      "group_session:self_check_in",
      { subjectType: "group_session", subjectName: "Roster entry", subjectId: sessionId, details: { entryId } },
      refuse.notFound("not_on_this_session"),
    );
  // The staff member who opened the kiosk checks in on the client's behalf: their rights apply,
  // and so does the time (a refusal, logged, says when check-in opens), before any date of birth is compared.
  const { note } = await guardSession(deps, ctx, sessionId, "group_session:self_check_in");
  if (entry.dateOfBirth !== dateOfBirth) {
    await log("failure", { reason: "date_of_birth" });
    await deps.limiters.kioskCheckIn.hit(entryId);
    throw validationFailed(DOB_MISMATCH_MESSAGE);
  }
  const noteId = note.id;
  const row = await transact(deps, async (tx) => {
    const loaded = await relockSession(tx, ctx, "group_session:self_check_in", noteId);
    // The instant the policy judged: a check-in is never recorded before check-in opened.
    const [changed] = await checkInEntries(tx, loaded, [entry.id], "self", loaded.view.asOf, ctx.user.id);
    if (changed) {
      await publishNoteChanged(
        tx,
        { id: noteId, sessionId, locationId: loaded.session.locationId, status: loaded.note.status },
        "attendance",
        ctx.user.id,
      );
      await postCheckIns(tx, loaded, [changed], "self", ctx.user.id);
    }
    const [current] = changed
      ? [changed]
      : await tx
          .select()
          .from(groupClientNotes)
          .where(inArray(groupClientNotes.id, [entry.id]));
    return current!;
  });
  await log("success", { clientId: entry.clientId, checkedInAt: row.checkedInAt?.toISOString() });
  return {
    displayName: kioskDisplayName(entry.firstName, entry.lastName),
    checkedInAt: row.checkedInAt!.toISOString(),
    status: row.attendanceStatus!,
  };
}
