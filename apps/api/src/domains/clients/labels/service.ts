/**
 * Labels: the organization's list (any staff member), creating, renaming, recolouring and archiving
 * them (administrators), and which labels a client carries (read with the chart header, changed
 * through the chart's door: openChart, lockChart, recordChartChange part "labels").
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { mayDoChartAction } from "@hearth/schema";
import type {
  ClientLabelSet,
  ClientLabelsUpdate,
  Label,
  LabelCreate,
  LabelListQuery,
  LabelUpdate,
} from "@hearth/schema";
import type { z } from "zod";
import type { RequestContext } from "../../../context";
import type { Db } from "../../../db/client";
import type { Deps } from "../../../deps";
import { transact } from "../../../deps";
import { clientLabels, labels } from "../../../db/schema";
import type { LabelRow } from "../../../db/schema";
import { authorize, authorizeCaller } from "../../../authz/authorize";
import { conflict, validationFailed } from "../../../errors";
import { isUniqueViolation } from "../../../kernel/pgErrors";
import { recordActivity } from "../../activityLog/service";
import { authorizeChartCaller, lockChart, openChart, recordChartActivity, recordChartChange } from "../chart";
import { findClient } from "../service";
import { activeLabelsOf, presentLabel } from "./presenter";

/** The organization's labels by name; archived ones only when asked (the settings page shows them to restore). */
export async function listLabels(
  deps: Deps,
  ctx: RequestContext,
  q: z.output<typeof LabelListQuery>,
): Promise<Label[]> {
  await authorizeChartCaller(deps, ctx, "label:list");
  const rows = await deps.db
    .select()
    .from(labels)
    .where(
      and(ctx.scope.organization(labels.organizationId), q.includeArchived ? undefined : isNull(labels.archivedAt)),
    )
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
  return rows.map(presentLabel);
}

const authorizeManage = (deps: Deps, ctx: RequestContext) =>
  authorizeCaller(
    deps.db,
    ctx,
    "label:manage",
    (caller) => caller.isStaff && mayDoChartAction(caller, "label:manage"),
    {
      subjectType: "label",
      message: "Only an administrator manages labels",
    },
  );

/** Runs a write, turning the per-organization unique name (any case) into a 409 that names the label. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A label named “${name}” already exists`);
    throw error;
  }
}

const snapshotOf = (row: LabelRow) => ({ name: row.name, color: row.color, archived: row.archivedAt !== null });

export async function createLabel(deps: Deps, ctx: RequestContext, body: z.output<typeof LabelCreate>): Promise<Label> {
  await authorizeManage(deps, ctx);
  const row = await uniqueName(body.name, () =>
    transact(deps, async (tx) => {
      const [created] = await tx
        .insert(labels)
        .values({ organizationId: ctx.organizationId, name: body.name, color: body.color, createdBy: ctx.user.id })
        .returning();
      await recordActivity(tx, {
        actor: ctx,
        action: "label:manage",
        outcome: "success",
        subjectType: "label",
        subjectId: created!.id,
        details: { change: "create", after: snapshotOf(created!) },
      });
      return created!;
    }),
  );
  return presentLabel(row);
}

/** Renames, recolours, archives or restores a label of the caller's organization (404 for any other). */
export async function updateLabel(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  body: z.output<typeof LabelUpdate>,
): Promise<Label> {
  await authorizeManage(deps, ctx);
  const [found] = await deps.db
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), ctx.scope.organization(labels.organizationId)));
  await authorize(deps.db, ctx, "label:manage", {
    subjectType: "label",
    subjectName: "Label",
    subjectId: id,
    resource: found ?? null,
    denial: () => null,
  });
  const row = await uniqueName(body.name ?? found!.name, () =>
    transact(deps, async (tx) => {
      // Locked, so that two administrators changing one label each log the before they replaced.
      const [before] = await tx.select().from(labels).where(eq(labels.id, id)).for("update");
      const [after] = await tx
        .update(labels)
        .set({
          ...(body.name === undefined ? {} : { name: body.name }),
          ...(body.color === undefined ? {} : { color: body.color }),
          ...(body.archived === undefined
            ? {}
            : { archivedAt: body.archived ? (before!.archivedAt ?? new Date()) : null }),
          updatedAt: new Date(),
        })
        .where(eq(labels.id, id))
        .returning();
      await recordActivity(tx, {
        actor: ctx,
        action: "label:manage",
        outcome: "success",
        subjectType: "label",
        subjectId: id,
        details: { change: "update", before: snapshotOf(before!), after: snapshotOf(after!) },
      });
      return after!;
    }),
  );
  return presentLabel(row);
}

async function labelSetOf(db: Db, client: { id: string; mrNo: string }): Promise<ClientLabelSet> {
  return {
    clientId: client.id,
    mrNo: client.mrNo,
    labels: (await activeLabelsOf(db, [client.id])).get(client.id) ?? [],
  };
}

/** The client's active labels: whoever may see the client's header may see them; logged as a read. */
export async function getClientLabels(deps: Deps, ctx: RequestContext, mrNo: string): Promise<ClientLabelSet> {
  const client = await findClient(deps, ctx, mrNo, "client:read");
  const set = await labelSetOf(deps.db, client);
  await recordActivity(deps.db, {
    actor: ctx,
    action: "client:read",
    outcome: "success",
    subjectType: "client",
    subjectId: client.mrNo,
    details: { part: "labels", clientIds: [client.id] },
  });
  return set;
}

/**
 * Makes `labelIds` the client's active labels: the others are taken off, new ones added with who and
 * when; archived labels the client carries stay as they are. Every id must be an active label of the
 * caller's organization, else 400 and nothing changes. Two people saving at once queue on the chart's
 * lock: each save is whole, the later one wins.
 */
export async function setClientLabels(
  deps: Deps,
  ctx: RequestContext,
  mrNo: string,
  body: z.output<typeof ClientLabelsUpdate>,
): Promise<ClientLabelSet> {
  const opened = await openChart(deps, ctx, mrNo, "client:labels_update");
  await transact(deps, async (tx) => {
    const client = await lockChart(tx, opened.id);
    const wanted = body.labelIds;
    const named = wanted.length
      ? await tx
          .select()
          .from(labels)
          .where(and(eq(labels.organizationId, client.organizationId), inArray(labels.id, wanted)))
      : [];
    if (named.length !== wanted.length)
      throw validationFailed("labelIds: names a label your organization does not have");
    const archived = named.find((l) => l.archivedAt !== null);
    if (archived)
      throw validationFailed(`labelIds: “${archived.name}” is archived; an administrator can restore it in Settings`);

    const current = await tx
      .select({ id: labels.id, name: labels.name })
      .from(clientLabels)
      .innerJoin(labels, eq(labels.id, clientLabels.labelId))
      .where(and(eq(clientLabels.clientId, client.id), isNull(labels.archivedAt)));
    const removed = current.filter((l) => !wanted.includes(l.id));
    const added = named.filter((l) => !current.some((c) => c.id === l.id));
    if (removed.length)
      await tx.delete(clientLabels).where(
        and(
          eq(clientLabels.clientId, client.id),
          inArray(
            clientLabels.labelId,
            removed.map((l) => l.id),
          ),
        ),
      );
    if (added.length)
      await tx
        .insert(clientLabels)
        .values(added.map((l) => ({ clientId: client.id, labelId: l.id, addedBy: ctx.user.id })));
    const names = (list: readonly { name: string }[]) => list.map((l) => l.name);
    const details = { added: names(added), removed: names(removed), labelIds: wanted };
    // Saving the same labels again changes nothing: it is logged, but open charts have nothing to refetch.
    if (added.length || removed.length)
      await recordChartChange(tx, ctx, "client:labels_update", client, "labels", details);
    else await recordChartActivity(tx, ctx, "client:labels_update", client, details);
  });
  return labelSetOf(deps.db, opened);
}
