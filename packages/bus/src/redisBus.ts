import { Redis } from "ioredis";
import type { AnyDomainEvent, EventBus } from "@hearth/schema";

export const EVENTS_CHANNEL = "hearth:events";

/** Events per Redis message at most: a message stays well under a megabyte. */
const MAX_EVENTS_PER_MESSAGE = 500;

export interface RedisBusOptions {
  /**
   * No subscriber connection: for a process that only publishes (the API alone), which would
   * otherwise receive and decode every event it sent (a 5,000-notification announcement is ~2 MB).
   */
  publishOnly?: boolean;
}

/**
 * Pub/sub over Redis so that every instance of every app sees every event. Events published in the
 * same tick (the outbox relay publishes a whole batch at once) travel as one message holding a JSON
 * array, in order: a 5,000-recipient announcement costs each subscriber ten parses, not 5,000
 * messages. A message holding a single event object is understood too.
 */
export async function createRedisBus(
  url: string,
  channel = EVENTS_CHANNEL,
  o: RedisBusOptions = {},
): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = o.publishOnly ? null : new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber?.connect()]);
  const handlers = new Set<(event: AnyDomainEvent) => void>();
  subscriber?.on("message", (_channel: string, message: string) => {
    if (handlers.size === 0) return;
    let events: AnyDomainEvent | AnyDomainEvent[];
    try {
      events = JSON.parse(message) as AnyDomainEvent | AnyDomainEvent[];
    } catch {
      return; // not ours
    }
    for (const event of Array.isArray(events) ? events : [events]) for (const handler of handlers) handler(event);
  });
  await subscriber?.subscribe(channel);

  let pending: { event: AnyDomainEvent; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    for (let i = 0; i < batch.length; i += MAX_EVENTS_PER_MESSAGE) {
      const part = batch.slice(i, i + MAX_EVENTS_PER_MESSAGE);
      const message =
        part.length === 1 ? JSON.stringify(part[0]!.event) : `[${part.map((p) => JSON.stringify(p.event)).join(",")}]`;
      publisher.publish(channel, message).then(
        () => part.forEach((p) => p.resolve()),
        (error: unknown) => part.forEach((p) => p.reject(error)),
      );
    }
  };
  return {
    publish(event) {
      return new Promise<void>((resolve, reject) => {
        if (pending.length === 0) queueMicrotask(flush);
        pending.push({ event, resolve, reject });
      });
    },
    subscribe(handler) {
      if (!subscriber) throw new Error("this event bus only publishes: it was created with publishOnly");
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      subscriber?.disconnect();
      publisher.disconnect();
    },
  };
}
