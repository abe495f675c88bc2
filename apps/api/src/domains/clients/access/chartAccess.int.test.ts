/**
 * Who may open a chart outside their locations: the client's care team wherever the client is, and the
 * holder of an approved emergency (break-glass) grant for a limited time; everyone else 404. The clock of
 * a grant is moved as other tests move theirs: by setting its `expires_at` in the past.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import type { BreakGlassReceipt, ChartAccessRequest, ClientSummary, Page } from "@hearth/schema";
import { buildCareTeamMember, buildClient, buildStaff } from "@hearth/testing";
import { activityLog, chartAccessGrants, clientCareTeam, notifications } from "../../../db/schema";
import { clientChartTestKit } from "../test/clientChartTestKit";
import { BREAK_GLASS_RECEIPT } from "./service";

const { api, org, ids, db, call, signIn, riversideClient } = clientChartTestKit({
  accounts: ["admin", "supervisor", "therapist", "nurse", "nurse2", "client"],
});
/** A therapist and a supervisor of Hillcrest alone, the Riverside clients' outsiders. */
let outsider: { id: string; token: string };
let hillcrestSupervisor: { id: string; token: string };
beforeAll(async () => {
  outsider = await buildStaff(api(), org(), "therapist", [org().hillcrest]);
  hillcrestSupervisor = await buildStaff(api(), org(), "supervisor", [org().hillcrest]);
  signIn("outsider", outsider.token);
  signIn("hillcrestSupervisor", hillcrestSupervisor.token);
});

/** A read of the chart (its care team), of its header and of the client's group-note history. */
const opens = async (who: string, mrNo: string) => {
  const [part, header, groupNotes] = await Promise.all([
    call(who, "GET", `clients/${mrNo}/care-team`),
    call(who, "GET", `clients/${mrNo}`),
    call(who, "GET", `clients/${mrNo}/group-notes`),
  ]);
  expect(part.statusCode, "the chart part and the header agree").toBe(header.statusCode);
  expect(groupNotes.statusCode, "the chart part and the group-note history agree").toBe(header.statusCode);
  return part.statusCode;
};
const linesOf = (mrNo: string, action: string) =>
  db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.subjectId, mrNo), eq(activityLog.action, action as never)))
    .orderBy(activityLog.id);
const REASON = "Client arrived at Hillcrest intake in crisis; need the medication list now.";

describe("the care team across locations", () => {
  it("opens the chart to a member at another location, logged as such; an outsider gets 404", async () => {
    const client = await riversideClient();
    // Nina works at Hillcrest only: on the team, as when a client moves and keeps their team.
    const member = await buildCareTeamMember(db(), client, ids("nurse2"), ids("supervisor"), "nurse");
    expect(await opens("nurse2", client.mrNo)).toBe(200);
    const header = await call("nurse2", "GET", `clients/${client.mrNo}`);
    expect((header.json() as { results: ClientSummary }).results.access).toEqual({
      via: "care_team",
      readOnly: false,
      until: null,
    });
    // The chart's header and Admission tab in one read reach it the same way, each part logged as such.
    const bundle = await call("nurse2", "GET", `clients/${client.mrNo}/chart?parts=summary,episodes`);
    expect(bundle.statusCode, bundle.body).toBe(200);
    expect((bundle.json() as { results: { summary: ClientSummary } }).results.summary.access?.via).toBe("care_team");
    const episodeReads = await linesOf(client.mrNo, "client:episodes");
    expect(episodeReads.map((r) => [r.actorId, r.outcome, (r.details as { access?: string }).access])).toEqual([
      [ids("nurse2"), "success", "care_team"],
    ]);
    expect(await opens("outsider", client.mrNo)).toBe(404);
    const reads = await linesOf(client.mrNo, "client:care_team_read");
    expect(reads.map((r) => [r.actorId, r.outcome, (r.details as { access?: string }).access])).toEqual([
      [ids("nurse2"), "success", "care_team"],
      [outsider.id, "denied", undefined],
    ]);
    // The role still decides: a nurse may not change the care team, wherever she reaches the chart from.
    expect((await call("nurse2", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(403);
    // Taken off the team, she is an outsider again; open charts are told by the care team's own event.
    expect((await call("supervisor", "DELETE", `clients/${client.mrNo}/care-team/${member.id}`)).statusCode).toBe(200);
    expect(await opens("nurse2", client.mrNo)).toBe(404);
  });

  it("opens it to the primary therapist at another location too", async () => {
    const client = await buildClient(db(), {
      organizationId: org().organizationId,
      locationId: org().riverside,
      primaryTherapistId: outsider.id,
    });
    expect(await opens("outsider", client.mrNo)).toBe(200);
  });

  it("puts the member's clients of other locations in their EMR list, and nobody else's", async () => {
    const client = await riversideClient();
    await buildCareTeamMember(db(), client, ids("nurse2"), ids("supervisor"), "nurse");
    const list = async (who: string) => {
      const response = await call(who, "GET", `clients?searchQuery=${encodeURIComponent(client.lastName)}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as Page<ClientSummary>).results.map((c) => c.mrNo);
    };
    expect(await list("nurse2")).toEqual([client.mrNo]);
    expect(await list("outsider")).toEqual([]);
    expect(await list("nurse")).toEqual([client.mrNo]);
    // Nina's own location's clients are still there, and no other client of Riverside.
    const all = await call("nurse2", "GET", "clients?pageSize=100");
    const shown = (all.json() as Page<ClientSummary>).results;
    expect(shown.filter((c) => c.location.id === org().riverside).map((c) => c.mrNo)).toEqual([client.mrNo]);
    expect(shown.filter((c) => c.location.id === org().hillcrest).length).toBeGreaterThan(10);
  });
});

describe("break-glass access", () => {
  const ask = (who: string, mrNo: string, reason = REASON) =>
    call(who, "POST", `clients/${encodeURIComponent(mrNo)}/break-glass`, { reason });
  const requests = async (who: string, query = ""): Promise<ChartAccessRequest[]> => {
    const response = await call(who, "GET", `break-glass/requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { results: ChartAccessRequest[] }).results;
  };
  const grantsOf = (clientId: string) =>
    db().select().from(chartAccessGrants).where(eq(chartAccessGrants.clientId, clientId));
  const requestOf = async (clientId: string) => {
    const [grant] = await grantsOf(clientId);
    return grant!;
  };

  it("request → approval → the chart opens for reading → the time is up → 404 again; every step logged and told", async () => {
    const client = await riversideClient();
    expect(await opens("outsider", client.mrNo)).toBe(404);

    // Asking: a reason of a few words is refused; the answer does not tell whether the MR number exists.
    expect((await ask("outsider", client.mrNo, "urgent")).statusCode).toBe(400);
    const asked = await ask("outsider", client.mrNo);
    const unknown = await ask("outsider", "HRT-999999");
    expect(asked.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect((asked.json() as { results: BreakGlassReceipt }).results).toEqual(BREAK_GLASS_RECEIPT);
    expect(unknown.json()).toEqual(asked.json());
    const request = await requestOf(client.id);
    expect(request).toMatchObject({ requesterId: outsider.id, reason: REASON, status: "pending" });
    // Asking again while it waits adds nothing.
    expect((await ask("outsider", client.mrNo)).statusCode).toBe(202);
    expect(await grantsOf(client.id)).toHaveLength(1);

    // The clinical director of Riverside (Dana Whitfield) is told; the Hillcrest-only supervisor is not.
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, request.id), eq(notifications.type, "break_glass_requested")));
    expect(told.map((n) => n.userId)).toEqual([ids("supervisor")]);
    expect(told[0]).toMatchObject({ link: "/emergency-access", clientIds: [client.id] });
    expect(told[0]!.body).toContain(REASON);

    // Who decides: reviewers of the client's location. Other roles 403; a supervisor of elsewhere 404.
    expect((await requests("supervisor")).map((r) => r.id)).toContain(request.id);
    expect((await requests("hillcrestSupervisor")).map((r) => r.id)).not.toContain(request.id);
    expect((await call("nurse", "GET", "break-glass/requests")).statusCode).toBe(403);
    expect((await call("outsider", "POST", `break-glass/requests/${request.id}/approve`, {})).statusCode).toBe(403);
    expect(
      (await call("hillcrestSupervisor", "POST", `break-glass/requests/${request.id}/approve`, {})).statusCode,
    ).toBe(404);
    expect(await opens("outsider", client.mrNo)).toBe(404);

    const approved = await call("supervisor", "POST", `break-glass/requests/${request.id}/approve`, {
      note: "Confirmed with the Hillcrest charge nurse",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const grant = (approved.json() as { results: ChartAccessRequest }).results;
    expect(grant).toMatchObject({ status: "approved", decidedBy: { id: ids("supervisor") } });
    const hours = (Date.parse(grant.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
    expect((await call("admin", "POST", `break-glass/requests/${request.id}/approve`, {})).statusCode).toBe(409);

    // The requester is told, and the request leaves the reviewers' queue.
    const decided = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, outsider.id), eq(notifications.type, "break_glass_decided")));
    expect(decided).toHaveLength(1);
    expect(decided[0]!.link).toBe(`/clients/${client.mrNo}`);
    const [queued] = await db().select().from(notifications).where(eq(notifications.id, told[0]!.id));
    expect(queued!.doneAt).not.toBeNull();

    // Open, for reading: each read carries the grant; a change is refused even where the role allows it.
    expect(await opens("outsider", client.mrNo)).toBe(200);
    const write = await call("outsider", "POST", `clients/${client.mrNo}/add-member`, {
      name: "Pat Parent",
      relationship: "Parent",
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe("Emergency access opens this chart for reading only.");
    const reads = (await linesOf(client.mrNo, "client:care_team_read")).filter((r) => r.outcome === "success");
    expect(reads.map((r) => (r.details as { breakGlassGrantId?: string }).breakGlassGrantId)).toEqual([request.id]);
    const [header] = (await linesOf(client.mrNo, "client:read")).filter((r) => r.outcome === "success");
    expect(header!.details).toMatchObject({ access: "break_glass", breakGlassGrantId: request.id });

    // The chart says how it is open, and until when, so it can say so and hide its edit buttons; to
    // staff of the client's own location it is open as always.
    const accessOf = async (who: string) => {
      const [summary, chart] = await Promise.all([
        call(who, "GET", `clients/${client.mrNo}`),
        call(who, "GET", `clients/${client.mrNo}/chart?parts=summary`),
      ]);
      expect(summary.statusCode, summary.body).toBe(200);
      expect(chart.statusCode, chart.body).toBe(200);
      const access = (summary.json() as { results: ClientSummary }).results.access;
      expect((chart.json() as { results: { summary: ClientSummary } }).results.summary.access).toEqual(access);
      return access;
    };
    expect(await accessOf("outsider")).toEqual({ via: "break_glass", readOnly: true, until: grant.expiresAt });
    expect(await accessOf("supervisor")).toEqual({ via: "location", readOnly: false, until: null });

    // The time is up: the next request is refused, and the job tells the open charts.
    await api().api.deps.relay.flush();
    const before = api().events.length;
    await db()
      .update(chartAccessGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(chartAccessGrants.id, request.id));
    expect(await opens("outsider", client.mrNo)).toBe(404);
    await api().api.scheduler.tick();
    await api().api.deps.relay.flush();
    expect(
      api()
        .events.slice(before)
        .filter((e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo)
        .map((e) => e.name === "client.changed" && [e.payload.part, e.payload.actorId]),
    ).toEqual([["summary", null]]);
    expect((await requests("supervisor", "?status=expired")).map((r) => r.id)).toContain(request.id);

    // Every step in the activity log.
    const steps = await db()
      .select({
        action: activityLog.action,
        outcome: activityLog.outcome,
        actorId: activityLog.actorId,
        details: activityLog.details,
      })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.subjectId, client.mrNo),
          inArray(activityLog.action, ["client:break_glass_request", "client:break_glass_review"]),
        ),
      )
      .orderBy(activityLog.id);
    expect(steps.map((s) => [s.action, s.outcome, s.actorId, (s.details as { decision?: string }).decision])).toEqual([
      ["client:break_glass_request", "success", outsider.id, undefined],
      ["client:break_glass_request", "failure", outsider.id, undefined],
      ["client:break_glass_review", "success", ids("supervisor"), "approved"],
      ["client:break_glass_review", "success", null, "expired"],
    ]);
    const unknownLine = await linesOf("HRT-999999", "client:break_glass_request");
    expect(unknownLine).toHaveLength(1);
    expect(unknownLine[0]!.details).toMatchObject({
      requested: false,
      why: "no client of the organization has this MR number",
    });
    expect(
      await db().select().from(chartAccessGrants).where(eq(chartAccessGrants.requesterId, outsider.id)),
    ).toHaveLength(1);
  });

  it("is ended early by a reviewer: open charts are told at once, the requester gets 404 again", async () => {
    const client = await riversideClient();
    await ask("outsider", client.mrNo);
    const request = await requestOf(client.id);
    expect((await call("admin", "POST", `break-glass/requests/${request.id}/approve`, {})).statusCode).toBe(200);
    expect(await opens("outsider", client.mrNo)).toBe(200);
    await api().api.deps.relay.flush();
    const before = api().events.length;
    const revoked = await call("supervisor", "POST", `break-glass/requests/${request.id}/revoke`, {
      note: "The client was transferred back; the Riverside team has it",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().results).toMatchObject({ status: "revoked", revokedBy: { id: ids("supervisor") } });
    await api().api.deps.relay.flush();
    expect(
      api()
        .events.slice(before)
        .filter((e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo)
        .map((e) => e.name === "client.changed" && e.payload.part),
    ).toEqual(["summary"]);
    expect(await opens("outsider", client.mrNo)).toBe(404);
    expect((await call("supervisor", "POST", `break-glass/requests/${request.id}/revoke`, {})).statusCode).toBe(409);
  });

  it("is refused with a reason; nobody decides their own request; staff who can open the chart create nothing", async () => {
    const client = await riversideClient();
    await ask("outsider", client.mrNo);
    const request = await requestOf(client.id);
    expect((await call("supervisor", "POST", `break-glass/requests/${request.id}/refuse`, {})).statusCode).toBe(400);
    const refused = await call("supervisor", "POST", `break-glass/requests/${request.id}/refuse`, {
      note: "Call the Riverside on-call clinician instead",
    });
    expect(refused.json().results).toMatchObject({ status: "refused" });
    expect(await opens("outsider", client.mrNo)).toBe(404);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, outsider.id), eq(notifications.type, "break_glass_decided")))
      .orderBy(notifications.createdAt);
    expect(told).toBeDefined();

    // A Hillcrest supervisor asks about a Riverside client: a reviewer of Riverside decides, not they.
    await ask("hillcrestSupervisor", client.mrNo);
    const own = (await grantsOf(client.id)).find((g) => g.requesterId === hillcrestSupervisor.id)!;
    const self = await call("hillcrestSupervisor", "POST", `break-glass/requests/${own.id}/approve`, {});
    expect(self.statusCode).toBe(404);

    // Riverside staff and care-team members open the chart already: asking creates nothing.
    const member = await riversideClient();
    await buildCareTeamMember(db(), member, outsider.id, ids("supervisor"), "therapist");
    expect((await ask("nurse", member.mrNo)).statusCode).toBe(202);
    expect((await ask("outsider", member.mrNo)).statusCode).toBe(202);
    expect(await grantsOf(member.id)).toEqual([]);
    expect((await call("client", "POST", `clients/${member.mrNo}/break-glass`, { reason: REASON })).statusCode).toBe(
      403,
    );
    expect(await db().select().from(clientCareTeam).where(eq(clientCareTeam.clientId, member.id))).toHaveLength(1);
  });
});
