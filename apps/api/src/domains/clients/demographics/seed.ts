/** The demo clients' first demographics version, as intake would have recorded it from what their rows hold. */
import type { Db } from "../../../db/client";
import { clientDemographics } from "../../../db/schema";
import type { ClientRow } from "../../../db/schema";
import type { SexAssignedAtBirth } from "@hearth/schema";
import { valuesOfClient } from "./versions";

/** The demo data records a gender, not a sex at birth: the two the words name are carried over, else unknown. */
const SEX_OF_DEMO_GENDER: Partial<Record<string, SexAssignedAtBirth>> = { Female: "female", Male: "male" };

export async function seedDemographics(tx: Db, registered: readonly ClientRow[]): Promise<void> {
  if (registered.length === 0) return;
  await tx.insert(clientDemographics).values(
    registered.map((client) => ({
      ...valuesOfClient(client),
      sexAssignedAtBirth: SEX_OF_DEMO_GENDER[client.gender] ?? ("unknown" as const),
      clientId: client.id,
      version: 1,
      changedAt: client.createdAt,
    })),
  );
}
