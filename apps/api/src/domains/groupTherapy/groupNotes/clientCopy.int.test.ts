import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GROUP_NOTE_NARRATIVE_ROOT, groupNoteClientRoot } from "@hearth/schema";
import type { GroupNoteClientCopy, GroupNotePrint } from "@hearth/schema";
import { activityLog, clients, groupNoteAddendums } from "../../../db/schema";
import { buildNote, buildStaff, markAttendance, startNotesApi, writeText } from "@hearth/testing";
import type { NotesApi } from "@hearth/testing";

let api: NotesApi;
beforeAll(async () => {
  api = await startNotesApi();
});
afterAll(async () => {
  await api?.t.close();
});

const get = (token: string, url: string) => api.t.request({ method: "GET", url: `/api/auth${url}`, token });
const setNarrativeMode = async (mode: string) => {
  const response = await api.t.request({
    method: "PATCH",
    url: "/api/auth/organization-settings",
    token: api.tokens.admin,
    payload: { groupNarrativeInClientCopy: mode },
  });
  expect(response.statusCode, response.body).toBe(200);
};

const NOTICE_START =
  "This record which has been disclosed to you is protected by federal confidentiality rules (42 CFR part 2).";

interface Person {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
}

/**
 * A submitted note of three clients with names of their own: Ada Quill and Bram Stoker-Vale
 * attended, Cleo Marsh was absent. The narrative names the others; each client's note is their own.
 */
async function submittedNote() {
  const { t, org, ids, tokens } = api;
  const fixture = await buildNote(t, {
    organizationId: org.organizationId,
    locationId: org.riverside,
    facilitatorId: ids.therapist,
    clients: 3,
  });
  const names = [
    ["Ada", "Quill"],
    ["Bram", "Stoker-Vale"],
    ["Cleo", "Marsh"],
  ] as const;
  const people: Person[] = [];
  for (const [i, [firstName, lastName]] of names.entries()) {
    const [row] = await t.api.deps.db
      .update(clients)
      .set({ firstName, lastName })
      .where(eq(clients.id, fixture.clientIds[i]!))
      .returning();
    people.push(row!);
  }
  const [ada, bram, cleo] = people as [Person, Person, Person];
  await markAttendance(t, fixture.noteId, "present", [ada.id, bram.id]);
  await markAttendance(t, fixture.noteId, "absent", [cleo.id]);
  const narrative = `Ada Quill opened; bram answered (${bram.mrNo}); Stoker-Vale and Ms. Vale agreed; Cleo was missed. Ada's plan holds.`;
  await writeText(t, fixture.documentName, GROUP_NOTE_NARRATIVE_ROOT, narrative);
  await writeText(t, fixture.documentName, groupNoteClientRoot(ada.id), "Ada named two triggers.");
  await writeText(t, fixture.documentName, groupNoteClientRoot(bram.id), "Bram practised urge surfing.");
  const submitted = await t.request({
    method: "POST",
    url: `/api/auth/group-notes/${fixture.noteId}/submit`,
    token: tokens.therapist,
    payload: { password: "hearth-demo" },
  });
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  return { ...fixture, ada, bram, cleo, narrative };
}

const copyOf = async (token: string, noteId: string, clientId: string) => {
  const response = await get(token, `/group-notes/${noteId}/client-copy?clientId=${clientId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as GroupNoteClientCopy;
};

/** Every way the other clients could be named, none of which may appear anywhere in a copy. */
const otherNames = (...others: Person[]) =>
  others.flatMap((p) => [p.firstName, p.lastName, p.mrNo, ...p.lastName.split("-")]);

describe("a client's copy of a group note", () => {
  it("holds that client's section only, the narrative redacted by default, the Part 2 notice and a header, and is audited", async () => {
    const { t, ids, tokens } = api;
    const note = await submittedNote();
    const copy = await copyOf(tokens.nurse, note.noteId, note.ada.id);

    expect(copy.entry.client).toMatchObject({
      id: note.ada.id,
      mrNo: note.ada.mrNo,
      fullname: "Ada Quill",
      dateOfBirth: "1990-04-02",
    });
    expect(copy.entry.status).toBe("present");
    expect(copy.content?.text).toMatch(/\n\nAda named two triggers\.$/);
    expect(copy.narrativeMode).toBe("redacted");
    // Only the others are blacked out, by full name, either name, part of a double name or MR number, in any case.
    expect(copy.narrative?.text).toMatch(/^Topic and interventions\n\n.*\n\n/);
    expect(copy.narrative?.text.split("\n\n").at(-1)).toBe(
      "Ada Quill opened; [redacted] answered ([redacted]); [redacted] and Ms. [redacted] agreed; [redacted] was missed. Ada's plan holds.",
    );
    expect(copy.narrative?.html).toContain("<p>Ada Quill opened; [redacted] answered ([redacted]);");
    const body = JSON.stringify(copy);
    for (const name of otherNames(note.bram, note.cleo)) expect(body, name).not.toContain(name);
    expect(body).not.toContain("Bram practised");
    expect(copy.redisclosureNotice.startsWith(NOTICE_START)).toBe(true);
    expect(copy.redisclosureNotice).toContain(
      "A general authorization for the release of medical or other information is NOT sufficient for this purpose (see §2.31).",
    );
    expect(copy.header).toMatchObject({
      organizationName: "Hearth Demo Recovery",
      locationName: "Riverside Residential",
      printedBy: "Nora Castillo",
    });
    expect(copy.signatures.map((s) => s.role)).toEqual(["facilitator"]);
    expect(copy.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const [audit] = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:print"),
          eq(activityLog.subjectType, "client"),
          eq(activityLog.subjectId, note.ada.id),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(audit).toMatchObject({
      actorId: ids.nurse,
      details: {
        noteId: note.noteId,
        mrNo: note.ada.mrNo,
        copy: "client",
        narrative: "redacted",
        printedAt: copy.header.printedAt,
      },
    });
  });

  it("shows the narrative as written, or leaves it and the addenda out, as the organization chooses", async () => {
    const { t, ids, tokens } = api;
    const note = await submittedNote();
    await t.api.deps.db.insert(groupNoteAddendums).values({
      noteId: note.noteId,
      authorId: ids.therapist,
      bodyText: "Bram left at 10:40.",
      bodyHtml: "<p>Bram left at 10:40.</p>",
      contentHash: "0".repeat(64),
      method: "pin",
    });
    try {
      const redacted = await copyOf(tokens.therapist, note.noteId, note.ada.id);
      expect(redacted.addendums.map((a) => [a.text, a.html])).toEqual([
        ["[redacted] left at 10:40.", "<p>[redacted] left at 10:40.</p>"],
      ]);

      await setNarrativeMode("full");
      const full = await copyOf(tokens.therapist, note.noteId, note.ada.id);
      expect(full.narrativeMode).toBe("full");
      expect(full.narrative?.text.split("\n\n").at(-1)).toBe(note.narrative);
      expect(full.addendums.map((a) => a.text)).toEqual(["Bram left at 10:40."]);

      await setNarrativeMode("omitted");
      const omitted = await copyOf(tokens.therapist, note.noteId, note.ada.id);
      expect(omitted).toMatchObject({ narrativeMode: "omitted", narrative: null, addendums: [], withheldAddendums: 1 });
      expect(omitted.content?.text).toMatch(/\n\nAda named two triggers\.$/);
      expect(JSON.stringify(omitted)).not.toContain("Bram");
    } finally {
      await setNarrativeMode("redacted");
    }
  });

  it("gives an absent client their attendance without anyone's text", async () => {
    const note = await submittedNote();
    const copy = await copyOf(api.tokens.nurse, note.noteId, note.cleo.id);
    expect(copy).toMatchObject({
      entry: { status: "absent", client: { id: note.cleo.id } },
      content: null,
      narrative: null,
    });
    const body = JSON.stringify(copy);
    for (const name of otherNames(note.ada, note.bram)) expect(body, name).not.toContain(name);
  });

  it("is 404 for whoever may not see the note or the client, 404 off the roster, 409 for a draft; refusals are audited", async () => {
    const { t, org, ids, tokens } = api;
    const note = await submittedNote();
    const url = (clientId: string, noteId = note.noteId) => `/group-notes/${noteId}/client-copy?clientId=${clientId}`;
    for (const token of [tokens.nurse2, tokens.admissions, tokens.client])
      expect((await get(token, url(note.ada.id))).statusCode).toBe(404);
    expect((await get(tokens.nurse, url(ids.nurse))).statusCode).toBe(404);
    const draft = await buildNote(t, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorId: ids.therapist,
      clients: 1,
    });
    expect((await get(tokens.nurse, url(draft.clientIds[0]!, draft.noteId))).json().error).toEqual({
      code: "conflict",
      message: "Only submitted and approved notes print",
    });

    // The client moved to Hillcrest: staff who read the note at Riverside but not the client now get nothing.
    const riversideOnly = await buildStaff(t, org, "therapist", [org.riverside]);
    await t.api.deps.db.update(clients).set({ locationId: org.hillcrest }).where(eq(clients.id, note.ada.id));
    expect((await get(riversideOnly.token, url(note.ada.id))).statusCode).toBe(404);
    expect((await get(riversideOnly.token, url(note.bram.id))).statusCode).toBe(200);
    expect((await get(tokens.admin, url(note.ada.id))).statusCode).toBe(200);
    const refused = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:print"),
          eq(activityLog.outcome, "denied"),
          eq(activityLog.actorId, riversideOnly.id),
        ),
      );
    expect(refused).toMatchObject([
      { subjectType: "client", subjectId: note.ada.id, details: { noteId: note.noteId, copy: "client" } },
    ]);
  });
});

describe("the group print", () => {
  it("carries the organization header and client identifiers, and audits which clients went to paper", async () => {
    const { t, ids, tokens } = api;
    const note = await submittedNote();
    const response = await get(tokens.nurse, `/group-notes/print?sessionId=${note.sessionId}`);
    const [printed] = response.json().results as GroupNotePrint[];
    expect(printed!.header).toMatchObject({
      organizationName: "Hearth Demo Recovery",
      locationName: "Riverside Residential",
      printedBy: "Nora Castillo",
    });
    expect(Date.parse(printed!.header.printedAt)).toBeGreaterThan(Date.now() - 60_000);
    // By last name: Marsh, Quill, Stoker-Vale.
    expect(printed!.note.attendance.map((a) => [a.client.mrNo, a.client.dateOfBirth])).toEqual(
      [note.cleo, note.ada, note.bram].map((p) => [p.mrNo, "1990-04-02"]),
    );
    const [audit] = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "group_note:print"),
          eq(activityLog.subjectId, note.noteId),
          eq(activityLog.actorId, ids.nurse),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect((audit!.details.clientIds as string[]).sort()).toEqual([note.ada.id, note.bram.id, note.cleo.id].sort());
    expect(audit!.details.printedAt).toBe(printed!.header.printedAt);
  });
});
