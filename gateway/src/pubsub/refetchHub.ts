import type { AnyDomainEvent, EventBus } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { Channel } from "./channel";
import { RecentIds } from "./recentIds";

/**
 * How one kind of live subscription turns bus events into what a subscriber may see. Every live
 * feed of the gateway that reads with the subscriber's own credentials is one of these.
 */
export interface LiveHubSpec<Subscriber, Event extends AnyDomainEvent, Payload> {
  /** The events of this feed; others are ignored before anything else. */
  accepts(event: AnyDomainEvent): event is Event;
  /**
   * Index keys (user ids, location ids, …): an event reaches only the subscribers registered under
   * one of its keys, so nobody else's socket costs anything. Without them every subscriber is tried.
   */
  keys?: { ofSubscriber(subscriber: Subscriber): readonly string[]; ofEvent(event: Event): readonly string[] };
  /**
   * Matched locally, with no REST call: what the event changes for this subscriber (an item id), or
   * null when it cannot concern them. Waiting changes of one item collapse into one delivery.
   */
  itemOf(event: Event, subscriber: Subscriber): string | null;
  /**
   * What to send, read with the subscriber's own credentials so the API decides again per event;
   * null sends nothing. A thrown 401 (signed out or revoked) ends the subscription; any other
   * error sends nothing (the lists stay the truth).
   */
  deliver(subscriber: Subscriber, event: Event, itemId: string): Promise<Payload | null>;
  /** A newer event of a waiting item replaces the older one (default: the first is kept, the delivery reads the item as it is now anyway). */
  latestWins?: boolean;
  /** Fetches in flight at once for the whole gateway (default 8): one busy item must not stampede the API. */
  concurrency?: number;
  /** Distinct items waiting for one subscriber; beyond it the oldest is dropped (default 100). */
  maxPending?: number;
  /** Payloads sent but not yet read by one subscriber; beyond it the oldest is dropped (default 100). */
  capacity?: number;
}

export interface LiveHub<Subscriber, Payload> {
  /** `return()` on the iterator unsubscribes. */
  subscribe(subscriber: Subscriber): AsyncIterableIterator<Payload>;
  close(): void;
}

class Subscription<Subscriber, Event, Payload> {
  /** Items waiting for a delivery, with the event that changed them last (or first). */
  readonly pending = new Map<string, Event>();
  fetching = false;
  readonly channel: Channel<Payload>;
  constructor(
    readonly subscriber: Subscriber,
    readonly keys: readonly string[],
    onClose: (s: Subscription<Subscriber, Event, Payload>) => void,
    capacity: number | undefined,
  ) {
    this.channel = new Channel(() => onClose(this), capacity);
  }
}

const ALL = "*";

/**
 * One EventBus subscription for every socket of a subscription field. An event id is taken once;
 * the event is matched locally (index keys, then `itemOf`), then delivered to each matching
 * subscriber through one queue with a small concurrency limit, one at a time per subscriber, so
 * their changes arrive in order, and a second change to a waiting item costs nothing more.
 */
export function createLiveHub<Subscriber, Event extends AnyDomainEvent, Payload>(
  bus: EventBus,
  spec: LiveHubSpec<Subscriber, Event, Payload>,
): LiveHub<Subscriber, Payload> {
  type Sub = Subscription<Subscriber, Event, Payload>;
  const concurrency = spec.concurrency ?? 8;
  const maxPending = spec.maxPending ?? 100;
  const byKey = new Map<string, Set<Sub>>();
  /** Subscriptions with waiting items and no delivery in flight, in the order they became ready. */
  const ready = new Set<Sub>();
  const seen = new RecentIds();
  let inFlight = 0;

  const deliver = async (s: Sub, itemId: string, event: Event): Promise<void> => {
    try {
      const payload = await spec.deliver(s.subscriber, event, itemId);
      if (payload !== null) s.channel.push(payload);
    } catch (error) {
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") s.channel.close();
    }
  };

  const pump = (): void => {
    while (inFlight < concurrency && ready.size > 0) {
      const s = ready.values().next().value!;
      ready.delete(s);
      const first = s.pending.entries().next().value;
      if (!first) continue;
      s.pending.delete(first[0]);
      s.fetching = true;
      inFlight += 1;
      void deliver(s, first[0], first[1]).finally(() => {
        inFlight -= 1;
        s.fetching = false;
        if (s.pending.size > 0) ready.add(s);
        pump();
      });
    }
  };

  const offer = (s: Sub, event: Event): void => {
    const itemId = spec.itemOf(event, s.subscriber);
    if (itemId === null) return;
    if (spec.latestWins || !s.pending.has(itemId)) s.pending.set(itemId, event);
    if (s.pending.size > maxPending) s.pending.delete(s.pending.keys().next().value!);
    if (!s.fetching) ready.add(s);
  };

  const unsubscribe = bus.subscribe((event) => {
    if (byKey.size === 0 || !spec.accepts(event) || !seen.add(event.id)) return;
    if (!spec.keys) for (const s of byKey.get(ALL) ?? []) offer(s, event);
    else {
      // A subscriber under several of the event's keys is offered it once.
      const offered = new Set<Sub>();
      for (const key of spec.keys.ofEvent(event))
        for (const s of byKey.get(key) ?? []) {
          if (offered.has(s)) continue;
          offered.add(s);
          offer(s, event);
        }
    }
    pump();
  });

  const remove = (s: Sub): void => {
    s.pending.clear();
    ready.delete(s);
    for (const key of s.keys) {
      const set = byKey.get(key);
      set?.delete(s);
      if (set?.size === 0) byKey.delete(key);
    }
  };

  return {
    subscribe(subscriber) {
      const keys = spec.keys ? spec.keys.ofSubscriber(subscriber) : [ALL];
      const s: Sub = new Subscription(subscriber, keys, remove, spec.capacity);
      for (const key of keys) {
        let set = byKey.get(key);
        if (!set) byKey.set(key, (set = new Set()));
        set.add(s);
      }
      return s.channel;
    },
    close() {
      unsubscribe();
      const all = new Set([...byKey.values()].flatMap((set) => [...set]));
      for (const s of all) s.channel.close();
      byKey.clear();
      ready.clear();
    },
  };
}

/** The simplest live feed: an event names one item, which is fetched and sent as it is now. */
export interface RefetchHubSpec<Subscriber, Item, Payload> {
  /** Matched locally, with no REST call: the id of the item the event is about when it may concern this subscriber, else null. */
  itemOf(event: AnyDomainEvent, subscriber: Subscriber): string | null;
  /** Reads the item with the subscriber's own credentials, so the API decides again per event. */
  fetch(subscriber: Subscriber, itemId: string): Promise<Item>;
  toPayload(item: Item): Payload;
  concurrency?: number;
}

export type RefetchHub<Subscriber, Payload> = LiveHub<Subscriber, Payload>;

export function createRefetchHub<Subscriber, Item, Payload>(
  bus: EventBus,
  spec: RefetchHubSpec<Subscriber, Item, Payload>,
): RefetchHub<Subscriber, Payload> {
  return createLiveHub<Subscriber, AnyDomainEvent, Payload>(bus, {
    accepts: (_event): _event is AnyDomainEvent => true,
    itemOf: spec.itemOf,
    deliver: async (s, _event, itemId) => spec.toPayload(await spec.fetch(s, itemId)),
    concurrency: spec.concurrency,
  });
}
