/**
 * A treatment plan is one collaborative Yjs document, `treatmentPlan.<planId>`. Its structure is an
 * outline (problems → goals → measurable objectives → interventions) kept in the document's
 * `outline` map, so people adding, moving and removing items at the same time converge; each item's
 * text is a Lexical root of its own in the same document (`item:<itemId>`). Locking the document
 * locks the whole plan at once.
 */

export const treatmentPlanDocumentName = (planId: string) => `treatmentPlan.${planId}`;

/** The top-level Yjs map holding the plan's outline. */
export const TREATMENT_PLAN_OUTLINE = "outline";

/** The Lexical root holding an item's text: a problem's statement, a goal in the client's words, … */
export const planItemRoot = (itemId: string) => `item:${itemId}`;

export const PLAN_ITEM_KINDS = ["problem", "goal", "objective", "intervention"] as const;
export type PlanItemKind = (typeof PLAN_ITEM_KINDS)[number];

/** Which kind of item sits under which: problems at the top, each level one kind down. */
export const PLAN_OUTLINE_HIERARCHY = {
  top: ["problem"],
  problem: ["goal"],
  goal: ["objective"],
  objective: ["intervention"],
} as const satisfies Record<string, readonly PlanItemKind[]>;

export const PLAN_ITEM_LABELS: Record<PlanItemKind, string> = {
  problem: "Problem",
  goal: "Goal",
  objective: "Objective",
  intervention: "Intervention",
};

export interface AsamDimension {
  dimension: 1 | 2 | 3 | 4 | 5 | 6;
  /** ASAM Criteria, third edition (2013). */
  name: string;
  /** ASAM Criteria, fourth edition (2023). */
  fourthEditionName: string;
}

/** The six dimensions of the ASAM multidimensional assessment each problem is tied to. */
export const ASAM_DIMENSIONS: readonly AsamDimension[] = [
  {
    dimension: 1,
    name: "Acute intoxication and/or withdrawal potential",
    fourthEditionName: "Intoxication, withdrawal and addiction medications",
  },
  { dimension: 2, name: "Biomedical conditions and complications", fourthEditionName: "Biomedical conditions" },
  {
    dimension: 3,
    name: "Emotional, behavioural or cognitive conditions and complications",
    fourthEditionName: "Psychiatric and cognitive conditions",
  },
  { dimension: 4, name: "Readiness to change", fourthEditionName: "Substance use-related risks" },
  {
    dimension: 5,
    name: "Relapse, continued use or continued problem potential",
    fourthEditionName: "Recovery environment interactions",
  },
  { dimension: 6, name: "Recovery/living environment", fourthEditionName: "Person-centred considerations" },
];

/** Where an objective stands; a review records one of the last five for each objective. */
export const OBJECTIVE_STATUSES = ["open", "met", "progressing", "not_progressing", "revised", "discontinued"] as const;
export type ObjectiveStatus = (typeof OBJECTIVE_STATUSES)[number];

/**
 * The scalar fields an item of each kind keeps in the outline (its text is its Lexical root):
 * a problem's ICD-10-CM code (one of the client's diagnoses) and ASAM dimension; an objective's
 * target date (YYYY-MM-DD) and status; an intervention's frequency and the clinician responsible.
 */
export const PLAN_ITEM_FIELDS = {
  problem: ["diagnosisCode", "asamDimension"],
  goal: [],
  objective: ["targetDate", "status"],
  intervention: ["frequency", "responsibleId"],
} as const satisfies Record<PlanItemKind, readonly string[]>;

export type PlanFieldValue = string | number | boolean | null;

/** One item of a plan's outline, as read from the document: ordered, with its children. */
export interface PlanOutlineNode {
  id: string;
  kind: string;
  fields: Readonly<Record<string, PlanFieldValue>>;
  children: readonly PlanOutlineNode[];
}

/** Draft → signed by its author (awaiting the supervisor) → approved, or returned to its author with a reason. */
export const TREATMENT_PLAN_STATUSES = ["draft", "awaiting_approval", "returned", "approved"] as const;
export type TreatmentPlanStatus = (typeof TREATMENT_PLAN_STATUSES)[number];

/** A plan is written while a draft or returned to its author; signed or approved, it is read only. */
export const isPlanWritable = (status: TreatmentPlanStatus): boolean => status === "draft" || status === "returned";

/**
 * What keeps a plan from being signed, each naming the item as clinicians count them ("Problem 2,
 * goal 1, objective 3 has no target date."): every problem needs a statement, a diagnosis, an ASAM
 * dimension and a goal; every goal the client's words and an objective; every objective its text, a
 * target date and an intervention; every intervention what is done, how often and who is responsible.
 * A problem tied to a diagnosis is the outline's first level; the labels count from 1 in outline order.
 * `hasText` answers whether an item's text holds anything.
 */
export function planSigningGaps(outline: readonly PlanOutlineNode[], hasText: (itemId: string) => boolean): string[] {
  const gaps: string[] = [];
  const visit = (nodes: readonly PlanOutlineNode[], prefix: string) =>
    nodes.forEach((node, index) => {
      const kind = node.kind as PlanItemKind;
      const label = `${prefix}${prefix ? PLAN_ITEM_LABELS[kind].toLowerCase() : PLAN_ITEM_LABELS[kind]} ${index + 1}`;
      const missing = missingOf(node, hasText(node.id));
      if (missing.length > 0) gaps.push(`${label} has no ${joinOr(missing)}.`);
      visit(node.children, `${label}, `);
    });
  if (outline.length === 0) gaps.push("The plan has no problem.");
  visit(outline, "");
  return gaps;
}

function missingOf(node: PlanOutlineNode, hasText: boolean): string[] {
  const blank = (name: string) =>
    node.fields[name] === null || node.fields[name] === undefined || node.fields[name] === "";
  const missing: string[] = [];
  switch (node.kind as PlanItemKind) {
    case "problem":
      if (!hasText) missing.push("statement");
      if (blank("diagnosisCode")) missing.push("diagnosis");
      if (blank("asamDimension")) missing.push("ASAM dimension");
      if (node.children.length === 0) missing.push("goal");
      break;
    case "goal":
      if (!hasText) missing.push("text");
      if (node.children.length === 0) missing.push("objective");
      break;
    case "objective":
      if (!hasText) missing.push("text");
      if (blank("targetDate")) missing.push("target date");
      if (node.children.length === 0) missing.push("intervention");
      break;
    case "intervention":
      if (!hasText) missing.push("description");
      if (blank("frequency")) missing.push("frequency");
      if (blank("responsibleId")) missing.push("responsible clinician");
      break;
  }
  return missing;
}

const joinOr = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
