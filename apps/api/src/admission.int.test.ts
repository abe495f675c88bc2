import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdmissionStats } from "./admission";
import { startTestApi } from "./test/harness";
import type { TestApi } from "./test/harness";

let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await startTestApi();
  token = (await t.loginAs("admin")).token;
});
afterAll(async () => {
  t.api.admission.resize(1000);
  await t?.close();
});

/** Runs `work` while sampling the admission figures on every turn of the event loop. */
async function sampled<T>(work: Promise<T>): Promise<{ result: T; peak: Pick<AdmissionStats, "inFlight" | "queued"> }> {
  const peak = { inFlight: 0, queued: 0 };
  let done = false;
  const sample = () => {
    const s = t.api.admission.stats();
    peak.inFlight = Math.max(peak.inFlight, s.inFlight);
    peak.queued = Math.max(peak.queued, s.queued);
    if (!done) setImmediate(sample);
  };
  sample();
  try {
    return { result: await work, peak };
  } finally {
    done = true;
  }
}

describe("admission on the real API", () => {
  it("20 concurrent clinician lists with a limit of 2 all succeed, at most 2 at a time, the rest queued", async () => {
    t.api.admission.resize(2);
    const before = t.api.admission.stats();
    const list = () => t.request({ method: "GET", url: "/api/auth/clinicians?status=1,2,3", token });
    const { result: responses, peak } = await sampled(Promise.all(Array.from({ length: 20 }, list)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(
      responses.map((r) => JSON.stringify((r.json() as { results: { id: string }[] }).results.map((c) => c.id))),
    );
    expect(bodies.size).toBe(1);
    expect(peak.inFlight).toBeLessThanOrEqual(2);
    expect(peak.queued).toBeGreaterThan(0);
    const after = t.api.admission.stats();
    expect(after).toMatchObject({ limit: 2, inFlight: 0, queued: 0, rejected: 0 });
    expect(after.admitted - before.admitted).toBe(20);
  });

  it("a write with a transaction, authentication and an audit entry completes under a limit of 1 (no request waits on itself)", async () => {
    t.api.admission.resize(1);
    const me = (await t.request({ method: "GET", url: "/api/auth/me", token })).json() as {
      results: { locations: { id: string }[] };
    };
    const created = await t.request({
      method: "POST",
      url: "/api/auth/signup",
      token,
      payload: {
        email: "admission-check@example.test",
        firstName: "Ada",
        lastName: "Mission",
        role: "bht",
        locationIds: [me.results.locations[0]!.id],
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(t.api.admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });

  it("/api/version takes no slot: it answers while every slot is held", async () => {
    t.api.admission.resize(1);
    const held = await t.api.admission.acquire();
    try {
      const version = await t.request({ method: "GET", url: "/api/version" });
      expect(version.statusCode).toBe(200);
      const waiting = t.request({ method: "GET", url: "/api/auth/clinicians", token });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(t.api.admission.stats()).toMatchObject({ inFlight: 1, queued: 1 });
      held.release();
      expect((await waiting).statusCode).toBe(200);
    } finally {
      held.release();
    }
    expect(t.api.admission.stats()).toMatchObject({ inFlight: 0, queued: 0 });
  });
});
