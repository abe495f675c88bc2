import { describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import type { CareTeamCandidate, CareTeamMember, CaseLoadEntry, ClientSummary, Page } from "@hearth/schema";
import { buildClient, buildClinician, buildOrganization, EVERY_DEMO_ACCOUNT } from "@hearth/testing";
import { activityLog, clientCareTeam, clients } from "../../../db/schema";
import { clientChartTestKit } from "../test/clientChartTestKit";

const kit = clientChartTestKit({ accounts: EVERY_DEMO_ACCOUNT });
const { api, org, ids, db, call, signIn } = kit;
/** A Riverside client whose primary therapist is the demo therapist. */
const riversideClient = () => kit.riversideClient({ primaryTherapistId: ids("therapist") });
const add = (who: string, mrNo: string, payload: object) =>
  call(who, "POST", `clients/${mrNo}/add-stakeholder`, payload);
const teamOf = async (who: string, mrNo: string, query = ""): Promise<CareTeamMember[]> => {
  const response = await call(who, "GET", `clients/${mrNo}/care-team${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: CareTeamMember[] }).results;
};
const caseLoad = async (clinicianId: string, who = "admin"): Promise<CaseLoadEntry[]> => {
  const response = await call(who, "GET", `clinicians/${clinicianId}/case-load`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { results: CaseLoadEntry[] }).results;
};
const candidatesOf = async (who: string, mrNo: string, searchQuery?: string): Promise<CareTeamCandidate[]> => {
  const query = searchQuery === undefined ? "" : `?searchQuery=${encodeURIComponent(searchQuery)}`;
  const response = await call(who, "GET", `clients/${mrNo}/care-team/candidates${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { results: CareTeamCandidate[] }).results;
};
/** A staff member of the demo organization made for one test, signed in as `handle`. */
const staffMember = async (
  handle: string,
  o: { role: "nurse" | "physician"; locationIds: string[]; lastName: string },
) => {
  const user = await buildClinician(db(), { organizationId: org().organizationId, firstName: "Hana", ...o });
  signIn(handle, (await api().loginAs(user.email, user.password)).token);
  return user;
};
const tagged = () => crypto.randomUUID().slice(0, 8);

describe("a client's care team", () => {
  it("lists the primary therapist first, then the members a supervisor adds, with role and since", async () => {
    const client = await riversideClient();
    expect(await teamOf("bht", client.mrNo)).toEqual([
      expect.objectContaining({
        id: null,
        primary: true,
        role: "primary_therapist",
        clinician: expect.objectContaining({ id: ids("therapist") }),
      }),
    ]);
    const added = await add("supervisor", client.mrNo, { userId: ids("nurse"), role: "nurse" });
    expect(added.statusCode).toBe(201);
    expect(added.json().results).toMatchObject({
      clinician: { id: ids("nurse"), fullname: "Nora Castillo" },
      role: "nurse",
      primary: false,
      addedBy: { id: ids("supervisor") },
      removedAt: null,
    });
    expect((await add("admin", client.mrNo, { userId: ids("physician"), role: "physician" })).statusCode).toBe(201);
    const team = await teamOf("nurse", client.mrNo);
    expect(team.map((m) => [m.clinician.id, m.role, m.primary])).toEqual([
      [ids("therapist"), "primary_therapist", true],
      [ids("nurse"), "nurse", false],
      [ids("physician"), "physician", false],
    ]);
    expect(Date.parse(team[1]!.since!)).not.toBeNaN();
    await api().api.deps.relay.flush();
    expect(
      api().events.filter(
        (e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo && e.payload.part === "care_team",
      ),
    ).toHaveLength(2);
    const reads = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:care_team_read"), eq(activityLog.subjectId, client.mrNo)));
    expect(reads.map((r) => r.outcome)).toEqual(["success", "success"]);
  });

  it("is changed by admins and supervisors only; other roles 403, other locations and portal 404", async () => {
    const client = await riversideClient();
    for (const who of ["therapist", "nurse", "physician", "bht", "admissions"])
      expect((await add(who, client.mrNo, { userId: ids("bht"), role: "bht" })).statusCode).toBe(403);
    expect((await add("nurse2", client.mrNo, { userId: ids("bht"), role: "bht" })).statusCode).toBe(404);
    expect((await call("nurse2", "GET", `clients/${client.mrNo}/care-team`)).statusCode).toBe(404);
    expect((await call("client", "GET", `clients/${client.mrNo}/care-team`)).statusCode).toBe(404);
    expect((await teamOf("admin", client.mrNo)).length).toBe(1);
    const member = (await add("supervisor", client.mrNo, { userId: ids("bht"), role: "bht" })).json().results;
    expect((await call("therapist", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(403);
    expect((await call("nurse2", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(404);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, "client:care_team_update"),
          eq(activityLog.subjectId, client.mrNo),
          eq(activityLog.outcome, "denied"),
        ),
      );
    expect(denied).toHaveLength(8);
  });

  it("refuses a clinician already on the team (409), also when two supervisors add them at once", async () => {
    const client = await riversideClient();
    const [a, b] = await Promise.all([
      add("supervisor", client.mrNo, { userId: ids("nurse"), role: "nurse" }),
      add("admin", client.mrNo, { userId: ids("nurse"), role: "case_manager" }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect((a!.statusCode === 409 ? a! : b!).json().error.message).toMatch(
      /Nora Castillo is already on the care team as/,
    );
    const primary = await add("admin", client.mrNo, { userId: ids("therapist"), role: "therapist" });
    expect(primary.statusCode).toBe(409);
    expect(primary.json().error.message).toMatch(/already the client's primary therapist/);
    expect(await db().select().from(clientCareTeam).where(eq(clientCareTeam.clientId, client.id))).toHaveLength(1);
  });

  it("adds only active staff of the organization: else 400 naming userId, other organizations' users unnamed", async () => {
    const client = await riversideClient();
    const elsewhere = await buildOrganization(db());
    const outsider = await buildClinician(db(), {
      organizationId: elsewhere.organizationId,
      locationIds: [elsewhere.locationId],
      firstName: "Olive",
      lastName: "Outsider",
    });
    const inactive = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().riverside],
      status: 2,
      firstName: "Ida",
      lastName: "Gone",
    });
    const invited = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().hillcrest],
      status: 3,
      firstName: "Ivy",
      lastName: "Invited",
    });
    const unknown = "userId: only an active staff member of your organization can join a care team";
    const refusals: [object, RegExp | string][] = [
      [{ userId: ids("client"), role: "other" }, unknown],
      // Told exactly what an id naming nobody is told: nothing reveals the other organization's user.
      [{ userId: outsider.id, role: "other" }, unknown],
      [{ userId: crypto.randomUUID(), role: "other" }, unknown],
      [{ userId: inactive.id, role: "other" }, /^userId: Ida Gone's account is deactivated; only an active staff/],
      [{ userId: invited.id, role: "other" }, /^userId: Ivy Invited has not accepted their invitation yet; only/],
      [{ userId: ids("nurse"), role: "primary_therapist" }, /^role: must be one of .*PUT primary-therapist/],
      [{ userId: ids("nurse"), role: "janitor" }, /^role: /],
      [{ userId: "nurse", role: "nurse" }, /^userId: must be an id/],
      [{ userId: `${ids("nurse")}\u0000`, role: "nurse" }, /NUL/],
      [{ userId: 42, role: "nurse" }, /^userId: /],
      [{ userId: [ids("nurse")], role: ["nurse"] }, /^userId: /],
    ];
    for (const [payload, message] of refusals) {
      const response = await add("admin", client.mrNo, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const said = response.json().error.message as string;
      if (typeof message === "string") expect(said).toBe(message);
      else expect(said).toMatch(message);
      expect(said).not.toMatch(/Olive|Outsider/);
    }
    expect(await db().select().from(clientCareTeam).where(eq(clientCareTeam.clientId, client.id))).toEqual([]);
    // An administrator works everywhere; a clinician of another location joins too.
    expect((await add("supervisor", client.mrNo, { userId: ids("admin"), role: "other" })).statusCode).toBe(201);
    expect((await add("supervisor", client.mrNo, { userId: ids("nurse2"), role: "nurse" })).statusCode).toBe(201);
  });

  it("takes a member off softly: the history keeps who removed them; they may join again", async () => {
    const client = await riversideClient();
    const member = (await add("supervisor", client.mrNo, { userId: ids("nurse"), role: "nurse" })).json().results;
    const removed = await call("admin", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await teamOf("nurse", client.mrNo)).map((m) => m.clinician.id)).toEqual([ids("therapist")]);
    const history = await teamOf("nurse", client.mrNo, "?includeRemoved=true");
    expect(history[1]).toMatchObject({ id: member.id, removedBy: { id: ids("admin") }, removedAt: expect.any(String) });
    expect((await call("admin", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(409);
    expect((await call("admin", "DELETE", `clients/${client.mrNo}/care-team/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const other = await riversideClient();
    expect((await call("admin", "DELETE", `clients/${other.mrNo}/care-team/${member.id}`)).statusCode).toBe(404);
    expect((await add("supervisor", client.mrNo, { userId: ids("nurse"), role: "case_manager" })).statusCode).toBe(201);
    expect(await db().select().from(clientCareTeam).where(eq(clientCareTeam.clientId, client.id))).toHaveLength(2);
  });
});

describe("a clinician of another location on the care team", () => {
  it("is offered to those who may add, the client's location first, each saying where they work", async () => {
    const client = await riversideClient();
    const tag = tagged();
    const here = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().riverside],
      role: "nurse",
      lastName: `Zimmer ${tag}`,
    });
    const there = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().hillcrest],
      role: "physician",
      lastName: `Abbott ${tag}`,
    });
    await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().hillcrest],
      status: 2,
      lastName: `Gone ${tag}`,
    });
    const elsewhere = await buildOrganization(db());
    await buildClinician(db(), {
      organizationId: elsewhere.organizationId,
      locationIds: [elsewhere.locationId],
      lastName: `Foreign ${tag}`,
    });
    const offered = await candidatesOf("supervisor", client.mrNo, tag);
    // Riverside's nurse before Hillcrest's physician, though "Abbott" sorts first; nobody deactivated or foreign.
    expect(offered.map((c) => [c.clinician.id, c.clinician.role, c.atClientLocation, c.locations])).toEqual([
      [here.id, "nurse", true, [{ id: org().riverside, name: "Riverside Residential" }]],
      [there.id, "physician", false, [{ id: org().hillcrest, name: "Hillcrest Outpatient" }]],
    ]);
    // Names typed in any order, each word within the first or last name.
    const found = async (typed: string) => (await candidatesOf("admin", client.mrNo, typed)).map((c) => c.clinician.id);
    expect(await found(`${tag} abbott`)).toEqual([there.id]);
    expect(await found(`zimmer, TEST ${tag}`)).toEqual([here.id]);
    expect(await found(`${tag} nobody`)).toEqual([]);
    // Whoever is on the team already, or leads it, is not offered.
    await add("supervisor", client.mrNo, { userId: here.id, role: "nurse" });
    expect((await candidatesOf("admin", client.mrNo, tag)).map((c) => c.clinician.id)).toEqual([there.id]);
    const unsearched = await candidatesOf("admin", client.mrNo);
    expect(unsearched.length).toBeGreaterThan(0);
    expect(unsearched.length).toBeLessThanOrEqual(25);
    expect(unsearched.map((c) => c.clinician.id)).not.toContain(ids("therapist"));
    const places = unsearched.map((c) => c.atClientLocation);
    expect(places).toEqual([...places].sort((a, b) => Number(b) - Number(a)));
    // Only who may change the team may ask; the chart's own refusals otherwise.
    for (const who of ["therapist", "nurse", "physician", "bht", "admissions"])
      expect((await call(who, "GET", `clients/${client.mrNo}/care-team/candidates`)).statusCode).toBe(403);
    expect((await call("nurse2", "GET", `clients/${client.mrNo}/care-team/candidates`)).statusCode).toBe(404);
    expect((await call("client", "GET", `clients/${client.mrNo}/care-team/candidates`)).statusCode).toBe(404);
    const tooLong = await call(
      "admin",
      "GET",
      `clients/${client.mrNo}/care-team/candidates?searchQuery=${"x".repeat(101)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/^searchQuery: must be at most 100 characters/);
    const [line] = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "clinician:list"), eq(activityLog.actorId, ids("supervisor"))))
      .orderBy(desc(activityLog.id))
      .limit(1);
    expect(line?.details).toMatchObject({ careTeamCandidatesOf: client.mrNo, returned: [here.id, there.id] });
  });

  it("reaches the chart as their role allows, sees the client in their lists, and loses it all when taken off", async () => {
    const client = await riversideClient();
    const tag = tagged();
    // A physician who covers Hillcrest only: a Riverside chart is out of her reach.
    const far = await staffMember("far", {
      role: "physician",
      locationIds: [org().hillcrest],
      lastName: `Farrow ${tag}`,
    });
    const chart = (part = "") => call("far", "GET", `clients/${client.mrNo}${part}`);
    const emrList = async () => {
      const response = await call("far", "GET", `clients?searchQuery=${encodeURIComponent(client.lastName)}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Page<ClientSummary>).results.map((c) => c.mrNo);
    };
    expect((await chart()).statusCode).toBe(404);
    expect(await emrList()).toEqual([]);

    const added = await add("supervisor", client.mrNo, { userId: far.id, role: "physician" });
    expect(added.statusCode).toBe(201);
    expect(added.json().results).toMatchObject({
      clinician: { id: far.id, fullname: `Hana Farrow ${tag}` },
      homeLocations: [{ id: org().hillcrest, name: "Hillcrest Outpatient" }],
    });
    await add("supervisor", client.mrNo, { userId: ids("nurse"), role: "nurse" });
    // The list says where a member from elsewhere works; those of the client's location need no saying.
    expect(
      (await teamOf("nurse", client.mrNo)).map((m) => [m.clinician.id, m.homeLocations.map((l) => l.name)]),
    ).toEqual([
      [ids("therapist"), []],
      [far.id, ["Hillcrest Outpatient"]],
      [ids("nurse"), []],
    ]);

    // She reads the chart, and does what a physician may: a diagnosis, not the contacts nor the team.
    for (const part of ["", "/care-team", "/demographics", "/diagnoses"])
      expect((await chart(part)).statusCode, part).toBe(200);
    const diagnosis = await call("far", "POST", `clients/${client.mrNo}/update-diagnoses`, {
      action: "add",
      code: "F11.20",
      rank: "secondary",
    });
    expect(diagnosis.statusCode, diagnosis.body).toBe(200);
    const contact = await call("far", "POST", `clients/${client.mrNo}/add-member`, {
      name: "Rosa Ortega",
      relationship: "Sibling",
    });
    expect(contact.statusCode).toBe(403);
    expect((await add("far", client.mrNo, { userId: ids("bht"), role: "bht" })).statusCode).toBe(403);
    const reads = await db()
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.actorId, far.id),
          eq(activityLog.subjectId, client.mrNo),
          eq(activityLog.action, "client:care_team_read"),
        ),
      );
    expect(reads.map((r) => [r.outcome, (r.details as { access?: string }).access])).toEqual([
      ["success", "care_team"],
    ]);

    // The client is in her EMR list and her case load, as in her colleagues' view of it.
    expect(await emrList()).toEqual([client.mrNo]);
    expect((await caseLoad(far.id, "far")).map((c) => [c.mrNo, c.careTeamRoles])).toEqual([
      [client.mrNo, ["physician"]],
    ]);
    expect((await caseLoad(far.id)).map((c) => c.mrNo)).toEqual([client.mrNo]);

    // Taken off the team, she is outside the chart again.
    const member = added.json().results as CareTeamMember;
    expect((await call("supervisor", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(200);
    expect((await chart()).statusCode).toBe(404);
    expect((await chart("/care-team")).statusCode).toBe(404);
    expect(await emrList()).toEqual([]);
    expect(await caseLoad(far.id, "far")).toEqual([]);
    expect(await caseLoad(far.id)).toEqual([]);
  });
});

describe("a clinician's case load", () => {
  it("holds the active clients they are primary therapist of or on the care team of, saying which", async () => {
    const nurse = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().riverside],
      role: "nurse",
    });
    const own = await buildClient(db(), {
      organizationId: org().organizationId,
      locationId: org().riverside,
      primaryTherapistId: nurse.id,
    });
    const team = await riversideClient();
    const gone = await riversideClient();
    expect((await caseLoad(nurse.id)).map((c) => c.mrNo)).toEqual([own.mrNo]);
    const member = (await add("supervisor", team.mrNo, { userId: nurse.id, role: "case_manager" })).json().results;
    await add("supervisor", gone.mrNo, { userId: nurse.id, role: "nurse" });
    await db().update(clients).set({ status: "discharged" }).where(eq(clients.id, gone.id));
    const load = await caseLoad(nurse.id);
    expect(load.map((c) => [c.mrNo, c.primaryTherapist, c.careTeamRoles]).sort()).toEqual(
      [
        [own.mrNo, true, []],
        [team.mrNo, false, ["case_manager"]],
      ].sort(),
    );
    // The demo therapist is primary therapist of the team's client, and stays so.
    expect((await caseLoad(ids("therapist"))).find((c) => c.mrNo === team.mrNo)).toMatchObject({
      primaryTherapist: true,
      careTeamRoles: [],
    });
    await call("supervisor", "DELETE", `clients/${team.mrNo}/care-team/${member.id}`);
    expect((await caseLoad(nurse.id)).map((c) => c.mrNo)).toEqual([own.mrNo]);
  });
});
