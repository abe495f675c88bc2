import type { AnyDomainEvent, EventBus, GroupNote, Me } from "@hearth/schema";
import { ApiError } from "../rest/errors";
import { Channel } from "./channel";
import { changeMessage, isGroupNoteChanged, mayDeliver } from "./groupNoteFilter";
import type { GroupNoteChangedEvent, GroupNoteChangeMessage } from "./groupNoteFilter";
import { RecentIds } from "./recentIds";

export type GroupNoteChangedPayload = { groupNoteChanged: GroupNoteChangeMessage };

export interface GroupNoteSubscriber {
  /** Authenticated at connection_init. */
  viewer: Me;
  /** Only this note's changes; null for every note the viewer may see. */
  noteId: string | null;
  /** GET /auth/group-notes/:id with the subscriber's own credentials: the API re-checks access and computes their permissions. */
  fetchNote(noteId: string): Promise<GroupNote>;
}

export interface GroupNoteHub {
  /** Changes of the group notes the subscriber may see; `return()` on the iterator unsubscribes. */
  subscribe(subscriber: GroupNoteSubscriber): AsyncIterableIterator<GroupNoteChangedPayload>;
  close(): void;
}

export interface GroupNoteHubOptions {
  /** Note fetches in flight at once for the whole gateway (default 8). */
  concurrency?: number;
  /** Distinct notes waiting for one subscriber; beyond it the oldest waiting change is dropped (default 50). */
  maxPendingNotes?: number;
}

/** Answers that mean "this subscriber may not see the note (any more)": send nothing. */
const DENIED = new Set(["FORBIDDEN", "NOT_FOUND", "UNAUTHENTICATED"]);

class Subscription {
  /** Changes waiting for a fetch, one per note: a newer event replaces an older one (coalescing). */
  readonly pending = new Map<string, GroupNoteChangedEvent>();
  fetching = false;
  readonly channel: Channel<GroupNoteChangedPayload>;
  constructor(
    readonly subscriber: GroupNoteSubscriber,
    onClose: (s: Subscription) => void,
  ) {
    this.channel = new Channel(() => onClose(this));
  }
}

/**
 * One EventBus subscription for every `groupNoteChanged` socket of the gateway. An event is matched
 * locally first (location, role, note filter: no REST call for sockets it cannot concern), then
 * each matching subscriber's note is fetched with their own credentials, so the API decides what
 * they may see and with which permissions. Fetches run through one queue with a small concurrency
 * limit, one at a time per subscriber (so their changes stay in order), and changes to the same
 * note waiting for a subscriber collapse into one fetch of the latest.
 */
export function createGroupNoteHub(bus: EventBus, o: GroupNoteHubOptions = {}): GroupNoteHub {
  const concurrency = o.concurrency ?? 8;
  const maxPending = o.maxPendingNotes ?? 50;
  const byLocation = new Map<string, Set<Subscription>>();
  /** Subscriptions with pending changes and no fetch in flight, in the order they became ready. */
  const ready = new Set<Subscription>();
  const seen = new RecentIds();
  let inFlight = 0;

  const fetchAndSend = async (s: Subscription, event: GroupNoteChangedEvent): Promise<void> => {
    let note: GroupNote | null;
    try {
      note = await s.subscriber.fetchNote(event.payload.noteId);
    } catch (error) {
      if (error instanceof ApiError && DENIED.has(error.code)) return;
      note = null; // the API is unreachable or failed: tell them something changed, they refetch
    }
    s.channel.push({ groupNoteChanged: changeMessage(event, note) });
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
      void fetchAndSend(s, first[1]).finally(() => {
        inFlight -= 1;
        s.fetching = false;
        if (s.pending.size > 0) ready.add(s);
        pump();
      });
    }
  };

  const onEvent = (event: AnyDomainEvent): void => {
    if (!isGroupNoteChanged(event) || !seen.add(event.id)) return;
    const subscriptions = byLocation.get(event.payload.locationId);
    if (!subscriptions) return;
    for (const s of subscriptions) {
      if (!mayDeliver(s.subscriber.viewer, s.subscriber.noteId, event)) continue;
      s.pending.set(event.payload.noteId, event);
      if (s.pending.size > maxPending) s.pending.delete(s.pending.keys().next().value!);
      if (!s.fetching) ready.add(s);
    }
    pump();
  };
  const unsubscribe = bus.subscribe(onEvent);

  const remove = (s: Subscription): void => {
    s.pending.clear();
    ready.delete(s);
    for (const location of s.subscriber.viewer.locations) {
      const set = byLocation.get(location.id);
      set?.delete(s);
      if (set?.size === 0) byLocation.delete(location.id);
    }
  };

  return {
    subscribe(subscriber) {
      const s = new Subscription(subscriber, remove);
      for (const location of subscriber.viewer.locations) {
        let set = byLocation.get(location.id);
        if (!set) byLocation.set(location.id, (set = new Set()));
        set.add(s);
      }
      return s.channel;
    },
    close() {
      unsubscribe();
      const all = new Set([...byLocation.values()].flatMap((set) => [...set]));
      for (const s of all) s.channel.close();
      byLocation.clear();
      ready.clear();
    },
  };
}
