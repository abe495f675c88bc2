import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as Y from "yjs";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import { activityLog, collabDocumentUpdates } from "../../db/schema";
import { demoOrganization } from "../../test/factories";
import { TEST_SERVICE_KEY, startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

let t: TestApi;
let org: Awaited<ReturnType<typeof demoOrganization>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  org = await demoOrganization(t.api.deps.db);
  for (const who of ["nurse", "nurse2", "client", "admin"]) tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

const access = (name: string, token?: string) => t.request({ method: "GET", url: `/api/collab/documents/${name}/access`, ...(token ? { token } : {}) });
const service = { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY };
const b64 = (u: Uint8Array) => Buffer.from(u).toString("base64");

describe("document access", () => {
  it("lets staff of the location edit its handoff board", async () => {
    const response = await access(`handoff.${org.riverside}`, tokens.nurse);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual({ access: "edit", userId: expect.any(String), userName: "Nora Castillo" });
  });

  it("answers 404 to a nurse of another location, a portal client and an admin not assigned there", async () => {
    const { db } = t.api.deps;
    expect((await access(`handoff.${org.riverside}`, tokens.nurse2)).statusCode).toBe(404);
    expect((await access(`handoff.${org.riverside}`, tokens.client)).statusCode).toBe(404);
    expect((await access(`handoff.${org.hillcrest}`, tokens.nurse)).json().error.code).toBe("not_found");
    expect((await access("unknownkind.abc", tokens.nurse)).statusCode).toBe(404);
    const denied = await db.select().from(activityLog).where(and(eq(activityLog.action, "document:open"), eq(activityLog.outcome, "denied")));
    expect(denied.length).toBeGreaterThanOrEqual(3);
    const opened = await db.select().from(activityLog).where(and(eq(activityLog.action, "document:open"), eq(activityLog.outcome, "success"), eq(activityLog.subjectId, `handoff.${org.riverside}`)));
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
    expect((await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: { [SERVICE_KEY_HEADER]: "wrong" } })).statusCode).toBe(401);
    // A user's token is not a service key.
    expect((await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, token: tokens.nurse2 })).statusCode).toBe(401);
  });

  it("appends updates, serves the merged state, and compacts into a snapshot", async () => {
    const empty = await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service });
    expect(empty.json()).toEqual({ results: { state: null, lastUpdateId: 0 } });

    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on("update", (u: Uint8Array) => updates.push(u));
    doc.getText("t").insert(0, "Bed 4: ");
    doc.getText("t").insert(7, "vitals every 2 h");
    const appended = await t.request({ method: "POST", url: `/api/collab/documents/${name()}/updates`, headers: service, payload: { updates: updates.map(b64) } });
    expect(appended.statusCode).toBe(200);
    const firstId = appended.json().results.lastUpdateId;
    expect(firstId).toBeGreaterThan(0);

    const state = (await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })).json().results;
    expect(state.lastUpdateId).toBe(firstId);
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Buffer.from(state.state, "base64"));
    expect(copy.getText("t").toString()).toBe("Bed 4: vitals every 2 h");

    // Compaction: the collab server sends the whole state through firstId.
    const snapshot = await t.request({ method: "PUT", url: `/api/collab/documents/${name()}/snapshot`, headers: service, payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: firstId } });
    expect(snapshot.statusCode).toBe(200);
    const remaining = await t.api.deps.db.select().from(collabDocumentUpdates).where(eq(collabDocumentUpdates.documentName, name()));
    expect(remaining).toHaveLength(0);

    updates.length = 0;
    doc.getText("t").insert(0, "URGENT ");
    const later = (await t.request({ method: "POST", url: `/api/collab/documents/${name()}/updates`, headers: service, payload: { updates: updates.map(b64) } })).json().results.lastUpdateId;
    expect(later).toBeGreaterThan(firstId);
    const merged = (await t.request({ method: "GET", url: `/api/collab/documents/${name()}/state`, headers: service })).json().results;
    expect(merged.lastUpdateId).toBe(later);
    const again = new Y.Doc();
    Y.applyUpdate(again, Buffer.from(merged.state, "base64"));
    expect(again.getText("t").toString()).toBe("URGENT Bed 4: vitals every 2 h");

    // A snapshot claiming updates that do not exist is refused.
    const ahead = await t.request({ method: "PUT", url: `/api/collab/documents/${name()}/snapshot`, headers: service, payload: { state: b64(Y.encodeStateAsUpdate(doc)), throughUpdateId: later + 1000 } });
    expect(ahead.statusCode).toBe(409);
  });

  it("refuses bytes that are not Yjs updates, and bad names", async () => {
    const bad = await t.request({ method: "POST", url: `/api/collab/documents/${name()}/updates`, headers: service, payload: { updates: [Buffer.from([255, 255, 255, 255, 1, 2, 3]).toString("base64")] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("updates.0: is not a Yjs update");
    const notBase64 = await t.request({ method: "POST", url: `/api/collab/documents/${name()}/updates`, headers: service, payload: { updates: ["%%%"] } });
    expect(notBase64.statusCode).toBe(400);
    expect((await t.request({ method: "GET", url: "/api/collab/documents/no-dot/state", headers: service })).statusCode).toBe(400);
  });
});
