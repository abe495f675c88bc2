/** The path parameter of a client's diagnosis: one on the walk's client, for marking it entered in error. */
import { and, eq } from "drizzle-orm";
import type { WalkFixtures } from "@hearth/testing";
import { buildClientDiagnosis } from "@hearth/testing";
import { clients, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";

export async function clientDiagnosisParams(f: WalkFixtures): Promise<Record<string, string>> {
  const db = f.t.api.deps.db;
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, f.params["clients/:mrNo"]!), eq(clients.organizationId, f.org.organizationId)));
  const [therapist] = await db
    .select()
    .from(users)
    .where(eq(users.email, `therapist@${DEMO_DOMAIN}`));
  if (!client || !therapist) throw new Error("The walk's client and the therapist should exist");
  return { "diagnoses/:diagnosisId": (await buildClientDiagnosis(db, client, therapist.id)).id };
}
