/** Treatment plans written as their clinicians would, straight into the plan's stored document. */
import * as Y from "yjs";
import {
  PLAN_OUTLINE_HIERARCHY,
  TREATMENT_PLAN_OUTLINE,
  planItemRoot,
  treatmentPlanDocumentName,
} from "@hearth/schema";
import { addOutlineItemWithText, readOutline, setOutlineField } from "@hearth/richtext/server";
import type { Db } from "../../../../apps/api/src/db/client";
import { appendUpdates, loadStateAtOnce } from "../../../../apps/api/src/domains/collabDocuments/service";

/**
 * Completes every problem of the plan `planId` (writing one first when it has none): an ASAM
 * dimension, and a goal with an objective (target date `targetDate`, null leaves it out) and an
 * intervention that `responsibleId` gives weekly. The plan can then be signed, unless `targetDate` is null.
 */
export async function completeTreatmentPlan(
  db: Db,
  planId: string,
  o: { responsibleId: string; targetDate?: string | null },
): Promise<void> {
  const name = treatmentPlanDocumentName(planId);
  const copy = new Y.Doc();
  try {
    Y.applyUpdate(copy, (await loadStateAtOnce(db, name)) ?? new Uint8Array([0, 0]));
    const before = Y.encodeStateVector(copy);
    const options = { name: TREATMENT_PLAN_OUTLINE };
    const add = (kind: string, parentId: string, text: string, fields = {}) =>
      addOutlineItemWithText(copy, PLAN_OUTLINE_HIERARCHY, { kind, parentId, fields }, planItemRoot, [text], options);
    // A plan started for a client without diagnoses has no problem yet: one is written first.
    if (readOutline(copy, options).length === 0)
      addOutlineItemWithText(
        copy,
        PLAN_OUTLINE_HIERARCHY,
        { kind: "problem", parentId: null, fields: { diagnosisCode: "F11.20" } },
        planItemRoot,
        ["Opioid use since 2019, two overdoses"],
        options,
      );
    for (const problem of readOutline(copy, options)) {
      setOutlineField(copy, problem.id, "asamDimension", 5, options);
      const goal = add("goal", problem.id, "I want to stay sober for my kids.");
      const objective = add("objective", goal, "Attends four recovery groups a week", {
        targetDate: o.targetDate === undefined ? "2027-01-15" : o.targetDate,
        status: "open",
      });
      add("intervention", objective, "Relapse-prevention group", {
        frequency: "Weekly",
        responsibleId: o.responsibleId,
      });
    }
    await appendUpdates(db, name, [Y.encodeStateAsUpdate(copy, before)]);
  } finally {
    copy.destroy();
  }
}
