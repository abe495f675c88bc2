/**
 * A NUL character (U+0000) anywhere in a request's strings is refused with 400 naming the field,
 * before any handler runs: PostgreSQL cannot store it in text or jsonb, and it used to answer 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  crashReports,
  groups,
  groupSessions,
  messages,
  orgEvents,
  programs,
  reminders,
  rooms,
  tasks,
  termsAcceptances,
  users,
} from "./db/schema";
import { buildClient } from "@hearth/testing";
import { startDemoApi } from "./test/harness";
import type { DemoOrganization, TestApi } from "./test/harness";

const NUL = "\u0000";
let t: TestApi;
let org: DemoOrganization;
let admin: string;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  admin = (await t.loginAs("admin")).token;
});
afterAll(async () => {
  await t?.close();
});

const rows = async (table: PgTable) => (await t.api.deps.db.select({ n: count() }).from(table))[0]!.n;
const ok = async (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) => {
  const response = await t.request({ method, url, token: admin, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().results;
};

/** Sends the request and expects 400 naming `field`, and the table's rows unchanged (count and, when given, one row). */
async function refused(o: {
  method: "GET" | "POST" | "PATCH" | "PUT";
  url: string;
  payload?: unknown;
  field: string;
  table?: PgTable;
  row?: () => Promise<unknown>;
}) {
  const before = o.table ? await rows(o.table) : 0;
  const rowBefore = await o.row?.();
  const response = await t.request({
    method: o.method,
    url: o.url,
    token: admin,
    ...(o.payload === undefined ? {} : { payload: o.payload as Record<string, unknown> }),
  });
  expect(response.statusCode, `${o.method} ${o.url}: ${response.body}`).toBe(400);
  expect(response.json().error).toMatchObject({
    code: "validation_failed",
    message: `${o.field}: must not contain a NUL character (U+0000)`,
  });
  if (o.table) expect(await rows(o.table)).toBe(before);
  if (o.row) expect(await o.row()).toEqual(rowBefore);
}

describe("a NUL character in a request", () => {
  it("is refused in the bodies of tasks, messages, events and reminders, and nothing is stored", async () => {
    await refused({
      method: "POST",
      url: "/api/auth/tasks",
      payload: { title: `Call${NUL}back` },
      field: "title",
      table: tasks,
    });
    const task = await ok("POST", "/api/auth/tasks", { title: "Call back" });
    const taskRow = async () => (await t.api.deps.db.select().from(tasks).where(eq(tasks.id, task.id)))[0];
    await refused({
      method: "PATCH",
      url: `/api/auth/tasks/${task.id}`,
      payload: { description: `x${NUL}` },
      field: "description",
      row: taskRow,
    });

    const conversation = await ok("POST", "/api/auth/conversations", { title: "Rota", memberIds: [] });
    await refused({
      method: "POST",
      url: `/api/auth/conversations/${conversation.id}/messages`,
      payload: { body: `hi${NUL}` },
      field: "body",
      table: messages,
    });

    const event = {
      title: `Fire drill${NUL}`,
      startsAt: "2030-01-02T17:00:00.000Z",
      endsAt: "2030-01-02T18:00:00.000Z",
      audience: { kind: "all_staff" },
    };
    await refused({ method: "POST", url: "/api/auth/events", payload: event, field: "title", table: orgEvents });

    const client = await buildClient(t.api.deps.db, { organizationId: org.organizationId, locationId: org.riverside });
    const reminder = {
      subjectType: "client",
      subjectId: client!.mrNo,
      remindAt: "2030-01-02T17:00:00.000Z",
      note: `ring${NUL}`,
    };
    await refused({ method: "POST", url: "/api/auth/reminders", payload: reminder, field: "note", table: reminders });
  });

  it("is refused in programs, rooms, groups and sessions", async () => {
    await refused({
      method: "POST",
      url: "/api/auth/programs",
      payload: { name: `PHP${NUL}` },
      field: "name",
      table: programs,
    });
    await refused({
      method: "POST",
      url: "/api/auth/rooms",
      payload: { locationId: org.riverside, name: `Room${NUL}` },
      field: "name",
      table: rooms,
    });
    const group = (await ok("GET", `/api/auth/groups?locationId=${org.riverside}`)) as { id: string }[];
    const groupRow = async () => (await t.api.deps.db.select().from(groups).where(eq(groups.id, group[0]!.id)))[0];
    await refused({
      method: "PATCH",
      url: `/api/auth/groups/${group[0]!.id}`,
      payload: { description: `a${NUL}b` },
      field: "description",
      row: groupRow,
    });
    const session = {
      groupId: group[0]!.id,
      date: "2030-01-02",
      startTime: "10:00",
      endTime: "11:00",
      topic: `Coping${NUL}`,
    };
    await refused({
      method: "POST",
      url: "/api/auth/group-sessions",
      payload: session,
      field: "topic",
      table: groupSessions,
    });
  });

  it("is refused in clinicians, terms and crash reports, nested fields named by their path", async () => {
    const [nurse] = await t.api.deps.db.select().from(users).where(eq(users.email, "nurse@demo.hearth.test"));
    const nurseRow = async () => (await t.api.deps.db.select().from(users).where(eq(users.id, nurse!.id)))[0];
    await refused({
      method: "PATCH",
      url: `/api/auth/clinicians/${nurse!.id}`,
      payload: { phone: `555${NUL}` },
      field: "phone",
      row: nurseRow,
    });
    await refused({
      method: "POST",
      url: "/api/auth/terms/accept",
      payload: { version: `1${NUL}` },
      field: "version",
      table: termsAcceptances,
    });
    await refused({
      method: "POST",
      url: "/api/error-config",
      payload: { errorName: "TypeError", message: `boom${NUL}` },
      field: "message",
      table: crashReports,
    });
    await refused({
      method: "POST",
      url: "/api/auth/tasks",
      payload: { title: "ok", [`odd${NUL}key`]: 1 },
      field: "odd\\u0000key",
      table: tasks,
    });
  });

  it("is refused in search and filter parameters and in path parameters", async () => {
    await refused({ method: "GET", url: "/api/auth/clients?searchQuery=Sm%00ith", field: "searchQuery" });
    await refused({ method: "GET", url: "/api/auth/clinicians?searchQuery=%00", field: "searchQuery" });
    await refused({ method: "GET", url: "/api/auth/groups?searchQuery=a%00", field: "searchQuery" });
    await refused({ method: "GET", url: "/api/auth/events?search=a%00", field: "search" });
    await refused({ method: "GET", url: "/api/auth/clients/HRT%00000101", field: "mrNo" });
  });
});
