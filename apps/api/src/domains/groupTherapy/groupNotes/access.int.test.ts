import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { ClientGroupNoteRow, GroupNote, GroupNotePrint } from "@hearth/schema";
import { activityLog, clients, groupClientNotes, groupSessions } from "../../../db/schema";
import { addDays, todayInZone } from "../../../kernel/time";
import { buildNote, buildStaff, markAttendance, startNotesApi, writeText } from "@hearth/testing";
import type { NoteFixture, NotesApi } from "@hearth/testing";

let api: NotesApi;
beforeAll(async () => {
  api = await startNotesApi();
});
afterAll(async () => {
  await api?.t.close();
});

const get = (token: string, url: string) => api.t.request({ method: "GET", url: `/api${url}`, token });
const post = (token: string, url: string, payload: object) =>
  api.t.request({ method: "POST", url: `/api/auth${url}`, token, payload });
const access = async (token: string, documentName: string) => {
  const response = await get(token, `/collab/documents/${documentName}/access`);
  return response.statusCode === 404 ? "none" : (response.json().results.access as string);
};

async function submittedNote(o: { date?: string; facilitatorId?: string } = {}): Promise<NoteFixture> {
  const { t, org, ids, tokens } = api;
  const fixture = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: o.facilitatorId ?? ids.therapist,
    coFacilitatorIds: [ids.bht],
    clients: 1,
    ...(o.date ? { date: o.date } : {}),
  });
  await markAttendance(t, fixture.noteId, "present");
  await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Narrative text.");
  await writeText(t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Client text.");
  const response = await post(tokens.therapist, `/group-notes/${fixture.noteId}/submit`, { password: "hearth-demo" });
  if (response.statusCode !== 200) throw new Error(response.body);
  return fixture;
}

describe("the note's document and the note by role", () => {
  it("gives edit to the facilitators of a draft, read to the location's other clinical staff, none to the rest", async () => {
    const { t, org, ids, tokens } = api;
    const fixture = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      coFacilitatorIds: [ids.bht],
    });
    const otherTherapist = await buildStaff(t, org, "therapist", [org.riverside]);
    const elsewhere = await buildStaff(t, org, "therapist", [org.hillcrest]);
    const expected: [string, string][] = [
      [tokens.therapist, "edit"],
      [tokens.bht, "edit"],
      [otherTherapist.token, "read"],
      [tokens.nurse, "read"],
      [tokens.supervisor, "read"],
      [tokens.admin, "read"],
      [tokens.admissions, "none"],
      [elsewhere.token, "none"],
      [tokens.nurse2, "none"],
      [tokens.client, "none"],
    ];
    for (const [token, want] of expected) expect(await access(token, fixture.documentName)).toBe(want);
    expect(await access(tokens.therapist, "groupNote.not-a-uuid")).toBe("none");

    // The note itself: readers get it, everyone else a 404 (existence does not leak).
    expect((await get(tokens.nurse, `/auth/group-notes/${fixture.noteId}`)).statusCode).toBe(200);
    for (const token of [tokens.admissions, elsewhere.token, tokens.client])
      expect((await get(token, `/auth/group-notes/${fixture.noteId}`)).statusCode).toBe(404);
    const denied = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:read"),
          eq(activityLog.subjectId, fixture.noteId),
          eq(activityLog.outcome, "denied"),
        ),
      );
    expect(denied).toHaveLength(3);
    expect((await get(tokens.client, `/auth/group-notes/${fixture.noteId}/content`)).statusCode).toBe(404);

    // A cancelled session's note is read-only, even for its facilitators.
    await t.api.deps.db
      .update(groupSessions)
      .set({ cancelledAt: new Date(), cancelReason: "Snow" })
      .where(eq(groupSessions.id, fixture.sessionId));
    expect(await access(tokens.therapist, fixture.documentName)).toBe("read");
  });

  it("makes a submitted note read-only for everyone", async () => {
    const { tokens } = api;
    const fixture = await submittedNote();
    for (const token of [tokens.therapist, tokens.bht, tokens.nurse])
      expect(await access(token, fixture.documentName)).toBe("read");
    expect(await access(tokens.admissions, fixture.documentName)).toBe("none");
  });

  it("shows a client's individual note beside the narrative, and 404s a client not on the roster", async () => {
    const { tokens } = api;
    const fixture = await submittedNote();
    const mine = (
      await get(tokens.nurse, `/auth/group-notes/${fixture.noteId}/content?clientId=${fixture.clientIds[0]}`)
    ).json().results;
    expect(mine.clients.map((c: { entry: { client: { id: string } } }) => c.entry.client.id)).toEqual([
      fixture.clientIds[0],
    ]);
    expect(mine.narrative.text).toContain("Narrative text.");
    expect(
      (
        await get(
          tokens.nurse,
          `/auth/group-notes/${fixture.noteId}/content?clientId=00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("print", () => {
  it("prints submitted and approved notes only, from the stored text, and logs the print", async () => {
    const { t, org, ids, tokens } = api;
    const draft = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
    });
    expect((await get(tokens.nurse, `/auth/group-notes/print?sessionId=${draft.sessionId}`)).json().error).toEqual({
      code: "conflict",
      message: "Only submitted and approved notes print",
    });
    const day = addDays(todayInZone(), -40);
    const fixture = await submittedNote({ date: day });
    const one = await get(tokens.nurse, `/auth/group-notes/print?sessionId=${fixture.sessionId}`);
    expect(one.statusCode).toBe(200);
    const [printed] = one.json().results as GroupNotePrint[];
    expect(printed!.note).toMatchObject({ id: fixture.noteId, status: "submitted", late: true });
    expect(printed!.content).toMatchObject({ sealed: true, contentHash: printed!.note.contentHash });
    expect(printed!.content.narrative.html).toContain("Narrative text.");

    await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      date: day,
    });
    const range = (await get(tokens.nurse, `/auth/group-notes/print?from=${day}&to=${day}`)).json()
      .results as GroupNotePrint[];
    expect(range.map((p) => p.note.id)).toEqual([fixture.noteId]);
    expect((await get(tokens.nurse2, `/auth/group-notes/print?from=${day}&to=${day}`)).json().results).toEqual([]);
    expect((await get(tokens.nurse2, `/auth/group-notes/print?sessionId=${fixture.sessionId}`)).statusCode).toBe(404);
    expect((await get(tokens.admissions, `/auth/group-notes/print?from=${day}&to=${day}`)).statusCode).toBe(403);
    expect((await get(tokens.nurse, `/auth/group-notes/print?from=${day}`)).statusCode).toBe(400);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:print"),
          eq(activityLog.outcome, "success"),
          eq(activityLog.actorId, ids.nurse),
        ),
      );
    expect(logged.map((l) => l.details.noteIds)).toContainEqual([fixture.noteId]);
  });
});

describe("the approval queue", () => {
  it("lists submitted notes of the supervisor's locations, oldest submission first, with filters", async () => {
    const { t, org, tokens } = api;
    const facilitator = await buildStaff(t, org, "therapist", [org.riverside]);
    const first = await submittedNote();
    const second = await submittedNote();
    const queue = (await get(tokens.supervisor, "/auth/group-notes/approvals?pageSize=100")).json();
    const order = (queue.results as GroupNote[]).map((n) => n.id);
    expect(order.indexOf(first.noteId)).toBeLessThan(order.indexOf(second.noteId));
    expect((queue.results as GroupNote[]).every((n) => n.status === "submitted")).toBe(true);
    expect(queue.total).toBe(queue.results.length);

    const byClinician = (
      await get(tokens.supervisor, `/auth/group-notes/approvals?clinicianId=${facilitator.id}`)
    ).json();
    expect(byClinician.total).toBe(0);
    const session = (await get(tokens.supervisor, `/auth/group-notes/${first.noteId}`)).json().results.session;
    const byGroup = (
      await get(
        tokens.supervisor,
        `/auth/group-notes/approvals?groupId=${session.groupId}&from=${session.date}&to=${session.date}`,
      )
    ).json();
    expect(byGroup.results.map((n: GroupNote) => n.id)).toEqual([first.noteId]);
    expect(
      (
        await get(
          tokens.supervisor,
          `/auth/group-notes/approvals?locationId=${org.hillcrest}&groupId=${session.groupId}`,
        )
      ).json().total,
    ).toBe(0);

    // Approving (once its co-facilitator signed) clears the note from the queue.
    expect((await post(tokens.bht, `/group-notes/${first.noteId}/sign`, { password: "hearth-demo" })).statusCode).toBe(
      200,
    );
    expect(
      (
        await post(tokens.supervisor, "/group-notes/approve", { noteIds: [first.noteId], password: "hearth-demo" })
      ).json().results[0].ok,
    ).toBe(true);
    const after = (await get(tokens.supervisor, "/auth/group-notes/approvals?pageSize=100"))
      .json()
      .results.map((n: GroupNote) => n.id);
    expect(after).not.toContain(first.noteId);
    expect(after).toContain(second.noteId);

    expect((await get(tokens.therapist, "/auth/group-notes/approvals")).statusCode).toBe(403);
    expect((await get(tokens.client, "/auth/group-notes/approvals")).statusCode).toBe(403);
  });
});

describe("a client's group-note history", () => {
  it("lists every session the client was on the roster of, newest first, for readers of the client's location", async () => {
    const { t, org, ids, tokens } = api;
    // Written three days after the session: flagged as a late entry.
    const older = await submittedNote({ date: addDays(todayInZone(), -3) });
    const clientId = older.clientIds[0]!;
    const [client] = await t.api.deps.db.select().from(clients).where(eq(clients.id, clientId));
    const newer = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      clients: 0,
    });
    await t.api.deps.db.insert(groupClientNotes).values({ noteId: newer.noteId, sessionId: newer.sessionId, clientId });
    const history = await get(tokens.nurse, `/auth/clients/${client!.mrNo}/group-notes`);
    expect(history.statusCode).toBe(200);
    const rows = history.json().results as ClientGroupNoteRow[];
    expect(rows.map((r) => r.noteId)).toEqual([newer.noteId, older.noteId]);
    expect(rows[0]).toMatchObject({ noteStatus: "draft", attendanceStatus: null, late: false });
    expect(rows[1]).toMatchObject({
      attendanceStatus: "present",
      minutesAttended: 60,
      noteStatus: "submitted",
      late: true,
      facilitator: { id: ids.therapist },
    });
    expect(history.json().total).toBe(2);

    expect((await get(tokens.nurse2, `/auth/clients/${client!.mrNo}/group-notes`)).statusCode).toBe(404);
    expect((await get(tokens.admissions, `/auth/clients/${client!.mrNo}/group-notes`)).statusCode).toBe(403);
    expect((await get(tokens.nurse, "/auth/clients/NOPE-1/group-notes")).statusCode).toBe(404);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:group_notes"),
          eq(activityLog.subjectId, clientId),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(logged).toHaveLength(1);
  });
});
