import type { EventBus } from "@hearth/schema";
import { createInProcessBus } from "./inProcessBus";
import { createRedisBus } from "./redisBus";

export { createInProcessBus, createRedisBus };

/** Redis pub/sub when a URL is given, else the in-process bus. */
export function createEventBus(redisUrl: string | undefined): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl) : Promise.resolve(createInProcessBus());
}
