/**
 * Issue 18: "an approved document can't be edited by any path (tested with a raw y-protocol client
 * after approval, as for group notes)". With the real treatment-plans domain: a client admitted, the
 * plan started, its outline and texts written by a raw client, signed by its author and approved.
 */
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { WebSocket } from "ws";
import {
  COLLAB_MESSAGE,
  PLAN_OUTLINE_HIERARCHY,
  facilityToday,
  TREATMENT_PLAN_OUTLINE,
  planItemRoot,
} from "@hearth/schema";
import type { TreatmentPlan } from "@hearth/schema";
import { addOutlineItemWithText, setOutlineField } from "@hearth/richtext/server";
import { callApi } from "@hearth/testing";
import { startStack } from "../test/stack";
import type { Stack } from "../test/stack";
import { encodeSyncStep2, encodeUpdate } from "./protocol";
import { RawPeer } from "./testing/rawPeer";

let stack: Stack;
let therapist: { token: string; id: string; riverside: string };
let supervisor: string;
let peers: RawPeer[] = [];

beforeAll(async () => {
  stack = await startStack();
  const t = await stack.login("therapist@demo.hearth.test");
  const riverside = t.me.locations.find((l) => l.name === "Riverside Residential")!.id;
  therapist = { token: t.token, id: t.me.id, riverside };
  supervisor = (await stack.login("supervisor@demo.hearth.test")).token;
});

afterEach(() => {
  for (const peer of peers) peer.destroy();
  peers = [];
});

afterAll(async () => {
  await stack?.close();
});

async function openPeer(name: string, token: string): Promise<RawPeer> {
  const peer = await RawPeer.open(stack.main.wsUrl, name, token);
  peers.push(peer);
  return peer;
}

/** A client registered and admitted at Riverside today, and the plan of their stay started. */
async function startedPlan(): Promise<TreatmentPlan> {
  const intake = await callApi<{ client: { mrNo: string } }>(stack, therapist.token, "POST", "/auth/clients", {
    firstName: "Lock",
    lastName: `Tester ${randomUUID().slice(0, 6)}`,
    dateOfBirth: "1988-02-03",
    sexAssignedAtBirth: "male",
    locationId: therapist.riverside,
    intendedLevelOfCare: "3.5",
    confirmDuplicate: true,
  });
  expect(intake.status).toBe(201);
  const { mrNo } = intake.body.results.client;
  const admission = { locationId: therapist.riverside, admissionDate: facilityToday(), levelOfCare: "3.5" };
  expect((await callApi(stack, therapist.token, "POST", `/auth/clients/${mrNo}/admit`, admission)).status).toBe(200);
  const started = await callApi<TreatmentPlan>(
    stack,
    therapist.token,
    "POST",
    `/auth/clients/${mrNo}/treatment-plannings`,
  );
  expect(started.status).toBe(201);
  return started.body.results;
}

/** Changes the peer's own copy as an editor would and answers the update that carries the change. */
function change(peer: RawPeer, write: (doc: Y.Doc) => void): Uint8Array {
  const before = Y.encodeStateVector(peer.client.doc);
  write(peer.client.doc);
  return Y.encodeStateAsUpdate(peer.client.doc, before);
}

const OUTLINE = { name: TREATMENT_PLAN_OUTLINE };
const addItem = (doc: Y.Doc, kind: string, parentId: string | null, text: string, fields = {}) =>
  addOutlineItemWithText(doc, PLAN_OUTLINE_HIERARCHY, { kind, parentId, fields }, planItemRoot, [text], OUTLINE);

describe("a treatment plan on the collab server", () => {
  it("stores what its writer's raw client sends while a draft; once signed and approved, drops every update and keeps the signed plan", async () => {
    const plan = await startedPlan();
    const name = plan.documentName;
    const m = randomUUID().slice(0, 8);

    // The therapist's raw client writes a whole plan: a problem, a goal, an objective, an intervention.
    const raw = await openPeer(name, therapist.token);
    await raw.handshake();
    expect(raw.values(COLLAB_MESSAGE.lockState)).toEqual([0]);
    raw.send(
      encodeUpdate(
        change(raw, (doc) => {
          const problem = addItem(doc, "problem", null, `Opioid use disorder ${m}`, { diagnosisCode: "F11.20" });
          setOutlineField(doc, problem, "asamDimension", 5, OUTLINE);
          const goal = addItem(doc, "goal", problem, "I want my kids back.");
          const objective = addItem(doc, "objective", goal, "Four recovery groups a week", {
            targetDate: "2027-02-01",
          });
          addItem(doc, "intervention", objective, "Relapse-prevention group", {
            frequency: "Weekly",
            responsibleId: therapist.id,
          });
        }),
      ),
    );
    // Message 1 was its sync step 2, message 2 this update: acknowledged means stored.
    await expect.poll(() => raw.values(COLLAB_MESSAGE.persisted).at(-1), { timeout: 10_000 }).toBe(2);

    const seenStateVector = Buffer.from(Y.encodeStateVector(raw.client.doc)).toString("base64");
    const signed = await callApi<TreatmentPlan>(
      stack,
      therapist.token,
      "POST",
      `/auth/treatment-plannings/${plan.id}/sign`,
      {
        password: "hearth-demo",
        seenStateVector,
      },
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    await expect.poll(() => raw.values(COLLAB_MESSAGE.lockState).at(-1), { timeout: 10_000 }).toBe(1);
    const approved = await callApi<TreatmentPlan>(
      stack,
      supervisor,
      "POST",
      `/auth/treatment-plannings/${plan.id}/approve`,
      {
        password: "hearth-demo",
      },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const stored = await stack.storedDoc(name);
    const storedState = Y.encodeStateAsUpdate(stored);
    const dropped = () => stack.main.collab.metrics().updatesDropped;
    const droppedBefore = dropped();

    // The raw client keeps its edit token and sends real changes anyway: a new problem (update), and
    // every item removed from its whole state (sync step 2).
    raw.send(encodeUpdate(change(raw, (doc) => addItem(doc, "problem", null, `Tampered after approval ${m}`))));
    raw.send(
      encodeSyncStep2(
        change(raw, (doc) => {
          const outline = doc.getMap(TREATMENT_PLAN_OUTLINE);
          for (const id of [...outline.keys()]) outline.delete(id);
        }),
      ),
    );
    await raw.roundTrip();
    await new Promise((r) => setTimeout(r, 200));

    expect(dropped() - droppedBefore).toBe(2);
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
    expect(Y.encodeStateAsUpdate(await stack.storedDoc(name))).toEqual(storedState);
    const after = await callApi<TreatmentPlan>(stack, therapist.token, "GET", `/auth/treatment-plannings/${plan.id}`);
    expect(after.body.results).toMatchObject({ status: "approved", contentHash: signed.body.results.contentHash });
    expect(after.body.results.items.map((item) => item.text)).toEqual([`Opioid use disorder ${m}`]);

    // Reconnecting with the same token: read only from the first frame, its edits dropped.
    const again = await openPeer(name, therapist.token);
    await again.handshake();
    expect(again.values(COLLAB_MESSAGE.lockState)).toEqual([1]);
    again.send(encodeUpdate(change(again, (doc) => addItem(doc, "problem", null, `Tampered on reconnect ${m}`))));
    await again.roundTrip();
    expect(again.values(COLLAB_MESSAGE.persisted)).toEqual([]);
  });
});
