import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { DomainEvent, EventPayloads, Me, OrgEvent, Role } from "@hearth/schema";
import { restErrorToGraphQL } from "../../rest/errors";
import { createOrgEventHub } from "./live";
import type { OrgEventChangedPayload } from "./live";

const RIVERSIDE = "10000000-0000-4000-8000-000000000001";
const HILLCREST = "10000000-0000-4000-8000-000000000002";
let sequence = 0;

const viewer = (role: Role, locationIds: string[]) =>
  ({ id: `viewer-${++sequence}`, role, locations: locationIds.map((id) => ({ id, name: id })) }) as unknown as Me;

function changed(
  eventId: string,
  audience: EventPayloads["orgEvent.changed"]["audience"],
  change: "created" | "updated" | "cancelled" = "created",
): DomainEvent<"orgEvent.changed"> {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "orgEvent.changed",
    occurredAt: "2026-11-23T17:00:00.000Z",
    payload: { eventId, organizationId: "org", change, audience, occurredAt: "2026-11-23T17:00:00.000Z" },
  };
}

/** The next item of a channel, or "nothing" when none arrives within a few event-loop turns. */
async function nextOrNothing(
  channel: AsyncIterableIterator<OrgEventChangedPayload>,
): Promise<OrgEventChangedPayload | "nothing" | "closed"> {
  const next = channel.next().then((r) => (r.done ? ("closed" as const) : r.value));
  return Promise.race([next, new Promise<"nothing">((resolve) => setTimeout(() => resolve("nothing"), 30))]);
}

describe("the eventChanged hub", () => {
  it("fetches the event for matching subscribers only, each with their own client, and sends it once", async () => {
    const bus = createInProcessBus();
    const hub = createOrgEventHub(bus);
    const fetched: string[] = [];
    const subscribe = (who: string, v: Me) =>
      hub.subscribe({
        viewer: v,
        fetchEvent: async (id) => (fetched.push(`${who}:${id}`), { id, title: who, cancelled: false } as OrgEvent),
      });
    const nurse = subscribe("nurse", viewer("nurse", [RIVERSIDE]));
    const other = subscribe("other", viewer("nurse", [HILLCREST]));
    const event = changed("e1", { kind: "locations", locationIds: [RIVERSIDE], roles: [] });
    await bus.publish(event);
    await bus.publish(event); // at-least-once delivery: the same outbox row again
    expect(await nextOrNothing(nurse)).toEqual({ eventChanged: { id: "e1", title: "nurse", cancelled: false } });
    expect(await nextOrNothing(nurse)).toBe("nothing");
    expect(await nextOrNothing(other)).toBe("nothing");
    expect(fetched).toEqual(["nurse:e1"]);
    hub.close();
    await bus.close();
  });

  it("sends nothing when the API refuses (403/404), and ends the subscription on 401", async () => {
    const bus = createInProcessBus();
    const hub = createOrgEventHub(bus);
    const all = { kind: "all_staff" as const, locationIds: [], roles: [] };
    const refused = hub.subscribe({
      viewer: viewer("bht", [RIVERSIDE]),
      fetchEvent: () =>
        Promise.reject(restErrorToGraphQL(404, { error: { code: "not_found", message: "Event not found" } })),
    });
    const signedOut = hub.subscribe({
      viewer: viewer("bht", [RIVERSIDE]),
      fetchEvent: () =>
        Promise.reject(restErrorToGraphQL(401, { error: { code: "unauthenticated", message: "Sign in" } })),
    });
    await bus.publish(changed("e2", all));
    expect(await nextOrNothing(refused)).toBe("nothing");
    expect(await nextOrNothing(signedOut)).toBe("closed");
    hub.close();
    await bus.close();
  });
});
