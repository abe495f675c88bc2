import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, openTab, startComposed } from "../test/composed";
import type { Composed } from "../test/composed";
import { adHocSession, dataOf, groupWorld } from "@hearth/testing";
import type { GroupWorld } from "@hearth/testing";

let h: Composed;
let w: GroupWorld;

beforeAll(async () => {
  h = await startComposed();
  w = await groupWorld(h, ["therapist", "supervisor", "nurse2", "admissions"]);
});
afterAll(async () => {
  await h?.close();
});

const CHANGED = `subscription ($noteId: ID) { groupNoteChanged(noteId: $noteId) {
  noteId sessionId status change actorId occurredAt
  note { id status attendance { status client { id } } permissions { edit approve } }
} }`;
type Changed = {
  groupNoteChanged: {
    noteId: string;
    change: string;
    actorId: string | null;
    note: {
      id: string;
      attendance: { status: string | null; client: { id: string } }[];
      permissions: { edit: boolean; approve: boolean };
    } | null;
  };
};
const SET_ATTENDANCE =
  "mutation ($s: ID!, $c: ID!, $status: AttendanceStatus) { setAttendance(sessionId: $s, clientId: $c, status: $status) { id status } }";

/** A signed-in tab subscribed to groupNoteChanged (of one note, with `noteId`). */
const subscriber = (role: string, variables: Record<string, unknown> = {}) =>
  openTab<Changed>(h, w.cookies[role]!, CHANGED, variables);

describe("subscription groupNoteChanged", () => {
  it("a supervisor sees the facilitator's attendance change with the note updated; a nurse of another location sees nothing", async () => {
    const session = await adHocSession(h, w);
    const supervisor = await subscriber("supervisor");
    const supervisorThisNote = await subscriber("supervisor", { noteId: session.noteId });
    const nurse2 = await subscriber("nurse2");
    const client = w.clients[0]!;

    dataOf(
      await h.graphql(
        SET_ATTENDANCE,
        { s: session.id, c: client.id, status: "present" },
        { cookie: w.cookies.therapist! },
      ),
      "setAttendance",
    );

    const arrived = () =>
      supervisor.data.find(
        (d) => d.groupNoteChanged.noteId === session.noteId && d.groupNoteChanged.change === "attendance",
      );
    await expect.poll(arrived, { timeout: 10_000 }).toBeTruthy();
    const change = arrived()!.groupNoteChanged;
    expect(change).toMatchObject({ sessionId: session.id, actorId: w.ids.therapist, note: { id: session.noteId } });
    expect(change.note!.attendance.find((a) => a.client.id === client.id)!.status).toBe("present");
    // Computed for the subscriber, not the actor: the supervisor may not edit the facilitators' note.
    expect(change.note!.permissions.edit).toBe(false);
    expect(supervisor.errors).toEqual([]);
    await expect
      .poll(() => supervisorThisNote.data.some((d) => d.groupNoteChanged.change === "attendance"), { timeout: 10_000 })
      .toBe(true);

    // Events arrive in order; give nurse2's socket the same chance, then some.
    await new Promise((r) => setTimeout(r, 500));
    expect(nurse2.data).toEqual([]);
    expect(nurse2.errors).toEqual([]);
    for (const s of [supervisor, supervisorThisNote, nurse2]) s.dispose();
  });

  it("with a noteId, another note's changes are not sent", async () => {
    const watched = await adHocSession(h, w, "Watched");
    const other = await adHocSession(h, w, "Other");
    const supervisor = await subscriber("supervisor", { noteId: watched.noteId });
    dataOf(
      await h.graphql(
        SET_ATTENDANCE,
        { s: other.id, c: w.clients[1]!.id, status: "absent" },
        { cookie: w.cookies.therapist! },
      ),
      "other",
    );
    dataOf(
      await h.graphql(
        SET_ATTENDANCE,
        { s: watched.id, c: w.clients[1]!.id, status: "excused" },
        { cookie: w.cookies.therapist! },
      ),
      "watched",
    );
    await expect.poll(() => supervisor.data.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(supervisor.data.map((d) => d.groupNoteChanged.noteId)).toEqual([watched.noteId]);
    supervisor.dispose();
  });

  it("admissions staff may not subscribe (FORBIDDEN)", async () => {
    const admissions = await subscriber("admissions");
    await expect.poll(() => admissions.errors.length, { timeout: 5_000 }).toBe(1);
    expect(JSON.stringify(admissions.errors[0])).toMatch(/FORBIDDEN/);
    admissions.dispose();
  });

  // Last: logging out ends every session of the demo supervisor.
  it("the socket closes when its user's sessions are revoked", async () => {
    const cookie = await h.loginCookie("supervisor@demo.hearth.test");
    const { client, closed } = h.wsClient({ cookie, origin: h.url });
    const sub = collect(client, "subscription { groupNoteChanged { noteId } }");
    await new Promise<void>((resolve) => {
      const off = client.on("connected", () => {
        off();
        resolve();
      });
    });
    expect((await h.graphql("mutation { logout }", {}, { cookie })).body).toEqual({ data: { logout: true } });
    expect(await closed).toMatchObject({ code: 4401 });
    expect(sub.results).toEqual([]);
  });
});
