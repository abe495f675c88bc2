import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent, DomainEvent, NotificationCounts } from "@hearth/schema";
import { apiUnavailable, restErrorToGraphQL } from "../../rest/errors";
import { notificationOf, notificationUserOf } from "./filter";
import { createNotificationHub } from "./live";

const NURSE = "11111111-1111-4111-8111-111111111111";
const THERAPIST = "22222222-2222-4222-8222-222222222222";
let sequence = 0;

function created(userId: string, title = "Shift change at 7"): DomainEvent<"notification.created"> {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "notification.created",
    occurredAt: "2026-11-23T07:00:00.000Z",
    payload: {
      notificationId: `n-${sequence}`,
      userId,
      type: "announcement",
      title,
      body: "Hand-off in the nurses' station",
      link: null,
      createdAt: "2026-11-23T07:00:00.000Z",
    },
  };
}

/** Pulls everything an iterator yields into an array, as a subscription consumer would. */
function collect<T>(iterator: AsyncIterableIterator<T>): T[] {
  const got: T[] = [];
  void (async () => {
    for await (const value of iterator) got.push(value);
  })();
  return got;
}
const titles = (got: { notificationAdded: { title: string } }[]) => got.map((g) => g.notificationAdded.title);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("notificationOf (what a subscriber is sent)", () => {
  it("reads the notification and its one recipient from the event", () => {
    const event = created(NURSE);
    expect(notificationOf(event)).toEqual({
      userId: NURSE,
      notification: {
        id: event.payload.notificationId,
        type: "announcement",
        title: "Shift change at 7",
        body: "Hand-off in the nurses' station",
        link: null,
        read: false,
        done: false,
        doneAt: null,
        createdAt: "2026-11-23T07:00:00.000Z",
      },
    });
  });

  it("ignores events that are not notifications", () => {
    const revoked: AnyDomainEvent = {
      id: "x",
      name: "user.sessions_revoked",
      occurredAt: "",
      payload: { userId: NURSE, reason: "logout" },
    };
    expect(notificationOf(revoked)).toBeNull();
  });
});

describe("the notification hub (the subscription filter) on the event bus", () => {
  it("delivers an event only to the subscriptions of its user, and a repeated event id once", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus);
    const nurse = collect(hub.subscribe(NURSE));
    const nurseOtherTab = collect(hub.subscribe(NURSE));
    const therapist = collect(hub.subscribe(THERAPIST));

    const event = created(NURSE, "For the nurse");
    await bus.publish(event);
    await bus.publish(event); // at-least-once delivery: the same outbox row again
    await bus.publish(created(THERAPIST, "For the therapist"));
    await settle();
    expect(titles(nurse)).toEqual(["For the nurse"]);
    expect(titles(nurseOtherTab)).toEqual(["For the nurse"]);
    expect(titles(therapist)).toEqual(["For the therapist"]);
    hub.close();
  });

  it("stops delivering after the subscription is returned, and ends a pending wait", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus);
    const nurse = hub.subscribe(NURSE);
    const pending = nurse.next();
    await nurse.return?.();
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    await bus.publish(created(NURSE));
    await expect(nurse.next()).resolves.toEqual({ value: undefined, done: true });
    hub.close();
  });

  it("sends a user's done notifications to that user's done subscriptions only, once, and none to notificationAdded", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus);
    const nurseDone = collect(hub.subscribeDone(NURSE));
    const nurseAdded = collect(hub.subscribe(NURSE));
    const therapistDone = collect(hub.subscribeDone(THERAPIST));
    const event = done(NURSE, ["n-1", "n-2"]);
    await bus.publish(event);
    await bus.publish(event);
    await settle();
    expect(nurseDone).toEqual([{ notificationsDone: { ids: ["n-1", "n-2"], doneAt: "2026-11-23T08:00:00.000Z" } }]);
    expect(nurseAdded).toEqual([]);
    expect(therapistDone).toEqual([]);
    hub.close();
  });
});

function done(userId: string, notificationIds: string[]): DomainEvent<"notification.done"> {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "notification.done",
    occurredAt: "2026-11-23T08:00:00.000Z",
    payload: { userId, notificationIds, doneAt: "2026-11-23T08:00:00.000Z" },
  };
}

function read(userId: string, unread: number): DomainEvent<"notification.read"> {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "notification.read",
    occurredAt: "2026-11-23T07:00:00.000Z",
    payload: { userId, counts: { unread, total: 3, byType: [] } },
  };
}

/** A stand-in for GET /auth/notifications/counts with one subscriber's credentials: counts its calls, can hold them back or fail. */
function fakeCounts(o: { hold?: boolean; fail?: () => Error | null } = {}) {
  let calls = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const held: (() => void)[] = [];
  const fetchCounts = async (): Promise<NotificationCounts> => {
    calls += 1;
    const call = calls;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (o.hold) await new Promise<void>((resolve) => held.push(resolve));
    inFlight -= 1;
    const error = o.fail?.();
    if (error) throw error;
    // `unread` tells which call answered.
    return { unread: call, total: 10, byType: [] };
  };
  return {
    fetchCounts,
    calls: () => calls,
    maxInFlight: () => maxInFlight,
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

function collectCounts(iterator: AsyncIterableIterator<{ notificationCountsChanged: NotificationCounts }>) {
  const got: number[] = [];
  let ended = false;
  void (async () => {
    for await (const value of iterator) got.push(value.notificationCountsChanged.unread);
    ended = true;
  })();
  return { got, ended: () => ended };
}

describe("notificationUserOf (whose counts an event changes)", () => {
  it("names the user of a created, read or done notification, and nobody for other events", () => {
    expect(notificationUserOf(created(NURSE))).toBe(NURSE);
    expect(notificationUserOf(read(THERAPIST, 0))).toBe(THERAPIST);
    expect(notificationUserOf(done(THERAPIST, ["n-1"]))).toBe(THERAPIST);
    expect(
      notificationUserOf({
        id: "x",
        name: "user.sessions_revoked",
        occurredAt: "",
        payload: { userId: NURSE, reason: "logout" },
      }),
    ).toBeNull();
  });
});

describe("the notification hub's counts subscriptions", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const WINDOW = 50;
  /** Lets the coalescing window close and every resolved fetch be delivered. */
  const windowPasses = () => vi.advanceTimersByTimeAsync(WINDOW);

  it("fetch once per burst, each tab with its own credentials, only for the user the events name", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW });
    const tab1 = fakeCounts();
    const tab2 = fakeCounts();
    const therapistFetch = fakeCounts();
    const nurseTab1 = collectCounts(hub.subscribeCounts({ userId: NURSE, fetchCounts: tab1.fetchCounts }));
    const nurseTab2 = collectCounts(hub.subscribeCounts({ userId: NURSE, fetchCounts: tab2.fetchCounts }));
    const therapist = collectCounts(
      hub.subscribeCounts({ userId: THERAPIST, fetchCounts: therapistFetch.fetchCounts }),
    );

    // An announcement, a second one, and all of them read, within one window.
    const first = created(NURSE);
    await bus.publish(first);
    await bus.publish(created(NURSE));
    await bus.publish(first); // delivered twice by the outbox: still one change
    await bus.publish(read(NURSE, 0));
    await windowPasses();
    expect([tab1.calls(), tab2.calls(), therapistFetch.calls()]).toEqual([1, 1, 0]);
    expect(nurseTab1.got).toEqual([1]);
    expect(nurseTab2.got).toEqual([1]);
    expect(therapist.got).toEqual([]);

    // The next change, after the window, is fetched again.
    await bus.publish(read(NURSE, 0));
    await windowPasses();
    expect(nurseTab1.got).toEqual([1, 2]);
    hub.close();
    await vi.runAllTimersAsync();
    expect(nurseTab1.ended()).toBe(true);
  });

  it("keep notificationAdded as it was: the notification itself to the added subscription, counts to the counts one", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW });
    const added = collect(hub.subscribe(NURSE));
    const counts = collectCounts(hub.subscribeCounts({ userId: NURSE, fetchCounts: fakeCounts().fetchCounts }));
    await bus.publish(created(NURSE, "Rounds at 9"));
    await bus.publish(read(NURSE, 0));
    await windowPasses();
    expect(titles(added)).toEqual(["Rounds at 9"]);
    expect(counts.got).toEqual([1]);
    hub.close();
  });

  it("fetch again after a fetch that a change overtook, one at a time, so the last answer is the newest", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW });
    const api = fakeCounts({ hold: true });
    const nurse = collectCounts(hub.subscribeCounts({ userId: NURSE, fetchCounts: api.fetchCounts }));
    await bus.publish(created(NURSE));
    await windowPasses();
    expect(api.calls()).toBe(1);
    // Read in another tab while the first fetch is on its way: it may not see that.
    await bus.publish(read(NURSE, 0));
    await bus.publish(read(NURSE, 0));
    await windowPasses();
    expect(api.calls()).toBe(1);
    api.release();
    await windowPasses();
    expect(api.calls()).toBe(2);
    expect(api.maxInFlight()).toBe(1);
    api.release();
    await windowPasses();
    expect(nurse.got).toEqual([1, 2]);
    hub.close();
  });

  it("end on a 401 (signed out or revoked); skip a change the API could not answer, and fetch on the next", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW });
    let answer: Error | null = apiUnavailable();
    const api = fakeCounts({ fail: () => answer });
    const nurse = collectCounts(hub.subscribeCounts({ userId: NURSE, fetchCounts: api.fetchCounts }));
    await bus.publish(created(NURSE));
    await windowPasses();
    expect(nurse.got).toEqual([]);
    expect(nurse.ended()).toBe(false);

    answer = null;
    await bus.publish(created(NURSE));
    await windowPasses();
    expect(nurse.got).toEqual([2]);

    answer = restErrorToGraphQL(401, {
      error: { code: "unauthenticated", message: "Your session has ended; please sign in again" },
    });
    await bus.publish(read(NURSE, 0));
    await windowPasses();
    expect(nurse.ended()).toBe(true);
    await bus.publish(created(NURSE));
    await windowPasses();
    expect(api.calls()).toBe(3);
    hub.close();
  });

  it("fetch nothing once returned, even with a window already open", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW });
    const api = fakeCounts();
    const iterator = hub.subscribeCounts({ userId: NURSE, fetchCounts: api.fetchCounts });
    await bus.publish(created(NURSE));
    await iterator.return?.();
    await windowPasses();
    await bus.publish(created(NURSE));
    await windowPasses();
    expect(api.calls()).toBe(0);
    hub.close();
  });

  it("keep the gateway's fetches in flight within the limit when everyone is told at once", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus, { windowMs: WINDOW, concurrency: 2 });
    const users = Array.from({ length: 5 }, (_, i) => `50000000-0000-4000-8000-00000000000${i}`);
    let inFlight = 0;
    let maxInFlight = 0;
    const held: (() => void)[] = [];
    const subscriptions = users.map((userId) =>
      collectCounts(
        hub.subscribeCounts({
          userId,
          fetchCounts: async () => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await new Promise<void>((resolve) => held.push(resolve));
            inFlight -= 1;
            return { unread: 1, total: 1, byType: [] };
          },
        }),
      ),
    );
    for (const userId of users) await bus.publish(created(userId));
    await windowPasses();
    for (let round = 0; round < 3; round++) {
      expect(inFlight).toBeLessThanOrEqual(2);
      held.splice(0).forEach((resolve) => resolve());
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(maxInFlight).toBe(2);
    expect(subscriptions.map((s) => s.got)).toEqual(users.map(() => [1]));
    hub.close();
  });
});
