import { describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ClientDuplicate, ClientIntakeResult } from "@hearth/schema";
import { activityLog, clientContacts, clientDemographics, clientMrNumbers, clients } from "../../../db/schema";
import { buildClient, buildClinician, buildOrganization } from "@hearth/testing";
import { clientChartTestKit } from "../test/clientChartTestKit";

const { api, org, ids, db, call } = clientChartTestKit({
  accounts: ["admin", "supervisor", "therapist", "nurse", "admissions", "physician", "bht", "client"],
});
let serial = 0;
/** A person nobody registered yet: a last name of their own. */
const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: `Rivera${String.fromCharCode(97 + (serial % 26))}${++serial}`,
  dateOfBirth: "1991-03-14",
  sexAssignedAtBirth: "female",
  genderIdentity: "Woman",
  pronouns: "she/her",
  phone: "(555) 301-2233",
  email: "jordan.rivera@example.test",
  addressLine1: "12 Harbor Way",
  city: "Oakland",
  state: "CA",
  postalCode: "94607",
  preferredLanguage: "English",
  emergencyContactName: "Sam Rivera",
  emergencyContactRelationship: "Sibling",
  emergencyContactPhone: "(555) 301-9988",
  referralSource: "Hospital",
  locationId: org().riverside,
  ...overrides,
});
const intake = (who: string, payload: Record<string, unknown>) => call(who, "POST", "clients", payload);
const counterOf = async (organizationId = org().organizationId) =>
  (await db().select().from(clientMrNumbers).where(eq(clientMrNumbers.organizationId, organizationId)))[0]?.lastNumber;
const rows = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;

describe("intake", () => {
  it("registers a client pending admission with demographics version 1, the next MR number, logged and announced", async () => {
    const before = await counterOf();
    const body = person({ intendedLevelOfCare: "3.5", middleName: "  Lee  ", preferredName: "Jo" });
    const response = await intake("admissions", body);
    expect(response.statusCode, response.body).toBe(201);
    const { client, duplicates } = response.json().results as ClientIntakeResult;
    expect(duplicates).toEqual([]);
    expect(client).toMatchObject({
      mrNo: `HRT-${String(before! + 1).padStart(6, "0")}`,
      status: "pending_admission",
      firstName: "Jordan",
      lastName: body.lastName,
      preferredName: "Jo",
      dateOfBirth: "1991-03-14",
      gender: "Woman",
      levelOfCare: "3.5",
      location: { id: org().riverside, name: "Riverside Residential" },
      admissionDate: null,
      primaryTherapist: null,
    });
    expect(await counterOf()).toBe(before! + 1);
    const [row] = await db().select().from(clients).where(eq(clients.mrNo, client.mrNo));
    expect(row).toMatchObject({
      phone: "(555) 301-2233",
      email: "jordan.rivera@example.test",
      createdBy: ids("admissions"),
    });
    const versions = await db().select().from(clientDemographics).where(eq(clientDemographics.clientId, client.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      middleName: "Lee",
      sexAssignedAtBirth: "female",
      pronouns: "she/her",
      addressLine1: "12 Harbor Way",
      addressLine2: null,
      // The emergency contact is a contact of the Contacts tab, not a second copy in the demographics.
      emergencyContactName: null,
      emergencyContactPhone: null,
      referralSource: "Hospital",
      changedBy: ids("admissions"),
    });
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:create"), eq(activityLog.subjectId, client.mrNo)));
    expect(lines.map((l) => [l.outcome, l.actorId])).toEqual([["success", ids("admissions")]]);
    await api().api.deps.relay.flush();
    expect(
      api()
        .events.filter((e) => e.name === "client.changed" && e.payload.mrNo === client.mrNo)
        .map((e) => e.payload),
    ).toEqual([expect.objectContaining({ part: "summary", locationId: org().riverside, actorId: ids("admissions") })]);
  });

  it("lists the emergency contact named at intake in the Contacts tab, once, as an emergency contact staff may call", async () => {
    const body = person();
    const response = await intake("admissions", body);
    expect(response.statusCode, response.body).toBe(201);
    const { client } = response.json().results as ClientIntakeResult;
    const contacts = await call("therapist", "GET", `clients/${client.mrNo}/family-members`);
    expect(contacts.statusCode, contacts.body).toBe(200);
    expect(contacts.json().results).toEqual([
      expect.objectContaining({
        name: "Sam Rivera",
        relationship: "Sibling",
        phone: "(555) 301-9988",
        emergencyContact: true,
        mayContact: true,
        legalGuardian: false,
        createdBy: expect.objectContaining({ id: ids("admissions") }),
      }),
    ]);
    const demographics = await call("therapist", "GET", `clients/${client.mrNo}/latest-demographic`);
    expect(demographics.json().results).toMatchObject({ emergencyContactName: null, emergencyContactPhone: null });

    // A relationship left empty on the form still makes a contact, saying it was not given.
    const unstated = await intake("admissions", person({ emergencyContactRelationship: "" }));
    const [row] = await db()
      .select()
      .from(clientContacts)
      .where(eq(clientContacts.clientId, (unstated.json().results as ClientIntakeResult).client.id));
    expect(row).toMatchObject({ name: "Sam Rivera", relationship: "Not given at intake", emergencyContact: true });
  });

  it("makes no contact when intake names no emergency contact", async () => {
    const response = await intake(
      "admissions",
      person({ emergencyContactName: "", emergencyContactRelationship: "", emergencyContactPhone: "" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { client } = response.json().results as ClientIntakeResult;
    expect(await db().select().from(clientContacts).where(eq(clientContacts.clientId, client.id))).toEqual([]);
  });

  it("is for admissions, therapists, supervisors and admins; nurses, BHTs, physicians and portal clients get 403, logged", async () => {
    for (const who of ["admin", "supervisor", "therapist", "admissions"])
      expect((await intake(who, person())).statusCode, who).toBe(201);
    const clientsBefore = await rows(clients);
    const counter = await counterOf();
    for (const who of ["nurse", "bht", "physician", "client"])
      expect((await intake(who, person())).statusCode, who).toBe(403);
    expect((await intake("", person())).statusCode).toBe(401);
    expect(await rows(clients)).toBe(clientsBefore);
    expect(await counterOf()).toBe(counter);
    const denied = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:create"), eq(activityLog.outcome, "denied")));
    expect(denied.map((l) => l.actorId).sort()).toEqual(
      [ids("nurse"), ids("bht"), ids("physician"), ids("client")].sort(),
    );
  });

  it("takes the location from the caller's own: 404 for another location, another organization or none", async () => {
    const hillcrestOnly = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().hillcrest],
      role: "admissions",
    });
    const token = (await api().loginAs(hillcrestOnly.email, hillcrestOnly.password)).token;
    const elsewhere = await buildOrganization(db());
    const clientsBefore = await rows(clients);
    expect((await intake(token, person())).statusCode).toBe(404);
    expect((await intake("admin", person({ locationId: elsewhere.locationId }))).statusCode).toBe(404);
    expect((await intake("admin", person({ locationId: crypto.randomUUID() }))).statusCode).toBe(404);
    expect(await rows(clients)).toBe(clientsBefore);
    expect((await intake(token, person({ locationId: org().hillcrest }))).json().results.client.location.id).toBe(
      org().hillcrest,
    );
  });
});

describe("MR numbers", () => {
  it("hands five intakes at once five different numbers, one after another", async () => {
    const before = await counterOf();
    const answers = await Promise.all(Array.from({ length: 5 }, () => intake("admissions", person())));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const numbers = answers.map((a) => (a.json().results as ClientIntakeResult).client.mrNo).sort();
    expect(numbers).toEqual(Array.from({ length: 5 }, (_, i) => `HRT-${String(before! + 1 + i).padStart(6, "0")}`));
    expect(await counterOf()).toBe(before! + 5);
  });

  it("never hands out a number a record already holds, and starts an organization's first sequence", async () => {
    const next = `HRT-${String((await counterOf())! + 1).padStart(6, "0")}`;
    await buildClient(db(), { organizationId: org().organizationId, locationId: org().riverside, mrNo: next });
    const answer = await intake("admin", person());
    expect(answer.json().results.client.mrNo).toBe(`HRT-${String(Number(next.slice(4)) + 1).padStart(6, "0")}`);

    const fresh = await buildOrganization(db());
    const founder = await buildClinician(db(), {
      organizationId: fresh.organizationId,
      locationIds: [fresh.locationId],
      role: "admin",
    });
    const token = (await api().loginAs(founder.email, founder.password)).token;
    const first = await intake(token, person({ locationId: fresh.locationId }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().results.client.mrNo).toBe("HRT-000001");
    // The same person in two organizations is no duplicate: each organization keeps its own records.
    const again = await intake(
      "admin",
      person({ firstName: "Jordan", lastName: first.json().results.client.lastName }),
    );
    expect(again.statusCode).toBe(201);
  });
});

describe("the duplicate check", () => {
  const check = (who: string, q: Record<string, string>) =>
    call(who, "GET", `clients/duplicates?${new URLSearchParams(q)}`);

  it("finds a client of the organization by name in any case and date of birth, before and at intake", async () => {
    const first = (await intake("admissions", person())).json().results as ClientIntakeResult;
    const same = { firstName: "  JORDAN ", lastName: first.client.lastName.toLowerCase(), dateOfBirth: "1991-03-14" };
    const found = await check("therapist", same);
    expect(found.statusCode).toBe(200);
    const match: ClientDuplicate = {
      mrNo: first.client.mrNo,
      firstName: "Jordan",
      lastName: first.client.lastName,
      fullname: `Jordan ${first.client.lastName}`,
      dateOfBirth: "1991-03-14",
      status: "pending_admission",
      location: { id: org().riverside, name: "Riverside Residential" },
      inYourLocations: true,
    };
    expect(found.json().results).toEqual([match]);
    expect((await check("therapist", { ...same, dateOfBirth: "1991-03-15" })).json().results).toEqual([]);

    const clientsBefore = await rows(clients);
    const counter = await counterOf();
    const refused = await intake("admissions", person({ ...same }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "conflict",
      message: expect.stringContaining(first.client.mrNo),
      details: { reason: "possible_duplicate", duplicates: [match] },
    });
    // Refused: no client, no version, and the number drawn went back with the rollback.
    expect(await rows(clients)).toBe(clientsBefore);
    expect(await counterOf()).toBe(counter);

    const confirmed = await intake("admissions", person({ ...same, confirmDuplicate: true }));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().results.duplicates).toEqual([match]);
    expect(confirmed.json().results.client.mrNo).toBe(`HRT-${String(counter! + 1).padStart(6, "0")}`);
    // Now both are found.
    expect((await check("admissions", same)).json().results).toHaveLength(2);
  });

  it("makes one record of a person two staff register at the same moment", async () => {
    const same = person();
    const answers = await Promise.all([intake("admissions", same), intake("therapist", same)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = await db()
      .select()
      .from(clients)
      .where(eq(clients.lastName, same.lastName as string));
    expect(made).toHaveLength(1);
  });

  it("names matches at locations the caller does not work at, without a link to them", async () => {
    const hillcrest = (await intake("admin", person({ locationId: org().hillcrest }))).json()
      .results as ClientIntakeResult;
    const riversideOnly = await buildClinician(db(), {
      organizationId: org().organizationId,
      locationIds: [org().riverside],
      role: "admissions",
    });
    const token = (await api().loginAs(riversideOnly.email, riversideOnly.password)).token;
    const found = await check(token, {
      firstName: "Jordan",
      lastName: hillcrest.client.lastName,
      dateOfBirth: "1991-03-14",
    });
    expect(found.json().results).toEqual([
      expect.objectContaining({ mrNo: hillcrest.client.mrNo, inYourLocations: false, location: expect.anything() }),
    ]);
    const lines = await db()
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, "client:duplicate_check"), eq(activityLog.actorId, riversideOnly.id)));
    expect(lines.map((l) => (l.details as { clientIds: string[] }).clientIds)).toEqual([[hillcrest.client.id]]);
  });

  it("is for the roles that register clients", async () => {
    const q = { firstName: "James", lastName: "Anderson", dateOfBirth: "1960-01-01" };
    expect((await check("admissions", q)).json().results.map((d: ClientDuplicate) => d.mrNo)).toEqual(["HRT-000101"]);
    for (const who of ["nurse", "bht", "physician", "client"]) expect((await check(who, q)).statusCode).toBe(403);
    expect((await check("admissions", { ...q, dateOfBirth: "1960-02-30" })).json().error.message).toBe(
      "dateOfBirth: is not a calendar date",
    );
  });
});

describe("bad input", () => {
  const refusedWith = async (payload: Record<string, unknown>, message: string) => {
    const [clientsBefore, versionsBefore, contactsBefore, counter] = [
      await rows(clients),
      await rows(clientDemographics),
      await rows(clientContacts),
      await counterOf(),
    ];
    const response = await intake("admissions", payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: "validation_failed", message });
    expect([
      await rows(clients),
      await rows(clientDemographics),
      await rows(clientContacts),
      await counterOf(),
    ]).toEqual([clientsBefore, versionsBefore, contactsBefore, counter]);
  };

  it("answers 400 naming the field, and saves nothing", async () => {
    await refusedWith(person({ firstName: "Jor\u0000dan" }), "firstName: must not contain a NUL character (U+0000)");
    await refusedWith(person({ lastName: "x".repeat(10_240) }), "lastName: must be at most 100 characters");
    await refusedWith(person({ referralSource: "y".repeat(10_240) }), "referralSource: must be at most 200 characters");
    await refusedWith(person({ firstName: "   " }), "firstName: is required");
    await refusedWith(person({ dateOfBirth: "2999-01-01" }), "dateOfBirth: must not be in the future");
    await refusedWith(person({ dateOfBirth: "01/02/1990" }), "dateOfBirth: must be a date as YYYY-MM-DD");
    await refusedWith(
      person({ sexAssignedAtBirth: "other" }),
      "sexAssignedAtBirth: must be female, male, intersex or unknown",
    );
    await refusedWith(person({ email: "not-an-address" }), "email: must be an e-mail address");
    await refusedWith(person({ phone: "call me" }), "phone: must be a phone number with at least 7 digits");
    await refusedWith(
      person({ emergencyContactPhone: "" }),
      "emergencyContactPhone: is required with an emergency contact's name",
    );
    await refusedWith(person({ intendedLevelOfCare: "9.9" }), "intendedLevelOfCare: must be an ASAM level of care");
    await refusedWith(person({ locationId: "riverside" }), "locationId: must be an id");
  });
});
