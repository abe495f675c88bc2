import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import { LEVEL_OF_CARE_IDS } from "@hearth/schema";
import {
  clientDemographics,
  clientEpisodes,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientMrNumbers,
  clients,
  locations,
  userLocations,
  users,
} from "./schema";
import { generateOrganization } from "./generateOrganization";
import type { GeneratedOrganization } from "./generateOrganization";
import { startTestApi } from "../test/harness";
import type { TestApi } from "../test/harness";

const TODAY = "2026-11-20";
const SIZE = { locations: 2, clients: 200, organizationWideStaff: 5, today: TODAY };

let t: TestApi;
let org: GeneratedOrganization;
let twin: GeneratedOrganization;
let other: GeneratedOrganization;
beforeAll(async () => {
  t = await startTestApi({ demoSeed: false });
  org = await generateOrganization(t.api.deps.db, { ...SIZE, seed: 7 });
  // The same seed again (under other e-mail addresses, which must be unique), and another seed.
  twin = await generateOrganization(t.api.deps.db, { ...SIZE, seed: 7, emailDomain: "twin.hearth.test" });
  other = await generateOrganization(t.api.deps.db, { ...SIZE, seed: 8 });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.api.deps.db;
const clientsOf = (organizationId: string) =>
  db().select().from(clients).where(eq(clients.organizationId, organizationId)).orderBy(asc(clients.mrNo));
const episodesOf = (organizationId: string) =>
  db()
    .select()
    .from(clientEpisodes)
    .where(eq(clientEpisodes.organizationId, organizationId))
    .orderBy(asc(clientEpisodes.clientId), asc(clientEpisodes.episodeNumber));

/** What a client's record says, by names rather than row ids, to compare two generated organizations. */
async function contentOf(organizationId: string) {
  const [rows, episodes, places, staff] = await Promise.all([
    clientsOf(organizationId),
    episodesOf(organizationId),
    db().select().from(locations).where(eq(locations.organizationId, organizationId)),
    db().select().from(users).where(eq(users.organizationId, organizationId)),
  ]);
  const place = new Map(places.map((l) => [l.id, l.name]));
  const person = new Map(staff.map((s) => [s.id, `${s.firstName} ${s.lastName}`]));
  return rows.map((c) => ({
    mrNo: c.mrNo,
    who: [c.firstName, c.lastName, c.preferredName, c.dateOfBirth, c.gender, c.phone, c.email],
    care: [c.status, c.levelOfCare, place.get(c.locationId), c.admissionDate, c.dischargeDate],
    therapist: c.primaryTherapistId && person.get(c.primaryTherapistId),
    episodes: episodes
      .filter((e) => e.clientId === c.id)
      .map((e) => [e.admissionDate, e.dischargeDate, e.dischargeType, e.levelOfCare, place.get(e.locationId)]),
  }));
}

describe("a generated organization", () => {
  it("has its locations, staff at each of them and at all of them, and its clients with demographics", async () => {
    expect(org.locations).toHaveLength(2);
    // Ten at each location, five at both.
    expect(org.staffCount).toBe(25);
    expect(await db().select().from(users).where(eq(users.organizationId, org.organizationId))).toHaveLength(25);
    expect(org.organizationWideStaff.map((s) => s.role)).toEqual([
      "admin",
      "supervisor",
      "therapist",
      "nurse",
      "admissions",
    ]);
    for (const s of org.organizationWideStaff) {
      const at = await db().select().from(userLocations).where(eq(userLocations.userId, s.id));
      expect(at.map((l) => l.locationId).sort()).toEqual(org.locations.map((l) => l.id).sort());
    }
    const rows = await clientsOf(org.organizationId);
    expect(rows).toHaveLength(200);
    const versions = await db()
      .select()
      .from(clientDemographics)
      .where(
        inArray(
          clientDemographics.clientId,
          rows.map((c) => c.id),
        ),
      );
    expect(versions).toHaveLength(200);
    expect(versions.every((v) => v.version === 1)).toBe(true);
  });

  it("numbers its clients from the organization's counter: unique and sequential, the counter at the last", async () => {
    const rows = await clientsOf(org.organizationId);
    expect(rows.map((c) => c.mrNo)).toEqual(
      Array.from({ length: 200 }, (_, i) => `HRT-${String(i + 1).padStart(6, "0")}`),
    );
    expect(org.mrNumbers).toEqual({ first: "HRT-000001", last: "HRT-000200" });
    const [counter] = await db()
      .select()
      .from(clientMrNumbers)
      .where(eq(clientMrNumbers.organizationId, org.organizationId));
    expect(counter).toMatchObject({ prefix: "HRT-", lastNumber: 200 });
  });

  it("varies its clients: every status, known levels of care, namesakes, admissions over two years", async () => {
    const rows = await clientsOf(org.organizationId);
    const statuses = new Map<string, number>();
    for (const c of rows) statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1);
    expect(statuses.get("active")).toBeGreaterThan(100);
    expect(statuses.get("pending_admission")).toBeGreaterThan(0);
    expect(statuses.get("discharged")).toBeGreaterThan(0);
    expect(rows.every((c) => c.levelOfCare === null || LEVEL_OF_CARE_IDS.includes(c.levelOfCare))).toBe(true);
    expect(new Set(rows.map((c) => c.levelOfCare)).size).toBeGreaterThan(5);
    const names = rows.map((c) => `${c.firstName} ${c.lastName}`);
    expect(new Set(names).size).toBeLessThan(names.length);
    const admitted = rows.flatMap((c) => (c.admissionDate ? [c.admissionDate] : [])).sort();
    expect(admitted[0]! >= "2024-11-20" && admitted.at(-1)! <= TODAY).toBe(true);
    expect(admitted[0]! < "2025-06-01").toBe(true);
    // Every client is at one of the two locations, and both have clients.
    expect(new Set(rows.map((c) => c.locationId))).toEqual(new Set(org.locations.map((l) => l.id)));
  });

  it("gives each admitted client episodes matching their record: one open per active client, none for pending ones", async () => {
    const [rows, episodes, therapistsAt] = await Promise.all([
      clientsOf(org.organizationId),
      episodesOf(org.organizationId),
      db().select().from(userLocations),
    ]);
    for (const c of rows) {
      const own = episodes.filter((e) => e.clientId === c.id);
      const open = own.filter((e) => e.dischargeDate === null);
      if (c.status === "pending_admission") {
        expect(own).toEqual([]);
        continue;
      }
      expect(open).toHaveLength(c.status === "active" ? 1 : 0);
      expect(own.map((e) => e.episodeNumber)).toEqual(own.map((_, i) => i + 1));
      const latest = own.at(-1)!;
      expect([latest.locationId, latest.levelOfCare, latest.admissionDate, latest.dischargeDate]).toEqual([
        c.locationId,
        c.levelOfCare,
        c.admissionDate,
        c.dischargeDate,
      ]);
      if (c.status === "discharged") expect(latest.dischargeType).not.toBeNull();
      // The primary therapist works where the client is.
      if (c.primaryTherapistId)
        expect(therapistsAt).toContainEqual({ userId: c.primaryTherapistId, locationId: c.locationId });
    }
    // Some were readmitted: an earlier, closed episode.
    expect(episodes.some((e) => e.episodeNumber === 2)).toBe(true);
  });

  it("records each episode's level of care and location history, the latest entry being the episode's", async () => {
    const episodes = await episodesOf(org.organizationId);
    const ids = episodes.map((e) => e.id);
    const [levels, places] = await Promise.all([
      db()
        .select()
        .from(clientLevelOfCareHistory)
        .where(inArray(clientLevelOfCareHistory.episodeId, ids))
        .orderBy(asc(clientLevelOfCareHistory.effectiveDate)),
      db()
        .select()
        .from(clientLocationHistory)
        .where(inArray(clientLocationHistory.episodeId, ids))
        .orderBy(asc(clientLocationHistory.effectiveDate)),
    ]);
    for (const e of episodes) {
      const ownLevels = levels.filter((h) => h.episodeId === e.id);
      const ownPlaces = places.filter((h) => h.episodeId === e.id);
      expect(ownLevels[0]).toMatchObject({
        effectiveDate: e.admissionDate,
        reason: "Admission",
        changedBy: e.admittedBy,
      });
      expect(ownPlaces[0]).toMatchObject({ effectiveDate: e.admissionDate, reason: "Admission" });
      expect(ownLevels.at(-1)!.levelOfCare).toBe(e.levelOfCare);
      expect(ownPlaces.at(-1)!.locationId).toBe(e.locationId);
    }
    expect(levels.length).toBeGreaterThan(episodes.length);
  });

  it("is the same organization for the same seed, and another for another seed", async () => {
    const [first, again, different] = await Promise.all([
      contentOf(org.organizationId),
      contentOf(twin.organizationId),
      contentOf(other.organizationId),
    ]);
    expect(again).toEqual(first);
    expect(different.map((c) => c.who)).not.toEqual(first.map((c) => c.who));
  });

  it("refuses to generate the same seed twice into one database (its staff's e-mail addresses exist)", async () => {
    await expect(generateOrganization(db(), { ...SIZE, seed: 7 })).rejects.toThrow(
      /generated into the database before/,
    );
  });

  it("lets its staff sign in with the demo password and list the clients of every location", async () => {
    const nurse = org.organizationWideStaff.find((s) => s.role === "nurse")!;
    const { token } = await t.loginAs(nurse.email, org.password);
    const response = await t.request({ method: "GET", url: "/api/auth/clients?pageSize=25", token });
    expect(response.statusCode).toBe(200);
    const inCare = await db()
      .select()
      .from(clients)
      .where(
        and(eq(clients.organizationId, org.organizationId), inArray(clients.status, ["pending_admission", "active"])),
      );
    expect((response.json() as { total: number }).total).toBe(inCare.length);
  });
});
