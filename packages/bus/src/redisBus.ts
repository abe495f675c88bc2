import { Redis } from "ioredis";
import type { AnyDomainEvent, EventBus } from "@hearth/schema";

export const EVENTS_CHANNEL = "hearth:events";

/** Pub/sub over Redis so that every instance of every app sees every event. */
export async function createRedisBus(url: string, channel = EVENTS_CHANNEL): Promise<EventBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const handlers = new Set<(event: AnyDomainEvent) => void>();
  subscriber.on("message", (_channel: string, message: string) => {
    let event: AnyDomainEvent;
    try {
      event = JSON.parse(message) as AnyDomainEvent;
    } catch {
      return; // not ours
    }
    for (const handler of handlers) handler(event);
  });
  await subscriber.subscribe(channel);
  return {
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
