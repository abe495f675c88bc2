/** A client's contacts and care-team members, straight into the database. */
import type { CareTeamRole } from "@hearth/schema";
import type { Db } from "../../../../apps/api/src/db/client";
import { clientCareTeam, clientContacts } from "../../../../apps/api/src/db/schema";

type Client = { id: string; organizationId: string };

/** A current contact of the client (a parent who may not be contacted unless said), added by `by`. */
export async function buildClientContact(
  db: Db,
  client: Client,
  by: string,
  o: { name?: string; relationship?: string; mayContact?: boolean } = {},
) {
  const [row] = await db
    .insert(clientContacts)
    .values({
      organizationId: client.organizationId,
      clientId: client.id,
      name: o.name ?? "Pat Contact",
      relationship: o.relationship ?? "Parent",
      phone: "(555) 010-0000",
      mayContact: o.mayContact ?? false,
      createdBy: by,
      updatedBy: by,
    })
    .returning();
  return row!;
}

/** `userId` on the client's care team with `role`, added by `by`. */
export async function buildCareTeamMember(
  db: Db,
  client: Client,
  userId: string,
  by: string,
  role: Exclude<CareTeamRole, "primary_therapist"> = "case_manager",
) {
  const [row] = await db
    .insert(clientCareTeam)
    .values({ organizationId: client.organizationId, clientId: client.id, userId, teamRole: role, addedBy: by })
    .returning();
  return row!;
}
