/**
 * The author signs the plan: in one transaction the plan row is locked, its document sealed and the
 * stored state read, the plan checked complete, and the outline with its texts stored with its hash,
 * to which the signature is bound. A refusal (an incomplete plan, changes still being saved) rolls
 * all of it back, the seal included. The plan then awaits a supervisor's approval.
 */
import { eq, sql } from "drizzle-orm";
import { isPlanWritable, treatmentPlanDocumentName } from "@hearth/schema";
import type { SignTreatmentPlanBody, TreatmentPlan } from "@hearth/schema";
import { contentHash } from "@hearth/richtext/server";
import type { z } from "zod";
import type { RequestContext } from "../../context";
import { treatmentPlans } from "../../db/schema";
import type { Deps } from "../../deps";
import { transact } from "../../deps";
import { conflict, validationFailed } from "../../errors";
import { verifySignature } from "../../kernel/signatures";
import { lockChart, recordChartChange } from "../clients/chart";
import { STILL_SAVING_MESSAGE, storageCovers } from "../collabDocuments/sealing";
import { loadStateInTx, sealDocument } from "../collabDocuments/service";
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
