/**
 * Who reads a handoff board's history, one of its shifts and a shift's print: whoever may open the
 * board itself (`handoffAccess`, its document's rule). Anyone else is told it does not exist.
 */
import type { Action } from "@hearth/schema";
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";
import { handoffAccess } from "./documentAccess";

export type HandoffAction = Extract<Action, `handoff:${string}`>;

export function handoffDenial(ctx: RequestContext, _action: HandoffAction, location: { id: string }): Denial | null {
  const access = handoffAccess({ role: ctx.role, status: ctx.user.status, locationIds: ctx.locationIds }, location.id);
  return access === "none" ? refuse.notFound("not_in_scope") : null;
}
