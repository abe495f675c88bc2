import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityLogEntry, Page } from "@hearth/schema";
import { signInDemoStaff } from "@hearth/testing";
import { startDemoApi } from "../../test/harness";
import type { TestApi } from "../../test/harness";

const CLIENT = "HRT-000101";

let t: TestApi;
let tokens: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  ({ t } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, ["admin", "therapist", "nurse", "supervisor"]));
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string) => t.request({ method: "GET", url, token });
async function log(query: string): Promise<Page<ActivityLogEntry>> {
  const response = await get(tokens.admin!, `/api/auth/activity-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page<ActivityLogEntry>;
}

describe("the activity log", () => {
  it("shows a chart read by the client it was about, with who read it, when and from where", async () => {
    const before = new Date().toISOString();
    expect((await get(tokens.therapist!, `/api/auth/clients/${CLIENT}`)).statusCode).toBe(200);
    const page = await log(`clientMrNo=${CLIENT}&dateFrom=${encodeURIComponent(before)}`);
    const read = page.results.find((r) => r.action === "client:read");
    expect(read).toMatchObject({
      actor: { id: ids.therapist, fullname: "Theo Ramirez", role: "therapist" },
      outcome: "success",
      subjectType: "client",
      clients: [{ mrNo: CLIENT, fullname: "James Anderson" }],
      ip: expect.any(String),
    });
    expect(Date.parse(read!.at)).toBeGreaterThanOrEqual(Date.parse(before));
    // Every line of the page names this client.
    expect(page.results.every((r) => r.clients.some((c) => c.mrNo === CLIENT))).toBe(true);
  });

  it("finds a list that showed the client, not only reads of the chart itself", async () => {
    const before = new Date().toISOString();
    expect((await get(tokens.nurse!, `/api/auth/clients?searchQuery=${CLIENT}`)).statusCode).toBe(200);
    const page = await log(`clientMrNo=${CLIENT}&actorId=${ids.nurse}&dateFrom=${encodeURIComponent(before)}`);
    expect(page.results.map((r) => r.action)).toContain("client:list");
  });

  it("filters by user and outcome; a refusal shows as denied", async () => {
    expect((await get(tokens.nurse!, "/api/auth/activity-log")).statusCode).toBe(403);
    const denied = await log(`actorId=${ids.nurse}&outcome=denied`);
    expect(denied.results[0]).toMatchObject({ action: "activity_log:read", outcome: "denied" });
    expect(denied.results.every((r) => r.outcome === "denied" && r.actor?.id === ids.nurse)).toBe(true);
  });

  it("answers an empty page for a client the organization does not have, and refuses a backwards range", async () => {
    expect((await log("clientMrNo=NOPE-1")).total).toBe(0);
    const backwards = await get(
      tokens.admin!,
      "/api/auth/activity-log?dateFrom=2026-11-27T00:00:00Z&dateTo=2026-11-20T00:00:00Z",
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe("dateTo: must not be before dateFrom");
  });

  it("exports what the filter shows as CSV, each action by what it reads as and its code, and logs the export", async () => {
    expect((await get(tokens.therapist!, `/api/auth/clients/${CLIENT}`)).statusCode).toBe(200);
    expect((await get(tokens.nurse!, `/api/auth/clients?searchQuery=${CLIENT}`)).statusCode).toBe(200);
    const response = await get(tokens.admin!, `/api/auth/activity-log/export?clientMrNo=${CLIENT}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("activity-log.csv");
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("When,User,Role,Action,Action code,Subject type,Subject,Clients,Outcome,From,Details");
    expect(lines.some((l) => l.includes("Viewed chart,client:read,") && l.includes(`James Anderson (${CLIENT})`))).toBe(
      true,
    );
    // Details read as "Label: value", not JSON: the nurse's search of the list, by what she typed.
    const search = lines.find((l) => l.includes("Nora Castillo,Nurse,Searched client list,client:list,"));
    expect(search).toContain(`Search query: ${CLIENT}`);
    expect(response.body).not.toContain('{"');
    const exported = await log(`actorId=${ids.admin}`);
    expect(exported.results.find((r) => r.action === "activity_log:export")).toMatchObject({
      clients: expect.arrayContaining([expect.objectContaining({ mrNo: CLIENT })]),
    });
    expect((await get(tokens.supervisor!, "/api/auth/activity-log/export")).statusCode).toBe(403);
  });
});
