import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, like } from "drizzle-orm";
import * as Y from "yjs";
import { handoffActivity, handoffClientAuthors } from "../../db/schema";
import { TEST_SERVICE_KEY, startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { appendBatch, buildBoard, writeOnBoard } from "@hearth/testing";
import type { Board } from "@hearth/testing";

let t: TestApi;
let org: DemoOrganization;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  for (const who of ["nurse", "therapist"])
    ids[who] = (
      await t.request({ method: "GET", url: "/api/auth/me", token: (await t.loginAs(who)).token })
    ).json().results.id;
});
afterAll(async () => {
  await t?.close();
});

const authorsOf = (board: Board) =>
  t.api.deps.db
    .select({ clientId: handoffClientAuthors.clientId, userId: handoffClientAuthors.userId })
    .from(handoffClientAuthors)
    .where(eq(handoffClientAuthors.documentName, board.documentName));
const activityOf = (board: Board) =>
  t.api.deps.db
    .select()
    .from(handoffActivity)
    .where(eq(handoffActivity.documentName, board.documentName))
    .orderBy(asc(handoffActivity.userId));

describe("authorship recorded by the group commit", () => {
  it("records which Yjs clients each user brought into a board, and one activity line per user and minute", async () => {
    const board = await buildBoard(t, org, [ids.nurse!, ids.therapist!]);
    const before = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const nora = await writeOnBoard(t, board, ids.nurse!, "Bed 4 asleep since 02:10.");
    const tom = await writeOnBoard(t, board, ids.therapist!, "Family call at 09:00.");
    const nora2 = await writeOnBoard(t, board, ids.nurse!, "Vitals due at 06:00.");

    expect(new Set(await authorsOf(board))).toEqual(
      new Set([
        { clientId: nora.clientId, userId: ids.nurse },
        { clientId: tom.clientId, userId: ids.therapist },
        { clientId: nora2.clientId, userId: ids.nurse },
      ]),
    );
    const lines = await activityOf(board);
    // Both wrote within a minute or two: one line per user per minute, counting updates.
    expect(lines.reduce((sum, line) => sum + line.updates, 0)).toBe(3);
    expect(new Set(lines.map((line) => line.userId))).toEqual(new Set([ids.nurse, ids.therapist]));
    for (const line of lines) {
      expect(line.minute.getTime() % 60_000).toBe(0);
      expect(line.minute.getTime()).toBeGreaterThanOrEqual(before.getTime());
    }
  });

  it("keeps a client id with the first user who brought it, and counts a change that carries no characters", async () => {
    const board = await buildBoard(t, org, [ids.nurse!, ids.therapist!]);
    const tom = await writeOnBoard(t, board, ids.therapist!, "Bed 7 refused meds.");
    // Nora's browser sends Tom's update again (its sync step 2 after a restart of the collab server).
    expect(
      (await appendBatch(t, [{ name: board.documentName, updates: [tom.update], authors: [ids.nurse!] }])).statusCode,
    ).toBe(200);
    // A deletion only: it brings no client (its browser inserted nothing), still a change by Nora.
    const doc = new Y.Doc();
    Y.applyUpdate(doc, tom.update);
    let deletion: Uint8Array | null = null;
    doc.on("update", (u: Uint8Array) => (deletion = u));
    doc.get("root", Y.XmlText).delete(0, 1);
    if (!deletion) throw new Error("the deletion made no update");
    expect([...Y.parseUpdateMeta(deletion).from.keys()]).toEqual([]);
    expect(
      (await appendBatch(t, [{ name: board.documentName, updates: [deletion], authors: [ids.nurse!] }])).statusCode,
    ).toBe(200);
    doc.destroy();

    expect(await authorsOf(board)).toEqual([{ clientId: tom.clientId, userId: ids.therapist }]);
    const noras = (await activityOf(board)).filter((line) => line.userId === ids.nurse);
    expect(noras.reduce((sum, line) => sum + line.updates, 0)).toBe(2);
  });

  it("records nothing for other kinds of documents, for updates without an author, or for a document the batch refused", async () => {
    const board = await buildBoard(t, org, [ids.nurse!]);
    const { update } = await (async () => {
      const doc = new Y.Doc();
      const updates: Uint8Array[] = [];
      doc.on("update", (u: Uint8Array) => updates.push(u));
      doc.getText("t").insert(0, "note");
      return { update: updates[0]! };
    })();
    const response = await appendBatch(t, [
      { name: "groupNote.authorship-test", updates: [update], authors: [ids.nurse!] },
      { name: board.documentName, updates: [update], authors: [null] },
      { name: "handoff.authorship-garbage", updates: [new Uint8Array([255, 255, 255, 1])], authors: [ids.nurse!] },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((r: { error?: { code: string } }) => r.error?.code ?? "stored")).toEqual([
      "stored",
      "stored",
      "validation_failed",
    ]);
    const db = t.api.deps.db;
    expect(await db.select().from(handoffActivity).where(like(handoffActivity.documentName, "groupNote.%"))).toEqual(
      [],
    );
    expect(
      await db.select().from(handoffClientAuthors).where(like(handoffClientAuthors.documentName, "groupNote.%")),
    ).toEqual([]);
    expect(await activityOf(board)).toEqual([]);
    expect(await authorsOf(board)).toEqual([]);
    expect(
      await db.select().from(handoffActivity).where(eq(handoffActivity.documentName, "handoff.authorship-garbage")),
    ).toEqual([]);
  });

  it("refuses a batch whose authors do not match its updates one to one, or are not user ids", async () => {
    const board = await buildBoard(t, org, [ids.nurse!]);
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on("update", (u: Uint8Array) => updates.push(u));
    doc.getText("t").insert(0, "a");
    doc.getText("t").insert(1, "b");
    const post = (authors: unknown) =>
      t.request({
        method: "POST",
        url: "/api/collab/updates",
        headers: { "x-hearth-service-key": TEST_SERVICE_KEY },
        payload: {
          documents: [
            { name: board.documentName, updates: updates.map((u) => Buffer.from(u).toString("base64")), authors },
          ],
        },
      });
    const cases: Array<[unknown, string | RegExp]> = [
      [[ids.nurse], "documents.0.authors: must name one author per update"],
      [[ids.nurse, "nurse"], /documents\.0\.authors\.1: must be a user id/],
      [undefined, /documents\.0\.authors/],
    ];
    for (const [authors, message] of cases) {
      const response = await post(authors);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    expect(await activityOf(board)).toEqual([]);
    // The in-process call validates the same way.
    await expect(
      t.api.appendCollabUpdates({
        documents: [
          {
            name: board.documentName,
            updates: updates.map((u) => Buffer.from(u).toString("base64")),
            authors: [ids.nurse!],
          },
        ],
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
