/**
 * Who hears of emergency access to a chart, and what they are told: the clinical director (the
 * supervisors of the client's location; the organization's administrators when the location has none)
 * when it is asked for, so that someone decides, and when it is decided; the requester of the decision.
 * Each runs inside the transaction of the step it reports; nobody is told of their own action.
 */
import { and, eq } from "drizzle-orm";
import { BREAK_GLASS_HOURS, ClinicianStatus } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import { userLocations, users } from "../../../db/schema";
import type { ChartAccessGrantRow, ClientRow } from "../../../db/schema";
import { fullnameOf } from "../../../kernel/refs";
import { markSubjectDone, notifyUsers } from "../../notifications/producers";

/** Where a reviewer decides: the list of requests. */
export const REQUESTS_PAGE = "/emergency-access";

type Client = Pick<ClientRow, "id" | "mrNo" | "firstName" | "lastName" | "locationId" | "organizationId">;

const clientText = (c: Client) => `${c.firstName} ${c.lastName} (${c.mrNo})`.trim();
const subjectOf = (grant: Pick<ChartAccessGrantRow, "id">) => ({ type: "chart_access_request" as const, id: grant.id });

/** The clinical director of the client's location: its active supervisors, else the organization's active admins. */
export async function clinicalDirectorsOf(db: Db, client: Client): Promise<string[]> {
  const active = and(eq(users.organizationId, client.organizationId), eq(users.status, ClinicianStatus.Active));
  const supervisors = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.id), eq(userLocations.locationId, client.locationId)))
    .where(and(active, eq(users.role, "supervisor")));
  if (supervisors.length) return supervisors.map((s) => s.id);
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(active, eq(users.role, "admin")));
  return admins.map((a) => a.id);
}

const others = (ids: readonly string[], actorId: string) => ids.filter((id) => id !== actorId);

/** Asked: the clinical director has a request to decide. */
export async function notifyRequested(
  tx: Db,
  ctx: RequestContext,
  client: Client,
  grant: ChartAccessGrantRow,
): Promise<string[]> {
  const recipients = others(await clinicalDirectorsOf(tx, client), ctx.user.id);
  if (recipients.length === 0) return [];
  await notifyUsers(
    tx,
    recipients,
    {
      type: "break_glass_requested",
      title: "Emergency access requested",
      body: `${fullnameOf(ctx.user)} asks to open the chart of ${clientText(client)}: "${grant.reason}"`,
      link: REQUESTS_PAGE,
      subject: subjectOf(grant),
      clientIds: [client.id],
    },
    ctx.user.id,
  );
  return recipients;
}

export type Decision = "approved" | "refused" | "revoked";

/**
 * Decided (or ended early): the request leaves every reviewer's queue; the requester is told, and so is
 * the rest of the clinical director (an approval is theirs to know of even when another supervisor gave it).
 */
export async function notifyDecided(
  tx: Db,
  ctx: RequestContext,
  client: Client,
  grant: ChartAccessGrantRow,
  decision: Decision,
): Promise<void> {
  await markSubjectDone(tx, subjectOf(grant), ["break_glass_requested"]);
  const by = fullnameOf(ctx.user);
  const note = grant.decisionNote ?? grant.revokeNote;
  const because = note ? `: "${note}"` : ".";
  const toRequester = {
    approved: {
      title: "Emergency access approved",
      body: `${by} approved your emergency access to the chart of ${clientText(client)} for ${BREAK_GLASS_HOURS} hours${because}`,
      link: `/clients/${encodeURIComponent(client.mrNo)}`,
    },
    refused: {
      title: "Emergency access refused",
      body: `${by} refused your request to open the chart of ${client.mrNo}${because}`,
      link: null,
    },
    revoked: {
      title: "Emergency access ended",
      body: `${by} ended your emergency access to the chart of ${client.mrNo}${because}`,
      link: null,
    },
  }[decision];
  await notifyUsers(
    tx,
    others([grant.requesterId], ctx.user.id),
    { type: "break_glass_decided", ...toRequester, clientIds: [client.id] },
    ctx.user.id,
  );
  const directors = others(await clinicalDirectorsOf(tx, client), ctx.user.id).filter((id) => id !== grant.requesterId);
  if (directors.length === 0) return;
  await notifyUsers(
    tx,
    directors,
    {
      type: "break_glass_decided",
      title: `Emergency access ${decision === "revoked" ? "ended" : decision}`,
      body: `${by} ${decision === "revoked" ? "ended" : decision} emergency access to the chart of ${clientText(client)}${because}`,
      link: REQUESTS_PAGE,
      clientIds: [client.id],
    },
    ctx.user.id,
  );
}
