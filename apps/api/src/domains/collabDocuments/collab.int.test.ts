import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as Y from "yjs";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import type { Db } from "../../db/client";
import { activityLog, collabDocumentLocks, collabDocumentUpdates } from "../../db/schema";
import { demoOrganization } from "@hearth/testing";
import { TEST_SERVICE_KEY, startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";
import { appendServerUpdate, loadStateInTx, sealDocument, unsealDocument } from "./service";

let t: TestApi;
let org: Awaited<ReturnType<typeof demoOrganization>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  org = await demoOrganization(t.api.deps.db);
  for (const who of ["nurse", "nurse2", "client", "admin", "admissions"]) tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

const access = (name: string, token?: string) =>
  t.request({ method: "GET", url: `/api/collab/documents/${name}/access`, ...(token ? { token } : {}) });
const service = { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY };
const b64 = (u: Uint8Array) => Buffer.from(u).toString("base64");

describe("document access", () => {
  it("lets staff of the location edit its handoff board", async () => {
    const response = await access(`handoff.${org.riverside}`, tokens.nurse);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({ access: "edit", userId: expect.any(String), userName: "Nora Castillo" });
  });

  it("answers 404 to a nurse of another location, a portal client and admissions staff of the location", async () => {
    const { db } = t.api.deps;
    expect((await access(`handoff.${org.riverside}`, tokens.nurse2)).statusCode).toBe(404);
    expect((await access(`handoff.${org.riverside}`, tokens.client)).statusCode).toBe(404);
    expect((await access(`handoff.${org.riverside}`, tokens.admissions)).statusCode).toBe(404);
    expect((await access(`handoff.${org.hillcrest}`, tokens.nurse)).json().error.code).toBe("not_found");
    expect((await access("unknownkind.abc", tokens.nurse)).statusCode).toBe(404);
    const denied = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "document:open"), eq(activityLog.outcome, "denied")));
    expect(denied.length).toBeGreaterThanOrEqual(3);
    const opened = await db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "document:open"),
          eq(activityLog.outcome, "success"),
          eq(activityLog.subjectId, `handoff.${org.riverside}`),
        ),
      );
    expect(opened.length).toBeGreaterThanOrEqual(1);
  });

  it("answers 401 without a valid token", async () => {
    expect((await access(`handoff.${org.riverside}`)).statusCode).toBe(401);
    expect((await access(`handoff.${org.riverside}`, "garbage")).statusCode).toBe(401);
  });
});

describe("document persistence", () => {
  const name = () => `handoff.${org.hillcrest}`;

  it("needs the service key", async () => {
    expect((await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state` })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: "GET",
          url: `/api/collab/documents/${name()}/state`,
          headers: { [SERVICE_KEY_HEADER]: "wrong" },
        })
      ).statusCode,
    ).toBe(401);
    // A user's token is not a service key.
    expect(
      (await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, token: tokens.nurse2 }))
        .statusCode,
    ).toBe(401);
  });

  it("appends updates, serves the merged state, and compacts into a snapshot", async () => {
    const empty = await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service });
    expect(empty.json()).toEqual({ results: { state: null, lastUpdateId: 0, sealed: false } });

    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on("update", (u: Uint8Array) => updates.push(u));
    doc.getText("t").insert(0, "Bed 4: ");
    doc.getText("t").insert(7, "vitals every 2 h");
    const appended = await t.request({
      method: "POST",
      url: `/api/collab/documents/${name()}/updates`,
      headers: service,
      payload: { updates: updates.map(b64) },
    });
    expect(appended.statusCode).toBe(200);
    const firstId = appended.json().results.lastUpdateId;
    expect(firstId).toBeGreaterThan(0);

    const state = (
      await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })
    ).json().results;
    expect(state.lastUpdateId).toBe(firstId);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Buffer.from(state.state, "base64"));
    expect(copy.getText("t").toString()).toBe("Bed 4: vitals every 2 h");

    // Compaction: the collab server sends the whole state through firstId.
    const snapshot = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: firstId },
    });
    expect(snapshot.statusCode).toBe(200);
    const remaining = await t.api.deps.db
      .select()
      .from(collabDocumentUpdates)
      .where(eq(collabDocumentUpdates.documentName, name()));
    expect(remaining).toHaveLength(0);

    updates.length = 0;
    doc.getText("t").insert(0, "URGENT ");
    const later = (
      await t.request({
        method: "POST",
        url: `/api/collab/documents/${name()}/updates`,
        headers: service,
        payload: { updates: updates.map(b64) },
      })
    ).json().results.lastUpdateId;
    expect(later).toBeGreaterThan(firstId);
    const merged = (
      await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })
    ).json().results;
    expect(merged.lastUpdateId).toBe(later);
    const again = new Y.Doc();
    Y.applyUpdate(again, Buffer.from(merged.state, "base64"));
    expect(again.getText("t").toString()).toBe("URGENT Bed 4: vitals every 2 h");

    // A snapshot claiming updates that do not exist is refused.
    const ahead = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: later + 1000 },
    });
    expect(ahead.statusCode).toBe(409);
  });

  it("refuses bytes that are not Yjs updates, and bad names", async () => {
    const bad = await t.request({
      method: "POST",
      url: `/api/collab/documents/${name()}/updates`,
      headers: service,
      payload: { updates: [Buffer.from([255, 255, 255, 255, 1, 2, 3]).toString("base64")] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("updates.0: is not a Yjs update");
    const notBase64 = await t.request({
      method: "POST",
      url: `/api/collab/documents/${name()}/updates`,
      headers: service,
      payload: { updates: ["%%%"] },
    });
    expect(notBase64.statusCode).toBe(400);
    expect(
      (await t.request({ method: "GET", url: "/api/collab/documents/no-dot/state", headers: service })).statusCode,
    ).toBe(400);
  });
});

describe("sealed documents", () => {
  const name = () => `handoff.${org.riverside}`;
  const storedState = async () =>
    (await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })).json()
      .results as { state: string | null; lastUpdateId: number };
  const textOf = (state: string | null, root = "t") => {
    const doc = new Y.Doc();
    if (state) Y.applyUpdate(doc, Buffer.from(state, "base64"));
    return doc.getText(root).toString();
  };
  const edit = (doc: Y.Doc, text: string) => {
    const updates: Uint8Array[] = [];
    const collect = (u: Uint8Array) => updates.push(u);
    doc.on("update", collect);
    doc.getText("t").insert(doc.getText("t").length, text);
    doc.off("update", collect);
    return updates.map(b64);
  };
  const append = (updates: string[]) =>
    t.request({
      method: "POST",
      url: `/api/collab/documents/${name()}/updates`,
      headers: service,
      payload: { updates },
    });
  const published = (eventName: string) =>
    t.events.filter((e) => e.name === eventName && (e.payload as { documentName?: string }).documentName === name());
  const tx = <T>(fn: (tx: Db) => Promise<T>) => t.api.deps.db.transaction((inner) => fn(inner as unknown as Db));

  it("refuses appends and snapshots while sealed, keeps the stored state, and takes them again once unsealed", async () => {
    const doc = new Y.Doc();
    const first = await append(edit(doc, "Signed text."));
    expect(first.statusCode).toBe(200);
    const before = await storedState();

    const { sealed, rendered } = await tx(async (inner) => {
      const sealed = await sealDocument(inner, name(), "test: note submitted");
      // What the sealer renders: exactly the sealed state.
      const rendered = await loadStateInTx(inner, name());
      return { sealed, rendered };
    });
    expect(sealed).toBe(true);
    expect(rendered.lastUpdateId).toBe(before.lastUpdateId);
    expect(textOf(Buffer.from(rendered.state!).toString("base64"))).toBe(textOf(before.state));
    expect(await tx((inner) => sealDocument(inner, name(), "again"))).toBe(false);
    expect(
      await t.api.deps.db.select().from(collabDocumentLocks).where(eq(collabDocumentLocks.documentName, name())),
    ).toHaveLength(1);

    const refused = await append(edit(doc, " Changed after signing."));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: "conflict",
      message: "This document is signed and can no longer change",
    });
    const snapshot = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: before.lastUpdateId },
    });
    expect(snapshot.statusCode).toBe(409);
    await expect(tx((inner) => appendServerUpdate(inner, name(), Y.encodeStateAsUpdate(doc)))).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await storedState()).toEqual({ ...before, sealed: true });

    // The collab server learns the seal when it loads the document, even after a restart.
    expect(
      (await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })).json()
        .results.sealed,
    ).toBe(true);
    // Access is read-only while sealed, whatever the kind's rule says.
    expect((await access(name(), tokens.nurse)).json().results.access).toBe("read");

    expect(await tx((inner) => unsealDocument(inner, name()))).toBe(true);
    expect(await tx((inner) => unsealDocument(inner, name()))).toBe(false);
    expect((await access(name(), tokens.nurse)).json().results.access).toBe("edit");
    const reopened = await append(edit(doc, " Revised."));
    expect(reopened.statusCode).toBe(200);
    // " Revised." depends on the refused update: the log alone cannot show it yet (why the collab server
    // writes a snapshot right after an unlock); the snapshot carries the whole state.
    const reopenedState = await storedState();
    expect(textOf(reopenedState.state)).toBe("Signed text.");
    const snapshotAfter = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: reopenedState.lastUpdateId },
    });
    expect(snapshotAfter.statusCode).toBe(200);
    expect(textOf((await storedState()).state)).toBe("Signed text. Changed after signing. Revised.");

    await t.api.deps.relay.flush();
    await expect.poll(() => published("document.locked").length).toBe(2);
    await expect.poll(() => published("document.unlocked").length).toBe(2);
  });

  it("appendServerUpdate stores the update and publishes document.patched with it", async () => {
    const patchDoc = new Y.Doc();
    patchDoc.get("client:c-1", Y.XmlText).insert(0, "Template for the new client");
    const update = Y.encodeStateAsUpdate(patchDoc);
    const { updateId } = await tx((inner) => appendServerUpdate(inner, name(), update));
    expect(updateId).toBeGreaterThan(0);
    await t.api.deps.relay.flush();
    await expect.poll(() => published("document.patched").length).toBe(1);
    expect(published("document.patched")[0]!.payload).toEqual({ documentName: name(), update: b64(update) });
    const stored = new Y.Doc();
    Y.applyUpdate(stored, Buffer.from((await storedState()).state!, "base64"));
    expect(stored.get("client:c-1", Y.XmlText).toString()).toBe("Template for the new client");

    await expect(tx((inner) => appendServerUpdate(inner, name(), new Uint8Array([255, 255, 1])))).rejects.toMatchObject(
      { statusCode: 400 },
    );
  });

  it("never loses an update a snapshot claims to cover but the collab server had not applied", async () => {
    const collabSide = new Y.Doc();
    Y.applyUpdate(collabSide, Buffer.from((await storedState()).state!, "base64"));
    const patchDoc = new Y.Doc();
    patchDoc.get("client:c-2", Y.XmlText).insert(0, "Written by the API");
    await tx((inner) => appendServerUpdate(inner, name(), Y.encodeStateAsUpdate(patchDoc)));
    // The collab server appends after the patch, and snapshots before its document.patched arrived.
    const { lastUpdateId } = (await append(edit(collabSide, " More."))).json().results;
    const snapshot = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(collabSide)), throughUpdateId: lastUpdateId },
    });
    expect(snapshot.statusCode).toBe(200);
    const stored = new Y.Doc();
    Y.applyUpdate(stored, Buffer.from((await storedState()).state!, "base64"));
    expect(stored.get("client:c-2", Y.XmlText).toString()).toBe("Written by the API");
    expect(stored.getText("t").toString()).toContain("More.");
  });

  it("keeps what a snapshot covering no new log entry adds (updates refused while sealed), without losing the stored state", async () => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, Buffer.from((await storedState()).state!, "base64"));
    const { lastUpdateId } = (await append(edit(doc, " Compacted."))).json().results;
    const first = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: lastUpdateId },
    });
    expect(first.statusCode).toBe(200);

    await tx((inner) => sealDocument(inner, name(), "test"));
    expect((await append(edit(doc, " Refused."))).statusCode).toBe(409);
    await tx((inner) => unsealDocument(inner, name()));
    // The collab server's snapshot after the reopening: nothing new in the log, but the refused text.
    const again = await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: lastUpdateId },
    });
    expect(again.json().results).toEqual({ throughUpdateId: lastUpdateId, removedUpdates: 0 });
    expect(textOf((await storedState()).state)).toMatch(/ Compacted\. Refused\.$/);

    // An older snapshot (say, from a server that missed the patch) adds what it has and loses nothing.
    const stale = new Y.Doc();
    stale.getText("other").insert(0, "from a stale copy");
    await t.request({
      method: "PUT",
      url: `/api/collab/documents/${name()}/snapshot`,
      headers: service,
      payload: { state: b64(Y.encodeStateAsUpdate(stale)), throughUpdateId: 0 },
    });
    const stored = (await storedState()).state;
    expect(textOf(stored)).toMatch(/ Compacted\. Refused\.$/);
    expect(textOf(stored, "other")).toBe("from a stale copy");
  });
});
