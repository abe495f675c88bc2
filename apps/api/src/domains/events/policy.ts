/**
 * Who sees and who manages the organization's events: the rules are the contract's
 * (schema/src/policy/events.ts), so the gateway's live feed and the web app decide as the API does.
 * The SQL twin of `inEventAudience`/`maySeeEvent` is in scope.ts.
 */
import { mayCreateEvents, mayManageEventAudience, maySeeEvent, mayWatchEvents } from "@hearth/schema";
import type { RequestContext } from "../../context";

export type { AudienceRule } from "@hearth/schema";

export type EventAction = "event:list" | "event:read" | "event:create" | "event:update" | "event:cancel";

/** The caller may create an event for this audience, or edit or cancel one addressed to it. */
export const canManageAudience = mayManageEventAudience;

/** The caller may read the event: its audience includes them, or it is theirs to manage. */
export const canSeeEvent = maySeeEvent;

export function canEvent(ctx: RequestContext, action: EventAction): boolean {
  switch (action) {
    case "event:list":
    case "event:read":
      return mayWatchEvents(ctx);
    case "event:create":
    case "event:update":
    case "event:cancel":
      return mayCreateEvents(ctx);
  }
}
