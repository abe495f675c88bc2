import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { BoardEntry, DomainEvent, LocationBoard } from "@hearth/schema";
import { activityLog, clients } from "../../db/schema";
import { buildNote, buildStaff, markAttendance, startNotesApi, writeText } from "@hearth/testing";
import type { NoteFixture, NotesApi } from "@hearth/testing";
import { clientInitials } from "./producers";

let api: NotesApi;
let hillcrestSupervisor: { id: string; token: string };

beforeAll(async () => {
  api = await startNotesApi();
  hillcrestSupervisor = await buildStaff(api.t, api.org, "supervisor", [api.org.hillcrest]);
});
afterAll(async () => {
  await api?.t.close();
});

const post = (token: string, url: string, payload: object) =>
  api.t.request({ method: "POST", url: `/api/auth${url}`, token, payload });
const board = (token: string, locationId: string, query = "") =>
  api.t.request({ method: "GET", url: `/api/auth/board/${locationId}${query}`, token });
async function riversideBoard(query = ""): Promise<LocationBoard> {
  const response = await board(api.tokens.therapist, api.org.riverside, query);
  expect(response.statusCode).toBe(200);
  return response.json().results as LocationBoard;
}
const newest = async () => (await riversideBoard("?limit=1")).entries[0]!;

async function initialsOf(clientIds: string[]): Promise<string[]> {
  const rows = await api.t.api.deps.db.select().from(clients).where(inArray(clients.id, clientIds));
  return clientIds.map((id) => rows.find((r) => r.id === id)!).map((r) => clientInitials(r.firstName, r.lastName));
}

async function riversideNote(clientCount = 2): Promise<NoteFixture> {
  const { t, org, ids } = api;
  return buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: ids.therapist,
    clients: clientCount,
  });
}

async function submit(fixture: NoteFixture): Promise<void> {
  await markAttendance(api.t, fixture.noteId, "present");
  await writeText(api.t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "We practised urge surfing.");
  await writeText(api.t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Shared a relapse story.");
  expect(
    (await post(api.tokens.therapist, `/group-notes/${fixture.noteId}/submit`, { password: "hearth-demo" })).statusCode,
  ).toBe(200);
}
async function review(action: "approve" | "kick-back", fixture: NoteFixture, extra: object): Promise<void> {
  const response = await post(api.tokens.supervisor, `/group-notes/${action}`, { noteIds: [fixture.noteId], ...extra });
  expect(response.json().results[0]).toMatchObject({ ok: true });
}

describe("a location's live board", () => {
  it("shows staff check-ins as they happen, clients by initials, each newly checked-in client once", async () => {
    const fixture = await riversideNote(3);
    const [first] = await initialsOf(fixture.clientIds);
    const checkIn = (clientIds: string[]) =>
      post(api.tokens.therapist, `/group-sessions/${fixture.sessionId}/bulk-check-in`, { clientIds });

    expect((await checkIn([fixture.clientIds[0]!])).statusCode).toBe(200);
    const one = await newest();
    expect(one).toMatchObject({
      kind: "check_in",
      title: `${first} checked in by staff`,
      actorName: "Theo Ramirez",
      link: `/groupnotes/session/${fixture.sessionId}`,
    });
    expect(one.body).toMatch(/^Group [0-9a-f]{8}, \d\d-\d\d-\d{4} \d{1,2}:\d\d (AM|PM)$/);

    // The first client is checked in already: the line counts the two new ones.
    expect((await checkIn(fixture.clientIds)).statusCode).toBe(200);
    const two = await newest();
    expect(two.title).toBe("2 clients checked in");
    // Nobody new: no line.
    expect((await checkIn(fixture.clientIds)).statusCode).toBe(200);
    expect((await newest()).id).toBe(two.id);
  });

  it("shows a note submitted, returned and approved, without its text or the supervisor's comment", async () => {
    const fixture = await riversideNote(1);
    await submit(fixture);
    expect(await newest()).toMatchObject({
      kind: "note_submitted",
      title: "Group note submitted",
      actorName: "Theo Ramirez",
    });

    await review("kick-back", fixture, { comment: "Please add the risk assessment" });
    const returned = await newest();
    expect(returned).toMatchObject({
      kind: "note_returned",
      title: "Group note returned for revision",
      actorName: "Dana Whitfield",
    });
    expect(JSON.stringify(returned)).not.toMatch(/risk assessment|urge surfing|relapse story/);

    expect(
      (await post(api.tokens.therapist, `/group-notes/${fixture.noteId}/submit`, { password: "hearth-demo" }))
        .statusCode,
    ).toBe(200);
    await review("approve", fixture, { password: "hearth-demo" });
    const entries = (await riversideBoard("?limit=3")).entries;
    expect(entries.map((e) => e.kind)).toEqual(["note_approved", "note_submitted", "note_returned"]);
  });

  it("shows events for all staff or for the location, not those for some roles only", async () => {
    const { tokens, org } = api;
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 90_000_000).toISOString();
    const create = (title: string, audience: object) =>
      post(tokens.admin, "/events", { title, startsAt, endsAt, place: "Dining hall", audience });
    expect(
      (await create("Fire drill", { kind: "locations", locationIds: [org.riverside], roles: [] })).statusCode,
    ).toBe(201);
    expect(await newest()).toMatchObject({
      kind: "event",
      title: "New event: Fire drill",
      link: "/events",
      actorName: expect.any(String),
    });
    expect((await newest()).body).toMatch(/^\d\d-\d\d-\d{4} \d{1,2}:\d\d [AP]M · Dining hall$/);
    expect(
      (await create("Nurses' huddle", { kind: "roles", locationIds: [org.riverside], roles: ["nurse"] })).statusCode,
    ).toBe(201);
    expect((await newest()).title).toBe("New event: Fire drill");
  });

  it("pages back with `before`, and each line goes on the bus for live boards", async () => {
    const fixture = await riversideNote(1);
    await post(api.tokens.therapist, `/group-sessions/${fixture.sessionId}/bulk-check-in`, {
      clientIds: fixture.clientIds,
    });
    const page = await riversideBoard("?limit=1");
    expect(page.hasOlder).toBe(true);
    const older = await riversideBoard(`?limit=2&before=${encodeURIComponent(page.entries[0]!.createdAt)}`);
    expect(older.entries.every((e) => e.createdAt < page.entries[0]!.createdAt)).toBe(true);

    await api.t.api.deps.relay.flush();
    const event = api.t.events.find(
      (e): e is DomainEvent<"board.entry_added"> =>
        e.name === "board.entry_added" && e.payload.entryId === page.entries[0]!.id,
    );
    expect(event?.payload).toMatchObject({ locationId: api.org.riverside, organizationId: api.org.organizationId });
    const one = await api.t.request({
      method: "GET",
      url: `/api/auth/board/${api.org.riverside}/entries/${page.entries[0]!.id}`,
      token: api.tokens.bht,
    });
    expect(one.json().results).toEqual(page.entries[0]);
  });

  it("logs every read, a page or one line, with the clients its lines are about, and every refusal", async () => {
    const { t, org, tokens, ids } = api;
    const fixture = await riversideNote(2);
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const audience = { kind: "locations", locationIds: [org.riverside], roles: [] };
    const endsAt = new Date(Date.now() + 90_000_000).toISOString();
    expect((await post(tokens.admin, "/events", { title: "Garden day", startsAt, endsAt, audience })).statusCode).toBe(
      201,
    );
    await post(tokens.therapist, `/group-sessions/${fixture.sessionId}/bulk-check-in`, {
      clientIds: fixture.clientIds,
    });
    const lastLine = async (actorId: string) =>
      (
        await t.api.deps.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.action, "board:read"), eq(activityLog.actorId, actorId)))
          .orderBy(desc(activityLog.id))
          .limit(1)
      )[0];

    const page = await riversideBoard("?limit=2");
    const [checkIn, event] = page.entries as [BoardEntry, BoardEntry];
    expect([checkIn.kind, event.kind]).toEqual(["check_in", "event"]);
    expect(await lastLine(ids.therapist)).toMatchObject({
      outcome: "success",
      subjectType: "board",
      subjectId: org.riverside,
      details: { returned: page.entries.map((e) => e.id), clientIds: [...fixture.clientIds].sort() },
    });
    // The line a live subscriber fetches is logged the same way, with its own clients.
    expect(
      (
        await api.t.request({
          method: "GET",
          url: `/api/auth/board/${org.riverside}/entries/${checkIn.id}`,
          token: tokens.bht,
        })
      ).statusCode,
    ).toBe(200);
    expect(await lastLine(ids.bht)).toMatchObject({
      outcome: "success",
      subjectId: org.riverside,
      details: { entryId: checkIn.id, clientIds: [...fixture.clientIds].sort() },
    });
    // A line about no client names none.
    expect(
      (
        await api.t.request({
          method: "GET",
          url: `/api/auth/board/${org.riverside}/entries/${event.id}`,
          token: tokens.bht,
        })
      ).statusCode,
    ).toBe(200);
    expect((await lastLine(ids.bht))!.details).toEqual({ entryId: event.id, clientIds: [] });

    expect((await board(hillcrestSupervisor.token, org.riverside)).statusCode).toBe(403);
    expect(await lastLine(hillcrestSupervisor.id)).toMatchObject({
      outcome: "denied",
      subjectId: org.riverside,
      details: { code: "forbidden", reason: "The live board of a location is for the staff who work there" },
    });
  });

  it("is for the staff who work at the location: others are refused and bad input is named", async () => {
    const { org, tokens } = api;
    const refused = await board(hillcrestSupervisor.token, org.riverside);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("The live board of a location is for the staff who work there");
    expect((await board(tokens.client, org.riverside)).statusCode).toBe(403);
    expect((await board(tokens.admin, org.hillcrest)).statusCode).toBe(200);
    expect((await board(tokens.therapist, randomUUID())).statusCode).toBe(404);
    expect((await board(tokens.therapist, "riverside")).statusCode).toBe(400);
    const badCursor = await board(tokens.therapist, org.riverside, "?before=yesterday");
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toMatch(/before/);
    const entryElsewhere = await api.t.request({
      method: "GET",
      url: `/api/auth/board/${org.riverside}/entries/${randomUUID()}`,
      token: hillcrestSupervisor.token,
    });
    expect(entryElsewhere.statusCode).toBe(403);
  });
});
