/**
 * Group sessions, made the real way so their note and document are made too: through the API's
 * route (`buildSession`), through a gateway (`adHocSession`) or over HTTP (`relapsePreventionSession`);
 * and the slots of the facility's clock that make a session open for check-in, the note and signing.
 */
import dayjs from "dayjs";
import { SERVER_TIME_ZONE } from "@hearth/schema";
import type { Group, GroupSession } from "@hearth/schema";
import { addDays, todayInZone, zonedInstant } from "../../../../apps/api/src/kernel/time";
import type { TestApi } from "../../../../apps/api/src/test/harness";
import { dataOf } from "../graphql";
import type { GraphQLHarness } from "../graphql";
import { callApi } from "../http";
import type { GroupWorld } from "./groups";

export interface WallSlot {
  /** YYYY-MM-DD and HH:mm on the facility's clock. */
  date: string;
  startTime: string;
  endTime: string;
}

const LAST_MINUTE = 23 * 60 + 59;
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Today in the server's zone, YYYY-MM-DD (sessions are dated in wall-clock time of SERVER_TIME_ZONE). */
export function todayInServerZone(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SERVER_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
}

/**
 * An hour of today on the facility's clock that has already started: from a few minutes before
 * `now` (never before midnight) to an hour later (never past 23:59). Check-in, attendance, the
 * note and signing are all open for it. The start is read off the clock of an earlier instant, so
 * no DST change puts it in the future: a repeated hour names its first, earlier, occurrence.
 */
export function startedSlot(now: Date = new Date(), minutesAgo = 5): WallSlot {
  const date = todayInZone(now);
  const earlier = dayjs(now.getTime() - minutesAgo * 60_000).tz(SERVER_TIME_ZONE);
  const start = Math.min(
    earlier.format("YYYY-MM-DD") === date ? earlier.hour() * 60 + earlier.minute() : 0,
    LAST_MINUTE - 1,
  );
  return { date, startTime: clockOf(start), endTime: clockOf(Math.min(start + 60, LAST_MINUTE)) };
}

/** Tomorrow 10:00–11:00 on the facility's clock: nothing about it is open yet (check-in opens at most 4 hours before). */
export const tomorrowSlot = (now: Date = new Date()): WallSlot => ({
  date: addDays(todayInZone(now), 1),
  startTime: "10:00",
  endTime: "11:00",
});

/**
 * A slot starting between `now` and `now + withinMinutes` (an hour long at most, never past 23:59),
 * tried `minutesAhead` by `minutesAhead`: a start the wall clock cannot name exactly (the repeated
 * hour of a DST change, the day's last minute) is skipped for the next candidate.
 */
export function upcomingSlot(now: Date, minutesAhead: number, withinMinutes: number): WallSlot & { startsAt: Date } {
  for (let ahead = minutesAhead; ahead < withinMinutes; ahead += minutesAhead) {
    const wall = dayjs(now.getTime() + ahead * 60_000).tz(SERVER_TIME_ZONE);
    const start = wall.hour() * 60 + wall.minute();
    if (start >= LAST_MINUTE) continue;
    const slot = {
      date: wall.format("YYYY-MM-DD"),
      startTime: clockOf(start),
      endTime: clockOf(Math.min(start + 60, LAST_MINUTE)),
    };
    const startsAt = zonedInstant(slot.date, slot.startTime);
    if (startsAt.getTime() > now.getTime() && startsAt.getTime() - now.getTime() < withinMinutes * 60_000)
      return { ...slot, startsAt };
  }
  throw new Error(`no slot starts within ${withinMinutes} minutes of ${now.toISOString()}`);
}

export interface SessionOverrides {
  /** Access token of someone allowed to create the group's sessions (a facilitator, a supervisor, an admin). */
  token: string;
  groupId: string;
  /** Without a date: a slot of today that has already started (`startedSlot`); with one: 10:00–11:00 unless given. */
  date?: string;
  startTime?: string;
  endTime?: string;
  topic?: string | null;
  facilitatorId?: string;
  coFacilitatorIds?: string[];
  roomId?: string | null;
}

/** An ad hoc session made through POST /api/auth/group-sessions, so its note and document are made the real way. */
export async function buildSession(t: TestApi, o: SessionOverrides): Promise<GroupSession> {
  const { token, ...rest } = o;
  const payload = { ...(rest.date ? { startTime: "10:00", endTime: "11:00" } : startedSlot()), ...rest };
  const response = await t.request({ method: "POST", url: "/api/auth/group-sessions", token, payload });
  if (response.statusCode !== 201) throw new Error(`buildSession failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { results: GroupSession }).results;
}

export interface SessionRow {
  id: string;
  noteId: string;
  noteStatus: string;
  attendance: { roster: number; unmarked: number };
}

/**
 * Through the gateway, an ad hoc session of the world's group for today, created by its facilitator
 * (the therapist): all day, so it has started whenever the test runs and check-in, the note and
 * signing are open.
 */
export async function adHocSession(
  h: GraphQLHarness,
  w: GroupWorld,
  topic = "Coping with cravings",
): Promise<SessionRow> {
  const response = await h.graphql<{ createGroupSession: SessionRow }>(
    "mutation ($input: GroupSessionInput!) { createGroupSession(input: $input) { id noteId noteStatus attendance { roster unmarked } } }",
    { input: { groupId: w.groupId, date: todayInServerZone(), startTime: "00:00", endTime: "23:59", topic } },
    { cookie: w.cookies.therapist! },
  );
  return dataOf(response, "createGroupSession").createGroupSession;
}

/**
 * Over HTTP, an ad hoc session today of the seeded Riverside group "Relapse Prevention", created by
 * the demo therapist (who facilitates it; the group's BHT co-facilitates): a fresh note and document
 * per call. It lasts all day, so it has started whenever the test runs: its note is open for
 * writing and signing.
 */
export async function relapsePreventionSession(
  server: { origin: string },
  therapistToken: string,
): Promise<GroupSession> {
  const groups = await callApi<Group[]>(
    server,
    therapistToken,
    "GET",
    `/auth/groups?searchQuery=${encodeURIComponent("Relapse Prevention")}`,
  );
  if (groups.status !== 200) throw new Error(`listing groups: ${groups.status} ${JSON.stringify(groups.body)}`);
  // A page: `{ results, total, page, pageSize }`.
  const group = groups.body.results.find((g) => g.name === "Relapse Prevention");
  if (!group) throw new Error("the demo group Relapse Prevention is missing");
  const created = await callApi<GroupSession>(server, therapistToken, "POST", "/auth/group-sessions", {
    groupId: group.id,
    date: todayInServerZone(),
    startTime: "00:00",
    endTime: "23:59",
    topic: "Collab integration test",
  });
  if (created.status !== 201) throw new Error(`creating a session: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.results;
}
