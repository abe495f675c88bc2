/**
 * A session is documented once it has happened (issue 14, item 2): before check-in opens, check-in,
 * the kiosk, attendance marks and writing the note are refused; until the start, signing is. Each
 * refusal is a 409 that says when it opens, changes nothing and is logged. Afterwards all of it works.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { GroupNote, GroupNoteActionResult, GroupSession } from "@hearth/schema";
import {
  activityLog,
  groupClientNotes,
  groupNotes,
  groupSessions,
  organizationSettings,
  users,
} from "../../../db/schema";
import {
  startedSlot,
  tomorrowSlot,
  upcomingSlot,
  buildNote,
  markAttendance,
  startNotesApi,
  TEST_PIN,
  writeText,
} from "@hearth/testing";
import type { WallSlot, NoteFixture, NotesApi } from "@hearth/testing";
import { instantLabel, zonedInstant } from "../../../kernel/time";

let api: NotesApi;
beforeAll(async () => {
  api = await startNotesApi();
});
afterAll(async () => {
  await api?.t.close();
});

const db = () => api.t.api.deps.db;
const call = (token: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  api.t.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
const pin = { pin: TEST_PIN };
const session = (fixture: NoteFixture) => `/auth/group-sessions/${fixture.sessionId}`;

/** A note of the demo therapist (the BHT co-facilitates) with two clients, in `slot`. */
const noteAt = (slot: WallSlot) =>
  buildNote(api.t, {
    organizationId: api.org.organizationId,
    locationId: api.org.riverside,
    facilitatorId: api.ids.therapist,
    coFacilitatorIds: [api.ids.bht],
    clients: 2,
    ...slot,
  });
const readNote = async (fixture: NoteFixture, token = api.tokens.therapist): Promise<GroupNote> =>
  (await call(token, "GET", `/auth/group-notes/${fixture.noteId}`)).json().results;
const entries = (fixture: NoteFixture) =>
  db().select().from(groupClientNotes).where(eq(groupClientNotes.noteId, fixture.noteId));
const access = async (fixture: NoteFixture, token: string): Promise<string> =>
  (await call(token, "GET", `/collab/documents/${fixture.documentName}/access`)).json().results.access;
const denials = (action: string, subjectId: string) =>
  db()
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, action as never),
        eq(activityLog.subjectId, subjectId),
        eq(activityLog.outcome, "denied"),
      ),
    );
const setLead = (minutes: number) =>
  call(api.tokens.admin, "PATCH", "/auth/organization-settings", { checkInOpensMinutesBefore: minutes });

/** A note ready to submit: both clients present, the narrative and their notes written. */
async function written(fixture: NoteFixture): Promise<void> {
  await markAttendance(api.t, fixture.noteId, "present");
  await writeText(api.t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "The group met.");
  for (const clientId of fixture.clientIds)
    await writeText(api.t, fixture.documentName, groupNoteClientRoot(clientId), "Took part.");
}

describe("before check-in opens (a session tomorrow at 10:00; check-in from 9:30)", () => {
  const slot = tomorrowSlot();
  const checkInOpens = `Check-in opens at ${instantLabel(zonedInstant(slot.date, "09:30"))}`;
  const signingOpens = `Signing opens when the session starts at ${instantLabel(zonedInstant(slot.date, "10:00"))}`;

  it("says when check-in and signing open, and the note's permissions follow", async () => {
    const fixture = await noteAt(slot);
    const note = await readNote(fixture);
    expect(note.session.checkInOpensAt).toBe(zonedInstant(slot.date, "09:30").toISOString());
    expect(note.session.signingOpensAt).toBe(note.session.startsAt);
    expect(note.permissions).toMatchObject({
      edit: false,
      manageAttendance: false,
      checkIn: false,
      submit: false,
      manageRoster: true,
      manageSignees: true,
    });
    const listed: GroupSession[] = (
      await call(api.tokens.nurse, "GET", `/auth/group-sessions?from=${slot.date}&to=${slot.date}`)
    ).json().results;
    expect(listed.find((s) => s.id === fixture.sessionId)).toMatchObject({
      checkInOpensAt: note.session.checkInOpensAt,
      signingOpensAt: note.session.startsAt,
    });
  });

  it("refuses staff check-in (409, logged) and checks nobody in", async () => {
    const fixture = await noteAt(slot);
    const response = await call(api.tokens.nurse, "POST", `${session(fixture)}/bulk-check-in`, {
      clientIds: fixture.clientIds,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: "conflict", message: checkInOpens });
    expect((await entries(fixture)).every((e) => e.checkedInAt === null && e.attendanceStatus === null)).toBe(true);
    expect((await denials("group_session:bulk_check_in", fixture.sessionId))[0]!.details).toMatchObject({
      code: "conflict",
      reason: checkInOpens,
    });
  });

  it("refuses to open the kiosk, and a kiosk token already out checks nobody in", async () => {
    const fixture = await noteAt(slot);
    const opened = await call(api.tokens.nurse, "POST", `${session(fixture)}/kiosk`, {});
    expect(opened.statusCode).toBe(409);
    expect(opened.json().error.message).toBe(checkInOpens);
    expect(await denials("group_session:kiosk_open", fixture.sessionId)).toHaveLength(1);

    // A kiosk opened earlier for a session that moved later: its token still meets the rule.
    const [nurse] = await db().select().from(users).where(eq(users.id, api.ids.nurse));
    const kiosk = await api.t.api.deps.tokens.signKiosk(nurse!, fixture.sessionId, new Date(Date.now() + 3600_000));
    const [entry] = await entries(fixture);
    const selfCheckIn = await api.t.request({
      method: "POST",
      url: "/api/auth/kiosk/self-check-in",
      headers: { authorization: `Bearer ${kiosk.token}` },
      payload: { entryId: entry!.id, dateOfBirth: "1990-01-01" },
    });
    expect(selfCheckIn.statusCode).toBe(409);
    expect(selfCheckIn.json().error.message).toBe(checkInOpens);
    expect((await entries(fixture)).every((e) => e.checkedInAt === null)).toBe(true);
    expect(await denials("group_session:self_check_in", fixture.sessionId)).toHaveLength(1);
  });

  it("refuses attendance marks, but the roster may still change", async () => {
    const fixture = await noteAt(slot);
    const marked = await call(api.tokens.therapist, "PUT", `${session(fixture)}/attendance/${fixture.clientIds[0]}`, {
      status: "present",
    });
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error.message).toBe(`Attendance is marked once check-in opens. ${checkInOpens}`);
    expect((await entries(fixture)).every((e) => e.attendanceStatus === null && e.minutesAttended === null)).toBe(true);
    expect(await denials("group_session:attendance", fixture.sessionId)).toHaveLength(1);

    const removed = await call(api.tokens.therapist, "DELETE", `${session(fixture)}/roster/${fixture.clientIds[1]}`);
    expect(removed.statusCode).toBe(200);
    expect(await entries(fixture)).toHaveLength(1);
  });

  it("opens the note's text for reading only (the collab server admits read-only sockets)", async () => {
    const fixture = await noteAt(slot);
    expect(await access(fixture, api.tokens.therapist)).toBe("read");
    expect(await access(fixture, api.tokens.bht)).toBe("read");
  });

  it("refuses submitting (409, logged) and leaves the note a draft", async () => {
    const fixture = await noteAt(slot);
    await written(fixture);
    const response = await call(api.tokens.therapist, "POST", `/auth/group-notes/${fixture.noteId}/submit`, pin);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(signingOpens);
    const [row] = await db().select().from(groupNotes).where(eq(groupNotes.id, fixture.noteId));
    expect(row).toMatchObject({ status: "draft", submittedAt: null, contentHash: null });
    expect((await denials("group_note:submit", fixture.noteId))[0]!.details).toMatchObject({
      code: "conflict",
      reason: signingOpens,
    });
  });
});

describe("once check-in has opened, before the start", () => {
  it("checks in (never before the opening), marks attendance and opens the note for writing; signing waits for the start", async () => {
    const lead = 240; // wide enough for a start the wall clock names exactly, whatever the hour (see upcomingSlot)
    expect((await setLead(lead)).statusCode).toBe(200);
    try {
      const slot = upcomingSlot(new Date(), 60, lead);
      const fixture = await noteAt(slot);
      const before = Date.now();
      const checkIn = await call(api.tokens.nurse, "POST", `${session(fixture)}/bulk-check-in`, {
        clientIds: [fixture.clientIds[0]],
      });
      expect(checkIn.statusCode).toBe(200);
      const [entry] = checkIn.json().results as { checkedInAt: string; status: string }[];
      expect(entry!.status).toBe("present");
      expect(Date.parse(entry!.checkedInAt)).toBeGreaterThanOrEqual(
        Math.max(before - 1000, slot.startsAt.getTime() - lead * 60_000),
      );
      expect(
        (
          await call(api.tokens.therapist, "PUT", `${session(fixture)}/attendance/${fixture.clientIds[1]}`, {
            status: "excused",
          })
        ).statusCode,
      ).toBe(200);
      expect(await access(fixture, api.tokens.therapist)).toBe("edit");

      await written(fixture);
      const submit = await call(api.tokens.therapist, "POST", `/auth/group-notes/${fixture.noteId}/submit`, pin);
      expect(submit.statusCode).toBe(409);
      expect(submit.json().error.message).toBe(
        `Signing opens when the session starts at ${instantLabel(slot.startsAt)}`,
      );
      expect((await readNote(fixture)).permissions).toMatchObject({
        edit: true,
        checkIn: true,
        manageAttendance: true,
        submit: false,
      });
    } finally {
      await setLead(30);
    }
  });
});

describe("once the session has started", () => {
  it("submits, co-signs and approves; co-signing and approving still wait for a start moved later", async () => {
    const fixture = await noteAt(startedSlot());
    await written(fixture);
    expect((await readNote(fixture)).permissions).toMatchObject({
      edit: true,
      checkIn: true,
      manageAttendance: true,
      submit: true,
    });
    expect(
      (await call(api.tokens.therapist, "POST", `/auth/group-notes/${fixture.noteId}/submit`, pin)).statusCode,
    ).toBe(200);

    // Moved a day later behind the policy's back: the rule is read off the instants, for every signature.
    const move = (days: number) =>
      db()
        .update(groupSessions)
        .set({
          startsAt: sql`${groupSessions.startsAt} + make_interval(days => ${days})`,
          endsAt: sql`${groupSessions.endsAt} + make_interval(days => ${days})`,
        })
        .where(eq(groupSessions.id, fixture.sessionId));
    const approve = async () =>
      (
        (
          await call(api.tokens.supervisor, "POST", "/auth/group-notes/approve", { noteIds: [fixture.noteId], ...pin })
        ).json().results as GroupNoteActionResult[]
      )[0]!;
    await move(1);
    const sign = await call(api.tokens.bht, "POST", `/auth/group-notes/${fixture.noteId}/sign`, pin);
    expect(sign.statusCode).toBe(409);
    expect(sign.json().error.message).toMatch(/^Signing opens when the session starts at /);
    expect(await denials("group_note:sign", fixture.noteId)).toHaveLength(1);
    await move(-1);
    expect((await call(api.tokens.bht, "POST", `/auth/group-notes/${fixture.noteId}/sign`, pin)).statusCode).toBe(200);
    await move(1);
    expect(await approve()).toMatchObject({
      ok: false,
      error: { code: "conflict", message: expect.stringMatching(/^Signing opens when the session starts at /) },
    });
    expect((await db().select().from(groupNotes).where(eq(groupNotes.id, fixture.noteId)))[0]!.status).toBe(
      "submitted",
    );
    await move(-1);
    expect(await approve()).toMatchObject({ ok: true });
  });

  it("refuses to move a session to a start whose check-in would open after a client checked in", async () => {
    // 11-02-2026 10:00–11:00, a client checked in at 9:50 AM (check-in opened at 9:30).
    const fixture = await noteAt({ date: "2026-11-02", startTime: "10:00", endTime: "11:00" });
    await db()
      .update(groupClientNotes)
      .set({
        checkedInAt: zonedInstant("2026-11-02", "09:50"),
        checkInMethod: "bulk",
        attendanceStatus: "present",
        minutesAttended: 60,
      })
      .where(eq(groupClientNotes.clientId, fixture.clientIds[0]!));
    const moved = await call(api.tokens.therapist, "PATCH", session(fixture), { startTime: "11:00", endTime: "12:00" });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(
      "A client was checked in at 11-02-2026 9:50 AM, before check-in would open for this start (11-02-2026 10:30 AM); clear that check-in first",
    );
    expect((await readNote(fixture)).session.startTime).toBe("10:00");
    // A start whose check-in opened by 9:50 is fine.
    expect(
      (await call(api.tokens.therapist, "PATCH", session(fixture), { startTime: "10:20", endTime: "11:00" }))
        .statusCode,
    ).toBe(200);
  });
});

describe("the organization's setting", () => {
  it("moves every session's check-in opening, for this organization only", async () => {
    const fixture = await noteAt(tomorrowSlot());
    const startsAt = zonedInstant(tomorrowSlot().date, "10:00").getTime();
    expect((await setLead(90)).statusCode).toBe(200);
    try {
      expect(Date.parse((await readNote(fixture)).session.checkInOpensAt)).toBe(startsAt - 90 * 60_000);
      expect(
        await db()
          .select()
          .from(organizationSettings)
          .where(eq(organizationSettings.organizationId, api.org.organizationId)),
      ).toHaveLength(1);
    } finally {
      await setLead(30);
    }
    expect(Date.parse((await readNote(fixture)).session.checkInOpensAt)).toBe(startsAt - 30 * 60_000);
  });
});
