import type { AnyDomainEvent, EventBus, Notification } from "@hearth/schema";
import { Channel } from "./channel";
import { notificationOf } from "./notificationFilter";
import { RecentIds } from "./recentIds";

export interface NotificationHub {
  /** Live notifications of one user; `return()` on the iterator unsubscribes. */
  subscribe(userId: string): AsyncIterableIterator<{ notificationAdded: Notification }>;
  /** Called when a user's sessions were revoked (logout, password change …). */
  onSessionsRevoked(listener: (userId: string) => void): () => void;
  close(): void;
}

/**
 * One subscription to the EventBus for the whole gateway, fanned out by user id: an event reaches
 * only the channels of the user it names, and a repeated event id is dropped once, here.
 */
export function createNotificationHub(bus: EventBus): NotificationHub {
  const byUser = new Map<string, Set<Channel<{ notificationAdded: Notification }>>>();
  const revokedListeners = new Set<(userId: string) => void>();
  const seen = new RecentIds();

  const onEvent = (event: AnyDomainEvent): void => {
    if (event.name === "user.sessions_revoked") {
      for (const listener of revokedListeners) listener(event.payload.userId);
      return;
    }
    const found = notificationOf(event);
    if (!found) return;
    const channels = byUser.get(found.userId);
    if (!seen.add(event.id) || !channels) return;
    for (const channel of channels) channel.push({ notificationAdded: found.notification });
  };
  const unsubscribe = bus.subscribe(onEvent);

  return {
    subscribe(userId) {
      let channels = byUser.get(userId);
      if (!channels) byUser.set(userId, (channels = new Set()));
      const set = channels;
      const channel: Channel<{ notificationAdded: Notification }> = new Channel(() => {
        set.delete(channel);
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId);
      });
      set.add(channel);
      return channel;
    },
    onSessionsRevoked(listener) {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
    close() {
      unsubscribe();
      for (const channels of byUser.values()) for (const channel of [...channels]) channel.close();
      byUser.clear();
      revokedListeners.clear();
    },
  };
}
