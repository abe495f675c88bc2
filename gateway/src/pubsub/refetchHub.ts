import type { AnyDomainEvent, EventBus } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { Channel } from "./channel";
import { RecentIds } from "./recentIds";

/** How one kind of subscription turns bus events into what a subscriber may see. */
export interface RefetchHubSpec<Subscriber, Item, Payload> {
  /**
   * Matched locally, with no REST call: the id of the item the event is about when it may concern
   * this subscriber, else null.
   */
  itemOf(event: AnyDomainEvent, subscriber: Subscriber): string | null;
  /** Reads the item with the subscriber's own credentials, so the API decides again per event. */
  fetch(subscriber: Subscriber, itemId: string): Promise<Item>;
  toPayload(item: Item): Payload;
  /** Fetches in flight at once for the whole gateway (default 8): one busy item must not stampede the API. */
  concurrency?: number;
}

export interface RefetchHub<Subscriber, Payload> {
  /** `return()` on the iterator unsubscribes. */
  subscribe(subscriber: Subscriber): AsyncIterableIterator<Payload>;
  close(): void;
}

class Subscription<Subscriber, Payload> {
  /** Items waiting for a fetch: a second change to one before its fetch costs nothing more. */
  readonly pending = new Set<string>();
  fetching = false;
  readonly channel: Channel<Payload>;
  constructor(
    readonly subscriber: Subscriber,
    onClose: (s: Subscription<Subscriber, Payload>) => void,
  ) {
    this.channel = new Channel(() => onClose(this));
  }
}

/**
 * One EventBus subscription for every socket of a subscription field. An event is matched locally
 * first, then the item is fetched for each matching subscriber with their own credentials: a
 * refusal (403/404) sends nothing, signed out or revoked (401) ends the subscription, and an
 * unreachable API sends nothing (the lists stay the truth). Fetches run one at a time per
 * subscriber, so their items arrive in order, and always read the item as it is now.
 */
export function createRefetchHub<Subscriber, Item, Payload>(
  bus: EventBus,
  spec: RefetchHubSpec<Subscriber, Item, Payload>,
): RefetchHub<Subscriber, Payload> {
  type Sub = Subscription<Subscriber, Payload>;
  const concurrency = spec.concurrency ?? 8;
  const subscriptions = new Set<Sub>();
  const ready = new Set<Sub>();
  const seen = new RecentIds();
  let inFlight = 0;

  const fetchAndSend = async (s: Sub, itemId: string): Promise<void> => {
    try {
      s.channel.push(spec.toPayload(await spec.fetch(s.subscriber, itemId)));
    } catch (error) {
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") s.channel.close();
    }
  };

  const pump = (): void => {
    while (inFlight < concurrency && ready.size > 0) {
      const s = ready.values().next().value!;
      ready.delete(s);
      const itemId = s.pending.values().next().value;
      if (itemId === undefined) continue;
      s.pending.delete(itemId);
      s.fetching = true;
      inFlight += 1;
      void fetchAndSend(s, itemId).finally(() => {
        inFlight -= 1;
        s.fetching = false;
        if (s.pending.size > 0 && subscriptions.has(s)) ready.add(s);
        pump();
      });
    }
  };

  const unsubscribe = bus.subscribe((event) => {
    if (subscriptions.size === 0 || !seen.add(event.id)) return;
    for (const s of subscriptions) {
      const itemId = spec.itemOf(event, s.subscriber);
      if (itemId === null) continue;
      s.pending.add(itemId);
      if (!s.fetching) ready.add(s);
    }
    pump();
  });

  const remove = (s: Sub): void => {
    s.pending.clear();
    ready.delete(s);
    subscriptions.delete(s);
  };

  return {
    subscribe(subscriber) {
      const s = new Subscription<Subscriber, Payload>(subscriber, remove);
      subscriptions.add(s);
      return s.channel;
    },
    close() {
      unsubscribe();
      for (const s of [...subscriptions]) s.channel.close();
      subscriptions.clear();
      ready.clear();
    },
  };
}
