import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as Y from "yjs";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { GroupNote, GroupNoteActionResult } from "@hearth/schema";
import { activityLog, collabDocumentLocks, groupNotes } from "../../../db/schema";
import {
  appendUpdate,
  buildNote,
  buildStaff,
  markAttendance,
  startNotesApi,
  TEST_PIN,
  typedUpdate,
  writeText,
} from "@hearth/testing";
import type { NotesApi } from "@hearth/testing";

let api: NotesApi;
beforeAll(async () => {
  api = await startNotesApi();
});
afterAll(async () => {
  await api?.t.close();
});

const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
  api.t.request({ method, url: `/api/auth${url}`, token, ...(payload ? { payload } : {}) });
const submit = (token: string, noteId: string, payload: object = { password: "hearth-demo" }) =>
  call(token, "POST", `/group-notes/${noteId}/submit`, payload);
const statusOf = async (noteId: string) =>
  (await api.t.api.deps.db.select({ status: groupNotes.status }).from(groupNotes).where(eq(groupNotes.id, noteId)))[0]!
    .status;
const locked = async (documentName: string) =>
  (await api.t.api.deps.db.select().from(collabDocumentLocks).where(eq(collabDocumentLocks.documentName, documentName)))
    .length > 0;

async function note(o: { facilitatorId?: string; clients?: number } = {}) {
  const { t, org, ids } = api;
  return buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: o.facilitatorId ?? ids.therapist,
    coFacilitatorIds: [ids.bht],
    clients: o.clients ?? 2,
  });
}

/** A note ready to submit: every client present, the narrative and each client's note written. */
async function readyNote(o: { facilitatorId?: string } = {}) {
  const fixture = await note({ ...o, clients: 1 });
  await markAttendance(api.t, fixture.noteId, "present");
  await writeText(api.t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Narrative.");
  await writeText(api.t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Engaged well.");
  return fixture;
}

describe("submit refusals", () => {
  it("lists unmarked attendance, an empty narrative and empty client notes, and changes nothing", async () => {
    const { t, tokens } = api;
    const fixture = await note();
    const unmarked = await submit(tokens.therapist, fixture.noteId);
    expect(unmarked.statusCode).toBe(400);
    expect(unmarked.json().error.code).toBe("validation_failed");
    expect(
      unmarked
        .json()
        .error.details.issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(fixture.clientIds.map((id) => `attendance.${id}`).sort());

    await markAttendance(t, fixture.noteId, "present", [fixture.clientIds[0]!]);
    await markAttendance(t, fixture.noteId, "excused", [fixture.clientIds[1]!]);
    const empty = await submit(tokens.therapist, fixture.noteId);
    expect(empty.statusCode).toBe(400);
    const issues = empty.json().error.details.issues as { field: string; message: string }[];
    // The excused client needs no note; the present one does, named in the message.
    expect(issues.map((i) => i.field)).toEqual(["narrative", `clients.${fixture.clientIds[0]}`]);
    const presentName = (await call(tokens.therapist, "GET", `/group-notes/${fixture.noteId}`))
      .json()
      .results.attendance.find((a: { client: { id: string } }) => a.client.id === fixture.clientIds[0]).client.fullname;
    expect(issues[1]!.message).toContain(presentName);
    expect(empty.json().error.message).toContain(presentName);

    await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "The group met.");
    const clientEmpty = await submit(tokens.therapist, fixture.noteId);
    expect(clientEmpty.json().error.details.issues.map((i: { field: string }) => i.field)).toEqual([
      `clients.${fixture.clientIds[0]}`,
    ]);

    // Each refusal rolled the seal back: still a draft, the document still takes edits.
    expect(await statusOf(fixture.noteId)).toBe("draft");
    expect(await locked(fixture.documentName)).toBe(false);
    await writeText(t, fixture.documentName, groupNoteClientRoot(fixture.clientIds[0]!), "Now written.");
    expect((await submit(tokens.therapist, fixture.noteId)).statusCode).toBe(200);
    const failures = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:submit"),
          eq(activityLog.subjectId, fixture.noteId),
          eq(activityLog.outcome, "failure"),
        ),
      );
    expect(failures).toHaveLength(3);
  });

  it("refuses a wrong password or PIN with 401, logs the failure and changes nothing", async () => {
    const { t, tokens, ids } = api;
    const fixture = await readyNote();
    const wrong = await submit(tokens.therapist, fixture.noteId, { password: "not-it" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: "invalid_credentials", message: "The password is incorrect" });
    expect((await submit(tokens.therapist, fixture.noteId, { pin: "0000" })).json().error.message).toBe(
      "The PIN is incorrect",
    );
    expect((await submit(tokens.therapist, fixture.noteId, { password: "x", pin: TEST_PIN })).statusCode).toBe(400);
    expect(await statusOf(fixture.noteId)).toBe("draft");
    expect(await locked(fixture.documentName)).toBe(false);
    const failures = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.subjectId, fixture.noteId),
          eq(activityLog.outcome, "failure"),
          eq(activityLog.actorId, ids.therapist),
        ),
      );
    expect(failures.map((f) => f.details.reason)).toEqual(["wrong password", "wrong pin"]);
  });

  it("rate limits wrong passwords and PINs like the PIN check: after five in a minute, 429", async () => {
    const { t, org } = api;
    const facilitator = await buildStaff(t, org, "therapist", [org.riverside]);
    const fixture = await readyNote({ facilitatorId: facilitator.id });
    for (let i = 0; i < 5; i++)
      expect((await submit(facilitator.token, fixture.noteId, { pin: "9999" })).statusCode).toBe(401);
    expect((await submit(facilitator.token, fixture.noteId, { pin: TEST_PIN })).statusCode).toBe(429);
    expect(await statusOf(fixture.noteId)).toBe("draft");
    // Right ones never use the window up: the demo therapist has signed far more than five times by now.
  });

  it("lets only the session's facilitator submit", async () => {
    const { tokens } = api;
    const fixture = await readyNote();
    expect((await submit(tokens.bht, fixture.noteId)).json().error).toEqual({
      code: "forbidden",
      message: "Only the session's facilitator submits its note",
    });
    expect((await submit(tokens.supervisor, fixture.noteId)).statusCode).toBe(403);
    expect((await submit(tokens.admin, fixture.noteId)).statusCode).toBe(403);
    expect((await submit(tokens.nurse2, fixture.noteId)).statusCode).toBe(404);
    expect((await submit(tokens.client, fixture.noteId)).statusCode).toBe(404);
    expect(await statusOf(fixture.noteId)).toBe("draft");
  });

  it("answers 409 while the submitter's copy holds changes storage does not have yet", async () => {
    const { t, tokens } = api;
    const fixture = await readyNote();
    const { update, doc } = await typedUpdate(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Typed a moment ago");
    const seen = Buffer.from(Y.encodeStateVector(doc)).toString("base64");
    const ahead = await submit(tokens.therapist, fixture.noteId, { password: "hearth-demo", seenStateVector: seen });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().error.message).toBe("Your latest changes are still being saved; try again in a moment");
    expect(await statusOf(fixture.noteId)).toBe("draft");
    expect(await locked(fixture.documentName)).toBe(false);
    expect(
      (await submit(tokens.therapist, fixture.noteId, { password: "hearth-demo", seenStateVector: "@@not base64" }))
        .statusCode,
    ).toBe(400);

    // Once the collab server stored it, the same submission goes through and signs that text.
    expect(await appendUpdate(t, fixture.documentName, update)).toBe(200);
    const done = await submit(tokens.therapist, fixture.noteId, { password: "hearth-demo", seenStateVector: seen });
    expect(done.statusCode).toBe(200);
    const content = (await call(tokens.therapist, "GET", `/group-notes/${fixture.noteId}/content`)).json().results;
    expect(content.narrative.text).toContain("Typed a moment ago");
  });
});

describe("approvals", () => {
  const approve = (token: string, noteIds: string[], credential: object = { password: "hearth-demo" }) =>
    call(token, "POST", "/group-notes/approve", { noteIds, ...credential });
  /** The co-facilitator's signature, without which no supervisor may approve. */
  const cosign = async (noteId: string) =>
    expect((await call(api.tokens.bht, "POST", `/group-notes/${noteId}/sign`, { pin: TEST_PIN })).statusCode).toBe(200);

  it("lets the first of two supervisors win a race; the second is told who acted", async () => {
    const { t, org, tokens } = api;
    const other = await buildStaff(t, org, "supervisor", [org.riverside]);
    const fixture = await readyNote();
    expect((await submit(tokens.therapist, fixture.noteId)).statusCode).toBe(200);
    await cosign(fixture.noteId);
    const responses = await Promise.all([
      approve(tokens.supervisor, [fixture.noteId]),
      approve(other.token, [fixture.noteId], { password: other.password }),
    ]);
    const results = responses.map((r) => (r.json().results as GroupNoteActionResult[])[0]!);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const loser = results.find((r) => !r.ok)!;
    expect(loser.error!.code).toBe("conflict");
    expect(loser.error!.message).toMatch(/^This note was already approved by /);
    expect(loser.note!.status).toBe("approved");
    const supervisorSigs = loser.note!.signatures.filter((s) => s.role === "supervisor");
    expect(supervisorSigs).toHaveLength(1);

    // Approving and returning race the same way.
    const second = await readyNote();
    await submit(tokens.therapist, second.noteId);
    await cosign(second.noteId);
    const [returned, late] = await Promise.all([
      call(other.token, "POST", "/group-notes/kick-back", { noteIds: [second.noteId], comment: "Redo" }),
      approve(tokens.supervisor, [second.noteId]),
    ]).then((rs) => rs.map((r) => (r.json().results as GroupNoteActionResult[])[0]!));
    expect([returned!.ok, late!.ok].filter(Boolean)).toHaveLength(1);
    const lost = returned!.ok ? late! : returned!;
    expect(lost.error!.message).toMatch(/^This note was already (approved|returned for revision) by /);
  });

  it("refuses to approve or return one's own submission", async () => {
    const { tokens, ids } = api;
    const own = await readyNote({ facilitatorId: ids.supervisor });
    expect((await submit(tokens.supervisor, own.noteId)).statusCode).toBe(200);
    const [result] = (await approve(tokens.supervisor, [own.noteId])).json().results as GroupNoteActionResult[];
    expect(result).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: "You cannot approve a note you submitted" },
    });
    expect(result!.note!.status).toBe("submitted");
    const [back] = (
      await call(tokens.supervisor, "POST", "/group-notes/kick-back", { noteIds: [own.noteId], comment: "x" })
    ).json().results;
    expect(back.error.message).toBe("You cannot return a note you submitted");
  });

  it("approves and returns in bulk with one result per note", async () => {
    const { tokens } = api;
    const a = await readyNote();
    const b = await readyNote();
    const draft = await readyNote();
    await submit(tokens.therapist, a.noteId);
    await submit(tokens.therapist, b.noteId);
    await cosign(a.noteId);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const response = await approve(tokens.supervisor, [a.noteId, draft.noteId, unknown, a.noteId], { pin: TEST_PIN });
    expect(response.statusCode).toBe(200);
    const results = response.json().results as GroupNoteActionResult[];
    expect(results.map((r) => [r.noteId, r.ok, r.error?.code ?? null])).toEqual([
      [a.noteId, true, null],
      [draft.noteId, false, "conflict"],
      [unknown, false, "not_found"],
    ]);
    expect(results[1]!.note!.status).toBe("draft");
    expect(results[2]!.note).toBeNull();

    const back = (
      await call(tokens.supervisor, "POST", "/group-notes/kick-back", {
        noteIds: [a.noteId, b.noteId],
        comment: "Add the plan",
      })
    ).json().results as GroupNoteActionResult[];
    expect(back.map((r) => [r.ok, r.error?.message ?? null])).toEqual([
      [false, "This note was already approved by Dana Whitfield"],
      [true, null],
    ]);
    expect(back[1]!.note!.status).toBe("draft");
  });

  it("refuses non-supervisors as a whole, and a wrong credential once for the batch", async () => {
    const { t, tokens, ids } = api;
    const fixture = await readyNote();
    await submit(tokens.therapist, fixture.noteId);
    expect((await approve(tokens.therapist, [fixture.noteId])).statusCode).toBe(403);
    expect((await approve(tokens.admin, [fixture.noteId])).statusCode).toBe(403);
    expect(
      (await call(tokens.nurse, "POST", "/group-notes/kick-back", { noteIds: [fixture.noteId], comment: "x" }))
        .statusCode,
    ).toBe(403);
    const wrong = await approve(tokens.supervisor, [fixture.noteId], { password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(await statusOf(fixture.noteId)).toBe("submitted");
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:approve"),
          eq(activityLog.actorId, ids.supervisor),
          eq(activityLog.outcome, "failure"),
        ),
      );
    expect(
      logged.some(
        (l) => l.details.reason === "wrong password" && (l.details.noteIds as string[]).includes(fixture.noteId),
      ),
    ).toBe(true);
  });
});

describe("additional signees", () => {
  it("adds clinical staff of the location only, and removes them only before they signed", async () => {
    const { tokens, ids, t, org } = api;
    const fixture = await readyNote();
    const add = (token: string, userIds: string[]) =>
      call(token, "POST", `/group-notes/${fixture.noteId}/additional-signees`, { userIds });
    expect((await add(tokens.bht, [ids.nurse])).statusCode).toBe(403);
    expect((await add(tokens.therapist, [ids.nurse2])).json().error.message).toBe(
      "userIds.0: must be active clinical staff of the session's location",
    );
    expect((await add(tokens.therapist, [ids.admissions])).statusCode).toBe(400);
    expect((await add(tokens.therapist, [ids.bht])).json().error.message).toBe(
      "userIds.0: already signs as a facilitator of the session",
    );
    const added: GroupNote = (await add(tokens.supervisor, [ids.nurse, ids.physician])).json().results;
    expect(added.additionalSignees.map((s) => s.id).sort()).toEqual([ids.nurse, ids.physician].sort());

    await submit(tokens.therapist, fixture.noteId);
    expect(
      (await call(tokens.nurse, "POST", `/group-notes/${fixture.noteId}/sign`, { pin: TEST_PIN })).statusCode,
    ).toBe(200);
    const remove = (userId: string) =>
      t.request({
        method: "DELETE",
        url: `/api/auth/group-notes/${fixture.noteId}/additional-signees/${userId}`,
        token: tokens.therapist,
      });
    expect((await remove(ids.nurse)).json().error).toEqual({
      code: "conflict",
      message: "Nora Castillo already signed this revision; a signature stays on the note",
    });
    const removed: GroupNote = (await remove(ids.physician)).json().results;
    expect(removed.additionalSignees.map((s) => s.id)).toEqual([ids.nurse]);
    expect((await remove(ids.physician)).statusCode).toBe(404);
    const unrelated = await buildStaff(t, org, "therapist", [org.riverside]);
    expect(
      (await call(unrelated.token, "POST", `/group-notes/${fixture.noteId}/sign`, { pin: TEST_PIN })).statusCode,
    ).toBe(403);
  });
});
