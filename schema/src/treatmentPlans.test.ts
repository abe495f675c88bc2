import { describe, expect, it } from "vitest";
import { planSigningGaps } from "./treatmentPlans";
import type { PlanOutlineNode } from "./treatmentPlans";

const node = (id: string, kind: string, fields: PlanOutlineNode["fields"], children: PlanOutlineNode[] = []) => ({
  id,
  kind,
  fields,
  children,
});

/** A complete intervention, objective, goal and problem, each replaceable. */
const intervention = (id = "i1", fields = {}) =>
  node(id, "intervention", { frequency: "Weekly", responsibleId: "u1", ...fields });
const objective = (id = "o1", fields = {}, children = [intervention()]) =>
  node(id, "objective", { targetDate: "2027-01-15", status: "open", ...fields }, children);
const goal = (id = "g1", children = [objective()]) => node(id, "goal", {}, children);
const problem = (id = "p1", fields = {}, children = [goal()]) =>
  node(id, "problem", { diagnosisCode: "F11.20", asamDimension: 1, ...fields }, children);

describe("what keeps a treatment plan from being signed", () => {
  it("is nothing for a plan whose every item is written and complete", () => {
    expect(planSigningGaps([problem(), problem("p2")], () => true)).toEqual([]);
  });

  it("is an empty plan", () => {
    expect(planSigningGaps([], () => true)).toEqual(["The plan has no problem."]);
  });

  it("names each incomplete item as clinicians count them, with everything it lacks", () => {
    const plan = [
      problem(),
      problem("p2", { asamDimension: null }, [
        goal("g2", [objective("o2"), objective("o3", { targetDate: null }, [])]),
        goal("g3", []),
      ]),
      problem("p3", { diagnosisCode: "" }, [
        goal("g4", [objective("o4", {}, [intervention("i4", { frequency: null })])]),
      ]),
    ];
    const unwritten = new Set(["g3", "i4"]);
    expect(planSigningGaps(plan, (id) => !unwritten.has(id))).toEqual([
      "Problem 2 has no ASAM dimension.",
      "Problem 2, goal 1, objective 2 has no target date or intervention.",
      "Problem 2, goal 2 has no text or objective.",
      "Problem 3 has no diagnosis.",
      "Problem 3, goal 1, objective 1, intervention 1 has no description or frequency.",
    ]);
  });
});
