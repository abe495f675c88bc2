import { describe, expect, it } from "vitest";
import { PLAN_OUTLINE_HIERARCHY, TREATMENT_PLAN_OUTLINE, planItemRoot } from "@hearth/schema";
import { addOutlineItemWithText, readOutline } from "@hearth/richtext";
import type { OutlineNode } from "@hearth/richtext";
import { Doc } from "yjs";
import { liveSigningGaps, numberOutline, rootHasText, underText } from "./planOutline";

const node = (id: string, kind: string, children: OutlineNode[] = []): OutlineNode => ({
  id,
  kind,
  fields: {},
  children,
});

const OUTLINE = { name: TREATMENT_PLAN_OUTLINE };
const add = (doc: Doc, kind: string, parentId: string | null, text: string[] = [], fields = {}) =>
  addOutlineItemWithText(doc, PLAN_OUTLINE_HIERARCHY, { kind, parentId, fields }, planItemRoot, text, OUTLINE);

describe("numbering a plan's outline", () => {
  const outline = [
    node("p1", "problem", [
      node("g1", "goal", [node("o1", "objective", [node("i1", "intervention")])]),
      node("g2", "goal"),
    ]),
    node("p2", "problem"),
    node("p3", "problem"),
  ];
  const numbered = numberOutline(outline);

  it("counts each level from 1, as clinicians do", () => {
    expect(numbered.map((item) => item.label)).toEqual(["Problem 1", "Problem 2", "Problem 3"]);
    const goals = numbered[0]!.children;
    expect(goals.map((item) => item.label)).toEqual(["Goal 1.1", "Goal 1.2"]);
    expect(goals[0]!.children[0]!.label).toBe("Objective 1.1.1");
    expect(goals[0]!.children[0]!.children[0]!.label).toBe("Intervention 1.1.1.1");
    expect(goals[1]!.parentId).toBe("p1");
  });

  it("moves an item one step: up after the sibling two back (first at the top), down after the next", () => {
    expect(numbered[0]!.up).toBeNull();
    expect(numbered[0]!.down).toEqual({ parentId: null, after: "p2" });
    expect(numbered[1]!.up).toEqual({ parentId: null, after: null });
    expect(numbered[2]!.up).toEqual({ parentId: null, after: "p1" });
    expect(numbered[2]!.down).toBeNull();
    expect(numbered[0]!.children[1]!.up).toEqual({ parentId: "p1", after: null });
  });

  it("says what goes with an item when it is removed", () => {
    expect(underText(numbered[0]!)).toBe("its 2 goals, 1 objective and 1 intervention");
    expect(underText(numbered[0]!.children[0]!.children[0]!)).toBe("its 1 intervention");
    expect(underText(numbered[1]!)).toBe("");
  });
});

describe("the live signing check", () => {
  it("reads whether each item's text holds anything from the document", () => {
    const doc = new Doc();
    const written = add(doc, "problem", null, ["Opioid use despite harm"]);
    const blank = add(doc, "problem", null, ["   "]);
    expect(rootHasText(doc, planItemRoot(written))).toBe(true);
    expect(rootHasText(doc, planItemRoot(blank))).toBe(false);
    expect(rootHasText(doc, planItemRoot("never-written"))).toBe(false);
  });

  it("names what is missing from the outline and texts as they are", () => {
    const doc = new Doc();
    const problem = add(doc, "problem", null, ["Opioid use despite harm"], {
      diagnosisCode: "F11.20",
      asamDimension: 1,
    });
    const goal = add(doc, "goal", problem, ["I want my kids back"]);
    add(doc, "objective", goal, [], { targetDate: null, status: "open" });
    expect(liveSigningGaps(doc, readOutline(doc, OUTLINE))).toEqual([
      "Problem 1, goal 1, objective 1 has no text, target date or intervention.",
    ]);
    expect(liveSigningGaps(new Doc(), [])).toEqual(["The plan has no problem."]);
  });
});
