/** Who may edit or read a treatment plan's collaborative document (`treatmentPlan.<planId>`). */
import { eq } from "drizzle-orm";
import { isPlanWritable } from "@hearth/schema";
import type { DocumentAccess } from "@hearth/schema";
import type { RequestContext } from "../../context";
import type { Db } from "../../db/client";
import { clients, treatmentPlans } from "../../db/schema";
import { resolveReach } from "../../authz/chartReach";
import type { DocumentKindDefinition } from "../collabDocuments/kinds";
import { chartDenial } from "../clients/chart";

/**
 * Edit for the plan's authors (by role) who reach the client's chart (their location, the care team)
 * while the plan is writable; read for everyone who may read the client's plans (an emergency grant:
 * read only); none for anyone else, which the collab route answers as 404.
 */
export async function treatmentPlanDocumentAccess(
  db: Db,
  ctx: RequestContext,
  planId: string,
): Promise<DocumentAccess> {
  const [found] = await db
    .select({ status: treatmentPlans.status, client: clients })
    .from(treatmentPlans)
    .innerJoin(clients, eq(clients.id, treatmentPlans.clientId))
    .where(eq(treatmentPlans.id, planId));
  if (!found || found.client.organizationId !== ctx.organizationId) return "none";
  await resolveReach(db, ctx, found.client);
  if (isPlanWritable(found.status) && !chartDenial(ctx, "client:treatment_plan_edit", found.client)) return "edit";
  return chartDenial(ctx, "client:treatment_plans_read", found.client) ? "none" : "read";
}

export const treatmentPlanDocumentKind: DocumentKindDefinition = {
  kind: "treatmentPlan",
  access: treatmentPlanDocumentAccess,
};
