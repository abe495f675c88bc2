import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { Admission } from "./admission";
import { createAdmissionHooks } from "./admissionHooks";

/** A gate a handler waits on, opened by the test. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A server whose /slow handler waits for `release`, with admission at `limit`. */
async function server(admission: Admission) {
  // Aborted fetches leave undici connections that would hold close() for its 4 s keep-alive.
  app = Fastify({ forceCloseConnections: true });
  app.addHook(
    "onRoute",
    createAdmissionHooks(admission, (route) => route.url === "/skipped-by-path"),
  );
  const handlerGates: ReturnType<typeof gate>[] = [];
  let handled = 0;
  app.get("/slow", async () => {
    const g = gate();
    handlerGates.push(g);
    await g.opened;
    handled += 1;
    return { ok: true };
  });
  app.get("/fast", { preHandler: async () => undefined }, async () => ({ ok: true }));
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  app.get("/version", { config: { database: false } }, async () => ({ version: "1" }));
  app.get("/skipped-by-path", async () => ({ ok: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { origin, handlerGates, handled: () => handled };
}

describe("admission on routes", () => {
  it("answers 503 with retry-after and the error shape when the queue is full", async () => {
    const admission = new Admission({ limit: 1, maxQueue: 1 });
    const s = await server(admission);
    const first = fetch(`${s.origin}/slow`);
    await until(() => s.handlerGates.length === 1, "the first request runs");
    const second = fetch(`${s.origin}/fast`);
    await until(() => admission.stats().queued === 1, "the second request waits");
    const third = await fetch(`${s.origin}/fast`);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("1");
    expect(await third.json()).toEqual({ error: { code: "server_busy", message: expect.any(String) } });
    s.handlerGates[0]!.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await until(() => admission.stats().inFlight === 0, "every slot is back");
  });

  it("gives the slot back after an error", async () => {
    const admission = new Admission({ limit: 1 });
    const s = await server(admission);
    expect((await fetch(`${s.origin}/fails`)).status).toBe(500);
    await until(() => admission.stats().inFlight === 0, "the slot is back");
    expect((await fetch(`${s.origin}/fast`)).status).toBe(200);
  });

  it("drops a waiting request whose client went away, and keeps a running one's slot until its handler ends", async () => {
    const admission = new Admission({ limit: 1 });
    const s = await server(admission);
    const running = new AbortController();
    const first = fetch(`${s.origin}/slow`, { signal: running.signal }).catch(() => "aborted");
    await until(() => s.handlerGates.length === 1, "the first request runs");
    const waiting = new AbortController();
    const second = fetch(`${s.origin}/slow`, { signal: waiting.signal }).catch(() => "aborted");
    await until(() => admission.stats().queued === 1, "the second request waits");
    waiting.abort();
    expect(await second).toBe("aborted");
    await until(() => admission.stats().queued === 0, "the abandoned request leaves the queue");
    running.abort();
    expect(await first).toBe("aborted");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(admission.stats().inFlight).toBe(1); // its handler is still at work on the database
    s.handlerGates[0]!.open();
    await until(() => admission.stats().inFlight === 0, "the slot is back once the handler ends");
    expect(s.handled()).toBe(1); // the abandoned waiter never ran
    expect(admission.stats()).toMatchObject({ abandoned: 1, rejected: 0 });
    expect((await fetch(`${s.origin}/fast`)).status).toBe(200);
  });

  it("holds no slot for routes that never touch the database", async () => {
    const admission = new Admission({ limit: 1 });
    const s = await server(admission);
    const first = fetch(`${s.origin}/slow`);
    await until(() => s.handlerGates.length === 1, "the slot is taken");
    expect((await fetch(`${s.origin}/version`)).status).toBe(200);
    expect((await fetch(`${s.origin}/skipped-by-path`)).status).toBe(200);
    expect(admission.stats()).toMatchObject({ inFlight: 1, queued: 0, admitted: 1 });
    s.handlerGates[0]!.open();
    await first;
  });

  it("takes one slot per request, whatever its hooks and HEAD twin do (no self-deadlock at limit 1)", async () => {
    const admission = new Admission({ limit: 1 });
    const s = await server(admission);
    expect((await fetch(`${s.origin}/fast`)).status).toBe(200);
    expect((await fetch(`${s.origin}/fast`, { method: "HEAD" })).status).toBe(200);
    await until(() => admission.stats().inFlight === 0, "the slot is back");
    expect(admission.stats().admitted).toBe(2);
  });
});
