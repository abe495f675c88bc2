/**
 * Staff made for one test (the API's own factory), signed in through the real login route, and an
 * admin's change to their assignments through the real clinicians route: what an administrator
 * moving a nurse to another location does.
 */
import type { LoginResults, Role } from "@hearth/schema";
import { buildClinician, demoOrganization } from "../../api/src/test/factories";
import { callApi } from "./groupNotes";
import type { Stack } from "./stack";

export interface TestStaff {
  id: string;
  email: string;
  token: string;
}

/** The demo organization's locations, by the names tests use. */
export async function demoLocations(stack: Stack): Promise<{ riverside: string; hillcrest: string }> {
  const { riverside, hillcrest } = await demoOrganization(stack.api.deps.db);
  return { riverside, hillcrest };
}

/** A new active staff member of the demo organization at these locations, signed in. */
export async function newStaff(stack: Stack, o: { role: Role; locationIds: string[] }): Promise<TestStaff> {
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

/** PATCH /auth/clinicians/:id as the admin: resolves once the API answered (the change committed). */
export async function changeClinician(
  stack: Stack,
  adminToken: string,
  userId: string,
  change: { locationIds?: string[]; role?: Role },
): Promise<void> {
  const answer = await callApi(stack, adminToken, "PATCH", `/auth/clinicians/${userId}`, change);
  if (answer.status !== 200)
    throw new Error(`changing clinician ${userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
