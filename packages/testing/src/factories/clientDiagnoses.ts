/** A client's diagnoses, straight into the database. */
import type { DiagnosisRank } from "@hearth/schema";
import type { Db } from "../../../../apps/api/src/db/client";
import { clientDiagnoses } from "../../../../apps/api/src/db/schema";

type Client = { id: string; organizationId: string };

/**
 * An active diagnosis of the client, entered by `by`: secondary unless said (a primary one must be the
 * client's only active primary). The code must be in the code set, which the API fills as it starts.
 */
export async function buildClientDiagnosis(
  db: Db,
  client: Client,
  by: string,
  o: { code?: string; description?: string; rank?: DiagnosisRank } = {},
) {
  const [row] = await db
    .insert(clientDiagnoses)
    .values({
      organizationId: client.organizationId,
      clientId: client.id,
      code: o.code ?? "F11.20",
      description: o.description ?? "Opioid dependence, uncomplicated",
      rank: o.rank ?? "secondary",
      status: "active",
      enteredBy: by,
      updatedBy: by,
    })
    .returning();
  return row!;
}
