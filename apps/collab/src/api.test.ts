import { describe, expect, it } from "vitest";
import { SERVICE_KEY_HEADER } from "@hearth/schema";
import type { AppendBatchInProcess } from "@hearth/schema";
import { ApiCallError, createCollabApi } from "./api";
import type { InjectApi } from "./api";

const NORA = "4f6d1f43-2f5e-4e53-9a0b-6f1c0e6c1a01";
const documents = [
  { name: "handoff.a", updates: [new Uint8Array([1, 2, 3]), new Uint8Array([4])], authors: [NORA, null] },
  { name: "handoff.b", updates: [new Uint8Array([5])], authors: [NORA] },
];
// Each update goes with its author, in the same order.
const asked = {
  documents: [
    { name: "handoff.a", updates: ["AQID", "BA=="], authors: [NORA, null] },
    { name: "handoff.b", updates: ["BQ=="], authors: [NORA] },
  ],
};

/** An inject that records what it was asked and answers the batch route with `results`. */
function injectAnswering(results: unknown) {
  const calls: Array<Parameters<InjectApi>[0]> = [];
  const inject: InjectApi = async (request) => {
    calls.push(request);
    return { statusCode: 200, body: JSON.stringify({ results }) };
  };
  return { inject, calls };
}

describe("the batch append of the collab server's REST client", () => {
  it("posts to the route with the service key when the API offers no function", async () => {
    const { inject, calls } = injectAnswering([
      { name: "handoff.a", lastUpdateId: 7 },
      { name: "handoff.b", lastUpdateId: 8 },
    ]);
    const api = createCollabApi({ target: { inject }, serviceKey: "key" });
    expect(await api.appendBatch(documents)).toEqual([
      { name: "handoff.a", lastUpdateId: 7 },
      { name: "handoff.b", lastUpdateId: 8 },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/collab/updates",
      headers: { [SERVICE_KEY_HEADER]: "key" },
    });
    expect(JSON.parse(calls[0]!.payload!)).toEqual(asked);
  });

  it("calls the API's function in process, with the route's body, and reads a refused document as the route's error", async () => {
    const { inject, calls } = injectAnswering([]);
    const bodies: unknown[] = [];
    const appendBatch: AppendBatchInProcess = async (body) => {
      bodies.push(body);
      return [
        { name: "handoff.a", lastUpdateId: 11 },
        { name: "handoff.b", error: { code: "conflict", message: "This document is signed and can no longer change" } },
      ];
    };
    const api = createCollabApi({ target: { inject, appendBatch }, serviceKey: "key" });
    const [stored, refused] = await api.appendBatch(documents);
    expect(calls).toEqual([]);
    expect(bodies).toEqual([asked]);
    expect(stored).toEqual({ name: "handoff.a", lastUpdateId: 11 });
    const error = (refused as { error: ApiCallError }).error;
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error.status).toBe(409);
    expect(error.transient).toBe(false);
  });

  it("fails a whole in-process call as the route would answer it: its status, else 500", async () => {
    const failing = (error: unknown) =>
      createCollabApi({
        target: { inject: injectAnswering([]).inject, appendBatch: () => Promise.reject(error) },
        serviceKey: "key",
      });
    const refused = await failing(
      Object.assign(new Error("documents: more than 2000 updates in one batch"), { statusCode: 400 }),
    )
      .appendBatch(documents)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiCallError);
    expect(refused).toMatchObject({ status: 400, transient: false });
    expect((refused as Error).message).toContain("more than 2000 updates");

    const crashed = await failing(new Error("the database thread stopped"))
      .appendBatch(documents)
      .catch((e: unknown) => e);
    expect(crashed).toMatchObject({ status: 500, transient: true });
  });
});
