import { describe, expect, it } from "vitest";
import { applyUpdate, Doc, encodeStateAsUpdate, encodeStateVector } from "yjs";
import {
  addOutlineItem,
  moveOutlineItem,
  observeOutline,
  readOutline,
  removeOutlineItem,
  setOutlineField,
  type OutlineHierarchy,
  type OutlineNode,
} from "./outline";

const PLAN: OutlineHierarchy = {
  top: ["problem"],
  problem: ["goal"],
  goal: ["objective"],
  objective: ["intervention"],
};

/** Brings every copy up to date with every other, as a provider eventually does. */
function sync(...docs: Doc[]): void {
  for (const from of docs) for (const to of docs) if (from !== to) applyUpdate(to, encodeStateAsUpdate(from));
}

const add = (doc: Doc, kind: string, parentId: string | null, extra: { after?: string | null; title?: string } = {}) =>
  addOutlineItem(doc, PLAN, { kind, parentId, after: extra.after, fields: { title: extra.title ?? kind } });

/** Titles as nested arrays: what a person looking at the plan would notice. */
const titles = (nodes: OutlineNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? [node.fields["title"], titles(node.children)] : node.fields["title"]));

/** One problem "Sleep" with goals "Rest" and "Routine", on copy A and copy B. */
function sharedPlan() {
  const [a, b] = [new Doc(), new Doc()];
  const sleep = add(a, "problem", null, { title: "Sleep" });
  const rest = add(a, "goal", sleep, { title: "Rest" });
  const routine = add(a, "goal", sleep, { title: "Routine" });
  sync(a, b);
  return { a, b, sleep, rest, routine };
}

describe("outline on one copy", () => {
  it("keeps items in the order they were placed, under their parents", () => {
    const doc = new Doc();
    const sleep = add(doc, "problem", null, { title: "Sleep" });
    const mood = add(doc, "problem", null, { title: "Mood" });
    add(doc, "problem", null, { title: "Intake", after: null });
    const rest = add(doc, "goal", sleep, { title: "Rest" });
    add(doc, "goal", sleep, { title: "Wake" });
    add(doc, "goal", sleep, { title: "Nap", after: rest });
    const objective = add(doc, "objective", rest, { title: "8 h" });
    addOutlineItem(doc, PLAN, { kind: "intervention", parentId: objective, fields: { title: "CBT-I", weekly: 2 } });
    expect(titles(readOutline(doc))).toEqual([
      "Intake",
      ["Sleep", [["Rest", [["8 h", ["CBT-I"]]]], "Nap", "Wake"]],
      "Mood",
    ]);
    expect(readOutline(doc)[1]!.children[0]!.children[0]!.children[0]!.fields).toEqual({ title: "CBT-I", weekly: 2 });

    moveOutlineItem(doc, PLAN, rest, { parentId: mood });
    setOutlineField(doc, mood, "resolved", true);
    removeOutlineItem(doc, sleep);
    expect(titles(readOutline(doc))).toEqual(["Intake", ["Mood", [["Rest", [["8 h", ["CBT-I"]]]]]]]);
    expect(readOutline(doc)[1]!.fields).toEqual({ title: "Mood", resolved: true });
    expect(doc.getMap("outline").size).toBe(5); // Sleep's goals went with it
  });

  it("refuses bad input and changes nothing", () => {
    const { a, sleep, rest, routine } = sharedPlan();
    const before = encodeStateVector(a);
    const other = new Doc();
    const otherSleep = add(other, "problem", null);
    const refusals: Array<[() => unknown, RegExp]> = [
      [() => add(a, "goal", null), /"goal" cannot be placed at the top level/],
      [() => add(a, "objective", sleep), /"objective" cannot be placed under a "problem"/],
      [() => add(a, "goal", otherSleep), /unknown parent/],
      [() => add(a, "goal", sleep, { after: otherSleep }), /is not a child of/],
      [() => moveOutlineItem(a, PLAN, "nope", { parentId: null }), /unknown item "nope"/],
      [() => moveOutlineItem(a, PLAN, rest, { parentId: rest }), /"goal" cannot be placed under a "goal"/],
      [() => moveOutlineItem(a, PLAN, rest, { parentId: sleep, after: rest }), /after itself/],
      [() => removeOutlineItem(a, "nope"), /unknown item/],
      [() => setOutlineField(a, "nope", "title", "x"), /unknown item/],
      [() => setOutlineField(a, routine, "title", { x: 1 } as never), /must be a string/],
      [() => setOutlineField(a, routine, "score", Number.NaN), /finite number/],
      [
        () => addOutlineItem(a, PLAN, { kind: "problem", parentId: null, fields: { notes: ["x"] as never } }),
        /field "notes"/,
      ],
      [() => addOutlineItem(a, { top: ["folder"], folder: ["folder"] }, { kind: "folder", parentId: null }), /loops/],
    ];
    for (const [attempt, message] of refusals) expect(attempt).toThrow(message);
    expect(encodeStateVector(a)).toEqual(before);
    expect(titles(readOutline(a))).toEqual([["Sleep", ["Rest", "Routine"]]]);
  });

  it("tells an observer about each change, local or remote, until it unsubscribes", () => {
    const { a, b, sleep } = sharedPlan();
    const seen: Array<{ local: boolean; origin: unknown }> = [];
    const stop = observeOutline(a, (transaction) =>
      seen.push({ local: transaction.local, origin: transaction.origin }),
    );
    setOutlineField(a, sleep, "title", "Insomnia", { origin: "editor" });
    add(b, "goal", sleep);
    sync(a, b);
    stop();
    setOutlineField(a, sleep, "title", "Sleep");
    expect(seen).toEqual([
      { local: true, origin: "editor" },
      { local: false, origin: null },
    ]);
  });

  it("keeps separate outlines apart by name", () => {
    const doc = new Doc();
    addOutlineItem(doc, PLAN, { kind: "problem", parentId: null }, { name: "plan.1" });
    expect(readOutline(doc)).toEqual([]);
    expect(readOutline(doc, { name: "plan.1" })).toHaveLength(1);
  });
});

describe("outline edited on several copies at once", () => {
  it("shows two goals inserted at the same spot in the same order everywhere, and inserts between them", () => {
    const { a, b, sleep, rest } = sharedPlan();
    const fromA = add(a, "goal", sleep, { title: "A's goal", after: rest });
    add(b, "goal", sleep, { title: "B's goal", after: rest });
    sync(a, b);
    expect(readOutline(b)).toEqual(readOutline(a));
    const goals = titles(readOutline(a)[0]!.children as OutlineNode[]);
    expect([goals[0], goals[3]]).toEqual(["Rest", "Routine"]);
    expect(goals.slice(1, 3).sort()).toEqual(["A's goal", "B's goal"]);

    // The two new goals share one position key; inserting after either still lands before "Routine".
    add(a, "goal", sleep, { title: "Later", after: fromA });
    sync(a, b);
    expect(titles(readOutline(b)[0]!.children)).toEqual([...goals.slice(0, 3), "Later", "Routine"]);
  });

  it("converges when two people move the same goal to different places", () => {
    const { a, b, rest } = sharedPlan();
    const mood = add(a, "problem", null, { title: "Mood" });
    const work = add(a, "problem", null, { title: "Work" });
    sync(a, b);
    moveOutlineItem(a, PLAN, rest, { parentId: mood });
    moveOutlineItem(b, PLAN, rest, { parentId: work });
    sync(a, b);
    expect(readOutline(b)).toEqual(readOutline(a));
    expect(JSON.stringify(readOutline(a)).split(rest).length - 1).toBe(1); // shown exactly once
  });

  it("hides a goal added to a problem that someone else removed at the same time", () => {
    const { a, b, sleep } = sharedPlan();
    removeOutlineItem(a, sleep);
    const orphan = add(b, "goal", sleep, { title: "Orphan" });
    add(b, "objective", orphan, { title: "Orphan's objective" });
    sync(a, b);
    expect(readOutline(a)).toEqual([]);
    expect(readOutline(b)).toEqual([]);
    expect(() => add(b, "objective", orphan)).toThrow(/unknown parent/);
  });

  it("converges when someone edits a problem that someone else removed at the same time", () => {
    const { a, b, sleep } = sharedPlan();
    const mood = add(a, "problem", null, { title: "Mood" });
    sync(a, b);
    removeOutlineItem(a, sleep);
    setOutlineField(b, sleep, "title", "Insomnia");
    setOutlineField(b, mood, "title", "Low mood");
    sync(a, b);
    expect(titles(readOutline(a))).toEqual(["Low mood"]);
    expect(readOutline(b)).toEqual(readOutline(a));
  });

  it("keeps both a reorder and a concurrent addition", () => {
    const { a, b, sleep, rest } = sharedPlan();
    moveOutlineItem(a, PLAN, rest, { parentId: sleep }); // to the end, after "Routine"
    add(b, "goal", sleep, { title: "Nap", after: null });
    const c = new Doc();
    sync(a, b, c);
    for (const doc of [a, b, c]) expect(titles(readOutline(doc))).toEqual([["Sleep", ["Nap", "Routine", "Rest"]]]);
  });
});

/** Deterministic PRNG (mulberry32), so a failing run can be replayed from its seed. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function flatten(nodes: OutlineNode[], parentKind = "top"): Array<{ node: OutlineNode; parentKind: string }> {
  return nodes.flatMap((node) => [{ node, parentKind }, ...flatten(node.children, node.kind)]);
}

describe("outline under random concurrent editing", () => {
  it("ends identical on three copies, every item under a parent of an allowed kind", () => {
    const random = prng(20240611);
    const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(random() * list.length)];
    const peers = [new Doc(), new Doc(), new Doc()];
    // inboxes[to] holds updates not yet delivered to that copy; delivery order is shuffled too.
    const inboxes: Uint8Array[][] = peers.map(() => []);
    peers.forEach((doc, from) =>
      doc.on("update", (update: Uint8Array, origin: unknown) => {
        if (origin !== "network") inboxes.forEach((inbox, to) => to !== from && inbox.push(update));
      }),
    );
    const deliverSome = (to: number) => {
      const inbox = inboxes[to]!;
      for (let n = Math.floor(random() * (inbox.length + 1)); n > 0; n--) {
        const [update] = inbox.splice(Math.floor(random() * inbox.length), 1);
        applyUpdate(peers[to]!, update!, "network");
      }
    };

    for (let round = 0; round < 200; round++) {
      const who = Math.floor(random() * peers.length);
      const doc = peers[who]!;
      const shown = flatten(readOutline(doc)).map(({ node }) => node);
      const target = pick(shown);
      const parentsFor = (kind: string) => [
        ...(PLAN.top.includes(kind) ? [null] : []),
        ...shown.filter((node) => PLAN[node.kind]?.includes(kind)).map((node) => node.id),
      ];
      const afterAmong = (parentId: string | null, except?: string) => {
        const siblings = (parentId ? shown.find((node) => node.id === parentId)!.children : readOutline(doc))
          .map((node) => node.id)
          .filter((id) => id !== except);
        return pick([undefined, null, ...siblings]);
      };
      const roll = random();
      if (roll < 0.45 || !target) {
        const kind = pick(["problem", "goal", "objective", "intervention"])!;
        const parentId = pick(parentsFor(kind));
        if (parentId !== undefined)
          addOutlineItem(doc, PLAN, { kind, parentId, after: afterAmong(parentId), fields: { n: round } });
      } else if (roll < 0.7) {
        const parentId = pick(parentsFor(target.kind))!;
        moveOutlineItem(doc, PLAN, target.id, { parentId, after: afterAmong(parentId, target.id) });
      } else if (roll < 0.78) {
        removeOutlineItem(doc, target.id);
      } else {
        setOutlineField(doc, target.id, pick(["title", "status"])!, pick(["x", 1, true, null]) ?? null);
      }
      deliverSome(Math.floor(random() * peers.length));
    }
    peers.forEach((_, to) => inboxes[to]!.splice(0).forEach((update) => applyUpdate(peers[to]!, update, "network")));

    const outline = readOutline(peers[0]!);
    // Identical down to the order of each item's fields, so a UI may compare serialized outlines.
    expect(JSON.stringify(readOutline(peers[1]!))).toBe(JSON.stringify(outline));
    expect(JSON.stringify(readOutline(peers[2]!))).toBe(JSON.stringify(outline));
    const shown = flatten(outline);
    expect(shown.length).toBeGreaterThan(5);
    for (const { node, parentKind } of shown) expect(PLAN[parentKind]).toContain(node.kind);
    expect(new Set(shown.map(({ node }) => node.id)).size).toBe(shown.length);
  });
});
