/** Sessions from the groups' weekly schedules: one per slot, however often it runs. */
import { and, eq } from "drizzle-orm";
import type { GenerateSessionsBody, GenerateSessionsResult } from "@hearth/schema";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { groups } from "../../../db/schema";
import type { GroupRow, GroupSessionRow } from "../../../db/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { authorize, authorizeCaller } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import { recordActivity } from "../../activityLog/service";
import { canReadClinicalAt } from "../../../authz/principal";
import { activeFacilitators, defaultRosters, insertSessionWithNote } from "./create";
import type { CreateOptions } from "./create";
import { canGenerateFor, mayGenerate } from "./policy";
import { presentSessions } from "./presenter";
import { expandSchedule } from "../../../kernel/time";

export interface GenerationOutcome {
  created: GroupSessionRow[];
  /** Groups left out because none of their facilitators is active. */
  skippedGroupIds: string[];
}

/**
 * Inside the caller's transaction: every slot of every group's schedule from `from` to `to`, led
 * by the group's lead facilitator with the others as co-facilitators, in the group's room, with
 * the group's roster. Slots that already have their session are skipped (the unique slot index).
 */
export async function generateForGroups(
  tx: Db,
  groupRows: readonly GroupRow[],
  from: string,
  to: string,
  o: CreateOptions,
): Promise<GenerationOutcome> {
  const ids = groupRows.map((g) => g.id);
  const [facilitators, rosters] = await Promise.all([activeFacilitators(tx, ids), defaultRosters(tx, groupRows)]);
  const created: GroupSessionRow[] = [];
  const skippedGroupIds: string[] = [];
  for (const group of groupRows) {
    const slots = expandSchedule(group.schedule, from, to);
    if (slots.length === 0) continue;
    const [lead, ...others] = facilitators.get(group.id) ?? [];
    if (!lead) {
      skippedGroupIds.push(group.id);
      continue;
    }
    for (const slot of slots) {
      const session = await insertSessionWithNote(
        tx,
        {
          group,
          ...slot,
          topic: null,
          facilitatorId: lead.id,
          coFacilitatorIds: others.map((f) => f.id),
          roomId: group.roomId,
          origin: "schedule",
          rosterClientIds: rosters.get(group.id) ?? [],
        },
        o,
      );
      if (session) created.push(session);
    }
  }
  return { created, skippedGroupIds };
}

export async function generateSessions(
  deps: Deps,
  ctx: RequestContext,
  body: z.output<typeof GenerateSessionsBody>,
): Promise<GenerateSessionsResult> {
  await authorizeCaller(deps.db, ctx, "group_session:generate", mayGenerate, {
    subjectType: "group",
    message: "Only an administrator, a supervisor, or a therapist for their own groups generates sessions",
  });
  const candidates = await deps.db
    .select()
    .from(groups)
    .where(
      and(
        ctx.scope.organization(groups.organizationId),
        eq(groups.active, true),
        body.groupId ? eq(groups.id, body.groupId) : undefined,
        body.locationId ? eq(groups.locationId, body.locationId) : undefined,
        ctx.scope.locations(groups.locationId),
      ),
    );
  const facilitators = await activeFacilitators(
    deps.db,
    candidates.map((g) => g.id),
  );
  const permits = (caller: RequestContext, g: GroupRow) =>
    canGenerateFor(
      caller,
      g,
      (facilitators.get(g.id) ?? []).map((f) => f.id),
    );
  const permitted = candidates.filter((g) => canReadClinicalAt(ctx, g.locationId) && permits(ctx, g));
  if (body.groupId) {
    // One named group: unknown, inactive or elsewhere reads as 404; readable but not theirs to run, 403.
    await authorize(deps.db, ctx, "group_session:generate", {
      subjectType: "group",
      subjectName: "Group",
      subjectId: body.groupId,
      resource: candidates.find((g) => canReadClinicalAt(ctx, g.locationId)) ?? null,
      denial: (caller, _action, g) =>
        permits(caller, g) ? null : refuse.forbidden("You may generate sessions only for the groups you facilitate"),
    });
  }
  const outcome = await transact(deps, async (tx) => {
    const result = await generateForGroups(tx, permitted, body.from, body.to, { actorId: ctx.user.id, publish: true });
    await recordActivity(tx, {
      actor: ctx,
      action: "group_session:generate",
      outcome: "success",
      subjectType: "group",
      subjectId: body.groupId ?? null,
      details: {
        from: body.from,
        to: body.to,
        locationId: body.locationId ?? null,
        groups: permitted.map((g) => g.id),
        created: result.created.map((s) => s.id),
        skippedGroupIds: result.skippedGroupIds,
      },
    });
    return result;
  });
  const sorted = [...outcome.created].sort(
    (a, b) =>
      a.sessionDate.localeCompare(b.sessionDate) || a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id),
  );
  return { created: sorted.length, sessions: await presentSessions(deps.db, sorted) };
}
