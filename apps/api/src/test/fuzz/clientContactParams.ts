/** The path parameters of a client's contacts and care team: a contact and a member on the walk's client. */
import { and, eq } from "drizzle-orm";
import type { WalkFixtures } from "@hearth/testing";
import { buildCareTeamMember, buildClientContact } from "@hearth/testing";
import { clients, users } from "../../db/schema";
import { DEMO_DOMAIN } from "../../db/seedData";

export async function clientContactParams(f: WalkFixtures): Promise<Record<string, string>> {
  const db = f.t.api.deps.db;
  const [client] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.mrNo, f.params["clients/:mrNo"]!), eq(clients.organizationId, f.org.organizationId)));
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, `admin@${DEMO_DOMAIN}`));
  const [physician] = await db
    .select()
    .from(users)
    .where(eq(users.email, `physician@${DEMO_DOMAIN}`));
  if (!client || !admin || !physician) throw new Error("The walk's client, the admin and the physician should exist");
  return {
    "family-members/:contactId": (await buildClientContact(db, client, admin.id)).id,
    "care-team/:memberId": (await buildCareTeamMember(db, client, physician.id, admin.id, "physician")).id,
  };
}
