/**
 * The treatment plan of scenario (f) and the people in it: a client registered and admitted over
 * REST and their plan started, its outline filled through a headless y-protocol client, and
 * colleagues connected to it as headless clients with awareness (shown in the page's presence list).
 */
import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import type { RawData } from "ws";
import * as Y from "yjs";
import * as awarenessProtocol from "y-protocols/awareness";
import * as decoding from "lib0/decoding";
import { PLAN_OUTLINE_HIERARCHY, TREATMENT_PLAN_OUTLINE, facilityToday, planItemRoot } from "@hearth/schema";
import type { TreatmentPlan } from "@hearth/schema";
import { addOutlineItemWithText, setOutlineField } from "@hearth/richtext/server";
import {
  encodeAwareness,
  encodeSyncStep1,
  encodeSyncStep2,
  MESSAGE_AWARENESS,
  MESSAGE_SYNC,
  SYNC_STEP_1,
  SYNC_STEP_2,
} from "../../apps/collab/src/protocol";
import { BenchClient } from "./clients";
import type { WebApp } from "./webApp";

export interface PlanShape {
  problems: number;
  goals: number;
  objectives: number;
  /** Interventions per objective. */
  interventions: number;
}

/** One item as filled: what its editor must show. */
export interface FilledItem {
  id: string;
  kind: "problem" | "goal" | "objective" | "intervention";
  /** Its place as clinicians count it: "6.2.2" is problem 6, goal 2, objective 2. */
  number: string;
  text: string;
}

/** A client registered and admitted at `locationId` today, and the plan of their stay started. */
export async function startPlan(app: WebApp, token: string, locationId: string): Promise<TreatmentPlan> {
  const intake = await app.call<{ client: { mrNo: string } }>(
    "POST",
    "/api/auth/clients",
    {
      firstName: "Bench",
      lastName: `Planner ${randomUUID().slice(0, 6)}`,
      dateOfBirth: "1988-02-03",
      sexAssignedAtBirth: "male",
      locationId,
      intendedLevelOfCare: "3.5",
      confirmDuplicate: true,
    },
    token,
  );
  const { mrNo } = intake.client;
  const admission = { locationId, admissionDate: facilityToday(), levelOfCare: "3.5" };
  await app.call("POST", `/api/auth/clients/${mrNo}/admit`, admission, token);
  return app.call<TreatmentPlan>("POST", `/api/auth/clients/${mrNo}/treatment-plannings`, undefined, token);
}

const OUTLINE = { name: TREATMENT_PLAN_OUTLINE };

/**
 * Writes the outline, one update per problem with everything under it, each item with a sentence or
 * two of text and its fields, and waits until the server acknowledged every update as stored.
 */
export async function fillPlan(
  url: string,
  shape: PlanShape,
  responsibleId: string,
): Promise<{ items: FilledItem[]; stateBytes: number; textChars: number }> {
  const doc = new Y.Doc();
  const client = new BenchClient(url, null, { doc });
  const items: FilledItem[] = [];
  const add = (kind: FilledItem["kind"], number: string, parentId: string | null, text: string, fields = {}) => {
    const id = addOutlineItemWithText(
      doc,
      PLAN_OUTLINE_HIERARCHY,
      { kind, parentId, fields },
      planItemRoot,
      [text],
      OUTLINE,
    );
    items.push({ id, kind, number, text });
    return id;
  };
  try {
    await client.synced;
    for (let p = 1; p <= shape.problems; p++) {
      doc.transact(() => {
        const problem = add(
          "problem",
          `${p}`,
          null,
          `Problem ${p}: the client reports daily use for the past ${p + 2} years with repeated failed attempts to cut down. Cravings are strongest in the evening and after conflict at home.`,
          { diagnosisCode: "F11.20" },
        );
        setOutlineField(doc, problem, "asamDimension", ((p - 1) % 6) + 1, OUTLINE);
        for (let g = 1; g <= shape.goals; g++) {
          const goal = add(
            "goal",
            `${p}.${g}`,
            problem,
            `Goal ${p}.${g}: "I want to stay clean so I can be there for my kids and keep my job." The client wants to rebuild trust with family ${g}.`,
          );
          for (let o = 1; o <= shape.objectives; o++) {
            const objective = add(
              "objective",
              `${p}.${g}.${o}`,
              goal,
              `Objective ${p}.${g}.${o}: attend ${o + 2} recovery groups a week and name two coping skills used after each craving, as logged in the daily journal.`,
              { targetDate: `2027-0${(o % 9) + 1}-15`, status: "open" },
            );
            for (let i = 1; i <= shape.interventions; i++)
              add(
                "intervention",
                `${p}.${g}.${o}.${i}`,
                objective,
                `Intervention ${p}.${g}.${o}.${i}: relapse-prevention group and individual CBT session reviewing the journal, focusing on evening triggers.`,
                { frequency: "Weekly", responsibleId },
              );
          }
        }
      });
    }
    await client.whenStored();
    const textChars = items.reduce((sum, item) => sum + item.text.length, 0);
    return { items, stateBytes: Y.encodeStateAsUpdate(doc).byteLength, textChars };
  } finally {
    await client.close();
    doc.destroy();
  }
}

/**
 * A colleague with the plan open, idle: a socket synced with the document that keeps its awareness
 * state (name, colour, no caret) alive as a provider does, and applies what others write.
 */
export class PresenceClient {
  private readonly doc = new Y.Doc();
  private readonly awareness = new awarenessProtocol.Awareness(this.doc);
  private readonly socket: WebSocket;
  private closing = false;
  readonly synced: Promise<void>;

  constructor(url: string, name: string, color: string) {
    this.socket = new WebSocket(url, { perMessageDeflate: false });
    this.synced = new Promise<void>((resolve, reject) => {
      this.socket.on("open", () => {
        this.socket.send(encodeSyncStep1(Y.encodeStateVector(this.doc)));
        // Renewed by y-protocols every 15 s: others drop a state not heard of for 30 s.
        this.awareness.setLocalState({ name, color, focusing: false, anchorPos: null, focusPos: null });
      });
      this.socket.on("error", reject);
      this.socket.on("close", (code, reason) => {
        if (!this.closing) reject(new Error(`presence socket closed with ${code} ${reason.toString()}`));
      });
      this.socket.on("message", (data: RawData) => {
        if (this.onMessage(data as Buffer)) resolve();
      });
    });
    this.synced.catch(() => undefined);
    this.awareness.on("update", ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin === "server" || this.socket.readyState !== WebSocket.OPEN) return;
      const changed = [...added!, ...updated!, ...removed!].filter((id) => id === this.doc.clientID);
      if (changed.length > 0)
        this.socket.send(encodeAwareness(awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed)));
    });
  }

  /** Answers true once the server's sync step 2 arrived. */
  private onMessage(data: Buffer): boolean {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), "server");
    } else if (type === MESSAGE_SYNC) {
      const syncType = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (syncType === SYNC_STEP_1) this.socket.send(encodeSyncStep2(Y.encodeStateAsUpdate(this.doc, payload)));
      else Y.applyUpdate(this.doc, payload, "server");
      return syncType === SYNC_STEP_2;
    }
    return false;
  }

  close(): Promise<void> {
    this.closing = true;
    this.awareness.destroy();
    this.doc.destroy();
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    const closed = new Promise<void>((resolve) => this.socket.once("close", () => resolve()));
    this.socket.close(1000);
    const timer = setTimeout(() => this.socket.terminate(), 2_000);
    return closed.finally(() => clearTimeout(timer));
  }
}
