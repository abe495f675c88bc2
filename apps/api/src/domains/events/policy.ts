/**
 * Who sees and who manages the organization's events. Staff see the events whose audience includes
 * them; admins manage every event, supervisors those whose audience lies within their own locations.
 * Portal clients see none. The SQL twin of `inAudience`/`canSeeEvent` is in scope.ts.
 */
import type { EventAudienceKind, StaffRole } from "@hearth/schema";
import type { RequestContext } from "../../context";

export interface AudienceRule {
  kind: EventAudienceKind;
  locationIds: readonly string[];
  roles: readonly StaffRole[];
}

export type EventAction = "list" | "manage";

const overlaps = (a: readonly string[], b: readonly string[]): boolean => a.some((x) => b.includes(x));

/** The caller is one of the people the event is for. */
export function inAudience(ctx: RequestContext, audience: AudienceRule): boolean {
  if (!ctx.isStaff) return false;
  switch (audience.kind) {
    case "all_staff":
      return true;
    case "locations":
      return overlaps(audience.locationIds, ctx.locationIds);
    case "roles":
      return (
        (audience.roles as readonly string[]).includes(ctx.role) &&
        (audience.locationIds.length === 0 || overlaps(audience.locationIds, ctx.locationIds))
      );
  }
}

/** The caller may create an event for this audience, or edit or cancel one addressed to it. */
export function canManageAudience(ctx: RequestContext, audience: AudienceRule): boolean {
  if (ctx.isAdmin) return true;
  // A supervisor speaks for their own locations only: never to all staff, nor to a role organization-wide.
  if (ctx.role !== "supervisor" || audience.kind === "all_staff" || audience.locationIds.length === 0) return false;
  return audience.locationIds.every((id) => ctx.locationIds.includes(id));
}

/** The caller may read the event: its audience includes them, or it is theirs to manage. */
export function canSeeEvent(ctx: RequestContext, audience: AudienceRule): boolean {
  return ctx.isStaff && (inAudience(ctx, audience) || canManageAudience(ctx, audience));
}

export function canEvent(ctx: RequestContext, action: EventAction): boolean {
  switch (action) {
    case "list":
      return ctx.isStaff;
    case "manage":
      return ctx.isAdmin || ctx.role === "supervisor";
  }
}
