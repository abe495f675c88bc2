/**
 * A treatment plan's collaborative document (`treatmentPlan.<id>`): written first by the server when
 * the plan is started (one problem per active diagnosis, its statement the diagnosis), and read back
 * as the outline with each item's text.
 */
import * as Y from "yjs";
import { PLAN_OUTLINE_HIERARCHY, TREATMENT_PLAN_OUTLINE, planItemRoot, planSigningGaps } from "@hearth/schema";
import type { PlanItemKind, TreatmentPlanItem } from "@hearth/schema";
import { addOutlineItemWithText, readOutline, renderRoots } from "@hearth/richtext/server";
import type { OutlineNode } from "@hearth/richtext/server";

export interface DiagnosisCarriedIn {
  code: string;
  description: string;
}

/** The document's first content: a problem for each diagnosis, in the order given, tied to its code. */
export function initialPlanUpdate(diagnoses: readonly DiagnosisCarriedIn[]): Uint8Array {
  const doc = new Y.Doc();
  try {
    for (const diagnosis of diagnoses)
      addOutlineItemWithText(
        doc,
        PLAN_OUTLINE_HIERARCHY,
        { kind: "problem", parentId: null, fields: { diagnosisCode: diagnosis.code, asamDimension: null } },
        planItemRoot,
        [`${diagnosis.code} ${diagnosis.description}`],
        { name: TREATMENT_PLAN_OUTLINE },
      );
    // An empty map still names the outline, so every copy finds it from the first sync.
    doc.getMap(TREATMENT_PLAN_OUTLINE);
    return Y.encodeStateAsUpdate(doc);
  } finally {
    doc.destroy();
  }
}

export interface PlanContent {
  items: TreatmentPlanItem[];
  signingGaps: string[];
}

/** The outline of a stored plan document with every item's text, and what still keeps it from being signed. */
export function readPlanContent(state: Uint8Array | null): PlanContent {
  if (!state) return { items: [], signingGaps: planSigningGaps([], () => false) };
  const doc = new Y.Doc();
  let outline: OutlineNode[];
  try {
    Y.applyUpdate(doc, state);
    outline = readOutline(doc, { name: TREATMENT_PLAN_OUTLINE });
  } finally {
    doc.destroy();
  }
  const ids: string[] = [];
  const collect = (nodes: readonly OutlineNode[]) =>
    nodes.forEach((node) => {
      ids.push(node.id);
      collect(node.children);
    });
  collect(outline);
  const texts = renderRoots(state, ids.map(planItemRoot));
  const present = (node: OutlineNode): TreatmentPlanItem => {
    const text = texts.get(planItemRoot(node.id))!;
    return {
      id: node.id,
      kind: node.kind as PlanItemKind,
      fields: node.fields,
      text: text.text,
      html: text.html,
      children: node.children.map(present),
    };
  };
  return {
    items: outline.map(present),
    signingGaps: planSigningGaps(outline, (id) => !texts.get(planItemRoot(id))!.empty),
  };
}
