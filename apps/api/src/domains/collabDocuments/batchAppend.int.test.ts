/** The collab server's group commit: many documents' updates stored in one call, each answered on its own. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import * as Y from "yjs";
import {
  MAX_BATCH_BASE64,
  MAX_BATCH_DOCUMENTS,
  MAX_BATCH_UPDATES,
  MAX_UPDATE_BASE64,
  SERVICE_KEY_HEADER,
} from "@hearth/schema";
import type { Db } from "../../db/client";
import { collabDocumentUpdates } from "../../db/schema";
import { TEST_SERVICE_KEY, startTestApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";
import { sealDocument, unsealDocument } from "./service";

let t: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  for (const who of ["nurse", "nurse2", "client", "admin", "admissions"]) tokens[who] = (await t.loginAs(who)).token;
});
afterAll(async () => {
  await t?.close();
});

const service = { [SERVICE_KEY_HEADER]: TEST_SERVICE_KEY };
const b64 = (u: Uint8Array) => Buffer.from(u).toString("base64");

describe("batch append (the collab server's group commit)", () => {
  /** Updates from no user (authors null), unless the test names them: authorship has its own tests (handoff/authorship.int.test.ts). */
  const withAuthors = (documents: unknown) =>
    Array.isArray(documents)
      ? documents.map((d: { updates?: unknown[]; authors?: unknown }) =>
          d && Array.isArray(d.updates) && d.authors === undefined ? { ...d, authors: d.updates.map(() => null) } : d,
        )
      : documents;
  const batch = (documents: unknown, headers: Record<string, string> = service) =>
    t.request({ method: "POST", url: "/api/collab/updates", headers, payload: { documents: withAuthors(documents) } });
  /** Yjs updates typing `texts` one by one into a fresh document, base64. */
  const typed = (...texts: string[]) => {
    const doc = new Y.Doc();
    const updates: string[] = [];
    doc.on("update", (u: Uint8Array) => updates.push(b64(u)));
    for (const text of texts) doc.getText("t").insert(doc.getText("t").length, text);
    return updates;
  };
  const rowsOf = (name: string) =>
    t.api.deps.db
      .select({ id: collabDocumentUpdates.id, data: collabDocumentUpdates.data })
      .from(collabDocumentUpdates)
      .where(eq(collabDocumentUpdates.documentName, name))
      .orderBy(asc(collabDocumentUpdates.id));
  const tx = <T>(fn: (tx: Db) => Promise<T>) => t.api.deps.db.transaction((inner) => fn(inner as unknown as Db));

  it("needs the service key", async () => {
    const documents = [{ name: "handoff.batch-key", updates: typed("x") }];
    expect((await batch(documents, {})).statusCode).toBe(401);
    expect((await batch(documents, { [SERVICE_KEY_HEADER]: "wrong" })).statusCode).toBe(401);
    expect(
      (
        await t.request({
          method: "POST",
          url: "/api/collab/updates",
          token: tokens.nurse,
          payload: { documents: withAuthors(documents) },
        })
      ).statusCode,
    ).toBe(401);
    expect(await rowsOf("handoff.batch-key")).toEqual([]);
  });

  it("stores every document in one call, answered per document in the order asked, ids following each document's order", async () => {
    const one = typed("a", "b", "c");
    const two = typed("x", "y");
    const response = await batch([
      { name: "handoff.batch-1", updates: one },
      { name: "handoff.batch-2", updates: two },
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ name: string; lastUpdateId: number }>;
    expect(results.map((r) => r.name)).toEqual(["handoff.batch-1", "handoff.batch-2"]);
    const [rows1, rows2] = [await rowsOf("handoff.batch-1"), await rowsOf("handoff.batch-2")];
    // In id order, each document's rows are its updates in the order sent; its answer is its last id.
    expect(rows1.map((r) => b64(r.data))).toEqual(one);
    expect(rows2.map((r) => b64(r.data))).toEqual(two);
    expect(results[0]!.lastUpdateId).toBe(rows1.at(-1)!.id);
    expect(results[1]!.lastUpdateId).toBe(rows2.at(-1)!.id);

    // A later batch appends after them; the state reads back as typed.
    const more = await batch([{ name: "handoff.batch-1", updates: typed("later") }]);
    expect(more.json().results[0].lastUpdateId).toBeGreaterThan(results[0]!.lastUpdateId);
    const state = (
      await t.request({ method: "GET", url: "/api/collab/documents/handoff.batch-2/state", headers: service })
    ).json().results;
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Buffer.from(state.state, "base64"));
    expect(copy.getText("t").toString()).toBe("xy");
  });

  it("refuses a sealed document (409) and one whose update is not Yjs (400) alone: the others of the batch are stored", async () => {
    const sealedName = "handoff.batch-sealed";
    expect((await batch([{ name: sealedName, updates: typed("signed") }])).statusCode).toBe(200);
    await tx((inner) => sealDocument(inner, sealedName, "test: batch"));
    const before = await rowsOf(sealedName);

    const response = await batch([
      { name: "handoff.batch-open", updates: typed("kept") },
      { name: sealedName, updates: typed("after signing") },
      {
        name: "handoff.batch-garbage",
        updates: [...typed("fine"), Buffer.from([255, 255, 255, 255, 1, 2, 3]).toString("base64")],
      },
      { name: "handoff.batch-open2", updates: typed("kept too") },
    ]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results).toEqual([
      { name: "handoff.batch-open", lastUpdateId: expect.any(Number) },
      { name: sealedName, error: { code: "conflict", message: "This document is signed and can no longer change" } },
      {
        name: "handoff.batch-garbage",
        error: { code: "validation_failed", message: "documents.2.updates.1: is not a Yjs update" },
      },
      { name: "handoff.batch-open2", lastUpdateId: expect.any(Number) },
    ]);
    expect(await rowsOf(sealedName)).toEqual(before);
    expect(await rowsOf("handoff.batch-garbage")).toEqual([]);
    expect(await rowsOf("handoff.batch-open")).toHaveLength(1);
    expect(await rowsOf("handoff.batch-open2")).toHaveLength(1);
    await tx((inner) => unsealDocument(inner, sealedName));
    expect((await batch([{ name: sealedName, updates: typed("revised") }])).json().results[0]).toEqual({
      name: sealedName,
      lastUpdateId: expect.any(Number),
    });
  });

  it("waits for a seal in progress on one of its documents, then refuses that one alone", async () => {
    const [sealing, other] = ["handoff.batch-sealing", "handoff.batch-bystander"];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = false;
    let request: ReturnType<typeof batch> | null = null;
    const sealed = tx(async (inner) => {
      await sealDocument(inner, sealing, "test: seal in progress");
      request = batch([
        { name: other, updates: typed("bystander") },
        { name: sealing, updates: typed("racing the seal") },
      ]).then((response) => {
        answered = true;
        return response;
      });
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(request).not.toBeNull();
    expect(answered).toBe(false);
    release();
    await sealed;
    const response = await request!;
    expect(response.json().results.map((r: { error?: { code: string } }) => r.error?.code ?? "stored")).toEqual([
      "stored",
      "conflict",
    ]);
    expect(await rowsOf(sealing)).toEqual([]);
  });

  it("never deadlocks with batches locking the same documents named in other orders", async () => {
    const names = Array.from({ length: 6 }, (_, i) => `handoff.batch-order-${i}`);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, k) => {
        const order = k % 2 === 0 ? names : [...names].reverse();
        return batch(order.map((name) => ({ name, updates: typed(`${k}`) })));
      }),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.api.deps.db
      .select({ id: collabDocumentUpdates.id })
      .from(collabDocumentUpdates)
      .where(inArray(collabDocumentUpdates.documentName, names));
    expect(rows).toHaveLength(8 * names.length);
  });

  it("validates the batch as a whole: names, base64, duplicates, and its bounds", async () => {
    const expect400 = async (documents: unknown, message: string | RegExp) => {
      const response = await batch(documents);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
    };
    const update = typed("x")[0]!;
    await expect400([], /documents/);
    await expect400([{ name: "no-dot", updates: [update] }], "documents.0.name: must read <kind>.<id>");
    await expect400([{ name: "handoff.v", updates: [] }], /documents\.0\.updates/);
    await expect400([{ name: "handoff.v", updates: ["%%%"] }], /documents\.0\.updates\.0/);
    await expect400(
      [
        { name: "handoff.v", updates: [update] },
        { name: "handoff.v", updates: [update] },
      ],
      "documents.1.name: appears twice in one batch",
    );
    await expect400(
      Array.from({ length: MAX_BATCH_DOCUMENTS + 1 }, (_, i) => ({ name: `handoff.v${i}`, updates: [update] })),
      /documents/,
    );
    await expect400(
      Array.from({ length: MAX_BATCH_UPDATES / 500 + 1 }, (_, i) => ({
        name: `handoff.v${i}`,
        updates: Array(500).fill(update),
      })),
      `documents: more than ${MAX_BATCH_UPDATES} updates in one batch`,
    );
    // Each update within its own bound, the batch past its total; a body past even that is 413.
    const large = "A".repeat(MAX_UPDATE_BASE64);
    const parts = Array.from({ length: MAX_BATCH_BASE64 / MAX_UPDATE_BASE64 }, (_, i) => ({
      name: `handoff.large${i}`,
      updates: [large],
    }));
    await expect400(
      [...parts, { name: "handoff.large-last", updates: [update] }],
      `documents: more than ${MAX_BATCH_BASE64} bytes of base64 in one batch`,
    );
    const tooLarge = await batch([...parts, { name: "handoff.large-last", updates: [large] }]);
    expect(tooLarge.statusCode).toBe(413);
    const stored = await t.api.deps.db
      .select({ id: collabDocumentUpdates.id })
      .from(collabDocumentUpdates)
      .where(eq(collabDocumentUpdates.documentName, "handoff.v"));
    expect(stored).toEqual([]);
  });

  describe("in process (the launcher's collab server calls the route's function)", () => {
    const inProcess = (documents: unknown) =>
      t.api.appendCollabUpdates({ documents: withAuthors(documents) } as Parameters<
        typeof t.api.appendCollabUpdates
      >[0]);

    it("stores and answers per document as the route does", async () => {
      const sealedName = "handoff.direct-sealed";
      await inProcess([{ name: sealedName, updates: typed("signed") }]);
      await tx((inner) => sealDocument(inner, sealedName, "test: in process"));
      const open = typed("a", "b");
      const results = await inProcess([
        { name: "handoff.direct-open", updates: open },
        { name: sealedName, updates: typed("after signing") },
        { name: "handoff.direct-garbage", updates: [Buffer.from([255, 255, 255, 255, 1]).toString("base64")] },
      ]);
      const rows = await rowsOf("handoff.direct-open");
      expect(rows.map((r) => b64(r.data))).toEqual(open);
      expect(results).toEqual([
        { name: "handoff.direct-open", lastUpdateId: rows.at(-1)!.id },
        { name: sealedName, error: { code: "conflict", message: "This document is signed and can no longer change" } },
        {
          name: "handoff.direct-garbage",
          error: { code: "validation_failed", message: "documents.2.updates.0: is not a Yjs update" },
        },
      ]);
      expect(await rowsOf(sealedName)).toHaveLength(1);
      expect(await rowsOf("handoff.direct-garbage")).toEqual([]);
    });

    it("refuses an invalid batch with the route's status and message, storing nothing of it", async () => {
      const update = typed("x")[0]!;
      const invalid: unknown[] = [
        [],
        [{ name: "no-dot", updates: [update] }],
        [{ name: "handoff.direct-v", updates: ["%%%"] }],
        [
          { name: "handoff.direct-v", updates: [update] },
          { name: "handoff.direct-v", updates: [update] },
        ],
      ];
      for (const documents of invalid) {
        const route = await batch(documents);
        const error = await inProcess(documents).then(
          () => null,
          (e: unknown) => e as { statusCode: number; message: string },
        );
        expect(route.statusCode).toBe(400);
        expect(error).toMatchObject({ statusCode: 400, message: route.json().error.message });
      }
      expect(await rowsOf("handoff.direct-v")).toEqual([]);
    });
  });

  it("is described in the OpenAPI document", async () => {
    const spec = (await t.request({ method: "GET", url: "/api/docs/json" })).json();
    const operation = spec.paths["/api/collab/updates"].post;
    expect(operation.requestBody.content["application/json"].schema.properties.documents).toBeDefined();
    expect(operation.responses["200"]).toBeDefined();
  });
});
