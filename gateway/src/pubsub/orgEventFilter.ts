import type { AnyDomainEvent, DomainEvent, EventPayloads, Me } from "@hearth/schema";

export type OrgEventChangedEvent = DomainEvent<"orgEvent.changed">;
type Audience = EventPayloads["orgEvent.changed"]["audience"];
type Viewer = Pick<Me, "role" | "locations">;

export function isOrgEventChanged(event: AnyDomainEvent): event is OrgEventChangedEvent {
  return event.name === "orgEvent.changed";
}

/** Staff follow events; portal clients never see them. */
export function canWatchEvents(viewer: Pick<Me, "role">): boolean {
  return viewer.role !== "client";
}

const atAny = (viewer: Viewer, locationIds: readonly string[]) =>
  viewer.locations.some((l) => locationIds.includes(l.id));

/**
 * The cheap, local part of the delivery rule (the API's events policy, apps/api/src/domains/events/
 * policy.ts): the viewer is in the audience, or manages it (admin; supervisor of all its locations).
 * The API has the last word per subscriber when the event is fetched with their credentials.
 */
export function mayReceive(viewer: Viewer, audience: Audience): boolean {
  if (!canWatchEvents(viewer)) return false;
  if (viewer.role === "admin") return true;
  switch (audience.kind) {
    case "all_staff":
      return true;
    case "locations":
      if (atAny(viewer, audience.locationIds)) return true;
      break;
    case "roles":
      if (
        (audience.roles as readonly string[]).includes(viewer.role) &&
        (audience.locationIds.length === 0 || atAny(viewer, audience.locationIds))
      )
        return true;
      break;
  }
  return (
    viewer.role === "supervisor" &&
    audience.locationIds.length > 0 &&
    audience.locationIds.every((id) => viewer.locations.some((l) => l.id === id))
  );
}
