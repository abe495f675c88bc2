/**
 * How every episode change runs: the chart opened for the action, then in one transaction locked, decided
 * again on the locked row, changed, and logged with its `client.changed` event; a refusal logged after
 * the rollback. Also the writes every change shares: the client's current values and the episode's.
 */
import { eq } from "drizzle-orm";
import type { ClientChartAction, ClientSummary } from "@hearth/schema";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { clientEpisodes, clients } from "../../../db/schema";
import type { ClientEpisodeRow, ClientRow } from "../../../db/schema";
import { refuseDecided } from "../../../authz/authorize";
import { refuse } from "../../../authz/decision";
import type { Denial } from "../../../authz/decision";
import { chartDenial, lockChart, openChart, recordChartChange } from "../chart";
import { presentClients } from "../presenter";
import { openEpisodeOf } from "./checks";

export type Done<T> = { client: ClientRow; result: T; details: Record<string, unknown> } | { refused: Denial };

/**
 * Opens the chart for `action`, then in one transaction locks it, decides again on the locked row (a
 * transfer may have moved the client meanwhile) and runs `change`; a refusal is logged after the rollback.
 */
export async function changeChart<T>(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  action: ClientChartAction,
  change: (tx: Db, client: ClientRow) => Promise<Done<T>>,
): Promise<{ client: ClientRow; result: T }> {
  const opened = await openChart(deps, ctx, mrNo, action);
  const done = await transact(deps, async (tx): Promise<Done<T>> => {
    const client = await lockChart(tx, opened.id);
    const denial = chartDenial(ctx, action, client);
    if (denial) return { refused: denial };
    const outcome = await change(tx, client);
    if ("refused" in outcome) return outcome;
    await recordChartChange(tx, ctx, action, outcome.client, "episodes", outcome.details);
    return outcome;
  });
  if ("refused" in done)
    return refuseDecided(
      deps.db,
      ctx,
      action,
      { subjectType: "client", subjectName: "Client", subjectId: mrNo, details: { clientIds: [opened.id] } },
      done.refused,
    );
  return done;
}

export const summaryOf = async (deps: Deps, client: ClientRow): Promise<ClientSummary> =>
  (await presentClients(deps.db, [client]))[0]!;

export async function updateClient(
  tx: Db,
  clientId: string,
  values: Partial<typeof clients.$inferInsert>,
): Promise<ClientRow> {
  const [row] = await tx
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, clientId))
    .returning();
  return row!;
}

export async function updateEpisode(tx: Db, episodeId: string, values: Partial<typeof clientEpisodes.$inferInsert>) {
  await tx.update(clientEpisodes).set(values).where(eq(clientEpisodes.id, episodeId));
}

/**
 * The open episode of an active client, or the refusal (409) of a change that needs one: a client
 * pending admission or discharged has no episode to change.
 */
export async function activeEpisode(
  tx: Db,
  client: ClientRow,
  doing: string,
): Promise<{ episode: ClientEpisodeRow } | { refused: Denial }> {
  const episode = client.status === "active" ? await openEpisodeOf(tx, client.id) : null;
  if (episode) return { episode };
  const why =
    client.status === "discharged"
      ? "The client has been discharged"
      : client.status === "pending_admission"
        ? "The client has not been admitted yet"
        : "The client has no open episode of care";
  return { refused: refuse.conflict(`${why}, so ${doing} is not possible.`) };
}
