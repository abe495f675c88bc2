import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { ClinicianStatus, GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { DomainEvent, NotificationType } from "@hearth/schema";
import { groupSessions, groups, notifications, userLocations, users } from "../../../db/schema";
import type { NotificationRow } from "../../../db/schema";
import {
  buildClinician,
  buildNote,
  buildStaff,
  markAttendance,
  startNotesApi,
  TEST_PIN,
  writeText,
} from "@hearth/testing";
import type { NoteFixture, NotesApi } from "@hearth/testing";
import { todayInZone } from "../../../kernel/time";

let api: NotesApi;
/** Supervisors made for this file: one of each location, and one of Riverside no longer active. */
let riversideSupervisor: { id: string; token: string };
let hillcrestSupervisor: { id: string; token: string };
let inactiveSupervisorId: string;

beforeAll(async () => {
  api = await startNotesApi();
  const { t, org } = api;
  riversideSupervisor = await buildStaff(t, org, "supervisor", [org.riverside]);
  hillcrestSupervisor = await buildStaff(t, org, "supervisor", [org.hillcrest]);
  inactiveSupervisorId = (
    await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "supervisor",
      status: ClinicianStatus.Inactive,
    })
  ).id;
});
afterAll(async () => {
  await api?.t.close();
});

const call = (token: string, url: string, payload: object) =>
  api.t.request({ method: "POST", url: `/api/auth${url}`, token, payload });

/** Runs `act` and returns the notifications of `type` it made. */
async function madeBy(type: NotificationType, act: () => Promise<void>): Promise<NotificationRow[]> {
  const db = api.t.api.deps.db;
  const before = (await db.select({ id: notifications.id }).from(notifications)).map((n) => n.id);
  await act();
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, type), before.length ? notInArray(notifications.id, before) : undefined));
}
const recipients = (rows: NotificationRow[]) => rows.map((r) => r.userId).sort();

/** A Riverside note at midnight today (so it has started, whenever the test runs) with the BHT as co-facilitator, ready to submit. */
async function readyNote(facilitatorId = api.ids.therapist): Promise<NoteFixture & { label: string }> {
  const { t, org, ids } = api;
  const fixture = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId,
    coFacilitatorIds: [ids.bht],
    clients: 1,
    startTime: "00:00",
    endTime: "01:00",
  });
  await markAttendance(t, fixture.noteId, "present");
  await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "We practised urge surfing.");
  await writeText(t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Engaged well.");
  const [group] = await t.api.deps.db
    .select({ name: groups.name })
    .from(groupSessions)
    .innerJoin(groups, eq(groups.id, groupSessions.groupId))
    .where(eq(groupSessions.id, fixture.sessionId));
  const [y, m, d] = todayInZone().split("-");
  return { ...fixture, label: `${group!.name}, ${m}-${d}-${y} 12:00 AM` };
}

/** Submits the note as its facilitator, or (`sign`) co-signs it. */
async function submit(
  token: string,
  noteId: string,
  credential: object = { password: "hearth-demo" },
  action: "submit" | "sign" = "submit",
): Promise<void> {
  const response = await call(token, `/group-notes/${noteId}/${action}`, credential);
  expect(response.statusCode).toBe(200);
}
async function review(token: string, action: "approve" | "kick-back", noteId: string, extra: object): Promise<void> {
  const response = await call(token, `/group-notes/${action}`, { noteIds: [noteId], ...extra });
  expect(response.json().results[0]).toMatchObject({ ok: true });
}
async function addSignees(token: string, noteId: string, userIds: string[]): Promise<void> {
  expect((await call(token, `/group-notes/${noteId}/additional-signees`, { userIds })).statusCode).toBe(200);
}

describe("a submitted group note", () => {
  it("is announced to the active supervisors of its location only, each once, with one event per row", async () => {
    const { t, ids, tokens } = api;
    const fixture = await readyNote();
    const made = await madeBy("group_note_submitted", () => submit(tokens.therapist, fixture.noteId));
    expect(recipients(made)).toEqual([ids.supervisor, riversideSupervisor.id].sort());
    expect(recipients(made)).not.toContain(hillcrestSupervisor.id);
    expect(recipients(made)).not.toContain(inactiveSupervisorId);
    expect(made[0]).toMatchObject({
      title: "Group note to approve",
      body: `${fixture.label}, submitted by Theo Ramirez`,
      link: `/approvals?note=${fixture.noteId}`,
      readAt: null,
      createdBy: ids.therapist,
    });

    await t.api.deps.relay.flush();
    const events = t.events.filter(
      (e): e is DomainEvent<"notification.created"> =>
        e.name === "notification.created" && made.some((n) => n.id === e.payload.notificationId),
    );
    expect(events.map((e) => e.payload.userId).sort()).toEqual(recipients(made));
    expect(events[0]!.payload).toMatchObject({
      type: "group_note_submitted",
      title: "Group note to approve",
      link: `/approvals?note=${fixture.noteId}`,
    });
  });

  it("is not announced to the supervisor who submitted it", async () => {
    const { ids } = api;
    const fixture = await readyNote(riversideSupervisor.id);
    const made = await madeBy("group_note_submitted", () =>
      submit(riversideSupervisor.token, fixture.noteId, { pin: TEST_PIN }),
    );
    expect(recipients(made)).toEqual([ids.supervisor]);
  });

  it("is not announced when the submission is refused", async () => {
    const { tokens } = api;
    const fixture = await readyNote();
    const made = await madeBy("group_note_submitted", async () => {
      expect(
        (await call(tokens.therapist, `/group-notes/${fixture.noteId}/submit`, { password: "wrong password" }))
          .statusCode,
      ).toBe(401);
    });
    expect(made).toEqual([]);
  });
});

describe("a reviewed group note", () => {
  it("approved: its facilitators and additional signees hear it, with a link to the session; the approving supervisor does not", async () => {
    const { ids, tokens } = api;
    const fixture = await readyNote();
    await addSignees(tokens.therapist, fixture.noteId, [ids.nurse]);
    await submit(tokens.therapist, fixture.noteId);
    await submit(tokens.bht, fixture.noteId, { pin: TEST_PIN }, "sign");
    await submit(tokens.nurse, fixture.noteId, { pin: TEST_PIN }, "sign");
    const made = await madeBy("group_note_approved", () =>
      review(tokens.supervisor, "approve", fixture.noteId, { pin: TEST_PIN }),
    );
    expect(recipients(made)).toEqual([ids.therapist, ids.bht, ids.nurse].sort());
    expect(made[0]).toMatchObject({
      title: "Group note approved",
      body: `${fixture.label}, approved by Dana Whitfield`,
      link: `/groupnotes/session/${fixture.sessionId}`,
      createdBy: ids.supervisor,
    });
  });

  it("returned for revision: the same people read the supervisor's comment; a signee who may no longer see the note is left out", async () => {
    const { t, org, ids, tokens } = api;
    const fixture = await readyNote();
    const movedAway = await buildStaff(t, org, "nurse", [org.riverside]);
    await addSignees(tokens.therapist, fixture.noteId, [ids.nurse, movedAway.id]);
    await submit(tokens.therapist, fixture.noteId);
    await t.api.deps.db
      .delete(userLocations)
      .where(and(eq(userLocations.userId, movedAway.id), eq(userLocations.locationId, org.riverside)));

    const comment = "Add the coping goals Maria named.";
    const made = await madeBy("group_note_kicked_back", () =>
      review(riversideSupervisor.token, "kick-back", fixture.noteId, { comment }),
    );
    expect(recipients(made)).toEqual([ids.therapist, ids.bht, ids.nurse].sort());
    const [supervisor] = await t.api.deps.db.select().from(users).where(eq(users.id, riversideSupervisor.id));
    expect(made[0]).toMatchObject({
      title: "Group note returned for revision",
      body: `${fixture.label}, returned by ${supervisor!.firstName} ${supervisor!.lastName}: ${comment}`,
      link: `/groupnotes/session/${fixture.sessionId}`,
    });
  });

  it("a refused review tells nobody", async () => {
    const { tokens } = api;
    const fixture = await readyNote();
    await submit(tokens.therapist, fixture.noteId);
    // A supervisor of another location may not approve it.
    const made = await madeBy("group_note_approved", async () => {
      const response = await call(hillcrestSupervisor.token, "/group-notes/approve", {
        noteIds: [fixture.noteId],
        pin: TEST_PIN,
      });
      expect(response.json().results[0]).toMatchObject({ ok: false });
    });
    expect(made).toEqual([]);
  });
});

describe("an additional signee", () => {
  it("is asked to co-sign, once: adding them again tells nobody, and the facilitator who added them hears nothing", async () => {
    const { t, ids, tokens } = api;
    const fixture = await readyNote();
    const first = await madeBy("group_note_signee_added", () =>
      addSignees(tokens.therapist, fixture.noteId, [ids.nurse, ids.physician]),
    );
    expect(recipients(first)).toEqual([ids.nurse, ids.physician].sort());
    expect(first[0]).toMatchObject({
      title: "Group note to co-sign",
      body: `${fixture.label}: Theo Ramirez asked you to co-sign the note`,
      link: `/groupnotes/session/${fixture.sessionId}`,
    });

    const again = await madeBy("group_note_signee_added", () =>
      addSignees(tokens.therapist, fixture.noteId, [ids.nurse]),
    );
    expect(again).toEqual([]);
    const toTherapist = await t.api.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.therapist),
          inArray(
            notifications.id,
            first.map((n) => n.id),
          ),
        ),
      );
    expect(toTherapist).toEqual([]);
  });
});
