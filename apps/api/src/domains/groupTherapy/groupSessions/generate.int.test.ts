import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { GenerateSessionsResult, GroupSession } from "@hearth/schema";
import {
  activityLog,
  collabDocumentUpdates,
  groupClientNotes,
  groupNotes,
  groupSessions,
  groups,
  users,
} from "../../../db/schema";
import { buildClinician, buildGroup, buildGroupClient, buildRoom, signInDemoStaff } from "@hearth/testing";
import { startDemoApi } from "../../../test/harness";
import type { DemoOrganization, TestApi } from "../../../test/harness";
import { todayInZone, weekOf } from "../../../kernel/time";

let t: TestApi;
let org: DemoOrganization;
let tokens: Record<string, string>;
let ids: Record<string, string>;
beforeAll(async () => {
  ({ t, org } = await startDemoApi());
  ({ tokens, ids } = await signInDemoStaff(t, [
    "admin",
    "supervisor",
    "therapist",
    "nurse",
    "bht",
    "admissions",
    "client",
  ]));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
const generate = (token: string | undefined, payload: object) =>
  t.request({ method: "POST", url: "/api/auth/group-sessions/generate", token, payload });
const results = async (token: string | undefined, payload: object): Promise<GenerateSessionsResult> => {
  const response = await generate(token, payload);
  expect(response.statusCode).toBe(200);
  return response.json().results as GenerateSessionsResult;
};
const sunday = [{ weekday: 0, startTime: "10:00", endTime: "11:00" }];

describe("the demo seed's sessions", () => {
  it("holds this week's sessions of the three demo groups, each with its note, roster and document", async () => {
    const week = weekOf(todayInZone());
    const demo = await db().select().from(groups).where(eq(groups.organizationId, org.organizationId));
    const rows = await db()
      .select()
      .from(groupSessions)
      .where(
        inArray(
          groupSessions.groupId,
          demo.map((g) => g.id),
        ),
      );
    const count = (name: string) => rows.filter((r) => r.groupId === demo.find((g) => g.name === name)!.id).length;
    expect([count("Relapse Prevention"), count("Coping Skills"), count("DBT Skills")]).toEqual([3, 2, 2]);
    expect(rows.every((r) => r.sessionDate >= week.from && r.sessionDate <= week.to && r.origin === "schedule")).toBe(
      true,
    );
    const notes = await db()
      .select()
      .from(groupNotes)
      .where(
        inArray(
          groupNotes.sessionId,
          rows.map((r) => r.id),
        ),
      );
    expect(notes).toHaveLength(7);
    const entries = await db()
      .select()
      .from(groupClientNotes)
      .where(
        inArray(
          groupClientNotes.sessionId,
          rows.map((r) => r.id),
        ),
      );
    expect(entries).toHaveLength(42);
    expect(entries.every((e) => e.documentBootstrappedAt !== null)).toBe(true);
    const docs = await db()
      .select({ name: collabDocumentUpdates.documentName })
      .from(collabDocumentUpdates)
      .where(
        inArray(
          collabDocumentUpdates.documentName,
          notes.map((n) => `groupNote.${n.id}`),
        ),
      );
    expect(new Set(docs.map((d) => d.name)).size).toBe(7);
    const [pin] = await db().select({ pinHash: users.pinHash }).from(users).where(eq(users.id, ids.nurse!));
    expect(pin!.pinHash).toMatch(/^\$argon2/);
  });

  it("is not generated twice: the current week again creates nothing", async () => {
    const week = weekOf(todayInZone());
    expect(await results(tokens.admin, week)).toEqual({ created: 0, sessions: [] });
  });
});

describe("generating from the weekly schedule", () => {
  it("creates one session per slot, led by the lead facilitator, in the group's room, with its roster; twice creates nothing", async () => {
    const room = await buildRoom(db(), { organizationId: org.organizationId, locationId: org.riverside });
    const members = await Promise.all(
      [0, 1].map(() => buildGroupClient(db(), { organizationId: org.organizationId, locationId: org.riverside })),
    );
    const group = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.bht!, ids.therapist!],
      clientIds: members.map((m) => m.id),
      roomId: room.id,
      schedule: [
        { weekday: 2, startTime: "13:00", endTime: "14:30" },
        { weekday: 4, startTime: "09:00", endTime: "10:00" },
        { weekday: 2, startTime: "09:00", endTime: "10:00" },
      ],
    });
    const first = await results(tokens.therapist, { from: "2027-01-04", to: "2027-01-17", groupId: group.id });
    expect(first.created).toBe(6);
    expect(first.sessions.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      "2027-01-05 09:00",
      "2027-01-05 13:00",
      "2027-01-07 09:00",
      "2027-01-12 09:00",
      "2027-01-12 13:00",
      "2027-01-14 09:00",
    ]);
    const one = first.sessions[1]!;
    expect(one).toMatchObject({
      origin: "schedule",
      room: { id: room.id },
      durationMinutes: 90,
      noteStatus: "draft",
      attendance: { roster: 2, unmarked: 2 },
    });
    expect(one.facilitator.id).toBe(ids.therapist);
    expect(one.coFacilitators.map((c) => c.id)).toEqual([ids.bht]);
    expect(await results(tokens.therapist, { from: "2027-01-04", to: "2027-01-17", groupId: group.id })).toEqual({
      created: 0,
      sessions: [],
    });
    const overlapping = await results(tokens.therapist, { from: "2027-01-12", to: "2027-01-21", groupId: group.id });
    expect(overlapping.sessions.map((s) => s.date)).toEqual(["2027-01-19", "2027-01-19", "2027-01-21"]);
    await t.api.deps.relay.flush();
    const created = t.events.filter(
      (e) => e.name === "groupNote.changed" && first.sessions.some((s: GroupSession) => s.id === e.payload.sessionId),
    );
    expect(created.map((e) => (e.payload as { change: string }).change)).toEqual(Array(6).fill("created"));
    const logged = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:generate"), eq(activityLog.subjectId, group.id)));
    expect(logged).toHaveLength(3);
    expect(logged[0]!.details).toMatchObject({ from: "2027-01-04", to: "2027-01-17" });
  });

  it("puts each session at the right instant across the DST changes", async () => {
    const group = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.hillcrest,
      facilitatorIds: [ids.therapist!],
      clientIds: [],
      schedule: sunday,
    });
    const march = await results(tokens.therapist, { from: "2026-03-01", to: "2026-03-14", groupId: group.id });
    expect(march.sessions.map((s) => [s.date, s.startsAt, s.durationMinutes])).toEqual([
      ["2026-03-01", "2026-03-01T18:00:00.000Z", 60],
      ["2026-03-08", "2026-03-08T17:00:00.000Z", 60],
    ]);
    const november = await results(tokens.therapist, { from: "2026-10-25", to: "2026-11-07", groupId: group.id });
    expect(november.sessions.map((s) => [s.date, s.startsAt])).toEqual([
      ["2026-10-25", "2026-10-25T17:00:00.000Z"],
      ["2026-11-01", "2026-11-01T18:00:00.000Z"],
    ]);
  });

  it("generates for what the caller runs: a location for its supervisor, only their own groups for a therapist", async () => {
    const otherTherapist = await buildClinician(db(), {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "therapist",
    });
    const theirs = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [otherTherapist.id],
      clientIds: [],
      schedule: sunday,
    });
    const mine = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: [],
      schedule: sunday,
    });
    const range = { from: "2027-02-01", to: "2027-02-07" };
    expect((await generate(tokens.therapist, { ...range, groupId: theirs.id })).statusCode).toBe(403);
    // The demo groups run at Riverside too: look at the two made here.
    const madeHere = (r: GenerateSessionsResult) =>
      r.sessions.map((s) => s.groupId).filter((g) => g === mine.id || g === theirs.id);
    expect(madeHere(await results(tokens.therapist, { ...range, locationId: org.riverside }))).toEqual([mine.id]);
    expect(madeHere(await results(tokens.supervisor, { ...range, locationId: org.riverside }))).toEqual([theirs.id]);
    for (const token of [tokens.nurse, tokens.bht, tokens.admissions, tokens.client])
      expect((await generate(token, range)).statusCode).toBe(403);
    expect((await generate(undefined, range)).statusCode).toBe(401);
    const hillcrestSupervisor = await buildClinician(db(), {
      organizationId: org.organizationId,
      locationIds: [org.hillcrest],
      role: "supervisor",
    });
    const token = (await t.loginAs(hillcrestSupervisor.email, hillcrestSupervisor.password)).token;
    expect((await generate(token, { ...range, groupId: mine.id })).statusCode).toBe(404);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "group_session:generate"), eq(activityLog.outcome, "denied")));
    expect(denied.length).toBeGreaterThanOrEqual(6);
  });

  it("skips inactive groups and groups without an active facilitator", async () => {
    const gone = await buildClinician(db(), {
      organizationId: org.organizationId,
      locationIds: [org.riverside],
      role: "therapist",
      status: 2,
    });
    const orphan = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [gone.id],
      clientIds: [],
      schedule: sunday,
    });
    const inactive = await buildGroup(db(), {
      organizationId: org.organizationId,
      locationId: org.riverside,
      facilitatorIds: [ids.therapist!],
      clientIds: [],
      schedule: sunday,
      active: false,
    });
    const range = { from: "2027-03-01", to: "2027-03-07" };
    const outcome = await results(tokens.admin, { ...range, locationId: org.riverside });
    expect(outcome.sessions.map((s) => s.groupId)).not.toContain(orphan.id);
    expect(outcome.sessions.map((s) => s.groupId)).not.toContain(inactive.id);
    expect((await generate(tokens.admin, { ...range, groupId: inactive.id })).statusCode).toBe(404);
  });

  it("names a bad range", async () => {
    expect((await generate(tokens.admin, { from: "2027-01-10", to: "2027-01-01" })).json().error.message).toBe(
      "to: must not be before from",
    );
    expect((await generate(tokens.admin, { from: "2027-01-01", to: "2027-02-15" })).json().error.message).toBe(
      "to: the range may span at most 31 days",
    );
    expect((await generate(tokens.admin, { to: "2027-02-15" })).json().error.message).toBe("from: is required");
  });
});
