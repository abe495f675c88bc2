/** A user's reminders: set on something they may see, listed, cancelled while upcoming. */
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Page, Reminder, ReminderBody, ReminderListQuery } from "@hearth/schema";
import type { z } from "zod";
import { reminders } from "../../db/schema";
import type { RequestContext } from "../../context";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { validationFailed } from "../../errors";
import { refuseDecided } from "../../authz/authorize";
import { refuse } from "../../authz/decision";
import { authorizeSubject } from "../../authz/subjects";
import { clientIdsByMrNo, recordActivity } from "../activityLog/service";
import { reminderDenial } from "./policy";
import { presentReminder } from "./presenter";

/** A reminder set for "now" arrives a moment late over the network; only this much in the past is allowed. */
export const PAST_TOLERANCE_MS = 5_000;
export const MAX_AHEAD_MS = 366 * 86_400_000;

function checkRemindAt(remindAt: Date, now: Date): void {
  if (remindAt.getTime() < now.getTime() - PAST_TOLERANCE_MS)
    throw validationFailed("remindAt: must not be in the past");
  if (remindAt.getTime() > now.getTime() + MAX_AHEAD_MS)
    throw validationFailed("remindAt: must be at most a year ahead");
}

/** Sets a reminder for the caller; the subject must exist and be theirs to see (otherwise 404, logged). */
export async function setReminder(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof ReminderBody>,
): Promise<Reminder> {
  const remindAt = new Date(body.remindAt);
  checkRemindAt(remindAt, new Date());
  const subject = await authorizeSubject(deps.db, ctx, "reminder:create", body.subjectType, body.subjectId);
  const row = await transact(deps, async (tx) => {
    const [created] = await tx
      .insert(reminders)
      .values({
        organizationId: ctx.organizationId,
        userId: ctx.user.id,
        subjectType: body.subjectType,
        subjectId: body.subjectId,
        subjectLabel: subject.label,
        link: subject.link,
        remindAt,
        note: body.note || null,
      })
      .returning();
    await recordActivity(tx, {
      actor: ctx,
      action: "reminder:create",
      outcome: "success",
      subjectType: body.subjectType,
      subjectId: body.subjectId,
      details: { reminderId: created!.id, remindAt: body.remindAt },
    });
    return created!;
  });
  return presentReminder(row);
}

/** Upcoming soonest first, or fired newest first; cancelled ones are gone from both. */
export async function listReminders(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof ReminderListQuery>,
): Promise<Page<Reminder>> {
  const upcoming = q.status === "upcoming";
  const where = and(
    eq(reminders.userId, ctx.user.id),
    isNull(reminders.cancelledAt),
    upcoming ? isNull(reminders.firedAt) : isNotNull(reminders.firedAt),
  );
  const order = upcoming ? [asc(reminders.remindAt), asc(reminders.id)] : [desc(reminders.firedAt), desc(reminders.id)];
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(reminders)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    deps.db.select({ n: count() }).from(reminders).where(where),
  ]);
  // Each reminder shows its subject's label: a client's name, MR number and date of birth.
  const clientIds = await clientIdsByMrNo(
    deps.db,
    ctx.organizationId,
    rows.map((r) => (r.subjectType === "client" ? r.subjectId : null)),
  );
  await recordActivity(deps.db, {
    actor: ctx,
    action: "reminder:list",
    outcome: "success",
    subjectType: "reminder",
    details: { filter: q, returned: rows.map((r) => r.id), clientIds },
  });
  return { results: rows.map(presentReminder), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Cancels one of the caller's upcoming reminders: someone else's or unknown is 404, a fired one 409. */
export async function cancelReminder(deps: Deps, ctx: RequestContext, id: string): Promise<{ cancelled: true }> {
  const mine = and(eq(reminders.id, id), eq(reminders.userId, ctx.user.id));
  const refused = await transact(deps, async (tx) => {
    // Waits on a scheduler that claimed the row, then sees it fired: a reminder is cancelled or fires, never both.
    const [cancelled] = await tx
      .update(reminders)
      .set({ cancelledAt: sql`now()` })
      .where(and(mine, isNull(reminders.firedAt), isNull(reminders.cancelledAt)))
      .returning({ id: reminders.id });
    if (cancelled) {
      await recordActivity(tx, {
        actor: ctx,
        action: "reminder:cancel",
        outcome: "success",
        subjectType: "reminder",
        subjectId: id,
      });
      return null;
    }
    const [row] = await tx
      .select({ userId: reminders.userId, firedAt: reminders.firedAt, cancelledAt: reminders.cancelledAt })
      .from(reminders)
      .where(mine);
    // Why it could not be cancelled, as the policy says (unknown or someone else's 404, fired 409).
    return (row && reminderDenial(ctx, "reminder:cancel", row)) ?? refuse.notFound("Reminder not found");
  });
  if (!refused) return { cancelled: true };
  return refuseDecided(
    deps.db,
    ctx,
    "reminder:cancel",
    { subjectType: "reminder", subjectName: "Reminder", subjectId: id },
    refused,
  );
}
