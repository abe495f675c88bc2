import type { EventBus } from "@hearth/schema";
import { createInProcessBus } from "./inProcessBus";
import { EVENTS_CHANNEL, createRedisBus } from "./redisBus";
import type { RedisBusOptions } from "./redisBus";

export { createInProcessBus, createRedisBus };
export type { RedisBusOptions };

/** Redis pub/sub when a URL is given, else the in-process bus. */
export function createEventBus(redisUrl: string | undefined, o: RedisBusOptions = {}): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl, EVENTS_CHANNEL, o) : Promise.resolve(createInProcessBus());
}
