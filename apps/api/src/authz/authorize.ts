/** Deciding and logging in one call: every refusal is an audit line and the right answer (404, 403, 409). */
import type { Action } from "@hearth/schema";
import type { RequestContext } from "../context";
import type { Db } from "../db/client";
import { forbidden } from "../errors";
import { recordActivity } from "../domains/activityLog/service";
import { denialError, refuse } from "./decision";
import type { Denial } from "./decision";

export interface Authorizable<Resource> {
  /** The audit's subject type, e.g. "group_note". */
  subjectType: string;
  /** How the 404 names it: "Group note". */
  subjectName: string;
  subjectId: string | null;
  /** The loaded object, or null when there is none (answered 404). */
  resource: Resource | null;
  denial(ctx: RequestContext, action: Action, resource: Resource): Denial | null;
  /** What else a refusal's line records beside the code and reason (the page or shift asked for). */
  details?: Record<string, unknown>;
}

/**
 * The object when `ctx` may do `action` with it. Otherwise writes a `denied` activity line (on the
 * database, outside any transaction the caller may roll back) and throws the refusal.
 */
export async function authorize<Resource>(
  db: Db,
  ctx: RequestContext,
  action: Action,
  target: Authorizable<Resource>,
): Promise<Resource> {
  const denial =
    target.resource === null
      ? refuse.notFound(`${target.subjectName} not found`)
      : target.denial(ctx, action, target.resource);
  if (!denial) return target.resource as Resource;
  return refuseDecided(db, ctx, action, target, denial);
}

/** What a refusal is about: the audit's subject, how a 404 names it, and any details for its line. */
export type RefusalTarget = Pick<Authorizable<unknown>, "subjectType" | "subjectName" | "subjectId" | "details">;

/**
 * A refusal decided already (under a row lock, in a transaction since rolled back; or by a lookup
 * that found nothing): the `denied` line and the answer, exactly as `authorize` writes and throws them.
 */
export async function refuseDecided(
  db: Db,
  ctx: RequestContext,
  action: Action,
  target: RefusalTarget,
  denial: Denial,
): Promise<never> {
  await recordActivity(db, {
    actor: ctx,
    action,
    outcome: "denied",
    subjectType: target.subjectType,
    subjectId: target.subjectId,
    details: { code: denial.code, reason: denial.message, ...target.details },
  });
  throw denialError(denial, target.subjectName);
}

/** A rule about the caller alone: whether their standing (role, locations) allows the action at all. */
export type CallerRule<A extends Action> = (ctx: RequestContext, action: A) => boolean;

export interface CallerRefusal {
  /** The audit's subject type; the action's own prefix when absent ("clinician" of "clinician:update"). */
  subjectType?: string;
  subjectId?: string | null;
  /** The 403's message; the generic one when absent. */
  message?: string;
  details?: Record<string, unknown>;
}

/**
 * A rule about the caller alone, asked before anything is loaded (lists, creations, admin
 * pages): when it refuses, a `denied` activity line and 403, in the same shape as `authorize`.
 */
export async function authorizeCaller<A extends Action>(
  db: Db,
  ctx: RequestContext,
  action: A,
  rule: CallerRule<A>,
  refusal: CallerRefusal = {},
): Promise<void> {
  if (rule(ctx, action)) return;
  await recordActivity(db, {
    actor: ctx,
    action,
    outcome: "denied",
    subjectType: refusal.subjectType ?? action.slice(0, action.indexOf(":")),
    subjectId: refusal.subjectId ?? null,
    details: { code: "forbidden", reason: refusal.message ?? "role", ...refusal.details },
  });
  throw forbidden(refusal.message);
}
