import type { AnyDomainEvent, EventBus, Notification } from "@hearth/schema";
import { Channel } from "./channel";
import { CountsFeed } from "./countsFeed";
import type { CountsChangedPayload, CountsFeedOptions, CountsSubscriber } from "./countsFeed";
import { notificationOf, notificationUserOf } from "./notificationFilter";
import { RecentIds } from "./recentIds";

export interface NotificationHub {
  /** Live notifications of one user; `return()` on the iterator unsubscribes. */
  subscribe(userId: string): AsyncIterableIterator<{ notificationAdded: Notification }>;
  /** The user's counts after each change of their notifications, fetched with the subscriber's own credentials; a 401 ends it. */
  subscribeCounts(subscriber: CountsSubscriber): AsyncIterableIterator<CountsChangedPayload>;
  /** Called when a user's sessions were revoked (logout, password change …). */
  onSessionsRevoked(listener: (userId: string) => void): () => void;
  close(): void;
}

/**
 * One subscription to the EventBus for the whole gateway, fanned out by user id: an event reaches
 * only the channels of the user it names, and a repeated event id is dropped once, here.
 */
export function createNotificationHub(bus: EventBus, o: CountsFeedOptions = {}): NotificationHub {
  const byUser = new Map<string, Set<Channel<{ notificationAdded: Notification }>>>();
  const counts = new CountsFeed(o);
  const revokedListeners = new Set<(userId: string) => void>();
  const seen = new RecentIds();

  const onEvent = (event: AnyDomainEvent): void => {
    if (event.name === "user.sessions_revoked") {
      for (const listener of revokedListeners) listener(event.payload.userId);
      return;
    }
    const userId = notificationUserOf(event);
    // Most events of a large announcement are for users with sockets on other gateways: skip them
    // before remembering their ids.
    if (!userId || !(byUser.has(userId) || counts.follows(userId)) || !seen.add(event.id)) return;
    const found = notificationOf(event);
    if (found) for (const channel of byUser.get(userId) ?? []) channel.push({ notificationAdded: found.notification });
    counts.changed(userId);
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
    subscribeCounts(subscriber) {
      return counts.subscribe(subscriber);
    },
    onSessionsRevoked(listener) {
      revokedListeners.add(listener);
      return () => revokedListeners.delete(listener);
    },
    close() {
      unsubscribe();
      for (const channels of byUser.values()) for (const channel of [...channels]) channel.close();
      byUser.clear();
      counts.close();
      revokedListeners.clear();
    },
  };
}
