import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { __Name__Item } from "@hearth/schema";
import { build__Name__Item, buildOrganization } from "@hearth/testing";
import { activityLog, __name__Items } from "../../db/schema";
import { startDemoApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";

let t: TestApi;
let org: DemoOrganization;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  // The nurse works at Riverside alone, nurse2 at Hillcrest alone; the admin sees both.
  for (const who of ["admin", "nurse", "nurse2", "client"]) tokens[who] = (await t.loginAs(who)).token;
});
afterAll(() => t?.close());

const ADDRESS = "203.0.113.7";
const list = (who: string, query = "") =>
  t.request({ method: "GET", url: `/api/auth/__name_kebab__${query}`, token: tokens[who] });
const add = (who: string, locationId: string, payload: object) =>
  t.request({
    method: "POST",
    url: `/api/auth/locations/${locationId}/__name_kebab__`,
    token: tokens[who],
    payload,
    remoteAddress: ADDRESS,
  });
const names = (response: { json(): unknown }) =>
  (response.json() as { results: __Name__Item[] }).results.map((item) => item.name);
const logged = (outcome: string) =>
  t.api.deps.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, "__name_snake__:create"), eq(activityLog.outcome, outcome)));

describe("__label__", () => {
  it("lists nothing before anything is added", async () => {
    const response = await list("nurse");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [] });
  });

  it("adds an item to the caller's location, logs it with their address, and lists it to that location's staff", async () => {
    const response = await add("nurse", org.riverside, { name: "  Morning round  " });
    expect(response.statusCode).toBe(201);
    const item = response.json().results as __Name__Item;
    expect(item).toMatchObject({ name: "Morning round", location: { id: org.riverside } });
    await build__Name__Item(t.api.deps.db, {
      organizationId: org.organizationId,
      locationId: org.hillcrest,
      name: "Evening round",
    });

    expect(names(await list("nurse"))).toEqual(["Morning round"]);
    expect(names(await list("nurse2"))).toEqual(["Evening round"]);
    expect(names(await list("admin"))).toEqual(["Evening round", "Morning round"]);
    expect(names(await list("admin", `?locationId=${org.riverside}`))).toEqual(["Morning round"]);
    expect((await logged("success")).map((line) => [line.subjectId, line.ip])).toEqual([[item.id, ADDRESS]]);
  });

  it("answers 404 for a location the caller does not work at, logs the refusal, and adds nothing", async () => {
    const elsewhere = await buildOrganization(t.api.deps.db);
    for (const [who, locationId] of [
      ["nurse", org.hillcrest],
      ["admin", elsewhere.locationId],
    ] as const) {
      const response = await add(who, locationId, { name: "Refused" });
      expect(response.statusCode, `${who} at ${locationId}`).toBe(404);
      expect(response.json().error).toMatchObject({ code: "not_found", message: "Location not found" });
    }
    expect(await t.api.deps.db.select().from(__name__Items).where(eq(__name__Items.name, "Refused"))).toEqual([]);
    const refused = (await logged("denied")).map((line) => line.subjectId);
    expect(refused.sort()).toEqual([org.hillcrest, elsewhere.locationId].sort());
  });

  it("refuses portal clients with 403 and callers without a session with 401", async () => {
    expect((await list("client")).statusCode).toBe(403);
    expect((await add("client", org.riverside, { name: "Refused" })).statusCode).toBe(403);
    expect((await t.request({ method: "GET", url: "/api/auth/__name_kebab__" })).statusCode).toBe(401);
  });

  it("validates the body, naming the field", async () => {
    const blank = await add("nurse", org.riverside, { name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ code: "validation_failed", message: "name: is required" });
    expect((await add("nurse", org.riverside, { name: "Round", extra: true })).statusCode).toBe(400);
  });
});
