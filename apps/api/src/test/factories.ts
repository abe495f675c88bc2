/** Test data that creates what it needs: buildClinician({ ...overrides }) and friends. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { ClinicianStatusValue, Role } from "@hearth/schema";
import type { Db } from "../db/client";
import { clients, locations, organizations, userLocations, users } from "../db/schema";
import type { UserRow } from "../db/schema";
import { hashSecret } from "../domains/auth/passwords";
import { DEMO_ORGANIZATION, HILLCREST, RIVERSIDE } from "../db/seedData";

const unique = () => randomBytes(4).toString("hex");
export const FACTORY_PASSWORD = "factory-password-1";

export async function demoOrganization(
  db: Db,
): Promise<{ organizationId: string; riverside: string; hillcrest: string }> {
  const [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANIZATION));
  if (!org) throw new Error("the demo organization is not seeded");
  const locs = await db.select().from(locations).where(eq(locations.organizationId, org.id));
  const id = (name: string) => locs.find((l) => l.name === name)!.id;
  return { organizationId: org.id, riverside: id(RIVERSIDE), hillcrest: id(HILLCREST) };
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

export interface ClinicianOverrides {
  organizationId: string;
  locationIds: string[];
  role?: Role;
  status?: ClinicianStatusValue;
  email?: string;
  firstName?: string;
  lastName?: string;
  password?: string | null;
}

/** A user (staff by default) with a known password, assigned to the given locations. */
export async function buildClinician(db: Db, o: ClinicianOverrides): Promise<UserRow & { password: string }> {
  const tag = unique();
  const password = o.password === null ? "" : (o.password ?? FACTORY_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      organizationId: o.organizationId,
      email: o.email ?? `clinician-${tag}@example.test`,
      passwordHash: o.password === null ? null : await hashSecret(password),
      role: o.role ?? "therapist",
      firstName: o.firstName ?? "Test",
      lastName: o.lastName ?? `Clinician ${tag}`,
      status: o.status ?? ClinicianStatus.Active,
    })
    .returning();
  if (o.locationIds.length)
    await db.insert(userLocations).values(o.locationIds.map((locationId) => ({ userId: user!.id, locationId })));
  return { ...user!, password };
}

export async function buildClient(
  db: Db,
  o: { organizationId: string; locationId: string; primaryTherapistId?: string | null; mrNo?: string },
) {
  const [client] = await db
    .insert(clients)
    .values({
      organizationId: o.organizationId,
      mrNo: o.mrNo ?? `TST-${unique()}`,
      firstName: "Casey",
      lastName: `Client ${unique()}`,
      dateOfBirth: "1990-04-02",
      gender: "Female",
      levelOfCare: "3.5",
      locationId: o.locationId,
      admissionDate: "2026-11-01",
      primaryTherapistId: o.primaryTherapistId ?? null,
    })
    .returning();
  return client!;
}
