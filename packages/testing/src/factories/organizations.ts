/** Organizations and their locations: the seeded demo organization, or a new one of a test's own. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Api } from "../../../../apps/api/src/index";
import type { Db } from "../../../../apps/api/src/db/client";
import { locations, organizations } from "../../../../apps/api/src/db/schema";
import { DEMO_ORGANIZATION, HILLCREST, RIVERSIDE } from "../../../../apps/api/src/db/seedData";

const unique = () => randomBytes(4).toString("hex");

export async function demoOrganization(
  db: Db,
): Promise<{ organizationId: string; riverside: string; hillcrest: string }> {
  const [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) throw new Error("the demo organization is not seeded");
  const locs = await db.select().from(locations).where(eq(locations.organizationId, org.id));
  const id = (name: string) => locs.find((l) => l.name === name)!.id;
  return { organizationId: org.id, riverside: id(RIVERSIDE), hillcrest: id(HILLCREST) };
}

/** The demo organization's two locations, of the API a harness runs (a test API or a whole stack). */
export async function demoLocations(harness: { api: Api }): Promise<{ riverside: string; hillcrest: string }> {
  const { riverside, hillcrest } = await demoOrganization(harness.api.deps.db);
  return { riverside, hillcrest };
}

export async function buildOrganization(
  db: Db,
  name = `Org ${unique()}`,
): Promise<{ organizationId: string; locationId: string }> {
  const [org] = await db.insert(organizations).values({ name }).returning();
  const [loc] = await db
    .insert(locations)
    .values({ organizationId: org!.id, name: `${name} House` })
    .returning();
  return { organizationId: org!.id, locationId: loc!.id };
}
