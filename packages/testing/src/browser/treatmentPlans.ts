/**
 * Treatment-plan test data for browser specs, made through the public surfaces the web app uses:
 * a new client registered (REST intake) and admitted (GraphQL) at a location, with the diagnoses
 * their plan starts from. A fresh client per test, so a spec never meets a plan an earlier run
 * started for the same stay. Loads no app code.
 */
import { expect } from "@playwright/test";
import type { DemoUser } from "./graphql";
import { facilityToday } from "./groupNotes";

export interface AdmittedClient {
  mrNo: string;
  fullname: string;
}

/**
 * Registers a client at `locationName` (one of `user`'s locations), admits them today at level 3.5
 * with `user` as primary therapist, and enters `diagnoses` (ICD-10-CM codes, the first primary).
 */
export async function admittedClient(
  user: DemoUser,
  o: { locationName: string; diagnoses: readonly string[]; lastName?: string },
): Promise<AdmittedClient> {
  const location = user.locations.find((l) => l.name === o.locationName);
  expect(location, `location ${o.locationName} of the user`).toBeDefined();
  const suffix = Date.now().toString(36).slice(-5);
  const response = await user.rest("POST", "/api/auth/clients", {
    firstName: "Plan",
    lastName: o.lastName ?? `Tester ${suffix}`,
    dateOfBirth: "1990-04-12",
    sexAssignedAtBirth: "female",
    locationId: location!.id,
    intendedLevelOfCare: "3.5",
    confirmDuplicate: true,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { client } = ((await response.json()) as { results: { client: { mrNo: string; fullname: string } } }).results;
  await user.gql(
    `mutation ($mrNo: String!, $input: AdmissionInput!) { admitClient(mrNo: $mrNo, input: $input) { id } }`,
    {
      mrNo: client.mrNo,
      input: {
        locationId: location!.id,
        admissionDate: facilityToday(),
        levelOfCare: "3.5",
        primaryTherapistId: user.id,
      },
    },
  );
  for (const [index, code] of o.diagnoses.entries())
    await user.gql(
      `mutation ($mrNo: String!, $input: AddClientDiagnosisInput!) { addClientDiagnosis(mrNo: $mrNo, input: $input) { id } }`,
      { mrNo: client.mrNo, input: { code, rank: index === 0 ? "primary" : "secondary" } },
    );
  return { mrNo: client.mrNo, fullname: client.fullname };
}
