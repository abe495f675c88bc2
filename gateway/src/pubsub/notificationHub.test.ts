import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { AnyDomainEvent, DomainEvent } from "@hearth/schema";
import { notificationOf } from "./notificationFilter";
import { createNotificationHub } from "./notificationHub";

const NURSE = "11111111-1111-4111-8111-111111111111";
const THERAPIST = "22222222-2222-4222-8222-222222222222";
let sequence = 0;

function created(userId: string, title = "Shift change at 7"): DomainEvent<"notification.created"> {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "notification.created",
    occurredAt: "2026-11-23T07:00:00.000Z",
    payload: { notificationId: `n-${sequence}`, userId, type: "announcement", title, body: "Hand-off in the nurses' station", link: null, createdAt: "2026-11-23T07:00:00.000Z" },
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
        createdAt: "2026-11-23T07:00:00.000Z",
      },
    });
  });

  it("ignores events that are not notifications", () => {
    const revoked: AnyDomainEvent = { id: "x", name: "user.sessions_revoked", occurredAt: "", payload: { userId: NURSE, reason: "logout" } };
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

  it("tells listeners whose sessions were revoked", async () => {
    const bus = createInProcessBus();
    const hub = createNotificationHub(bus);
    const revoked: string[] = [];
    hub.onSessionsRevoked((userId) => revoked.push(userId));
    await bus.publish({ id: "r1", name: "user.sessions_revoked", occurredAt: "", payload: { userId: NURSE, reason: "password_change" } });
    expect(revoked).toEqual([NURSE]);
    hub.close();
  });
});
