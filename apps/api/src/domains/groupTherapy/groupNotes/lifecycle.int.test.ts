import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import * as Y from "yjs";
import { GROUP_NOTE_NARRATIVE_ROOT, SERVICE_KEY_HEADER, groupNoteClientRoot } from "@hearth/schema";
import type { GroupNote, GroupNoteActionResult, GroupNoteContent } from "@hearth/schema";
import type { Db } from "../../../db/client";
import {
  activityLog,
  collabDocumentLocks,
  collabDocumentUpdates,
  groupClientNotes,
  groupNoteSignatures,
  groupNotes,
} from "../../../db/schema";
import {
  buildClient,
  appendUpdate,
  buildNote,
  markAttendance,
  startNotesApi,
  storedDoc,
  TEST_PIN,
  typedUpdate,
  writeText,
} from "@hearth/testing";
import type { NotesApi } from "@hearth/testing";
import { TEST_SERVICE_KEY } from "../../../test/harness";
import { ensureNoteDocument } from "./document";
import { FINAL_MESSAGE } from "./policy";

let api: NotesApi;
beforeAll(async () => {
  api = await startNotesApi();
});
afterAll(async () => {
  await api?.t.close();
});

const call = (token: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  api.t.request({ method, url: `/api/auth${url}`, token, ...(payload ? { payload } : {}) });
const note = async (token: string, id: string): Promise<GroupNote> =>
  (await call(token, "GET", `/group-notes/${id}`)).json().results;
const content = async (token: string, id: string, query = ""): Promise<GroupNoteContent> =>
  (await call(token, "GET", `/group-notes/${id}/content${query}`)).json().results;
const storedState = async (name: string) =>
  (
    await api.t.request({
      method: "GET",
      url: `/api/collab/documents/${name}/state`,
      headers: { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY },
    })
  ).json().results;
const b64 = (u: Uint8Array) => Buffer.from(u).toString("base64");

/** A note of the demo therapist at Riverside, co-facilitated by the BHT, its first client present and the second absent. */
async function writtenNote() {
  const { t, org, ids } = api;
  const fixture = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: ids.therapist,
    coFacilitatorIds: [ids.bht],
  });
  await markAttendance(t, fixture.noteId, "present", [fixture.clientIds[0]!]);
  await markAttendance(t, fixture.noteId, "absent", [fixture.clientIds[1]!]);
  await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "We practised urge surfing together.");
  await writeText(
    t,
    fixture.documentName,
    groupNoteClientRoot(fixture.clientIds[0]!),
    "Shared a relapse-prevention plan <b>bold</b>.",
  );
  return fixture;
}

describe("a group note from draft to approval", () => {
  it("starts as a draft whose document the server filled with the template sections", async () => {
    const { t, org, ids, tokens } = api;
    const fixture = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      coFacilitatorIds: [ids.bht],
    });
    const draft = await note(tokens.therapist, fixture.noteId);
    expect(draft).toMatchObject({
      status: "draft",
      revision: 1,
      documentName: `groupNote.${fixture.noteId}`,
      narrativeRoot: "narrative",
      contentHash: null,
      late: false,
      signatures: [],
    });
    expect(draft.attendance.map((a) => a.client.id).sort()).toEqual([...fixture.clientIds].sort());
    expect(draft.pendingSigners).toEqual([{ user: expect.objectContaining({ id: ids.bht }), role: "co_facilitator" }]);
    expect(draft.permissions).toMatchObject({
      edit: true,
      submit: true,
      sign: false,
      approve: false,
      print: false,
      manageSignees: true,
    });
    expect(draft.session).toMatchObject({
      id: fixture.sessionId,
      noteId: fixture.noteId,
      facilitator: { id: ids.therapist },
    });

    await markAttendance(t, fixture.noteId, "present");
    const live = await content(tokens.nurse, fixture.noteId);
    expect(live).toMatchObject({ sealed: false, contentHash: null, narrative: { empty: true } });
    expect(live.narrative.text).toContain("Topic and interventions");
    expect(live.clients).toHaveLength(2);
    expect(live.clients[0]!.content.text).toContain("Participation");
    // One template update per root, written once: the roots hold their sections exactly once.
    const doc = await storedDoc(t, fixture.documentName);
    expect(
      doc
        .get(GROUP_NOTE_NARRATIVE_ROOT, Y.XmlText)
        .toString()
        .match(/Topic and interventions/g),
    ).toHaveLength(1);
  });

  let approvedId = "";
  it("submits: seals the document, stores the rendering with its hash, and signs as facilitator", async () => {
    const { t, ids, tokens } = api;
    const fixture = await writtenNote();
    await t.api.deps.relay.flush();
    const before = t.events.length;
    const seen = Y.encodeStateVector(await storedDoc(t, fixture.documentName));
    const response = await call(tokens.therapist, "POST", `/group-notes/${fixture.noteId}/submit`, {
      password: "hearth-demo",
      seenStateVector: b64(seen),
    });
    expect(response.statusCode).toBe(200);
    const submitted: GroupNote = response.json().results;
    expect(submitted).toMatchObject({ status: "submitted", submittedBy: { id: ids.therapist }, revision: 1 });
    expect(submitted.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(submitted.signatures).toEqual([
      expect.objectContaining({
        role: "facilitator",
        method: "password",
        revision: 1,
        contentHash: submitted.contentHash,
        voidedAt: null,
      }),
    ]);
    expect(submitted.history.map((h) => [h.from, h.to])).toContainEqual(["draft", "submitted"]);
    expect(submitted.permissions).toMatchObject({ edit: false, submit: false, print: true });

    const sealed = await content(tokens.nurse, fixture.noteId);
    expect(sealed).toMatchObject({
      sealed: true,
      status: "submitted",
      contentHash: submitted.contentHash,
      narrative: { empty: false },
    });
    expect(sealed.narrative.text).toContain("We practised urge surfing together.");
    // Only the client who attended has an individual note; its HTML is escaped.
    expect(sealed.clients.map((c) => c.entry.client.id)).toEqual([fixture.clientIds[0]]);
    expect(sealed.clients[0]!.content.html).toContain("&lt;b&gt;bold&lt;/b&gt;");

    const [lock] = await t.api.deps.db
      .select()
      .from(collabDocumentLocks)
      .where(eq(collabDocumentLocks.documentName, fixture.documentName));
    expect(lock).toBeDefined();
    await t.api.deps.relay.flush();
    const events = t.events.slice(before);
    expect(events).toContainEqual(
      expect.objectContaining({ name: "document.locked", payload: { documentName: fixture.documentName } }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        name: "groupNote.changed",
        payload: expect.objectContaining({
          noteId: fixture.noteId,
          change: "submitted",
          status: "submitted",
          actorId: ids.therapist,
        }),
      }),
    );

    // The collab server's appends are refused from now on, and the stored state does not move.
    const stateBefore = await storedState(fixture.documentName);
    const { update } = await typedUpdate(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Too late");
    expect(await appendUpdate(t, fixture.documentName, update)).toBe(409);
    expect(await storedState(fixture.documentName)).toEqual(stateBefore);

    // Co-signatures: the co-facilitator with a password, an additional signee with a PIN, once each.
    expect(
      (
        await call(tokens.therapist, "POST", `/group-notes/${fixture.noteId}/additional-signees`, {
          userIds: [ids.nurse],
        })
      ).statusCode,
    ).toBe(200);
    const cosigned = await call(tokens.bht, "POST", `/group-notes/${fixture.noteId}/sign`, { password: "hearth-demo" });
    expect(cosigned.statusCode).toBe(200);
    expect(
      (await call(tokens.bht, "POST", `/group-notes/${fixture.noteId}/sign`, { password: "hearth-demo" })).json().error
        .message,
    ).toBe("You already signed this revision");
    const signee = (await call(tokens.nurse, "POST", `/group-notes/${fixture.noteId}/sign`, { pin: TEST_PIN })).json()
      .results as GroupNote;
    expect(signee.signatures.map((s) => [s.role, s.method, s.contentHash])).toEqual([
      ["facilitator", "password", submitted.contentHash],
      ["co_facilitator", "password", submitted.contentHash],
      ["additional_signee", "pin", submitted.contentHash],
    ]);
    expect(signee.pendingSigners).toEqual([]);
    approvedId = fixture.noteId;

    const approved = await call(tokens.supervisor, "POST", "/group-notes/approve", {
      noteIds: [fixture.noteId],
      pin: TEST_PIN,
    });
    expect(approved.statusCode).toBe(200);
    const [result] = approved.json().results as GroupNoteActionResult[];
    expect(result).toMatchObject({
      noteId: fixture.noteId,
      ok: true,
      error: null,
      note: { status: "approved", approvedBy: { id: ids.supervisor } },
    });
    expect(result!.note!.signatures.at(-1)).toMatchObject({
      role: "supervisor",
      method: "pin",
      contentHash: submitted.contentHash,
    });
    expect(result!.note!.permissions).toMatchObject({
      approve: false,
      kickBack: false,
      addAddendum: true,
      print: true,
    });
    await t.api.deps.relay.flush();
    const changes = t.events
      .slice(before)
      .flatMap((e) =>
        e.name === "groupNote.changed" && e.payload.noteId === fixture.noteId ? [e.payload.change] : [],
      );
    expect(changes).toEqual(["submitted", "signees", "signed", "signed", "approved"]);
    const activity = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, fixture.noteId), eq(activityLog.outcome, "success")));
    expect(new Set(activity.map((a) => a.action))).toEqual(
      new Set([
        "group_note:read_content",
        "group_note:submit",
        "group_note:signees",
        "group_note:sign",
        "group_note:approve",
      ]),
    );
  });

  it("keeps an approved note final: the service refuses with 409s, the database refuses a direct UPDATE", async () => {
    const { t, ids, tokens } = api;
    const before = await note(tokens.therapist, approvedId);
    expect(
      (await call(tokens.therapist, "POST", `/group-notes/${approvedId}/submit`, { password: "hearth-demo" })).json()
        .error,
    ).toEqual({ code: "conflict", message: FINAL_MESSAGE });
    expect(
      (
        await call(tokens.supervisor, "POST", `/group-notes/${approvedId}/additional-signees`, {
          userIds: [ids.physician],
        })
      ).json().error.message,
    ).toBe(FINAL_MESSAGE);
    const again = (
      await call(tokens.supervisor, "POST", "/group-notes/kick-back", { noteIds: [approvedId], comment: "Please redo" })
    ).json().results[0];
    expect(again).toMatchObject({
      ok: false,
      error: { code: "conflict", message: "This note was already approved by Dana Whitfield" },
    });

    const refusal = (e: unknown) =>
      /approved and can no longer change/.test(String((e as { cause?: Error }).cause?.message ?? e));
    await expect(
      t.api.deps.db.update(groupNotes).set({ narrativeText: "rewritten" }).where(eq(groupNotes.id, approvedId)),
    ).rejects.toSatisfy(refusal);
    await expect(
      t.api.deps.db.execute(sql`UPDATE group_note_signatures SET voided_at = now() WHERE note_id = ${approvedId}`),
    ).rejects.toSatisfy(refusal);
    expect((await note(tokens.therapist, approvedId)).contentHash).toBe(before.contentHash);
  });

  it("takes addenda on an approved note only, each signed with its own hash", async () => {
    const { ids, tokens } = api;
    const draft = await buildNote(api.t, {
      organizationId: api.org.organizationId,
      locationId: api.org.riverside,
      facilitatorId: ids.therapist,
    });
    expect(
      (
        await call(tokens.therapist, "POST", `/group-notes/${draft.noteId}/addendums`, {
          text: "Early",
          password: "hearth-demo",
        })
      ).statusCode,
    ).toBe(409);

    const response = await call(tokens.bht, "POST", `/group-notes/${approvedId}/addendums`, {
      text: "Correction: the session ran\n10 minutes late.\n\n<script>x</script>",
      pin: TEST_PIN,
    });
    expect(response.statusCode).toBe(200);
    const withAddendum: GroupNote = response.json().results;
    const [addendum] = withAddendum.addendums;
    expect(addendum).toMatchObject({
      author: { id: ids.bht },
      method: "pin",
      text: "Correction: the session ran\n10 minutes late.\n\n<script>x</script>",
    });
    expect(addendum!.html).toBe(
      "<p>Correction: the session ran<br>10 minutes late.</p><p>&lt;script&gt;x&lt;/script&gt;</p>",
    );
    expect(addendum!.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(addendum!.contentHash).not.toBe(withAddendum.contentHash);
    expect(withAddendum.status).toBe("approved");
    // Someone not involved in the note (a nurse who did not sign) adds none.
    expect(
      (
        await call(tokens.physician, "POST", `/group-notes/${approvedId}/addendums`, {
          text: "Mine",
          password: "hearth-demo",
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the server's bootstrap of a note's document", () => {
  it("writes each root's template once, however many callers race", async () => {
    const { t, org, ids } = api;
    const fixture = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      clients: 1,
    });
    const added = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    await t.api.deps.db
      .insert(groupClientNotes)
      .values({ noteId: fixture.noteId, sessionId: fixture.sessionId, clientId: added.id });
    const count = async () =>
      (
        await t.api.deps.db
          .select()
          .from(collabDocumentUpdates)
          .where(eq(collabDocumentUpdates.documentName, fixture.documentName))
      ).length;
    const before = await count();
    const ensure = () => t.api.deps.db.transaction((tx) => ensureNoteDocument(tx as unknown as Db, fixture.noteId));
    await Promise.all([ensure(), ensure(), ensure()]);
    expect(await count()).toBe(before + 1);
    const doc = await storedDoc(t, fixture.documentName);
    expect(
      doc
        .get(groupNoteClientRoot(added.id), Y.XmlText)
        .toString()
        .match(/Participation/g),
    ).toHaveLength(1);
    expect(
      doc
        .get(GROUP_NOTE_NARRATIVE_ROOT, Y.XmlText)
        .toString()
        .match(/Topic and interventions/g),
    ).toHaveLength(1);
  });
});

describe("returning a note for revision", () => {
  it("voids the revision's signatures, reopens the document, and a resubmission gets a new hash", async () => {
    const { t, ids, tokens } = api;
    const fixture = await writtenNote();
    const first: GroupNote = (
      await call(tokens.therapist, "POST", `/group-notes/${fixture.noteId}/submit`, { pin: TEST_PIN })
    ).json().results;
    expect((await call(tokens.bht, "POST", `/group-notes/${fixture.noteId}/sign`, { pin: TEST_PIN })).statusCode).toBe(
      200,
    );

    expect(
      (await call(tokens.supervisor, "POST", "/group-notes/kick-back", { noteIds: [fixture.noteId], comment: " " }))
        .statusCode,
    ).toBe(400);
    const before = t.events.length;
    const response = await call(tokens.supervisor, "POST", "/group-notes/kick-back", {
      noteIds: [fixture.noteId],
      comment: "Describe each client's response.",
    });
    const [result] = response.json().results as GroupNoteActionResult[];
    expect(result).toMatchObject({
      ok: true,
      note: {
        status: "draft",
        revision: 2,
        contentHash: null,
        submittedAt: null,
        kickBack: { by: { id: ids.supervisor }, comment: "Describe each client's response." },
      },
    });
    const returned = result!.note!;
    expect(returned.signatures).toHaveLength(2);
    expect(
      returned.signatures.every(
        (s) => s.voidedAt !== null && s.voidReason === "returned for revision" && s.revision === 1,
      ),
    ).toBe(true);
    expect(returned.history.at(-1)).toMatchObject({
      from: "submitted",
      to: "draft",
      comment: "Describe each client's response.",
      actor: { id: ids.supervisor },
    });
    expect(returned.permissions).toMatchObject({ edit: false, approve: false, kickBack: false });
    expect((await note(tokens.therapist, fixture.noteId)).permissions).toMatchObject({ edit: true, submit: true });
    expect(returned.pendingSigners.map((p) => p.user.id)).toEqual([ids.bht]);

    await t.api.deps.relay.flush();
    expect(t.events.slice(before)).toContainEqual(
      expect.objectContaining({ name: "document.unlocked", payload: { documentName: fixture.documentName } }),
    );
    expect(t.events.slice(before)).toContainEqual(
      expect.objectContaining({
        name: "groupNote.changed",
        payload: expect.objectContaining({ change: "kicked_back", status: "draft" }),
      }),
    );
    expect(
      await t.api.deps.db
        .select()
        .from(collabDocumentLocks)
        .where(eq(collabDocumentLocks.documentName, fixture.documentName)),
    ).toEqual([]);
    const [row] = await t.api.deps.db.select().from(groupNotes).where(eq(groupNotes.id, fixture.noteId));
    expect(row).toMatchObject({ narrativeJson: null, narrativeHtml: null, narrativeText: null, contentHash: null });
    // SQL NULL, not a JSON null.
    const cleared = await t.api.deps.db
      .select({ id: groupNotes.id })
      .from(groupNotes)
      .where(and(eq(groupNotes.id, fixture.noteId), sql`narrative_json IS NULL`));
    expect(cleared).toHaveLength(1);
    expect((await content(tokens.therapist, fixture.noteId)).sealed).toBe(false);

    // The document takes edits again; the resubmission is a new revision with a new hash.
    await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, "Each client responded to the exercise.");
    const second: GroupNote = (
      await call(tokens.therapist, "POST", `/group-notes/${fixture.noteId}/submit`, { password: "hearth-demo" })
    ).json().results;
    expect(second).toMatchObject({ status: "submitted", revision: 2 });
    expect(second.contentHash).not.toBe(first.contentHash);
    expect(second.signatures.filter((s) => s.voidedAt === null)).toEqual([
      expect.objectContaining({ role: "facilitator", revision: 2, contentHash: second.contentHash }),
    ]);
    expect((await content(tokens.therapist, fixture.noteId)).narrative.text).toContain(
      "Each client responded to the exercise.",
    );
    const valid = await t.api.deps.db
      .select()
      .from(groupNoteSignatures)
      .where(and(eq(groupNoteSignatures.noteId, fixture.noteId), sql`voided_at IS NULL`));
    expect(valid).toHaveLength(1);
    const logged = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_note:kick_back"), eq(activityLog.subjectId, fixture.noteId)));
    expect(logged.map((l) => l.outcome)).toEqual(["success"]);
  });
});
