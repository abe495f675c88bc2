import type { AnyDomainEvent, EventBus, Notification } from "@hearth/schema";
import { Channel } from "../../pubsub/channel";
import { RecentIds } from "../../pubsub/recentIds";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";
import { CountsFeed } from "./countsFeed";
import type { CountsChangedPayload, CountsFeedOptions, CountsSubscriber } from "./countsFeed";
import { notificationOf, notificationsDoneOf, notificationUserOf } from "./filter";
import type { NotificationsDone } from "./filter";

export interface NotificationHub {
  /** Live notifications of one user; `return()` on the iterator unsubscribes. */
  subscribe(userId: string): AsyncIterableIterator<{ notificationAdded: Notification }>;
  /** The user's notifications as they are done (their item dealt with by anyone). */
  subscribeDone(userId: string): AsyncIterableIterator<{ notificationsDone: NotificationsDone }>;
  /** The user's counts after each change of their notifications, fetched with the subscriber's own credentials; a 401 ends it. */
  subscribeCounts(subscriber: CountsSubscriber): AsyncIterableIterator<CountsChangedPayload>;
  close(): void;
}

/** The open channels of one kind, by user. */
class UserChannels<T> {
  private readonly byUser = new Map<string, Set<Channel<T>>>();

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  push(userId: string, value: T): void {
    for (const channel of this.byUser.get(userId) ?? []) channel.push(value);
  }

  open(userId: string): Channel<T> {
    let channels = this.byUser.get(userId);
    if (!channels) this.byUser.set(userId, (channels = new Set()));
    const set = channels;
    const channel: Channel<T> = new Channel(() => {
      set.delete(channel);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    set.add(channel);
    return channel;
  }

  close(): void {
    for (const channels of [...this.byUser.values()]) for (const channel of [...channels]) channel.close();
    this.byUser.clear();
  }
}

/**
 * One subscription to the EventBus for the whole gateway, fanned out by user id: an event reaches
 * only the channels of the user it names, and a repeated event id is dropped once, here.
 */
export function createNotificationHub(bus: EventBus, o: CountsFeedOptions = {}): NotificationHub {
  const added = new UserChannels<{ notificationAdded: Notification }>();
  const done = new UserChannels<{ notificationsDone: NotificationsDone }>();
  const counts = new CountsFeed(o);
  const seen = new RecentIds();

  const onEvent = (event: AnyDomainEvent): void => {
    const userId = notificationUserOf(event);
    // Most events of a large announcement are for users with sockets on other gateways: skip them
    // before remembering their ids.
    if (!userId || !(added.has(userId) || done.has(userId) || counts.follows(userId)) || !seen.add(event.id)) return;
    const found = notificationOf(event);
    if (found) added.push(userId, { notificationAdded: found.notification });
    const closed = notificationsDoneOf(event);
    if (closed) done.push(userId, { notificationsDone: closed.done });
    counts.changed(userId);
  };
  const unsubscribe = bus.subscribe(onEvent);

  return {
    subscribe(userId) {
      return added.open(userId);
    },
    subscribeDone(userId) {
      return done.open(userId);
    },
    subscribeCounts(subscriber) {
      return counts.subscribe(subscriber);
    },
    close() {
      unsubscribe();
      added.close();
      done.close();
      counts.close();
    },
  };
}

/** The signed-in user's live notifications, their done notices and their counts. */
export function notificationsLive(bus: EventBus): DomainLive {
  const hub = createNotificationHub(bus);
  return {
    Subscription: {
      notificationAdded: {
        // The viewer was authenticated at connection_init; the hub delivers only their own events.
        subscribe: (_parent, _args, { viewer }) => {
          if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
          return hub.subscribe(viewer.id);
        },
      },
      notificationsDone: {
        // Like notificationAdded: the events name their one user, and only that user's sockets get them.
        subscribe: (_parent, _args, { viewer }) => {
          if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
          return hub.subscribeDone(viewer.id);
        },
      },
      notificationCountsChanged: {
        // On each change the counts are fetched with the socket's own credentials, so the API checks
        // the caller again every time; a 401 (signed out, revoked) ends the subscription.
        subscribe: (_parent, _args, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
          return hub.subscribeCounts({ userId: viewer.id, fetchCounts: () => api.notifications.counts() });
        },
      },
    },
    close: () => hub.close(),
  };
}
