/**
 * Who sees and who manages the organization's events: the rules are the contract's
 * (schema/src/policy/events.ts), so the gateway's live feed and the web app decide as the API does.
 * The SQL twin of `inEventAudience`/`maySeeEvent` is in scope.ts.
 */
import { mayCreateEvents, mayManageEventAudience, maySeeEvent, mayWatchEvents } from "@hearth/schema";
import type { RequestContext } from "../../context";

export type { AudienceRule } from "@hearth/schema";

export type EventAction = "list" | "manage";

/** The caller may create an event for this audience, or edit or cancel one addressed to it. */
export const canManageAudience = mayManageEventAudience;

/** The caller may read the event: its audience includes them, or it is theirs to manage. */
export const canSeeEvent = maySeeEvent;

export function canEvent(ctx: RequestContext, action: EventAction): boolean {
  switch (action) {
    case "list":
      return mayWatchEvents(ctx);
    case "manage":
      return mayCreateEvents(ctx);
  }
}
