/** The demo seed: runs only on an empty database, only when demo seeding is on. */
import { count, sql } from "drizzle-orm";
import type { Db } from "./client";
import { clients, locations, organizations, userLocations, users } from "./schema";
import { hashSecret } from "../domains/auth/passwords";
import { DEMO_CLIENT_EMAIL, DEMO_ORGANIZATION, DEMO_PASSWORD, DEMO_STAFF, HILLCREST, RIVERSIDE, demoClients } from "./seedData";

const SEED_LOCK_KEY = 7_311_202_612;

/** Seeds the demo organization if the database holds no organization yet; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organizations);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHashes = await Promise.all([...DEMO_STAFF, null].map(() => hashSecret(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second waits, then sees the seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(organizations);
    if ((again?.n ?? 0) > 0) return false;
    const [org] = await tx.insert(organizations).values({ name: DEMO_ORGANIZATION }).returning();
    const locs = await tx.insert(locations).values([{ organizationId: org!.id, name: RIVERSIDE }, { organizationId: org!.id, name: HILLCREST }]).returning();
    const locationId = (name: string) => locs.find((l) => l.name === name)!.id;

    const staff = await tx
      .insert(users)
      .values(
        DEMO_STAFF.map((s, i) => ({
          organizationId: org!.id,
          email: s.email,
          passwordHash: passwordHashes[i]!,
          role: s.role,
          firstName: s.firstName,
          lastName: s.lastName,
          phone: `(555) 010-${String(1000 + i).slice(-4)}`,
          defaultLocationId: locationId(s.locations[0]!),
        })),
      )
      .returning();
    await tx.insert(userLocations).values(DEMO_STAFF.flatMap((s, i) => s.locations.map((l) => ({ userId: staff[i]!.id, locationId: locationId(l) }))));
    const byRole = (role: string) => staff.find((u) => u.role === role)!.id;

    const demo = demoClients();
    const inserted = await tx
      .insert(clients)
      .values(
        demo.map((c) => ({
          organizationId: org!.id,
          mrNo: c.mrNo,
          firstName: c.firstName,
          lastName: c.lastName,
          dateOfBirth: c.dateOfBirth,
          gender: c.gender,
          phone: c.phone,
          levelOfCare: c.levelOfCare,
          locationId: locationId(c.location),
          admissionDate: c.admissionDate,
          primaryTherapistId: c.primaryTherapist ? byRole(c.primaryTherapist) : null,
        })),
      )
      .returning();

    // The portal user is the first client, at Riverside.
    const portal = inserted[0]!;
    await tx
      .insert(users)
      .values({
        organizationId: org!.id,
        email: DEMO_CLIENT_EMAIL,
        passwordHash: passwordHashes[DEMO_STAFF.length]!,
        role: "client",
        firstName: portal.firstName,
        lastName: portal.lastName,
        clientId: portal.id,
        defaultLocationId: portal.locationId,
      });
    return true;
  });
}
