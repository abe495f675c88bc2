import { maySeeEvent, mayWatchEvents, principalOf } from "@hearth/schema";
import type { AnyDomainEvent, DomainEvent, EventPayloads, Me } from "@hearth/schema";

export type OrgEventChangedEvent = DomainEvent<"orgEvent.changed">;
type Audience = EventPayloads["orgEvent.changed"]["audience"];

export function isOrgEventChanged(event: AnyDomainEvent): event is OrgEventChangedEvent {
  return event.name === "orgEvent.changed";
}

/** Staff follow events; portal clients never see them. */
export const canWatchEvents = (viewer: Pick<Me, "role">): boolean => mayWatchEvents(viewer);

/**
 * The cheap, local part of the delivery rule (schema/src/policy/events.ts, as the API's events
 * policy reads it): the viewer is in the audience, or manages it (admin; supervisor of all its
 * locations). The API has the last word per subscriber when the event is fetched with their credentials.
 */
export const mayReceive = (viewer: Pick<Me, "id" | "role" | "locations">, audience: Audience): boolean =>
  maySeeEvent(principalOf(viewer), audience);
