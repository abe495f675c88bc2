import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type {
  DomainEvent,
  GroupNote,
  GroupNoteActionResult,
  Notification,
  NotificationCounts,
  Page,
} from "@hearth/schema";
import { activityLog, notifications } from "../../../db/schema";
import { buildNote, buildStaff, markAttendance, startNotesApi, TEST_PIN, writeText } from "@hearth/testing";
import type { NotesApi } from "@hearth/testing";

let api: NotesApi;
/** A second supervisor of Riverside: "note to approve" goes to both, and she submits a note of her own. */
let secondSupervisor: { id: string; token: string };

beforeAll(async () => {
  api = await startNotesApi();
  secondSupervisor = await buildStaff(api.t, api.org, "supervisor", [api.org.riverside]);
});
afterAll(async () => {
  await api?.t.close();
});

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  api.t.request({ method, url: `/api/auth${url}`, token, ...(payload ? { payload } : {}) });
const note = async (token: string, id: string): Promise<GroupNote> =>
  (await call(token, "GET", `/group-notes/${id}`)).json().results;
const approve = async (token: string, noteIds: string[]): Promise<GroupNoteActionResult[]> =>
  (await call(token, "POST", "/group-notes/approve", { noteIds, pin: TEST_PIN })).json().results;
const sign = async (token: string, noteId: string) =>
  expect((await call(token, "POST", `/group-notes/${noteId}/sign`, { pin: TEST_PIN })).statusCode).toBe(200);
const counts = async (token: string): Promise<NotificationCounts> =>
  (await call(token, "GET", "/notifications/counts")).json().results;

/**
 * A submitted Riverside note: the BHT co-facilitates it, `signees` are asked to co-sign, and the
 * facilitator (the demo therapist unless told) submitted it; nobody else has signed.
 */
async function submittedNote(o: { signees?: string[]; facilitator?: { id: string; token: string } } = {}) {
  const { t, org, ids, tokens } = api;
  const facilitator = o.facilitator ?? { id: ids.therapist, token: tokens.therapist };
  const fixture = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: facilitator.id,
    coFacilitatorIds: [ids.bht],
    clients: 1,
  });
  await markAttendance(t, fixture.noteId, "present");
  await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "We practised urge surfing.");
  await writeText(t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Engaged well.");
  if (o.signees?.length)
    expect(
      (
        await call(facilitator.token, "POST", `/group-notes/${fixture.noteId}/additional-signees`, {
          userIds: o.signees,
        })
      ).statusCode,
    ).toBe(200);
  expect(
    (await call(facilitator.token, "POST", `/group-notes/${fixture.noteId}/submit`, { pin: TEST_PIN })).statusCode,
  ).toBe(200);
  return fixture;
}

describe("approval waits for every required signature", () => {
  it("refuses (409) while a co-signer is pending, naming who; the refusal is logged; permissions say why", async () => {
    const { t, ids, tokens } = api;
    const { noteId } = await submittedNote({ signees: [ids.nurse] });

    const waiting = await note(tokens.supervisor, noteId);
    expect(waiting.permissions).toMatchObject({
      approve: false,
      approveBlockedReason:
        "Waiting for the signatures of Bailey Nguyen (co-facilitator) and Nora Castillo (additional signee)",
      kickBack: true,
    });
    expect(waiting.pendingSigners.map((p) => [p.user.fullname, p.role])).toEqual([
      ["Bailey Nguyen", "co_facilitator"],
      ["Nora Castillo", "additional_signee"],
    ]);

    const [refused] = await approve(tokens.supervisor, [noteId]);
    expect(refused).toMatchObject({
      noteId,
      ok: false,
      error: {
        code: "conflict",
        message: "Waiting for the signatures of Bailey Nguyen (co-facilitator) and Nora Castillo (additional signee)",
      },
      note: { status: "submitted" },
    });
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_note:approve"), eq(activityLog.subjectId, noteId)));
    expect(logged.map((l) => [l.outcome, (l.details as { reason?: string }).reason])).toEqual([
      ["failure", "Waiting for the signatures of Bailey Nguyen (co-facilitator) and Nora Castillo (additional signee)"],
    ]);

    // One signature in, one still missing: the message names only who is left.
    await sign(tokens.bht, noteId);
    const [still] = await approve(tokens.supervisor, [noteId]);
    expect(still!.error).toEqual({
      code: "conflict",
      message: "Waiting for the signature of Nora Castillo (additional signee)",
    });
    expect((await note(tokens.supervisor, noteId)).permissions.approveBlockedReason).toBe(
      "Waiting for the signature of Nora Castillo (additional signee)",
    );

    await sign(tokens.nurse, noteId);
    const ready = await note(tokens.supervisor, noteId);
    expect(ready.permissions).toMatchObject({ approve: true, approveBlockedReason: null });
    const [approved] = await approve(tokens.supervisor, [noteId]);
    expect(approved).toMatchObject({ ok: true, note: { status: "approved", pendingSigners: [] } });
  });

  it("reports each note of a bulk approval: the ready one is approved, the waiting one says whose signature it needs", async () => {
    const { ids, tokens } = api;
    const ready = await submittedNote();
    await sign(tokens.bht, ready.noteId);
    const waiting = await submittedNote({ signees: [ids.physician] });
    await sign(tokens.bht, waiting.noteId);

    const results = await approve(tokens.supervisor, [ready.noteId, waiting.noteId]);
    expect(results).toEqual([
      expect.objectContaining({ noteId: ready.noteId, ok: true, error: null }),
      expect.objectContaining({
        noteId: waiting.noteId,
        ok: false,
        error: { code: "conflict", message: "Waiting for the signature of Philip Brennan (additional signee)" },
      }),
    ]);
    expect((await note(tokens.supervisor, waiting.noteId)).status).toBe("submitted");
  });

  it("lets a supervisor return a note for revision while signatures are pending", async () => {
    const { tokens } = api;
    const { noteId } = await submittedNote();
    const [returned] = (
      await call(tokens.supervisor, "POST", "/group-notes/kick-back", {
        noteIds: [noteId],
        comment: "Describe each client's goal.",
      })
    ).json().results as GroupNoteActionResult[];
    expect(returned).toMatchObject({ ok: true, note: { status: "draft" } });
  });

  it("still tells who approved first before whose signature is missing", async () => {
    const { tokens } = api;
    const { noteId } = await submittedNote();
    await sign(tokens.bht, noteId);
    expect((await approve(tokens.supervisor, [noteId]))[0]!.ok).toBe(true);
    const [late] = await approve(secondSupervisor.token, [noteId]);
    expect(late!.error).toEqual({ code: "conflict", message: "This note was already approved by Dana Whitfield" });
  });
});

describe("the approvals queue", () => {
  it("lists ready notes first, then those waiting for co-signers, then the supervisor's own; filters by readiness", async () => {
    const { tokens } = api;
    const waiting = await submittedNote();
    const own = await submittedNote({ facilitator: secondSupervisor });
    await sign(api.tokens.bht, own.noteId);
    const ready = await submittedNote();
    await sign(tokens.bht, ready.noteId);

    const queue = async (query = ""): Promise<string[]> => {
      const response = await call(secondSupervisor.token, "GET", `/group-notes/approvals?pageSize=100${query}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Page<GroupNote>).results.map((n) => n.id);
    };
    const all = await queue();
    const at = (id: string) => all.indexOf(id);
    expect(at(ready.noteId)).toBeGreaterThanOrEqual(0);
    expect(at(ready.noteId)).toBeLessThan(at(waiting.noteId));
    expect(at(waiting.noteId)).toBeLessThan(at(own.noteId));
    expect(at(own.noteId)).toBe(all.length - 1);

    const readyOnly = await queue("&readiness=ready");
    expect(readyOnly).toContain(ready.noteId);
    expect(readyOnly).not.toContain(waiting.noteId);
    expect(readyOnly).not.toContain(own.noteId);
    const waitingOnly = await queue("&readiness=waiting");
    expect(waitingOnly).toContain(waiting.noteId);
    expect(waitingOnly).not.toContain(ready.noteId);
    // Another supervisor may approve the second supervisor's note: for her it is simply ready.
    expect(
      (await call(tokens.supervisor, "GET", "/group-notes/approvals?pageSize=100&readiness=ready"))
        .json()
        .results.map((n: GroupNote) => n.id),
    ).toContain(own.noteId);

    const mine = await note(secondSupervisor.token, own.noteId);
    expect(mine.permissions).toMatchObject({
      approve: false,
      kickBack: false,
      approveBlockedReason: "You cannot approve a note you submitted",
    });
    expect((await call(secondSupervisor.token, "GET", "/group-notes/approvals?readiness=soon")).statusCode).toBe(400);
  });

  it("turns a note ready once its last co-signer signs", async () => {
    const { tokens } = api;
    const { noteId } = await submittedNote();
    const readyIds = async () =>
      (await call(tokens.supervisor, "GET", "/group-notes/approvals?pageSize=100&readiness=ready"))
        .json()
        .results.map((n: GroupNote) => n.id);
    expect(await readyIds()).not.toContain(noteId);
    await sign(tokens.bht, noteId);
    expect(await readyIds()).toContain(noteId);
  });
});

describe("notifications of a note to approve", () => {
  /** The "note to approve" rows of a note, by recipient. */
  const toApprove = async (noteId: string) =>
    api.t.api.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "group_note_submitted"),
          eq(notifications.subjectType, "group_note"),
          eq(notifications.subjectId, noteId),
        ),
      );

  it("link to the note's review and are done for every supervisor, read and out of the unread counts, when it is approved", async () => {
    const { t, ids, tokens } = api;
    const { noteId } = await submittedNote();
    const rows = await toApprove(noteId);
    expect(rows.map((r) => r.userId).sort()).toEqual([ids.supervisor, secondSupervisor.id].sort());
    expect(rows.every((r) => r.link === `/approvals?note=${noteId}` && r.doneAt === null && r.readAt === null)).toBe(
      true,
    );
    // The second supervisor read hers already; the first did not.
    const hers = rows.find((r) => r.userId === secondSupervisor.id)!;
    expect((await call(secondSupervisor.token, "POST", `/notifications/${hers.id}/read`)).statusCode).toBe(200);
    const readAt = (await toApprove(noteId)).find((r) => r.id === hers.id)!.readAt;
    const unreadBefore = (await counts(tokens.supervisor)).unread;

    await sign(tokens.bht, noteId);
    await t.api.deps.relay.flush();
    const before = t.events.length;
    expect((await approve(tokens.supervisor, [noteId]))[0]!.ok).toBe(true);

    const after = await toApprove(noteId);
    expect(after.every((r) => r.doneAt !== null && r.readAt !== null)).toBe(true);
    // Done keeps the time she read hers.
    expect(after.find((r) => r.id === hers.id)!.readAt).toEqual(readAt);
    expect((await counts(tokens.supervisor)).unread).toBe(unreadBefore - 1);
    const listed: Notification[] = (
      await call(tokens.supervisor, "GET", "/notifications?type=group_note_submitted&pageSize=100")
    ).json().results;
    expect(listed.find((n) => n.link === `/approvals?note=${noteId}`)).toMatchObject({
      done: true,
      read: true,
      doneAt: expect.any(String),
    });

    // Only what asked for the approval is done: the authors' "note approved" is news, left open.
    const news = await t.api.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "group_note_approved"), eq(notifications.subjectId, noteId)));
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((r) => r.doneAt === null && r.subjectType === "group_note")).toBe(true);

    await t.api.deps.relay.flush();
    const done = t.events
      .slice(before)
      .filter((e): e is DomainEvent<"notification.done"> => e.name === "notification.done");
    expect(done.map((e) => [e.payload.userId, e.payload.notificationIds]).sort()).toEqual(
      after.map((r) => [r.userId, [r.id]]).sort(),
    );
  });

  it("are done when it is returned for revision, and a resubmission asks again", async () => {
    const { t, tokens } = api;
    const fixture = await submittedNote();
    const first = await toApprove(fixture.noteId);
    expect(
      (
        await call(secondSupervisor.token, "POST", "/group-notes/kick-back", {
          noteIds: [fixture.noteId],
          comment: "Add the goals.",
        })
      ).json().results[0].ok,
    ).toBe(true);
    const returned = await t.api.deps.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          first.map((r) => r.id),
        ),
      );
    expect(returned.every((r) => r.doneAt !== null && r.readAt !== null)).toBe(true);

    await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Each client named a goal.");
    expect(
      (await call(tokens.therapist, "POST", `/group-notes/${fixture.noteId}/submit`, { pin: TEST_PIN })).statusCode,
    ).toBe(200);
    const open = (await toApprove(fixture.noteId)).filter((r) => r.doneAt === null);
    expect(open).toHaveLength(2);
  });

  it("stay open when an approval is refused", async () => {
    const { tokens } = api;
    const { noteId } = await submittedNote();
    expect((await approve(tokens.supervisor, [noteId]))[0]!.ok).toBe(false);
    expect((await toApprove(noteId)).every((r) => r.doneAt === null)).toBe(true);
  });
});
