import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import type { HandoffBlock, HandoffHistory, HandoffShiftPrint, HandoffShiftView } from "@hearth/schema";
import { activityLog, handoffActivity, handoffShiftRecords } from "../../db/schema";
import { demoOrganization, buildBoard, movedTo, runShiftJob, writeOnBoard } from "@hearth/testing";
import type { Board } from "@hearth/testing";
import { startTestApi } from "../../test/harness";
import type { DemoOrganization, TestApi } from "../../test/harness";
import { previousShift, shiftAt } from "./shifts";
import type { Shift } from "./shifts";

let t: TestApi;
let org: DemoOrganization;
const who = ["nurse", "therapist", "nurse2", "admissions", "client", "admin"] as const;
const tokens = {} as Record<(typeof who)[number], string>;
const ids = {} as Record<(typeof who)[number], string>;
beforeAll(async () => {
  // The scheduler ticks only when a test says so: a tick of its own in the middle of a test's setup would record shifts early.
  t = await startTestApi({ schedulerTickMs: 3_600_000 });
  org = await demoOrganization(t.api.deps.db);
  for (const name of who) {
    tokens[name] = (await t.loginAs(name)).token;
    ids[name] = (await t.request({ method: "GET", url: "/api/auth/me", token: tokens[name] })).json().results.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const NORA = "Nora Castillo";
const get = (url: string, token?: string) => t.request({ method: "GET", url, ...(token ? { token } : {}) });
const historyUrl = (board: Board, page = 1) => `/api/auth/handoff/${board.locationId}/shifts?page=${page}`;
const shiftUrl = (board: Board, shiftId: string) => `/api/auth/handoff/${board.locationId}/shifts/${shiftId}`;
const history = async (board: Board, page = 1, token = tokens.nurse) =>
  (await get(historyUrl(board, page), token)).json().results as HandoffHistory;
const view = async (board: Board, shiftId: string, token = tokens.nurse) =>
  (await get(shiftUrl(board, shiftId), token)).json().results as HandoffShiftView;
const recordsOf = (board: Board) =>
  t.api.deps.db
    .select()
    .from(handoffShiftRecords)
    .where(eq(handoffShiftRecords.locationId, board.locationId))
    .orderBy(asc(handoffShiftRecords.startsAt));
/** Who wrote what, in short: each block's runs as [text, author name or null, new?]. */
const written = (blocks: HandoffBlock[]) =>
  blocks
    .filter((b) => b.segments.length > 0)
    .map((b) => b.segments.map((s) => [s.text, s.author?.name ?? null, s.isNew]));
const minuteIn = (shift: Shift) => new Date(shift.startsAt.getTime() + 30 * 60_000);

describe("shift records", () => {
  it("are made once per board and shift, with the board at the end, and the next starts where the last ended", async () => {
    const board = await buildBoard(t, org, [ids.nurse, ids.therapist]);
    const current = shiftAt(new Date());
    const previous = previousShift(current);
    await writeOnBoard(t, board, ids.nurse, "Bed 4 asleep since 02:10.");
    await movedTo(t, board, minuteIn(previous));

    // Two instances at once, then another run: one record.
    await Promise.all([runShiftJob(t, new Date()), runShiftJob(t, new Date())]);
    await runShiftJob(t, new Date());
    const [first, ...others] = await recordsOf(board);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      shiftDate: previous.date,
      shift: previous.name,
      startsAt: previous.startsAt,
      endsAt: previous.endsAt,
      contentText: "Bed 4 asleep since 02:10.",
    });
    const recorded = await view(board, previous.id);
    expect(recorded.shift).toMatchObject({
      id: previous.id,
      label: previous.label,
      inProgress: false,
      contributors: [{ userId: ids.nurse, name: NORA, minutesActive: 1 }],
    });
    expect(written(recorded.blocks)).toEqual([[["Bed 4 asleep since 02:10.", NORA, true]]]);

    // The shift in progress, read from the live board: Nora's text is carried over, the rest is new.
    await writeOnBoard(t, board, ids.therapist, "Family call at 09:00.");
    await writeOnBoard(t, board, ids.nurse, "Vitals due at 06:00.");
    const live = await view(board, current.id);
    expect(live.shift).toMatchObject({ id: current.id, inProgress: true, recordedAt: null });
    expect(live.shift.contributors.map((c) => c.name).sort()).toEqual([NORA, "Theo Ramirez"].sort());
    const whoWroteWhat = [
      [["Bed 4 asleep since 02:10.", NORA, false]],
      [["Family call at 09:00.", "Theo Ramirez", true]],
      [["Vitals due at 06:00.", NORA, true]],
    ];
    expect(written(live.blocks)).toEqual(whoWroteWhat);
    expect(live.blocks.find((b) => b.segments[0]?.text.startsWith("Family"))?.authors).toEqual([
      { id: ids.therapist, name: "Theo Ramirez" },
    ]);

    // The shift ends: its record says the same, and the history lists both, newest first.
    await runShiftJob(t, new Date(current.endsAt.getTime() + 1_000));
    const ended = await view(board, current.id);
    expect(ended.shift.inProgress).toBe(false);
    expect(written(ended.blocks)).toEqual(whoWroteWhat);
    expect(ended.content?.text).toBe("Bed 4 asleep since 02:10.\n\nFamily call at 09:00.\n\nVitals due at 06:00.");
    const list = await history(board);
    expect(list.current).toBeNull();
    expect(list.shifts).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.shifts.results.map((s) => [s.id, s.contributors.length])).toEqual([
      [current.id, 2],
      [previous.id, 1],
    ]);
  });

  it("catch up shifts that ended while no instance ran: each gets its contributors, the latest the board as it was", async () => {
    const board = await buildBoard(t, org, [ids.nurse, ids.therapist]);
    const last = previousShift(shiftAt(new Date()));
    const before = previousShift(last);
    await writeOnBoard(t, board, ids.nurse, "Bed 2 discharged.");
    await movedTo(t, board, minuteIn(before));
    await writeOnBoard(t, board, ids.therapist, "New admission in bed 2.");
    await movedTo(t, board, minuteIn(last));

    // The scheduler's own job, on the real clock.
    await t.api.scheduler.tick();
    const records = await recordsOf(board);
    expect(records.map((r) => [r.shiftDate, r.shift, r.state === null, r.contentText])).toEqual([
      [before.date, before.name, true, null],
      [last.date, last.name, false, "Bed 2 discharged.\n\nNew admission in bed 2."],
    ]);
    const missed = await view(board, before.id);
    expect(missed.content).toBeNull();
    expect(missed.shift.contributors.map((c) => c.name)).toEqual([NORA]);
    // The board's first captured record: text from clients first seen before the shift is carried over.
    expect(written((await view(board, last.id)).blocks)).toEqual([
      [["Bed 2 discharged.", NORA, false]],
      [["New admission in bed 2.", "Theo Ramirez", true]],
    ]);
  });

  it("page 25 at a time, newest first, with the shift in progress on the first page", async () => {
    const board = await buildBoard(t, org, [ids.nurse]);
    const current = shiftAt(new Date());
    const past: Shift[] = [];
    for (let shift = previousShift(current); past.length < 30; shift = previousShift(shift)) past.push(shift);
    await t.api.deps.db.insert(handoffActivity).values(
      past.map((shift) => ({
        documentName: board.documentName,
        minute: minuteIn(shift),
        userId: ids.nurse,
        updates: 1,
      })),
    );
    await runShiftJob(t, new Date());

    const first = await history(board);
    expect(first.current).toMatchObject({ id: current.id, inProgress: true, contributors: [] });
    expect(first.shifts.total).toBe(30);
    expect(first.shifts.results.map((s) => s.id)).toEqual(past.slice(0, 25).map((s) => s.id));
    expect(first.shifts.results[0]!.contributors).toMatchObject([
      { name: NORA, minutesActive: 1, firstEditAt: minuteIn(past[0]!).toISOString() },
    ]);
    const second = await history(board, 2);
    expect(second.current).toBeNull();
    expect(second.shifts.results.map((s) => s.id)).toEqual(past.slice(25).map((s) => s.id));
  });
});

describe("access to the history", () => {
  it("is the board's own rule: admissions staff, another location's nurse and a portal client get 404, and every refusal is logged", async () => {
    const board = await buildBoard(t, org, [ids.nurse, ids.admissions, ids.admin]);
    const current = shiftAt(new Date()).id;
    for (const url of [historyUrl(board), shiftUrl(board, current), `${shiftUrl(board, current)}/print`]) {
      for (const name of ["admissions", "nurse2", "client"] as const)
        expect((await get(url, tokens[name])).statusCode, `${name} ${url}`).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, tokens.nurse)).statusCode).toBe(200);
      expect((await get(url, tokens.admin)).statusCode).toBe(200);
    }
    const logged = await t.api.deps.db
      .select({ actorId: activityLog.actorId, action: activityLog.action, outcome: activityLog.outcome })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, "document"), eq(activityLog.subjectId, board.documentName)));
    for (const action of ["handoff:history", "handoff:read_shift", "handoff:print"]) {
      for (const name of ["admissions", "nurse2", "client"] as const)
        expect(logged).toContainEqual({ actorId: ids[name], action, outcome: "denied" });
      expect(logged).toContainEqual({ actorId: ids.nurse, action, outcome: "success" });
    }
  });

  it("prints with the header of the audited print, and answers 404 for a shift that has no record", async () => {
    const board = await buildBoard(t, org, [ids.nurse]);
    const current = shiftAt(new Date());
    await writeOnBoard(t, board, ids.nurse, "Quiet night.");
    const printed = (await get(`${shiftUrl(board, current.id)}/print`, tokens.nurse)).json()
      .results as HandoffShiftPrint;
    expect(printed.header).toMatchObject({
      organizationName: "Hearth Demo Recovery",
      locationName: board.name,
      printedBy: NORA,
    });
    expect(written(printed.blocks)).toEqual([[["Quiet night.", NORA, true]]]);
    const [entry] = await t.api.deps.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "handoff:print"),
          eq(activityLog.subjectId, board.documentName),
          eq(activityLog.outcome, "success"),
        ),
      );
    expect(entry?.details).toMatchObject({ shiftId: current.id, printedAt: printed.header.printedAt });

    const quiet = previousShift(current).id;
    const missing = await get(shiftUrl(board, quiet), tokens.nurse);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("Handoff shift record not found");
    const failures = await t.api.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, board.documentName), eq(activityLog.outcome, "failure")));
    expect(failures.map((f) => [f.action, f.details])).toEqual([
      ["handoff:read_shift", { shiftId: quiet, code: "not_found" }],
    ]);
    expect((await get(shiftUrl(board, "2026-02-30-day"), tokens.nurse)).statusCode).toBe(404);
    expect((await get(shiftUrl(board, "yesterday"), tokens.nurse)).statusCode).toBe(400);
  });

  it("is described in the OpenAPI document", async () => {
    const paths = (await get("/api/docs/json")).json().paths;
    for (const path of [
      "/api/auth/handoff/{locationId}/shifts",
      "/api/auth/handoff/{locationId}/shifts/{shiftId}",
      "/api/auth/handoff/{locationId}/shifts/{shiftId}/print",
    ])
      expect(paths[path]?.get, path).toBeDefined();
  });
});
