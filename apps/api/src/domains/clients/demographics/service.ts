/** Reading a client's demographics (every version, or the current one) and saving a change as a new version. */
import { changedDemographicFields } from "@hearth/schema";
import type { ClientDemographics, ClientDemographicsUpdateBody, DemographicsVersionConflict } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import type { ClientDemographicsRow } from "../../../db/schema";
import { AppError } from "../../../errors";
import { clinicianRefs } from "../../../kernel/refs";
import { recordActivity } from "../../activityLog/service";
import { lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { addVersion, presentVersions, valuesOf, valuesOfClient, versionsOf } from "./versions";

/** Every version of the client's demographics, newest first, with who saved each and what it changed. */
export async function listDemographics(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientDemographics[]> {
  const client = await openChart(deps, ctx, mrNo, "client:demographics_read");
  const rows = await versionsOf(deps.db, client.id);
  await recordChartActivity(deps.db, ctx, "client:demographics_read", client, { versions: rows.length });
  return presentVersions(deps.db, client, rows);
}

/** The client's current demographics (`latest-demographic`). */
export async function latestDemographic(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientDemographics> {
  const client = await openChart(deps, ctx, mrNo, "client:demographics_read");
  // The one before too, to say which fields the latest changed.
  const [latest, before] = await versionsOf(deps.db, client.id, 2);
  await recordChartActivity(deps.db, ctx, "client:demographics_read", client, { version: latest?.version ?? 0 });
  return (await presentVersions(deps.db, client, latest ? [latest] : [], before ?? null))[0]!;
}

/**
 * Saves the demographics as the client's next version and sets the client's current row from it, in one
 * transaction under the chart's lock. With `expectedVersion`, a newer version saved meanwhile by someone
 * else refuses the save (409, naming who saved it and when) rather than silently overwriting it. A save
 * that changes nothing makes no version.
 */
export async function updateDemographics(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: ClientDemographicsUpdateBody,
): Promise<ClientDemographics> {
  const opened = await openChart(deps, ctx, mrNo, "client:demographics_update");
  const { expectedVersion, changeNote, ...values } = body;
  const outcome = await transact(deps, async (tx) => {
    const client = await lockChart(tx, opened.id);
    const [latest, before] = await versionsOf(tx, client.id, 2);
    const current = latest?.version ?? 0;
    if (expectedVersion !== undefined && expectedVersion !== current) {
      const conflict: SavedVersion = latest ?? { version: 0, changedBy: null, changedAt: client.createdAt };
      return { kind: "conflict", conflict } as const;
    }
    const changedFields = changedDemographicFields(latest ? valuesOf(latest) : valuesOfClient(client), values);
    if (changedFields.length === 0) {
      await recordChartActivity(tx, ctx, "client:demographics_update", client, { version: current, changedFields });
      return { kind: "unchanged", client, rows: latest ? [latest] : [], before: before ?? null } as const;
    }
    const row = await addVersion(tx, {
      clientId: client.id,
      version: current + 1,
      values,
      changedBy: ctx.user.id,
      changeNote,
    });
    await recordChartChange(tx, ctx, "client:demographics_update", client, "demographics", {
      version: row.version,
      changedFields,
    });
    return { kind: "saved", client, rows: [row], before: latest ?? null } as const;
  });
  if (outcome.kind === "conflict") return refuseStaleVersion(deps, ctx, opened, outcome.conflict, expectedVersion!);
  return (await presentVersions(deps.db, outcome.client, outcome.rows, outcome.before))[0]!;
}

/** Who saved a version and when: what a refused save is told. */
type SavedVersion = Pick<ClientDemographicsRow, "version" | "changedBy" | "changedAt">;

/** 409 for a save based on an older version than the latest: logged, with who saved the latest and when. */
async function refuseStaleVersion(
  deps: Deps,
  ctx: RequestContext,
  client: { id: string; mrNo: string },
  latest: SavedVersion,
  expectedVersion: number,
): Promise<never> {
  const authors = await clinicianRefs(deps.db, [latest.changedBy]);
  const changedBy = latest.changedBy ? (authors.get(latest.changedBy) ?? null) : null;
  const details: DemographicsVersionConflict = {
    reason: "version_conflict",
    currentVersion: latest.version,
    changedBy,
    changedAt: latest.changedAt.toISOString(),
  };
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:demographics_update",
    outcome: "denied",
    subjectType: "client",
    subjectId: client.mrNo,
    details: {
      code: "conflict",
      reason: "version_conflict",
      expectedVersion,
      currentVersion: latest.version,
      clientIds: [client.id],
    },
  });
  const who = changedBy ? ` by ${changedBy.fullname}` : "";
  throw new AppError(
    "conflict",
    `These demographics were changed${who} since you opened them (version ${latest.version}); reload to see the change, then edit again.`,
    details,
  );
}
