/**
 * Issue 15: every change that can narrow someone's access announces it ("access.narrowed") in its own
 * transaction, naming whom and which documents it concerns, so that open collab sockets and
 * subscriptions are checked again (apps/collab/src/revocation.ts, gateway/src/accessRecheck.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupNoteDocumentName } from "@hearth/schema";
import type { EventPayloads } from "@hearth/schema";
import { buildClinician, buildGroup, buildGroupClient, buildSession, signInDemoStaff } from "@hearth/testing";
import { startDemoApi } from "../test/harness";
import type { DemoOrganization, TestApi } from "../test/harness";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
let groupId: string;

beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, ["admin", "therapist", "bht", "nurse"]));
  const db = t.api.deps.db;
  const member = await buildGroupClient(db, { organizationId: org.organizationId, locationId: org.riverside });
  groupId = (
    await buildGroup(db, {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!, ids.bht!],
      clientIds: [member.id],
      name: "Narrowing Test Group",
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

/** What `change` announced: the "access.narrowed" events published while it ran. */
async function narrowedBy(
  change: () => Promise<{ statusCode: number; body: string }>,
): Promise<EventPayloads["access.narrowed"][]> {
  const before = t.events.length;
  const response = await change();
  expect(response.statusCode, response.body).toBeLessThan(300);
  await t.api.deps.relay.flush();
  return t.events.slice(before).flatMap((e) => (e.name === "access.narrowed" ? [e.payload] : []));
}

const request = (method: "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) => () =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

describe("access.narrowed", () => {
  it("is announced when a clinician's locations or role change, naming them; not for a new phone number", async () => {
    const nurse = await buildClinician(t.api.deps.db, {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "nurse",
    });
    const url = `/api/auth/clinicians/${nurse.id}`;
    expect(await narrowedBy(request("PATCH", url, tokens.admin!, { locationIds: [org.hillcrest] }))).toEqual([
      { userIds: [nurse.id], documentNames: [], reason: "clinician_role_or_locations" },
    ]);
    expect(await narrowedBy(request("PATCH", url, tokens.admin!, { role: "bht" }))).toEqual([
      { userIds: [nurse.id], documentNames: [], reason: "clinician_role_or_locations" },
    ]);
    expect(await narrowedBy(request("PATCH", url, tokens.admin!, { phone: "555-0100" }))).toEqual([]);
  });

  it("is announced when people leave a session's staff, naming them and the note's document; not for a new topic", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId });
    expect(session.coFacilitators.map((c) => c.id)).toEqual([ids.bht]);
    const url = `/api/auth/group-sessions/${session.id}`;
    const document = groupNoteDocumentName(session.noteId);
    expect(await narrowedBy(request("PATCH", url, tokens.therapist!, { topic: "Coping skills" }))).toEqual([]);
    expect(await narrowedBy(request("PATCH", url, tokens.therapist!, { coFacilitatorIds: [] }))).toEqual([
      { userIds: [ids.bht], documentNames: [document], reason: "session_staff" },
    ]);
    // The facilitator handing the session over leaves its staff too.
    expect(
      await narrowedBy(request("PATCH", url, tokens.admin!, { facilitatorId: ids.nurse, coFacilitatorIds: [ids.bht] })),
    ).toEqual([{ userIds: [ids.therapist], documentNames: [document], reason: "session_staff" }]);
  });

  it("is announced when a session is cancelled, naming its note's document", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId });
    const narrowed = await narrowedBy(
      request("POST", `/api/auth/group-sessions/${session.id}/cancel`, tokens.therapist!, {
        reason: "Facilitator ill",
      }),
    );
    expect(narrowed).toEqual([
      { userIds: [], documentNames: [groupNoteDocumentName(session.noteId)], reason: "session_cancelled" },
    ]);
  });

  it("is announced when an additional signee is removed, naming them and the note's document", async () => {
    const session = await buildSession(t, { token: tokens.therapist!, groupId });
    const signees = `/api/auth/group-notes/${session.noteId}/additional-signees`;
    expect(await narrowedBy(request("POST", signees, tokens.therapist!, { userIds: [ids.nurse] }))).toEqual([]);
    const narrowed = await narrowedBy(request("DELETE", `${signees}/${ids.nurse}`, tokens.therapist!));
    expect(narrowed).toEqual([
      { userIds: [ids.nurse], documentNames: [groupNoteDocumentName(session.noteId)], reason: "signee_removed" },
    ]);
  });
});
