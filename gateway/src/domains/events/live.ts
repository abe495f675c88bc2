import type { EventBus, Me, OrgEvent } from "@hearth/schema";
import { createRefetchHub } from "../../pubsub/refetchHub";
import type { RefetchHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";
import { canWatchEvents, isOrgEventChanged, mayReceive } from "./filter";

export type OrgEventChangedPayload = { eventChanged: OrgEvent };

export interface OrgEventSubscriber {
  /** Authenticated at connection_init. */
  viewer: Me;
  /** GET /auth/events/:id with the subscriber's own credentials: the API re-checks the audience each time. */
  fetchEvent(eventId: string): Promise<OrgEvent>;
}

export type OrgEventHub = RefetchHub<OrgEventSubscriber, OrgEventChangedPayload>;

export interface OrgEventHubOptions {
  /** Event fetches in flight at once for the whole gateway (default 8): an all-staff event must not stampede the API. */
  concurrency?: number;
}

/**
 * Every `eventChanged` socket of the gateway: an "orgEvent.changed" is matched locally against each
 * viewer's role and locations (no REST call for sockets it cannot concern), then fetched for each
 * matching subscriber with their own credentials, so the API decides again whether they may see
 * it. The event is always read as it is now, cancelled flag included.
 */
export function createOrgEventHub(bus: EventBus, o: OrgEventHubOptions = {}): OrgEventHub {
  return createRefetchHub<OrgEventSubscriber, OrgEvent, OrgEventChangedPayload>(bus, {
    itemOf: (event, s) =>
      isOrgEventChanged(event) && mayReceive(s.viewer, event.payload.audience) ? event.payload.eventId : null,
    fetch: (s, eventId) => s.fetchEvent(eventId),
    toPayload: (event) => ({ eventChanged: event }),
    concurrency: o.concurrency,
  });
}

/** `eventChanged`, fed by one hub for the whole gateway. */
export function eventsLive(bus: EventBus): DomainLive {
  const hub = createOrgEventHub(bus);
  return {
    Subscription: {
      eventChanged: {
        // The hub matches the viewer's role and locations against the event's audience; each event is
        // then fetched with the socket's own credentials, so the API re-checks who may see it.
        subscribe: (_parent, _args, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to follow events.", 401, { code: "UNAUTHENTICATED" });
          if (!canWatchEvents(viewer)) throw new ApiError("Events are for staff.", 403, { code: "FORBIDDEN" });
          return hub.subscribe({ viewer, fetchEvent: (id) => api.events.get(id) });
        },
      },
    },
    close: () => hub.close(),
  };
}
