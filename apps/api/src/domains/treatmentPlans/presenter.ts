/** Treatment plans as the REST contract presents them. */
import { treatmentPlanDocumentName } from "@hearth/schema";
import type { TreatmentPlanSummary } from "@hearth/schema";
import type { Db } from "../../db/client";
import { clientEpisodes, locations, treatmentPlans } from "../../db/schema";
import { clientRefColumns, clientRefOf, clinicianRefs } from "../../kernel/refs";

/** What a summary is made of, selected beside the plan's client, episode and the client's location. */
export const summaryColumns = {
  plan: {
    id: treatmentPlans.id,
    version: treatmentPlans.version,
    status: treatmentPlans.status,
    levelOfCare: treatmentPlans.levelOfCare,
    startedBy: treatmentPlans.startedBy,
    startedAt: treatmentPlans.startedAt,
    signedBy: treatmentPlans.signedBy,
    signedAt: treatmentPlans.signedAt,
    contentHash: treatmentPlans.contentHash,
    approvedBy: treatmentPlans.approvedBy,
    approvedAt: treatmentPlans.approvedAt,
    returnReason: treatmentPlans.returnReason,
  },
  client: clientRefColumns,
  episode: { id: clientEpisodes.id, episodeNumber: clientEpisodes.episodeNumber },
  location: { id: locations.id, name: locations.name },
};

export interface SummaryRow {
  plan: {
    id: string;
    version: number;
    status: TreatmentPlanSummary["status"];
    levelOfCare: string;
    startedBy: string | null;
    startedAt: Date;
    signedBy: string | null;
    signedAt: Date | null;
    contentHash: string | null;
    approvedBy: string | null;
    approvedAt: Date | null;
    returnReason: string | null;
  };
  client: Parameters<typeof clientRefOf>[0];
  episode: { id: string; episodeNumber: number };
  location: { id: string; name: string };
}

export async function planSummaries(db: Db, rows: readonly SummaryRow[]): Promise<TreatmentPlanSummary[]> {
  const people = await clinicianRefs(
    db,
    rows.flatMap((row) => [row.plan.startedBy, row.plan.signedBy, row.plan.approvedBy]),
  );
  return rows.map(({ plan, client, episode, location }) => ({
    id: plan.id,
    client: clientRefOf(client),
    episodeId: episode.id,
    episodeNumber: episode.episodeNumber,
    version: plan.version,
    status: plan.status,
    levelOfCare: plan.levelOfCare,
    location,
    startedBy: plan.startedBy ? (people.get(plan.startedBy) ?? null) : null,
    startedAt: plan.startedAt.toISOString(),
    documentName: treatmentPlanDocumentName(plan.id),
    signedBy: plan.signedBy ? (people.get(plan.signedBy) ?? null) : null,
    signedAt: plan.signedAt?.toISOString() ?? null,
    contentHash: plan.contentHash,
    approvedBy: plan.approvedBy ? (people.get(plan.approvedBy) ?? null) : null,
    approvedAt: plan.approvedAt?.toISOString() ?? null,
    returnReason: plan.returnReason,
  }));
}
