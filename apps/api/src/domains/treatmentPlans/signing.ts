/**
 * A plan's signatures. The author signs: in one transaction the plan row is locked, its document
 * sealed and the stored state read, the plan checked complete, and the outline with its texts stored
 * with its hash, to which the signature is bound. A refusal (an incomplete plan, changes still being
 * saved) rolls all of it back, the seal included. A supervisor then approves that signed content (the
 * plan never changes again: the next version or an addendum carries changes) or returns the plan to
 * its author with a reason, which voids the signature and opens the document again. Every signature,
 * approval and return stays in `treatment_plan_signatures`.
 */
import { eq, sql } from "drizzle-orm";
import { isPlanWritable, treatmentPlanDocumentName } from "@hearth/schema";
import type {
  ReturnTreatmentPlanBody,
  SignTreatmentPlanBody,
  SignatureCredential,
  TreatmentPlan,
} from "@hearth/schema";
import { contentHash } from "@hearth/richtext/server";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import { treatmentPlanSignatures, treatmentPlans } from "../../db/schema";
import type { Db } from "../../db/client";
import type { TreatmentPlanRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict, forbidden, validationFailed } from "../../errors";
import { verifySignature } from "../../kernel/signatures";
import { lockChart, recordChartChange } from "../clients/chart";
import { STILL_SAVING_MESSAGE, storageCovers } from "../collabDocuments/sealing";
import { loadStateInTx, sealDocument, unsealDocument } from "../collabDocuments/service";
import { readPlanContent } from "./document";
import { openPlanChart, readPlan } from "./service";

export async function signTreatmentPlan(
  deps: Deps,
  ctx: RequestContext,
  planId: string,
  body: z.output<typeof SignTreatmentPlanBody>,
): Promise<TreatmentPlan> {
  const client = await openPlanChart(deps, ctx, planId, "client:treatment_plan_sign");
  const method = await verifySignature(deps, ctx, body, "client:treatment_plan_sign", {
    subjectType: "treatment_plan",
    subjectId: planId,
    details: { clientIds: [client.id] },
  });
  await transact(deps, async (tx) => {
    const [plan] = await tx.select().from(treatmentPlans).where(eq(treatmentPlans.id, planId)).for("update");
    if (!isPlanWritable(plan!.status)) throw conflict("This plan is signed already; it awaits approval or is approved");
    const name = treatmentPlanDocumentName(planId);
    await sealDocument(tx, name, `treatment plan signed (version ${plan!.version})`);
    const { state } = await loadStateInTx(tx, name);
    if (body.seenStateVector !== undefined && !storageCovers(state, body.seenStateVector))
      throw conflict(STILL_SAVING_MESSAGE);
    const { items, signingGaps } = readPlanContent(state);
    if (signingGaps.length > 0)
      throw validationFailed(`The plan is not ready to sign: ${signingGaps.join(" ")}`, {
        in: "plan",
        issues: signingGaps.map((message) => ({ message })),
      });
    const hash = contentHash({
      planId,
      clientId: plan!.clientId,
      episodeId: plan!.episodeId,
      version: plan!.version,
      levelOfCare: plan!.levelOfCare,
      items,
    });
    await tx
      .update(treatmentPlans)
      .set({
        status: "awaiting_approval",
        signedBy: ctx.user.id,
        signedAt: sql`now()`,
        signatureMethod: method,
        signedContent: items,
        contentHash: hash,
        updatedAt: sql`now()`,
      })
      .where(eq(treatmentPlans.id, planId));
    await tx
      .insert(treatmentPlanSignatures)
      .values({ planId, action: "signed", actorId: ctx.user.id, method, contentHash: hash });
    const locked = await lockChart(tx, client.id);
    await recordChartChange(tx, ctx, "client:treatment_plan_sign", locked, "treatment_plans", {
      planId,
      version: plan!.version,
      contentHash: hash,
      method,
    });
  });
  return readPlan(deps.db, planId);
}

/** The plan row locked for the rest of the transaction, when it awaits approval; else 409 saying where it stands. */
async function awaitingApproval(tx: Db, planId: string): Promise<TreatmentPlanRow> {
  const [plan] = await tx.select().from(treatmentPlans).where(eq(treatmentPlans.id, planId)).for("update");
  if (plan!.status === "approved") throw conflict("This plan is approved already");
  if (plan!.status !== "awaiting_approval") throw conflict("This plan is not signed yet: its author signs it first");
  return plan!;
}

/** A supervisor approves the signed plan with their PIN or password; not their own signature. */
export async function approveTreatmentPlan(
  deps: Deps,
  ctx: RequestContext,
  planId: string,
  body: SignatureCredential,
): Promise<TreatmentPlan> {
  const client = await openPlanChart(deps, ctx, planId, "client:treatment_plan_approve");
  const method = await verifySignature(deps, ctx, body, "client:treatment_plan_approve", {
    subjectType: "treatment_plan",
    subjectId: planId,
    details: { clientIds: [client.id] },
  });
  await transact(deps, async (tx) => {
    const plan = await awaitingApproval(tx, planId);
    if (plan.signedBy === ctx.user.id) throw forbidden("You signed this plan; another supervisor approves it");
    await tx
      .update(treatmentPlans)
      .set({ status: "approved", approvedBy: ctx.user.id, approvedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(treatmentPlans.id, planId));
    await tx
      .insert(treatmentPlanSignatures)
      .values({ planId, action: "approved", actorId: ctx.user.id, method, contentHash: plan.contentHash });
    const locked = await lockChart(tx, client.id);
    await recordChartChange(tx, ctx, "client:treatment_plan_approve", locked, "treatment_plans", {
      planId,
      version: plan.version,
      contentHash: plan.contentHash,
      method,
    });
  });
  return readPlan(deps.db, planId);
}

/** A supervisor returns the signed plan to its author with a reason: the signature is voided and the plan written again. */
export async function returnTreatmentPlan(
  deps: Deps,
  ctx: RequestContext,
  planId: string,
  body: z.output<typeof ReturnTreatmentPlanBody>,
): Promise<TreatmentPlan> {
  const client = await openPlanChart(deps, ctx, planId, "client:treatment_plan_return");
  await transact(deps, async (tx) => {
    const plan = await awaitingApproval(tx, planId);
    await tx
      .update(treatmentPlans)
      .set({
        status: "returned",
        returnReason: body.reason,
        signedBy: null,
        signedAt: null,
        signatureMethod: null,
        signedContent: null,
        contentHash: null,
        updatedAt: sql`now()`,
      })
      .where(eq(treatmentPlans.id, planId));
    await tx.insert(treatmentPlanSignatures).values({
      planId,
      action: "returned",
      actorId: ctx.user.id,
      contentHash: plan.contentHash,
      reason: body.reason,
    });
    await unsealDocument(tx, treatmentPlanDocumentName(planId));
    const locked = await lockChart(tx, client.id);
    await recordChartChange(tx, ctx, "client:treatment_plan_return", locked, "treatment_plans", {
      planId,
      version: plan.version,
      voidedContentHash: plan.contentHash,
    });
  });
  return readPlan(deps.db, planId);
}
