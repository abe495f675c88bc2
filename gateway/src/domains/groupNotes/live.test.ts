import { describe, expect, it } from "vitest";
import { createInProcessBus } from "@hearth/bus";
import type { DomainEvent, GroupNote, GroupNoteChange, Me, Role } from "@hearth/schema";
import { restErrorToGraphQL } from "../../rest/errors";
import { canWatchGroupNotes, mayDeliver } from "./filter";
import { createGroupNoteHub } from "./live";
import type { GroupNoteChangedPayload } from "./live";

const RIVERSIDE = "10000000-0000-4000-8000-000000000001";
const HILLCREST = "10000000-0000-4000-8000-000000000002";
const NOTE_A = "20000000-0000-4000-8000-00000000000a";
const NOTE_B = "20000000-0000-4000-8000-00000000000b";
let sequence = 0;

function viewer(role: Role, locationIds: string[]): Me {
  sequence += 1;
  return {
    id: `30000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    email: `${role}-${sequence}@example.test`,
    role,
    firstName: "Test",
    lastName: role,
    fullname: `Test ${role}`,
    status: 1,
    photo: null,
    locations: locationIds.map((id) => ({ id, name: id === RIVERSIDE ? "Riverside" : "Hillcrest" })),
    defaultLocationId: locationIds[0] ?? null,
    clientMrNo: null,
    timezone: "America/Los_Angeles",
    twoFactorEnabled: false,
    hasPin: false,
  };
}

function changed(
  noteId: string,
  locationId: string,
  change: GroupNoteChange = "attendance",
): DomainEvent<"groupNote.changed"> {
  sequence += 1;
  return {
    id: `40000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    name: "groupNote.changed",
    occurredAt: "2026-11-23T17:00:00.000Z",
    payload: {
      noteId,
      sessionId: `session-of-${noteId}`,
      locationId,
      status: "draft",
      change,
      actorId: null,
      occurredAt: "2026-11-23T17:00:00.000Z",
    },
  };
}

/** A stand-in for GET /auth/group-notes/:id: the note with a marker of which call produced it. */
const noteFor = (id: string, call: number) => ({ id, revision: call }) as unknown as GroupNote;

/** A fake REST client: records calls; each answer can be held back until released. */
function fakeRest(answer: (noteId: string, call: number) => GroupNote | Error = noteFor, o: { hold?: boolean } = {}) {
  const calls: string[] = [];
  const held: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchNote = async (noteId: string): Promise<GroupNote> => {
    calls.push(noteId);
    const call = calls.length;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (o.hold) await new Promise<void>((resolve) => held.push(resolve));
    inFlight -= 1;
    const result = answer(noteId, call);
    if (result instanceof Error) throw result;
    return result;
  };
  return {
    fetchNote,
    calls,
    maxInFlight: () => maxInFlight,
    /** Lets every held fetch answer. */
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

function collect(iterator: AsyncIterableIterator<GroupNoteChangedPayload>) {
  const got: GroupNoteChangedPayload["groupNoteChanged"][] = [];
  void (async () => {
    for await (const value of iterator) got.push(value.groupNoteChanged);
  })();
  return got;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("mayDeliver (the local part of the rule)", () => {
  it("needs the event's location among the viewer's, a clinical role or admin, and the note asked for", () => {
    const event = changed(NOTE_A, RIVERSIDE);
    expect(mayDeliver(viewer("nurse", [RIVERSIDE]), null, event)).toBe(true);
    expect(mayDeliver(viewer("nurse", [HILLCREST]), null, event)).toBe(false);
    expect(mayDeliver(viewer("admin", [RIVERSIDE, HILLCREST]), null, event)).toBe(true);
    expect(mayDeliver(viewer("admissions", [RIVERSIDE]), null, event)).toBe(false);
    expect(mayDeliver(viewer("client", [RIVERSIDE]), null, event)).toBe(false);
    expect(mayDeliver(viewer("supervisor", [RIVERSIDE]), NOTE_A, event)).toBe(true);
    expect(mayDeliver(viewer("supervisor", [RIVERSIDE]), NOTE_B, event)).toBe(false);
  });

  it("lets clinical staff and admins watch group notes, nobody else", () => {
    for (const role of ["supervisor", "therapist", "nurse", "physician", "bht", "admin"] as const)
      expect(canWatchGroupNotes({ role })).toBe(true);
    for (const role of ["admissions", "client"] as const) expect(canWatchGroupNotes({ role })).toBe(false);
  });
});

describe("the group note hub", () => {
  it("fetches the note with each matching subscriber's own client, and only theirs", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus);
    const supervisorRest = fakeRest();
    const nurse2Rest = fakeRest();
    const admissionsRest = fakeRest();
    const supervisor = collect(
      hub.subscribe({
        viewer: viewer("supervisor", [RIVERSIDE, HILLCREST]),
        noteId: null,
        fetchNote: supervisorRest.fetchNote,
      }),
    );
    const nurse2 = collect(
      hub.subscribe({ viewer: viewer("nurse", [HILLCREST]), noteId: null, fetchNote: nurse2Rest.fetchNote }),
    );
    const admissions = collect(
      hub.subscribe({ viewer: viewer("admissions", [RIVERSIDE]), noteId: null, fetchNote: admissionsRest.fetchNote }),
    );

    const event = changed(NOTE_A, RIVERSIDE, "attendance");
    await bus.publish(event);
    await bus.publish(event); // at-least-once delivery: the same outbox row again
    await settle();
    expect(supervisorRest.calls).toEqual([NOTE_A]);
    expect(supervisor).toEqual([
      {
        noteId: NOTE_A,
        sessionId: `session-of-${NOTE_A}`,
        status: "draft",
        change: "attendance",
        actorId: null,
        occurredAt: event.payload.occurredAt,
        note: noteFor(NOTE_A, 1),
      },
    ]);
    expect(nurse2Rest.calls).toEqual([]);
    expect(nurse2).toEqual([]);
    expect(admissionsRest.calls).toEqual([]);
    expect(admissions).toEqual([]);
    hub.close();
  });

  it("with a noteId, sends that note's changes only", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus);
    const rest = fakeRest();
    const got = collect(
      hub.subscribe({ viewer: viewer("therapist", [RIVERSIDE]), noteId: NOTE_B, fetchNote: rest.fetchNote }),
    );
    await bus.publish(changed(NOTE_A, RIVERSIDE));
    await bus.publish(changed(NOTE_B, RIVERSIDE, "submitted"));
    await settle();
    expect(rest.calls).toEqual([NOTE_B]);
    expect(got.map((m) => [m.noteId, m.change])).toEqual([[NOTE_B, "submitted"]]);
    hub.close();
  });

  it("sends nothing when the API answers 403 or 404, and the change without the note when it fails", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus);
    const errors = [
      restErrorToGraphQL(404, { error: { code: "not_found", message: "Not found" } }),
      restErrorToGraphQL(403, { error: { code: "forbidden", message: "No" } }),
    ];
    const denied = fakeRest((_id, call) => errors[call - 1]!);
    const failing = fakeRest(() => restErrorToGraphQL(502, undefined));
    const deniedGot = collect(
      hub.subscribe({ viewer: viewer("bht", [RIVERSIDE]), noteId: null, fetchNote: denied.fetchNote }),
    );
    const failingGot = collect(
      hub.subscribe({ viewer: viewer("bht", [RIVERSIDE]), noteId: null, fetchNote: failing.fetchNote }),
    );
    await bus.publish(changed(NOTE_A, RIVERSIDE));
    await settle();
    await bus.publish(changed(NOTE_B, RIVERSIDE));
    await settle();
    expect(denied.calls).toEqual([NOTE_A, NOTE_B]);
    expect(deniedGot).toEqual([]);
    expect(failingGot.map((m) => [m.noteId, m.note])).toEqual([
      [NOTE_A, null],
      [NOTE_B, null],
    ]);
    hub.close();
  });

  it("coalesces: changes to one note queued for a subscriber cost one fetch, and carry the latest change", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus);
    const rest = fakeRest(noteFor, { hold: true });
    const got = collect(
      hub.subscribe({ viewer: viewer("supervisor", [RIVERSIDE]), noteId: null, fetchNote: rest.fetchNote }),
    );
    await bus.publish(changed(NOTE_A, RIVERSIDE, "attendance"));
    await settle();
    expect(rest.calls).toEqual([NOTE_A]); // in flight
    await bus.publish(changed(NOTE_A, RIVERSIDE, "attendance"));
    await bus.publish(changed(NOTE_B, RIVERSIDE, "roster"));
    await bus.publish(changed(NOTE_A, RIVERSIDE, "submitted"));
    for (let i = 0; i < 4; i += 1) {
      rest.release();
      await settle();
    }
    // One fetch per subscriber at a time, in order: A (first event), then A once for its two queued events, then B.
    expect(rest.calls).toEqual([NOTE_A, NOTE_A, NOTE_B]);
    expect(got.map((m) => [m.noteId, m.change, m.note?.revision])).toEqual([
      [NOTE_A, "attendance", 1],
      [NOTE_A, "submitted", 2],
      [NOTE_B, "roster", 3],
    ]);
    hub.close();
  });

  it("keeps the fetches of one event within the concurrency limit, and every subscriber still gets it", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus, { concurrency: 2 });
    const rest = fakeRest(noteFor, { hold: true });
    const subscribers = Array.from({ length: 5 }, () =>
      collect(hub.subscribe({ viewer: viewer("therapist", [RIVERSIDE]), noteId: null, fetchNote: rest.fetchNote })),
    );
    await bus.publish(changed(NOTE_A, RIVERSIDE));
    await settle();
    expect(rest.calls).toHaveLength(2);
    for (let i = 0; i < 5; i += 1) {
      rest.release();
      await settle();
    }
    expect(rest.calls).toHaveLength(5);
    expect(rest.maxInFlight()).toBe(2);
    expect(subscribers.map((got) => got.length)).toEqual([1, 1, 1, 1, 1]);
    hub.close();
  });

  it("stops after the subscription is returned: no fetch for it, and a pending wait ends", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus);
    const rest = fakeRest();
    const iterator = hub.subscribe({ viewer: viewer("nurse", [RIVERSIDE]), noteId: null, fetchNote: rest.fetchNote });
    const pending = iterator.next();
    await iterator.return?.();
    await expect(pending).resolves.toEqual({ value: undefined, done: true });
    await bus.publish(changed(NOTE_A, RIVERSIDE));
    await settle();
    expect(rest.calls).toEqual([]);
    hub.close();
  });

  it("drops the oldest waiting note when a slow subscriber has too many queued", async () => {
    const bus = createInProcessBus();
    const hub = createGroupNoteHub(bus, { maxPendingNotes: 2 });
    const rest = fakeRest(noteFor, { hold: true });
    const got = collect(
      hub.subscribe({ viewer: viewer("nurse", [RIVERSIDE]), noteId: null, fetchNote: rest.fetchNote }),
    );
    const notes = ["n1", "n2", "n3", "n4"];
    for (const id of notes) await bus.publish(changed(id, RIVERSIDE));
    for (let i = 0; i < 4; i += 1) {
      rest.release();
      await settle();
    }
    // n1 was already being fetched; of n2..n4 only the two newest waited.
    expect(got.map((m) => m.noteId)).toEqual(["n1", "n3", "n4"]);
    hub.close();
  });
});
