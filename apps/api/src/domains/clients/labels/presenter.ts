/** Labels as results carry them, and the active labels of many clients in one query. */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Label } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { clientLabels, labels } from "../../../db/schema";
import type { LabelRow } from "../../../db/schema";

export const presentLabel = (row: Pick<LabelRow, "id" | "name" | "color" | "archivedAt">): Label => ({
  id: row.id,
  name: row.name,
  color: row.color,
  archived: row.archivedAt !== null,
});

/** Each client's active labels by name (any case); clients without any are absent from the map. */
export async function activeLabelsOf(db: Db, clientIds: readonly string[]): Promise<Map<string, Label[]>> {
  const byClient = new Map<string, Label[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select({
      clientId: clientLabels.clientId,
      id: labels.id,
      name: labels.name,
      color: labels.color,
      archivedAt: labels.archivedAt,
    })
    .from(clientLabels)
    .innerJoin(labels, eq(labels.id, clientLabels.labelId))
    .where(and(inArray(clientLabels.clientId, [...new Set(clientIds)]), isNull(labels.archivedAt)))
    .orderBy(asc(sql`lower(${labels.name})`), asc(labels.id));
  for (const { clientId, ...label } of rows) {
    const list = byClient.get(clientId) ?? [];
    list.push(presentLabel(label));
    byClient.set(clientId, list);
  }
  return byClient;
}
