import { EventEmitter } from "node:events";
import type { AnyDomainEvent, EventBus } from "@hearth/schema";

/** The default bus: one process, no network. */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit("event", event);
    },
    subscribe(handler: (event: AnyDomainEvent) => void) {
      emitter.on("event", handler);
      return () => emitter.off("event", handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
