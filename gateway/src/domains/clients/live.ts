import type { AnyDomainEvent, ClientChartPart, ClientSummary, DomainEvent, EventBus } from "@hearth/schema";
import { createLiveHub } from "../../pubsub/refetchHub";
import type { LiveHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";

type ClientChangedEvent = DomainEvent<"client.changed">;

/** What a `clientChanged` subscriber is sent: which part changed, by whom, and the client as they may now see them. */
export interface ClientChangeMessage {
  mrNo: string;
  part: ClientChartPart;
  actorId: string | null;
  occurredAt: string;
  /** Null when the subscriber may no longer see the client (transferred out of their locations). */
  client: ClientSummary | null;
}

export interface ClientChartSubscriber {
  /** The client's id (globally unique, unlike an MR number), read when the subscription began. */
  clientId: string;
  mrNo: string;
  /** GET /auth/clients/:mrNo with the subscriber's own credentials: the API re-checks they may see the client. */
  fetchClient(mrNo: string): Promise<ClientSummary>;
}

export type ClientChangedPayload = { clientChanged: ClientChangeMessage };
export type ClientChartHub = LiveHub<ClientChartSubscriber, ClientChangedPayload>;

const isClientChanged = (event: AnyDomainEvent): event is ClientChangedEvent => event.name === "client.changed";

/**
 * Every open chart's socket. An event reaches only the sockets of that client's chart; for each, the
 * client is read with the subscriber's own credentials, so the API decides again whether they may see
 * them (a transfer out of their locations sends `client: null`). Changes of different parts are
 * delivered apart (each tab refetches its own part); repeated changes of one waiting part fold into one.
 */
export function createClientChartHub(bus: EventBus): ClientChartHub {
  return createLiveHub<ClientChartSubscriber, ClientChangedEvent, ClientChangedPayload>(bus, {
    accepts: isClientChanged,
    keys: {
      ofSubscriber: (s) => [s.clientId],
      ofEvent: (event) => [event.payload.clientId],
    },
    itemOf: (event) => event.payload.part,
    latestWins: true,
    deliver: async (s, event) => {
      const { mrNo, part, actorId, occurredAt } = event.payload;
      let client: ClientSummary | null;
      try {
        client = await s.fetchClient(mrNo);
      } catch (error) {
        if (error instanceof ApiError && error.code === "UNAUTHENTICATED") throw error;
        client = null;
      }
      return { clientChanged: { mrNo, part, actorId, occurredAt, client } };
    },
  });
}

/** `clientChanged(mrNo)`, fed by one hub for the whole gateway. */
export function clientsLive(bus: EventBus): DomainLive {
  const hub = createClientChartHub(bus);
  return {
    Subscription: {
      clientChanged: {
        subscribe: async (_parent, { mrNo }, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to follow a chart.", 401, { code: "UNAUTHENTICATED" });
          // Asked once before anything is sent: a chart the viewer may not open (a portal client's too) is
          // answered as missing.
          const client = await api.clients.get(mrNo);
          return hub.subscribe({
            clientId: client.id,
            mrNo,
            fetchClient: (m) => api.clients.get(m),
          });
        },
      },
    },
    close: () => hub.close(),
  };
}
