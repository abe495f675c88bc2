/**
 * Staff: a clinician with a known password (`buildClinician({ ...overrides })`), signed in through
 * the harness a test runs (the API alone, the gateway's, a whole stack over HTTP), demo staff
 * signed in by role name, and an admin's changes to someone's locations.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ClinicianStatus } from "@hearth/schema";
import type { ClinicianStatusValue, LoginResults, Role } from "@hearth/schema";
import type { Api } from "../../../../apps/api/src/index";
import type { Db } from "../../../../apps/api/src/db/client";
import { userLocations, users } from "../../../../apps/api/src/db/schema";
import type { UserRow } from "../../../../apps/api/src/db/schema";
import { hashSecret } from "../../../../apps/api/src/domains/auth/passwords";
import type { DemoOrganization, TestApi } from "../../../../apps/api/src/test/harness";
import { callApi } from "../http";
import { demoOrganization } from "./organizations";

const unique = () => randomBytes(4).toString("hex");
export const FACTORY_PASSWORD = "factory-password-1";
/** The signing PIN of staff made by `buildStaff` (and of every demo account in `startNotesApi`). */
export const TEST_PIN = "2468";

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

/** A signed-in clinician made for one test (their own PIN limit, their own signatures). */
export async function buildStaff(
  t: TestApi,
  org: DemoOrganization,
  role: Role,
  locationIds: string[],
): Promise<{ id: string; token: string; password: string }> {
  const user = await buildClinician(t.api.deps.db, { organizationId: org.organizationId, locationIds, role });
  await t.api.deps.db
    .update(users)
    .set({ pinHash: await hashSecret(TEST_PIN) })
    .where(eq(users.id, user.id));
  return { id: user.id, token: (await t.loginAs(user.email, user.password)).token, password: user.password };
}

/** Every demo account by handle: each staff role (both nurses: one per location) and the portal client. */
export const EVERY_DEMO_ACCOUNT = [
  "admin",
  "supervisor",
  "therapist",
  "nurse",
  "nurse2",
  "admissions",
  "physician",
  "bht",
  "client",
] as const;

/**
 * The accounts a client-chart test signs in: those who keep the record, a nurse of each location (the
 * client's and another), admissions staff and the portal client.
 */
export const CLIENT_CHART_ACCOUNTS = [
  "admin",
  "supervisor",
  "therapist",
  "nurse",
  "nurse2",
  "admissions",
  "client",
] as const;

/** Signs in demo accounts by role name ("therapist", "nurse2", …): their access tokens and user ids. */
export async function signInDemoStaff(
  t: TestApi,
  who: readonly string[],
): Promise<{ tokens: Record<string, string>; ids: Record<string, string> }> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const name of who) {
    const { token, response } = await t.loginAs(name);
    tokens[name] = token;
    ids[name] = (response.json() as { results: { user: { id: string } } }).results.user.id;
  }
  return { tokens, ids };
}

/** A new active therapist at the demo organization's Riverside location, with their password. */
export async function newStaffUser(
  api: TestApi,
): Promise<{ id: string; email: string; password: string; role: Role; tokenVersion: number }> {
  const org = await demoOrganization(api.api.deps.db);
  return buildClinician(api.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
}

/** A new active therapist of the demo organization working at no location. */
export async function newUnassignedStaffUser(api: TestApi): Promise<{ id: string; email: string; password: string }> {
  const org = await demoOrganization(api.api.deps.db);
  return buildClinician(api.api.deps.db, { organizationId: org.organizationId, locationIds: [] });
}

/** Takes a user off a location, as an admin editing their assignments would. */
export async function unassignLocation(api: TestApi, userId: string, locationId: string): Promise<void> {
  await api.api.deps.db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)));
}

export interface TestStaff {
  id: string;
  email: string;
  token: string;
}

/** A new active staff member of the demo organization at these locations, signed in through the real login route of a stack (its API over HTTP). */
export async function newStaff(
  stack: { origin: string; api: Api },
  o: { role: Role; locationIds: string[] },
): Promise<TestStaff> {
  const { organizationId } = await demoOrganization(stack.api.deps.db);
  const user = await buildClinician(stack.api.deps.db, { organizationId, locationIds: o.locationIds, role: o.role });
  const response = await fetch(`${stack.origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`login as ${user.email}: ${response.status} ${await response.text()}`);
  const results = ((await response.json()) as { results: LoginResults }).results;
  if (results.two_factor_required) throw new Error(`${user.email} has two-factor sign-in on`);
  return { id: user.id, email: user.email, token: results.access_token };
}

/** PATCH /auth/clinicians/:id as the admin, over HTTP: resolves once the API answered (the change committed). */
export async function changeClinician(
  stack: { origin: string },
  adminToken: string,
  userId: string,
  change: { locationIds?: string[]; role?: Role },
): Promise<void> {
  const answer = await callApi(stack, adminToken, "PATCH", `/auth/clinicians/${userId}`, change);
  if (answer.status !== 200)
    throw new Error(`changing clinician ${userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
