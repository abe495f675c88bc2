import type { NotificationCounts } from "@hearth/schema";
import { Channel } from "../../pubsub/channel";
import { ApiError } from "../../rest/errors";

export type CountsChangedPayload = { notificationCountsChanged: NotificationCounts };

export interface CountsSubscriber {
  userId: string;
  /** GET /auth/notifications/counts with the subscriber's own credentials: the API answers for them, or refuses. */
  fetchCounts(): Promise<NotificationCounts>;
}

export interface CountsFeedOptions {
  /** Changes arriving within this window after the first cost one fetch per subscription (default 50 ms). */
  windowMs?: number;
  /** Count fetches in flight at once for the whole gateway (default 8): an announcement to all staff must not stampede the API. */
  concurrency?: number;
}

class CountsSubscription {
  /** A fetch is owed: its window is open, or it waits for a free slot. */
  due = false;
  fetching = false;
  /** A change arrived while fetching, which the answer may not reflect: fetch again after. */
  stale = false;
  timer: NodeJS.Timeout | undefined;
  // Counts are a state, not a log: a socket that reads slowly is sent only the latest.
  readonly channel: Channel<CountsChangedPayload>;
  constructor(
    readonly subscriber: CountsSubscriber,
    onClose: (s: CountsSubscription) => void,
  ) {
    this.channel = new Channel(() => onClose(this), 1);
  }
}

/**
 * The `notificationCountsChanged` subscriptions of the gateway. When a user's notifications change,
 * each of that user's subscriptions fetches the counts with its own credentials (the per-event
 * authorization re-check) and sends the answer. A burst of changes costs one fetch per window,
 * one fetch at a time per subscription (so answers stay in order); a 401 ends the subscription.
 */
export class CountsFeed {
  private readonly byUser = new Map<string, Set<CountsSubscription>>();
  /** Subscriptions whose window closed, waiting for a fetch slot, in the order they became ready. */
  private readonly ready = new Set<CountsSubscription>();
  private inFlight = 0;
  private readonly windowMs: number;
  private readonly concurrency: number;

  constructor(o: CountsFeedOptions = {}) {
    this.windowMs = o.windowMs ?? 50;
    this.concurrency = o.concurrency ?? 8;
  }

  subscribe(subscriber: CountsSubscriber): AsyncIterableIterator<CountsChangedPayload> {
    const s = new CountsSubscription(subscriber, (closed) => this.remove(closed));
    let set = this.byUser.get(subscriber.userId);
    if (!set) this.byUser.set(subscriber.userId, (set = new Set()));
    set.add(s);
    return s.channel;
  }

  /** Whether the user has a counts subscription here. */
  follows(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** The user's notifications changed (one arrived, or some were read). */
  changed(userId: string): void {
    for (const s of this.byUser.get(userId) ?? []) this.schedule(s);
  }

  close(): void {
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.channel.close();
    this.byUser.clear();
    this.ready.clear();
  }

  private schedule(s: CountsSubscription): void {
    if (s.fetching) {
      s.stale = true;
      return;
    }
    if (s.due) return;
    s.due = true;
    s.timer = setTimeout(() => {
      s.timer = undefined;
      this.ready.add(s);
      this.pump();
    }, this.windowMs);
  }

  private pump(): void {
    while (this.inFlight < this.concurrency && this.ready.size > 0) {
      const s = this.ready.values().next().value!;
      this.ready.delete(s);
      s.due = false;
      s.fetching = true;
      this.inFlight += 1;
      void this.fetchAndSend(s).finally(() => {
        this.inFlight -= 1;
        s.fetching = false;
        if (s.stale) {
          s.stale = false;
          this.schedule(s);
        }
        this.pump();
      });
    }
  }

  private async fetchAndSend(s: CountsSubscription): Promise<void> {
    try {
      s.channel.push({ notificationCountsChanged: await s.subscriber.fetchCounts() });
    } catch (error) {
      // Signed out or revoked: the subscription ends. Anything else (the API unreachable) skips
      // this change; the next one fetches again.
      if (error instanceof ApiError && error.code === "UNAUTHENTICATED") s.channel.close();
    }
  }

  private remove(s: CountsSubscription): void {
    if (s.timer) clearTimeout(s.timer);
    s.timer = undefined;
    s.due = false;
    s.stale = false;
    this.ready.delete(s);
    const set = this.byUser.get(s.subscriber.userId);
    set?.delete(s);
    if (set?.size === 0) this.byUser.delete(s.subscriber.userId);
  }
}
