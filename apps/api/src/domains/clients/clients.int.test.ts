import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { LEVELS_OF_CARE, PART2_REDISCLOSURE_NOTICE } from "@hearth/schema";
import type { ClientGroupSchedule, ClientSummary, Page } from "@hearth/schema";
import { activityLog, clients } from "../../db/schema";
import { rowsOf } from "../../db/client";
import { buildClinician, buildGroup, buildGroupClient, buildSession } from "@hearth/testing";
import { addDays, todayInZone } from "../../kernel/time";
import { clientChartTestKit } from "./test/clientChartTestKit";

const { api, org, token, ids, db, call } = clientChartTestKit();
const get = (who: string, url: string) => call(who, "GET", url);
const page = async (who: string, query = ""): Promise<Page<ClientSummary>> => {
  const response = await get(who, `clients${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page<ClientSummary>;
};

describe("client list", () => {
  it("lists the clients of the caller's locations by name, in pages", async () => {
    const all = await page("admin", "?pageSize=200");
    expect(all.total).toBe(40);
    const sorted = [...all.results].sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.mrNo.localeCompare(b.mrNo),
    );
    expect(all.results.map((c) => c.mrNo)).toEqual(sorted.map((c) => c.mrNo));
    expect((await page("nurse")).total).toBe(20);
    expect((await page("nurse")).results.every((c) => c.location.id === org().riverside)).toBe(true);
    expect((await page("nurse", `?locationId=${org().hillcrest}`)).total).toBe(0);
    expect((await page("therapist", `?locationId=${org().hillcrest}`)).total).toBe(20);
    const second = await page("admin", "?pageSize=5&page=2");
    expect(second.results.map((c) => c.mrNo)).toEqual(all.results.slice(5, 10).map((c) => c.mrNo));
    // Past the end: no rows, and still how many there are.
    expect(await page("nurse", "?pageSize=10&page=3")).toMatchObject({ results: [], total: 20, page: 3 });
    expect(await page("nurse", "?searchQuery=nobody-has-this-name")).toMatchObject({ results: [], total: 0 });
  });

  it("searches by name and by MR number", async () => {
    const byMrNo = await page("admin", "?searchQuery=HRT-000101");
    expect(byMrNo.results.map((c) => c.mrNo)).toEqual(["HRT-000101"]);
    expect(byMrNo.results[0]).toMatchObject({
      firstName: "James",
      lastName: "Anderson",
      fullname: "James Anderson",
      location: { name: "Riverside Residential" },
      primaryTherapist: { id: ids("therapist") },
    });
    const marias = await page("admin", "?searchQuery=maria");
    expect(marias.total).toBeGreaterThan(0);
    expect(marias.results.every((c) => c.firstName === "Maria")).toBe(true);
    expect((await page("admin", "?searchQuery=James%20And")).results.map((c) => c.mrNo)).toContain("HRT-000101");
    expect((await page("admin", "?searchQuery=%25")).total).toBe(0);
  });

  it("is for staff: portal clients get 403, no token 401, both logged", async () => {
    expect((await page("admissions")).total).toBe(40);
    expect((await get("client", "clients")).statusCode).toBe(403);
    expect((await get("", "clients")).statusCode).toBe(401);
    expect((await get("admin", "clients?pageSize=0")).json().error.message).toMatch(/^pageSize: /);
    const rows = await db().select().from(activityLog).where(eq(activityLog.action, "client:list"));
    expect(rows.some((r) => r.outcome === "denied" && r.actorId !== null)).toBe(true);
    expect(rows.filter((r) => r.outcome === "success").length).toBeGreaterThan(5);
  });
});

describe("a client's group schedule", () => {
  it("lists the client's active groups and their sessions of the next 14 days, not cancelled", async () => {
    const client = await buildGroupClient(db(), { organizationId: org().organizationId, locationId: org().riverside });
    const group = await buildGroup(db(), {
      organizationId: org().organizationId,
      locationId: org().riverside,
      facilitatorIds: [ids("therapist")],
      clientIds: [client.id],
      name: "Schedule Group",
    });
    await buildGroup(db(), {
      organizationId: org().organizationId,
      locationId: org().riverside,
      facilitatorIds: [ids("therapist")],
      clientIds: [client.id],
      active: false,
      name: "Old Group",
    });
    const today = todayInZone();
    const soon = await buildSession(api(), {
      token: token("therapist"),
      groupId: group.id,
      date: addDays(today, 2),
      startTime: "09:00",
      endTime: "10:00",
    });
    const later = await buildSession(api(), { token: token("therapist"), groupId: group.id, date: addDays(today, 20) });
    const cancelled = await buildSession(api(), {
      token: token("therapist"),
      groupId: group.id,
      date: addDays(today, 3),
    });
    await call("therapist", "POST", `group-sessions/${cancelled.id}/cancel`, { reason: "Holiday" });
    const response = await get("nurse", `clients/${client.mrNo}/group-schedule`);
    expect(response.statusCode).toBe(200);
    const schedule = response.json().results as ClientGroupSchedule;
    expect(schedule.groups).toEqual([
      {
        id: group.id,
        name: "Schedule Group",
        programName: expect.any(String),
        room: null,
        facilitators: [{ id: ids("therapist"), fullname: "Theo Ramirez", role: "therapist" }],
        schedule: [1, 3, 5].map((weekday) => ({ weekday, startTime: "10:00", endTime: "11:00" })),
      },
    ]);
    expect(schedule.upcoming.map((s) => s.id)).toEqual([soon.id]);
    expect(schedule.upcoming.map((s) => s.id)).not.toContain(later.id);
  });

  it("is clinical: 404 for admissions, portal clients and other locations", async () => {
    const [demo] = await db()
      .select()
      .from(clients)
      .where(and(eq(clients.mrNo, "HRT-000101")));
    expect(
      (await get("therapist", `clients/${demo!.mrNo}/group-schedule`))
        .json()
        .results.groups.map((g: { name: string }) => g.name),
    ).toEqual(["Relapse Prevention"]);
    expect((await get("admin", `clients/${demo!.mrNo}/group-schedule`)).statusCode).toBe(200);
    const outsider = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().hillcrest],
      role: "therapist",
    });
    const outsiderToken = (await api().loginAs(outsider.email, outsider.password)).token;
    for (const who of ["admissions", "client", "nurse2", outsiderToken])
      expect((await get(who, `clients/${demo!.mrNo}/group-schedule`)).statusCode).toBe(404);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:group_schedule"), eq(activityLog.outcome, "denied")));
    expect(denied).toHaveLength(4);
  });
});

describe("the EMR list's filter, sorting and paging", () => {
  const tag = `Zq${Date.now().toString(36)}`;
  const made: Record<string, string> = {};
  /** A client straight into the database, with what the filter looks at. */
  const insert = async (key: string, o: Partial<typeof clients.$inferInsert>) => {
    const [row] = await db()
      .insert(clients)
      .values({
        organizationId: org().organizationId,
        mrNo: `FLT-${tag}-${key}`,
        status: "active",
        firstName: "Robin",
        lastName: `${tag} ${key}`,
        dateOfBirth: "1985-02-03",
        gender: "Female",
        locationId: org().riverside,
        levelOfCare: "3.5",
        admissionDate: "2026-10-01",
        ...o,
      })
      .returning();
    made[key] = row!.mrNo;
  };
  beforeAll(async () => {
    await insert("pending", { status: "pending_admission", levelOfCare: null, admissionDate: null });
    await insert("gone", { status: "discharged", dischargeDate: "2026-11-20", admissionDate: "2026-09-15" });
    await insert("nick", { firstName: "Roberta", preferredName: "Bobbie", phone: "+1 (555) 867-5309" });
    await insert("odd", { firstName: "Per%cent_under\\score", levelOfCare: "4e-2.1", locationId: org().hillcrest });
  });
  const mrNos = async (who: string, query: string) =>
    (await page(who, `?pageSize=200&${query}`)).results.map((c) => c.mrNo);

  it("shows pending admission and active clients unless asked for statuses", async () => {
    expect(await mrNos("admin", `searchQuery=${tag}`)).toEqual(
      expect.arrayContaining([made.pending, made.nick, made.odd]),
    );
    expect(await mrNos("admin", `searchQuery=${tag}`)).not.toContain(made.gone);
    expect(await mrNos("admin", `searchQuery=${tag}&status=discharged`)).toEqual([made.gone]);
    expect(await mrNos("admin", `searchQuery=${tag}&status=pending_admission,discharged`)).toEqual([
      made.gone,
      made.pending,
    ]);
    const bad = await get("admin", "clients?status=archived");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^status/);
  });

  it("searches first, last and preferred names, MR numbers and phone digits, in any case", async () => {
    expect(await mrNos("admin", "searchQuery=bobbie")).toEqual([made.nick]);
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent(`BOBBIE ${tag}`)}`)).toEqual([made.nick]);
    expect(await mrNos("admin", `searchQuery=${made.nick!.toLowerCase()}`)).toEqual([made.nick]);
    // HRT-000101's phone is (555) 200-1000: digits alone or with the punctuation people type.
    for (const typed of ["5552001000", "(555) 200", "555-200-1000", "555.200"])
      expect(await mrNos("admin", `searchQuery=${encodeURIComponent(typed)}`), typed).toContain("HRT-000101");
    expect(await mrNos("admin", "searchQuery=8675309")).toEqual([made.nick]);
    // Two digits are too few to mean a phone number: they match names and MR numbers only.
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("(5")}`)).toEqual([]);
  });

  it("finds a phone number by any run of its digits, punctuated or not, and follows a changed number", async () => {
    // HRT-000101's (555) 200-1000: the start of it as typed from a form or as bare digits, and a run inside it.
    for (const typed of ["(555) 20", "55520", "200-10"])
      expect(await mrNos("admin", `searchQuery=${encodeURIComponent(typed)}`), typed).toContain("HRT-000101");
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("(555) 29")}`)).not.toContain("HRT-000101");
    // A name with digits in it is not a phone number: "Ana 55520" finds no stranger by their phone.
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("Ana 55520")}`)).not.toContain("HRT-000101");
    await db().update(clients).set({ phone: "555.314.1592" }).where(eq(clients.mrNo, made.nick!));
    try {
      expect(await mrNos("admin", `searchQuery=${encodeURIComponent("(555) 314-15")}`)).toEqual([made.nick]);
      expect(await mrNos("admin", "searchQuery=8675309")).toEqual([]);
    } finally {
      await db().update(clients).set({ phone: "+1 (555) 867-5309" }).where(eq(clients.mrNo, made.nick!));
    }
  });

  it("finds a client by every word typed, in any order, each within a name, the MR number or the phone", async () => {
    const search = (typed: string) => mrNos("admin", `searchQuery=${encodeURIComponent(typed)}`);
    // James Anderson is HRT-000101 and HRT-000121: last name first, a comma, parts of each name.
    for (const typed of ["anderson james", "ANDERSON, James", "James  Anderson", "and jam"])
      expect(await search(typed), typed).toEqual(["HRT-000101", "HRT-000121"]);
    expect(await search("anderson 000121")).toEqual(["HRT-000121"]);
    expect(await search("james 200-1000")).toEqual(["HRT-000101"]);
    // Roberta "Bobbie" <tag> nick: her preferred name, last name and MR number in any order.
    for (const typed of [`${tag} Bobbie`, `nick ${made.nick}`, `nick\nRoberta ${tag}`])
      expect(await search(typed), typed).toEqual([made.nick]);
    // Every word must be found: one that names nobody, or another client, finds nothing.
    expect(await search("anderson zzz")).toEqual([]);
    expect(await search(`Bobbie ${tag} gone`)).toEqual([]);
    // A word is found within one name or number, never running from one into the next.
    expect(await search(`Roberta${tag}`)).toEqual([]);
  });

  it("matches %, _ and \\ literally, and refuses NUL bytes and oversized searches with 400", async () => {
    expect(await mrNos("admin", "searchQuery=%25")).toEqual([made.odd]);
    expect(await mrNos("admin", "searchQuery=_")).toEqual([made.odd]);
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("\\")}`)).toEqual([made.odd]);
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("t_u")}`)).toEqual([made.odd]);
    expect(await mrNos("admin", `searchQuery=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
    expect((await get("admin", "clients?searchQuery=a%00b")).statusCode).toBe(400);
    const long = await get("admin", `clients?searchQuery=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/^searchQuery: /);
  });

  it("filters by admission date range (both days included), level of care, location and labels", async () => {
    const all = `searchQuery=${tag}&status=pending_admission,active,discharged`;
    expect(await mrNos("admin", `${all}&admissionDateFrom=2026-09-15&admissionDateTo=2026-09-15`)).toEqual([made.gone]);
    expect(await mrNos("admin", `${all}&admissionDateFrom=2026-09-16`)).toEqual([made.nick, made.odd]);
    expect(await mrNos("admin", `${all}&admissionDateTo=2026-09-30`)).toEqual([made.gone]);
    const backwards = await get("admin", "clients?admissionDateFrom=2026-10-02&admissionDateTo=2026-10-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe("admissionDateTo: must not be before admissionDateFrom");
    expect((await get("admin", "clients?admissionDateFrom=2026-02-30")).statusCode).toBe(400);

    expect(await mrNos("admin", `${all}&levelOfCare=4e-2.1`)).toEqual([made.odd]);
    expect(await mrNos("admin", `${all}&levelOfCare=4e-2.1,3.5`)).toHaveLength(3);
    expect((await get("admin", "clients?levelOfCare=9.9")).statusCode).toBe(400);
    const demoLevels = await page("admin", "?levelOfCare=3.5&pageSize=200");
    expect(demoLevels.total).toBeGreaterThan(0);
    expect(demoLevels.results.every((c) => c.levelOfCare === "3.5")).toBe(true);

    expect(await mrNos("admin", `${all}&locationId=${org().hillcrest}`)).toEqual([made.odd]);
    expect(await mrNos("admin", `${all}&locationId=${org().hillcrest},${org().riverside}`)).toHaveLength(4);

    // The demo labels: Fall risk on HRT-000101, 105 and 110; MAT on 101, 104, 107, 112 and 116.
    const labels = (await get("admin", "labels")).json().results as { id: string; name: string }[];
    const label = (name: string) => labels.find((l) => l.name === name)!.id;
    expect(await mrNos("admin", `labelIds=${label("Fall risk")}&sortBy=mrNo`)).toEqual([
      "HRT-000101",
      "HRT-000105",
      "HRT-000110",
    ]);
    expect(await mrNos("admin", `labelIds=${label("Fall risk")},${label("MAT")}`)).toEqual(["HRT-000101"]);
    expect(await mrNos("admin", `labelIds=${label("Fall risk")}&labelIds=${label("Veteran")}`)).toEqual([]);
    const fallRisk = await page("admin", `?labelIds=${label("Fall risk")}`);
    expect(fallRisk.total).toBe(3);
    expect(fallRisk.results[0]!.labels.map((l) => l.name)).toContain("Fall risk");
  });

  it("keeps a nurse to her location whatever the filter names", async () => {
    const all = `searchQuery=${tag}&status=pending_admission,active,discharged`;
    expect(await mrNos("nurse", `${all}&locationId=${org().hillcrest}`)).toEqual([]);
    expect(await mrNos("nurse", `${all}&locationId=${org().hillcrest},${org().riverside}`)).not.toContain(made.odd);
    expect(await mrNos("nurse2", all)).toEqual([made.odd]);
  });

  it("sorts by each key both ways, ties broken by MR number, and pages through the same order", async () => {
    const status = "status=pending_admission,active,discharged";
    const everyone = (await page("admin", `?${status}`)).total;
    for (const sortBy of ["name", "mrNo", "dateOfBirth", "admissionDate", "levelOfCare", "status", "location"]) {
      const up = await mrNos("admin", `${status}&sortBy=${sortBy}`);
      const down = await mrNos("admin", `${status}&sortBy=${sortBy}&sortDirection=desc`);
      expect(up).toHaveLength(everyone);
      expect(down, sortBy).toEqual([...up].reverse());
    }
    const byName = (await page("admin", `?${status}&sortBy=name&sortDirection=desc&pageSize=200`)).results;
    const names = byName.map((c) => `${c.lastName.toLowerCase()}\u0000${c.firstName.toLowerCase()}`);
    expect(names).toEqual([...names].sort().reverse());
    const byDate = (await page("admin", `?${status}&sortBy=admissionDate&pageSize=200`)).results;
    const dated = byDate.filter((c) => c.admissionDate !== null);
    expect(dated.map((c) => c.admissionDate)).toEqual(dated.map((c) => c.admissionDate).sort());
    // Same day, same rank: the MR number decides.
    const sameDay = dated.filter((c) => c.admissionDate === dated[0]!.admissionDate).map((c) => c.mrNo);
    expect(sameDay).toEqual([...sameDay].sort());
    const byStatus = (await page("admin", `?${status}&sortBy=status&pageSize=200`)).results;
    expect(byStatus[0]!.mrNo).toBe(made.pending);
    expect(byStatus.at(-1)!.mrNo).toBe(made.gone);
    const byLocation = (await page("admin", `?${status}&sortBy=location&pageSize=200`)).results;
    expect(byLocation[0]!.location.name).toBe("Hillcrest Outpatient");

    // Pages of 7 cross from one location (status, level) to the next: each page continues the whole list.
    for (const order of [
      "sortBy=admissionDate&sortDirection=desc",
      "sortBy=location",
      "sortBy=location&sortDirection=desc",
      "sortBy=levelOfCare",
      "sortBy=status&sortDirection=desc",
    ]) {
      const whole = await mrNos("admin", `${status}&${order}`);
      const pages: string[] = [];
      for (let n = 1; n <= Math.ceil(everyone / 7); n++) {
        const p = await page("admin", `?${status}&${order}&pageSize=7&page=${n}`);
        expect(p.total).toBe(everyone);
        pages.push(...p.results.map((c) => c.mrNo));
      }
      expect(pages, order).toEqual(whole);
    }
    const hillcrestFirst = await mrNos("admin", `${status}&sortBy=location`);
    const atHillcrest = byLocation.filter((c) => c.location.id === org().hillcrest).map((c) => c.mrNo);
    expect(hillcrestFirst.slice(0, atHillcrest.length)).toEqual([...atHillcrest].sort());
    expect((await page("admin", `?${status}&page=2`)).results).toHaveLength(everyone - 25);
    const byBirth = (await page("admin", `?${status}&sortBy=dateOfBirth&sortDirection=desc&pageSize=200`)).results;
    expect(byBirth.map((c) => c.dateOfBirth)).toEqual(
      byBirth
        .map((c) => c.dateOfBirth)
        .sort()
        .reverse(),
    );
    expect((await get("admin", "clients?sortBy=phone")).statusCode).toBe(400);
  });

  it("sorts by level of care on the expression its index holds: the levels of LEVELS_OF_CARE, in order", async () => {
    const [index] = rowsOf<{ indexdef: string }>(
      await db().execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'clients_list_level_order_idx'`),
    );
    const indexed = [...index!.indexdef.matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
    expect(indexed).toEqual(LEVELS_OF_CARE.map((l) => l.id));
  });

  it("logs each page with the clients it showed", async () => {
    const shownPage = await page("therapist", `?searchQuery=${tag}&sortBy=dateOfBirth&sortDirection=desc`);
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:list"), eq(activityLog.actorId, ids("therapist"))))
      .orderBy(desc(activityLog.id))
      .limit(1);
    const shown = await db()
      .select({ id: clients.id })
      .from(clients)
      .where(inArray(clients.mrNo, [made.pending!, made.nick!, made.odd!]));
    expect((line!.details as { clientIds: string[] }).clientIds).toEqual(shown.map((c) => c.id).sort());
    expect(line!.details).toMatchObject({
      returned: shownPage.results.map((c) => c.mrNo),
      filter: { searchQuery: tag, sortBy: "dateOfBirth", sortDirection: "desc", page: 1 },
    });
    expect(line).toMatchObject({ outcome: "success", actorRole: "therapist", subjectType: "client" });
  });
});

describe("the CSV export of the EMR list", () => {
  const exportOf = (who: string, query = "") => get(who, `clients/export${query}`);

  it("holds every client the filter shows, in its order, under the Part 2 notice, and logs their ids", async () => {
    const listed = await page("nurse", "?pageSize=200&sortBy=mrNo&sortDirection=desc");
    const response = await exportOf("nurse", "?sortBy=mrNo&sortDirection=desc");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toBe('attachment; filename="clients.csv"');
    // A UTF-8 byte-order mark first, so Excel reads accented names right; then the Part 2 notice.
    expect(response.body.startsWith(`\uFEFF"${PART2_REDISCLOSURE_NOTICE}"\r\n`)).toBe(true);
    const lines = response.body.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      "MR number,Name,Preferred name,Date of birth,Status,Level of care,Location,Admission date,Primary therapist,Labels",
    );
    const rows = lines.slice(2).filter(Boolean);
    expect(rows.map((l) => l.split(",")[0])).toEqual(listed.results.map((c) => c.mrNo));
    const james = rows.find((l) => l.startsWith("HRT-000101,"))!;
    expect(james).toMatch(
      /^HRT-000101,James Anderson,,\d{4}-\d{2}-\d{2},Active,ASAM [\d.]+ \(3rd ed\.\),Riverside Residential,\d{4}-\d{2}-\d{2},Theo Ramirez,Fall risk; MAT$/,
    );
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:export"), eq(activityLog.actorId, ids("nurse"))));
    expect(line).toMatchObject({ outcome: "success", subjectType: "client" });
    const details = line!.details as { clientIds: string[]; rows: number };
    expect(details.rows).toBe(listed.total);
    expect(details.clientIds).toEqual(listed.results.map((c) => c.id).sort());
  });

  it("takes the list's filter, refuses bad ones with 400, and is for staff only", async () => {
    const one = await exportOf("admin", "?searchQuery=HRT-000101");
    expect(one.body.split("\r\n").filter(Boolean)).toHaveLength(3);
    expect((await exportOf("admin", "?status=nope")).statusCode).toBe(400);
    expect((await exportOf("client")).statusCode).toBe(403);
    expect((await exportOf("")).statusCode).toBe(401);
    const refused = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:export"), eq(activityLog.outcome, "denied")));
    expect(refused).toHaveLength(1);
  });
});
