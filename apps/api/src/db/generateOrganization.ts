/**
 * A large generated organization, for benchmarks and for trying the EMR at scale (`npm run seed:large`):
 * locations with staff at each, staff who work at every location, and clients spread over the locations
 * as a two-year-old provider would have them — namesakes, mostly active, some pending admission and
 * discharged, ASAM levels of care, primary therapists, episodes of care with their level-of-care and
 * location history (step-downs, transfers, readmissions), demographics version 1, labels — with MR
 * numbers drawn from the organization's counter as intake draws them.
 *
 * Everything about the data follows from the seed (and `today`): the same seed gives the same people,
 * numbers, dates and histories; only row ids and the password hash differ. Rows are written in bulk:
 * the whole plan first, then multi-row inserts, one transaction per chunk of clients.
 */
import { eq, like, sql } from "drizzle-orm";
import { LEVEL_OF_CARE_IDS } from "@hearth/schema";
import type { DischargeType, SexAssignedAtBirth, StaffRole } from "@hearth/schema";
import type { Db } from "./client";
import {
  clientDemographics,
  clientEpisodes,
  clientLabels,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientMrNumbers,
  clients,
  labels,
  locations,
  organizations,
  userLocations,
  users,
} from "./schema";
import { hashSecret } from "../domains/auth/passwords";
import { formatMrNo } from "../domains/clients/intake/mrNumbers";
import { addDays, todayInZone } from "../kernel/time";
import { DEMO_PASSWORD, DEMO_PIN } from "./seedData";
import {
  STAFF_PER_LOCATION,
  ORGANIZATION_WIDE_ROLES,
  TOWNS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  UNISEX_FIRST_NAMES,
  LAST_NAMES,
  NICKNAMES,
  OTHER_PREFERRED,
  STREETS,
  LEVEL_WEIGHTS,
  STEP_DOWN,
  STEP_DOWN_REASONS,
  DISCHARGES,
  LABELS,
  REFERRAL_SOURCES,
  RELATIONSHIPS,
} from "./generatedOrganizationData";

export interface GenerateOrganizationOptions {
  locations: number;
  clients: number;
  /** The same seed (and `today`) gives the same organization. Default 1. */
  seed?: number;
  /** Staff working at every location (the first ones administrators): who benchmarks sign in as. Default 20. */
  organizationWideStaff?: number;
  /** YYYY-MM-DD the histories end on; default today in the server's zone. */
  today?: string;
  /** The staff's e-mail domain; default `large-<seed>.hearth.test`. */
  emailDomain?: string;
  /** Called after each chunk of clients is written. */
  onProgress?: (written: number, total: number) => void;
}

export interface GeneratedStaff {
  id: string;
  email: string;
  role: StaffRole;
}

export interface GeneratedOrganization {
  organizationId: string;
  name: string;
  locations: { id: string; name: string }[];
  /** Every staff member's password (the demo one); their PIN is the demo PIN. */
  password: string;
  /** Staff working at every location, administrators first. */
  organizationWideStaff: GeneratedStaff[];
  staffCount: number;
  clientCount: number;
  /** The first and last MR numbers handed out (the counter's range for this organization). */
  mrNumbers: { first: string; last: string };
}

/** Clients written per transaction: about 6 rows each, well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1_000;
const MR_PREFIX = "HRT-";

/** mulberry32: a small fast generator whose sequence is fixed by its seed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [value, w] of entries) if ((r -= w) < 0) return value;
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, weighted, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomOf>;

const LEVEL_ENTRIES = LEVEL_OF_CARE_IDS.map((id) => [id, LEVEL_WEIGHTS[id] ?? 1] as const);
const at = (date: string, hour: number): Date => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

interface PlannedStaff {
  role: StaffRole;
  firstName: string;
  lastName: string;
  email: string;
  /** Indexes into the locations; every one for organization-wide staff. */
  locations: number[];
}

interface PlannedChange {
  date: string;
  value: string;
  reason: string;
  by: number | null;
}

interface PlannedEpisode {
  admissionDate: string;
  dischargeDate: string | null;
  discharge: { type: DischargeType; reason: string; by: number | null } | null;
  anticipatedDischargeDate: string | null;
  primaryTherapist: number | null;
  admittedBy: number | null;
  /** Effective-dated, oldest first; the last one is the episode's current value. */
  levels: PlannedChange[];
  /** Location indexes as strings, effective-dated, oldest first. */
  locations: PlannedChange[];
}

interface PlannedClient {
  firstName: string;
  lastName: string;
  preferredName: string | null;
  dateOfBirth: string;
  sex: SexAssignedAtBirth;
  gender: string;
  pronouns: string | null;
  phone: string | null;
  email: string | null;
  status: "pending_admission" | "active" | "discharged";
  /** Where the client is now (their latest episode's location, or where intake registered them). */
  location: number;
  /** Pending admission: the intended level, or none yet; else the latest episode's. */
  levelOfCare: string | null;
  /** Oldest first; the last one open when active. */
  episodes: PlannedEpisode[];
  createdAt: Date;
  createdBy: number | null;
  labels: number[];
  demographics: {
    addressLine1: string | null;
    city: string;
    postalCode: string | null;
    preferredLanguage: string;
    emergencyContactName: string | null;
    emergencyContactRelationship: string | null;
    emergencyContactPhone: string | null;
    referralSource: string;
  };
}

interface Plan {
  name: string;
  locations: string[];
  staff: PlannedStaff[];
  clients: PlannedClient[];
}

function planStaff(random: Random, locationCount: number, organizationWide: number, domain: string): PlannedStaff[] {
  const person = (role: StaffRole, email: string, at: number[]): PlannedStaff => ({
    role,
    firstName: random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    email,
    locations: at,
  });
  const everywhere = Array.from({ length: locationCount }, (_, i) => i);
  const staff: PlannedStaff[] = [];
  const counts = new Map<StaffRole, number>();
  for (let i = 0; i < organizationWide; i += 1) {
    const role = ORGANIZATION_WIDE_ROLES[i % ORGANIZATION_WIDE_ROLES.length]!;
    const n = (counts.get(role) ?? 0) + 1;
    counts.set(role, n);
    staff.push(person(role, `${role}${n}@${domain}`, everywhere));
  }
  for (let l = 0; l < locationCount; l += 1)
    for (const [role, count] of STAFF_PER_LOCATION)
      for (let n = 1; n <= count; n += 1) staff.push(person(role, `${role}${n}.location${l + 1}@${domain}`, [l]));
  return staff;
}

/** Which staff work at each location, by role (indexes into the staff). */
function staffByLocation(staff: PlannedStaff[], locationCount: number) {
  const at = Array.from({ length: locationCount }, () => ({ clinicians: [] as number[], admissions: [] as number[] }));
  staff.forEach((s, i) => {
    // Organization-wide staff are everywhere; the location's own staff carry its case load and admissions.
    if (s.locations.length !== 1) return;
    const here = at[s.locations[0]!]!;
    if (s.role === "therapist" || s.role === "supervisor") here.clinicians.push(i);
    if (s.role === "admissions") here.admissions.push(i);
  });
  return at;
}

function planClients(
  random: Random,
  count: number,
  locationCount: number,
  towns: string[],
  staffAt: ReturnType<typeof staffByLocation>,
  today: string,
): PlannedClient[] {
  // Some locations are larger facilities than others.
  const locationEntries = Array.from({ length: locationCount }, (_, l) => [l, 1 + ((l * 7) % 5)] as const);
  const therapistAt = (l: number) => (random.chance(0.9) ? random.pick(staffAt[l]!.clinicians) : null);
  const admissionsAt = (l: number) => random.pick(staffAt[l]!.admissions);
  const planned: PlannedClient[] = [];

  const episode = (location: number, admissionDate: string, end: string | null): PlannedEpisode => {
    const primaryTherapist = therapistAt(location);
    const admittedBy = admissionsAt(location);
    const level = random.weighted(LEVEL_ENTRIES);
    const levels: PlannedChange[] = [{ date: admissionDate, value: level, reason: "Admission", by: admittedBy }];
    const locations: PlannedChange[] = [
      { date: admissionDate, value: String(location), reason: "Admission", by: admittedBy },
    ];
    const length = daysBetween(admissionDate, end ?? today);
    const stepDown = STEP_DOWN[level];
    if (stepDown && length >= 14 && random.chance(0.3))
      levels.push({
        date: addDays(admissionDate, random.int(7, Math.min(length - 1, 60))),
        value: stepDown,
        reason: random.pick(STEP_DOWN_REASONS),
        by: primaryTherapist,
      });
    let therapist = primaryTherapist;
    if (locationCount > 1 && length >= 21 && random.chance(0.03)) {
      let to = random.int(0, locationCount - 2);
      if (to >= location) to += 1;
      therapist = therapistAt(to);
      locations.push({
        date: addDays(admissionDate, random.int(10, length - 1)),
        value: String(to),
        reason: "Transfer closer to family",
        by: admissionsAt(to),
      });
    }
    return {
      admissionDate,
      dischargeDate: end,
      discharge: null,
      anticipatedDischargeDate: end === null && random.chance(0.6) ? addDays(admissionDate, random.int(28, 120)) : null,
      primaryTherapist: therapist,
      admittedBy,
      levels,
      locations,
    };
  };
  const discharge = (e: PlannedEpisode): PlannedEpisode => {
    const [type, , reason] = random.weighted(DISCHARGES.map((d) => [d, d[1]] as const));
    return { ...e, discharge: { type, reason, by: e.primaryTherapist } };
  };

  for (let i = 0; i < count; i += 1) {
    const status = random.weighted([
      ["active", 78],
      ["pending_admission", 8],
      ["discharged", 14],
    ] as const);
    // A namesake born the same day now and then: the MR number (and nothing else) tells them apart.
    const twin = i > 0 && random.chance(0.01) ? planned[random.int(0, i - 1)]! : null;
    const sex: SexAssignedAtBirth = twin?.sex ?? (random.chance(0.5) ? "female" : "male");
    const firstName =
      twin?.firstName ??
      (random.chance(0.06)
        ? random.pick(UNISEX_FIRST_NAMES)
        : random.pick(sex === "female" ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES));
    const lastName = twin?.lastName ?? random.pick(LAST_NAMES);
    // Adults, most between their mid-twenties and mid-forties.
    const age = 18 + Math.floor(((random.next() + random.next() + random.next()) / 3) * 52);
    const dateOfBirth = twin?.dateOfBirth ?? addDays(today, -(age * 365 + random.int(0, 364)));
    const identity = random.weighted([
      ["cis", 95],
      ["non-binary", 3],
      ["trans", 2],
    ] as const);
    const gender =
      identity === "non-binary"
        ? "Non-binary"
        : identity === "trans"
          ? sex === "female"
            ? "Transgender man"
            : "Transgender woman"
          : sex === "female"
            ? "Female"
            : "Male";
    const pronouns = random.chance(0.7)
      ? gender === "Non-binary"
        ? "they/them"
        : gender === "Female" || gender === "Transgender woman"
          ? "she/her"
          : "he/him"
      : null;
    let location = random.weighted(locationEntries);
    const episodes: PlannedEpisode[] = [];
    if (status !== "pending_admission") {
      // The latest episode: admitted within the last two years (a discharged one ended before today).
      const admitted = addDays(today, -random.int(status === "active" ? 0 : 8, 729));
      const latest =
        status === "active"
          ? episode(location, admitted, null)
          : discharge(
              episode(
                location,
                admitted,
                addDays(admitted, random.int(5, Math.min(120, daysBetween(admitted, today) - 1))),
              ),
            );
      // Readmissions: an earlier episode, discharged a while before this one began.
      if (random.chance(status === "active" ? 0.08 : 0.06)) {
        const ended = addDays(admitted, -random.int(14, 180));
        const earlierLocation = random.chance(0.8) ? location : random.weighted(locationEntries);
        episodes.push(discharge(episode(earlierLocation, addDays(ended, -random.int(7, 60)), ended)));
      }
      episodes.push(latest);
      location = Number(latest.locations[latest.locations.length - 1]!.value);
    }
    const latest = episodes[episodes.length - 1];
    const firstAdmission = episodes[0]?.admissionDate;
    const phone = random.chance(0.92)
      ? `(555) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, "0")}`
      : null;
    const spanish = random.chance(0.1);
    planned.push({
      firstName,
      lastName,
      preferredName: random.chance(0.08) ? (NICKNAMES[firstName] ?? random.pick(OTHER_PREFERRED)) : null,
      dateOfBirth,
      sex,
      gender,
      pronouns,
      phone,
      email: random.chance(0.55)
        ? `${firstName}.${lastName}${random.int(1, 99)}@example.test`.toLowerCase().replace(/[^a-z0-9.@]/g, "")
        : null,
      status,
      location,
      levelOfCare: latest
        ? latest.levels[latest.levels.length - 1]!.value
        : random.chance(0.5)
          ? random.weighted(LEVEL_ENTRIES)
          : null,
      episodes,
      createdAt: firstAdmission
        ? at(addDays(firstAdmission, -random.int(0, 10)), 15)
        : at(addDays(today, -random.int(0, 30)), 16),
      createdBy: admissionsAt(episodes[0] ? Number(episodes[0].locations[0]!.value) : location),
      labels: LABELS.flatMap((l, n) =>
        random.chance(l.share) || (l.name === "Spanish-speaking" && spanish) ? [n] : [],
      ),
      demographics: {
        addressLine1: random.chance(0.85) ? `${random.int(10, 9999)} ${random.pick(STREETS)}` : null,
        city: towns[location]!,
        postalCode: random.chance(0.85) ? String(random.int(90001, 96162)) : null,
        preferredLanguage: spanish
          ? "Spanish"
          : random.chance(0.03)
            ? random.pick(["Vietnamese", "Tagalog", "Mandarin"])
            : "English",
        ...(random.chance(0.8)
          ? {
              emergencyContactName: `${random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${random.chance(0.6) ? lastName : random.pick(LAST_NAMES)}`,
              emergencyContactRelationship: random.pick(RELATIONSHIPS),
              emergencyContactPhone: `(555) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, "0")}`,
            }
          : { emergencyContactName: null, emergencyContactRelationship: null, emergencyContactPhone: null }),
        referralSource: random.pick(REFERRAL_SOURCES),
      },
    });
  }
  return planned;
}

/** The whole organization as data, before any row is written: a pure function of the options. */
function planOrganization(o: Required<Omit<GenerateOrganizationOptions, "onProgress">>): Plan {
  const towns = Array.from({ length: o.locations }, (_, l) => {
    const town = TOWNS[l % TOWNS.length]!;
    return l < TOWNS.length ? town : `${town} ${Math.floor(l / TOWNS.length) + 1}`;
  });
  // Separate streams: more staff (or locations' staff) must not reshuffle the clients.
  const staff = planStaff(randomOf(o.seed ^ 0x51a4f), o.locations, o.organizationWideStaff, o.emailDomain);
  const clientsPlan = planClients(
    randomOf(o.seed),
    o.clients,
    o.locations,
    towns,
    staffByLocation(staff, o.locations),
    o.today,
  );
  return {
    name: `Evergreen Recovery Network (generated, seed ${o.seed})`,
    locations: towns,
    staff,
    clients: clientsPlan,
  };
}

/**
 * Writes a generated organization into a migrated database beside whatever it holds, and says what it
 * made. Throws when this e-mail domain (by default: this seed) was generated into the database before.
 */
export async function generateOrganization(
  db: Db,
  options: GenerateOrganizationOptions,
): Promise<GeneratedOrganization> {
  const seed = options.seed ?? 1;
  const o = {
    locations: options.locations,
    clients: options.clients,
    seed,
    organizationWideStaff: options.organizationWideStaff ?? 20,
    today: options.today ?? todayInZone(),
    emailDomain: options.emailDomain ?? `large-${seed}.hearth.test`,
  };
  if (!Number.isInteger(o.locations) || o.locations < 1)
    throw new Error("locations must be a whole number of at least 1");
  if (!Number.isInteger(o.clients) || o.clients < 0) throw new Error("clients must be a whole number");
  if (o.organizationWideStaff < 1) throw new Error("organizationWideStaff must be at least 1 (an administrator)");
  const [taken] = await db
    .select({ email: users.email })
    .from(users)
    .where(like(users.email, `%@${o.emailDomain}`))
    .limit(1);
  if (taken)
    throw new Error(
      `Staff of ${o.emailDomain} exist already: this seed was generated into the database before; pick another seed.`,
    );

  const plan = planOrganization(o);
  // argon2 is slow on purpose: one hash serves every generated account.
  const [passwordHash, pinHash] = await Promise.all([hashSecret(DEMO_PASSWORD), hashSecret(DEMO_PIN)]);

  const setup = await db.transaction(async (tx) => {
    const [org] = await tx.insert(organizations).values({ name: plan.name }).returning();
    const organizationId = org!.id;
    const locationRows = await tx
      .insert(locations)
      .values(plan.locations.map((name) => ({ organizationId, name })))
      .returning({ id: locations.id, name: locations.name });
    const staffRows = await tx
      .insert(users)
      .values(
        plan.staff.map((s, i) => ({
          organizationId,
          email: s.email,
          passwordHash,
          pinHash,
          role: s.role,
          firstName: s.firstName,
          lastName: s.lastName,
          phone: `(555) 010-${String(i).padStart(4, "0")}`,
          defaultLocationId: locationRows[s.locations[0]!]!.id,
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(userLocations)
      .values(
        plan.staff.flatMap((s, i) =>
          s.locations.map((l) => ({ userId: staffRows[i]!.id, locationId: locationRows[l]!.id })),
        ),
      );
    const labelRows = await tx
      .insert(labels)
      .values(LABELS.map((l) => ({ organizationId, name: l.name, color: l.color, createdBy: staffRows[0]!.id })))
      .returning({ id: labels.id });
    await tx.insert(clientMrNumbers).values({ organizationId, prefix: MR_PREFIX, lastNumber: 0 });
    return { organizationId, locationRows, staffIds: staffRows.map((r) => r.id), labelIds: labelRows.map((r) => r.id) };
  });

  const { organizationId, locationRows, staffIds, labelIds } = setup;
  const staffId = (i: number | null) => (i === null ? null : staffIds[i]!);
  const locationId = (l: number | string) => locationRows[Number(l)]!.id;
  let firstNumber = 0;
  let lastNumber = 0;
  for (let from = 0; from < plan.clients.length; from += CHUNK) {
    const chunk = plan.clients.slice(from, from + CHUNK);
    await db.transaction(async (tx) => {
      // The chunk's numbers from the organization's counter, as intake takes one.
      const [counter] = await tx
        .update(clientMrNumbers)
        .set({ lastNumber: sql`${clientMrNumbers.lastNumber} + ${chunk.length}` })
        .where(eq(clientMrNumbers.organizationId, organizationId))
        .returning();
      const first = counter!.lastNumber - chunk.length + 1;
      if (firstNumber === 0) firstNumber = first;
      lastNumber = counter!.lastNumber;

      const clientIds = chunk.map(() => crypto.randomUUID());
      await tx.insert(clients).values(
        chunk.map((c, j) => {
          const latest = c.episodes[c.episodes.length - 1];
          return {
            id: clientIds[j]!,
            organizationId,
            mrNo: formatMrNo(counter!.prefix, first + j),
            status: c.status,
            firstName: c.firstName,
            lastName: c.lastName,
            preferredName: c.preferredName,
            dateOfBirth: c.dateOfBirth,
            gender: c.gender,
            phone: c.phone,
            email: c.email,
            levelOfCare: c.levelOfCare,
            locationId: locationId(c.location),
            admissionDate: latest?.admissionDate ?? null,
            anticipatedDischargeDate: latest?.anticipatedDischargeDate ?? null,
            dischargeDate: latest?.dischargeDate ?? null,
            primaryTherapistId: staffId(latest?.primaryTherapist ?? null),
            createdBy: staffId(c.createdBy),
            createdAt: c.createdAt,
            updatedAt: latest ? at(latest.dischargeDate ?? latest.admissionDate, 18) : c.createdAt,
          };
        }),
      );
      await tx.insert(clientDemographics).values(
        chunk.map((c, j) => ({
          clientId: clientIds[j]!,
          version: 1,
          firstName: c.firstName,
          lastName: c.lastName,
          preferredName: c.preferredName,
          dateOfBirth: c.dateOfBirth,
          sexAssignedAtBirth: c.sex,
          genderIdentity: c.gender,
          pronouns: c.pronouns,
          phone: c.phone,
          email: c.email,
          addressLine1: c.demographics.addressLine1,
          city: c.demographics.city,
          state: "CA",
          postalCode: c.demographics.postalCode,
          preferredLanguage: c.demographics.preferredLanguage,
          emergencyContactName: c.demographics.emergencyContactName,
          emergencyContactRelationship: c.demographics.emergencyContactRelationship,
          emergencyContactPhone: c.demographics.emergencyContactPhone,
          referralSource: c.demographics.referralSource,
          changedBy: staffId(c.createdBy),
          changedAt: c.createdAt,
        })),
      );

      const episodes = chunk.flatMap((c, j) =>
        c.episodes.map((e, n) => ({ e, clientId: clientIds[j]!, number: n + 1, id: crypto.randomUUID() })),
      );
      if (episodes.length) {
        await tx.insert(clientEpisodes).values(
          episodes.map(({ e, clientId, number, id }) => ({
            id,
            organizationId,
            clientId,
            episodeNumber: number,
            locationId: locationId(e.locations[e.locations.length - 1]!.value),
            admissionDate: e.admissionDate,
            levelOfCare: e.levels[e.levels.length - 1]!.value,
            primaryTherapistId: staffId(e.primaryTherapist),
            anticipatedDischargeDate: e.anticipatedDischargeDate,
            admittedBy: staffId(e.admittedBy),
            admittedAt: at(e.admissionDate, 17),
            dischargeDate: e.dischargeDate,
            dischargeType: e.discharge?.type ?? null,
            dischargeReason: e.discharge?.reason ?? null,
            dischargedBy: e.discharge ? staffId(e.discharge.by) : null,
            dischargedAt: e.dischargeDate ? at(e.dischargeDate, 18) : null,
          })),
        );
        const history = (changesOf: (e: PlannedEpisode) => PlannedChange[]) =>
          episodes.flatMap(({ e, clientId, id }) =>
            changesOf(e).map((change) => ({
              clientId,
              episodeId: id,
              effectiveDate: change.date,
              reason: change.reason,
              changedBy: staffId(change.by),
              changedAt: at(change.date, 17),
              value: change.value,
            })),
          );
        await tx
          .insert(clientLevelOfCareHistory)
          .values(history((e) => e.levels).map(({ value, ...row }) => ({ ...row, levelOfCare: value })));
        await tx
          .insert(clientLocationHistory)
          .values(history((e) => e.locations).map(({ value, ...row }) => ({ ...row, locationId: locationId(value) })));
      }
      const labelled = chunk.flatMap((c, j) =>
        c.labels.map((n) => ({
          clientId: clientIds[j]!,
          labelId: labelIds[n]!,
          addedBy: staffId(c.createdBy),
          addedAt: c.createdAt,
        })),
      );
      if (labelled.length) await tx.insert(clientLabels).values(labelled);
    });
    options.onProgress?.(Math.min(from + CHUNK, plan.clients.length), plan.clients.length);
  }
  // Planner statistics for what was just written, as after any bulk load: the planner would otherwise
  // plan for the tables as they were (empty, in a fresh database) until autovacuum gets to them, and
  // embedded PGlite has no autovacuum.
  const written = [
    organizations,
    locations,
    users,
    userLocations,
    labels,
    clientMrNumbers,
    clients,
    clientDemographics,
    clientEpisodes,
    clientLevelOfCareHistory,
    clientLocationHistory,
    clientLabels,
  ];
  await db.execute(sql`ANALYZE ${sql.join(written, sql`, `)}`);

  return {
    organizationId,
    name: plan.name,
    locations: locationRows,
    password: DEMO_PASSWORD,
    organizationWideStaff: plan.staff
      .slice(0, o.organizationWideStaff)
      .map((s, i) => ({ id: staffIds[i]!, email: s.email, role: s.role })),
    staffCount: plan.staff.length,
    clientCount: plan.clients.length,
    mrNumbers: {
      first: plan.clients.length ? formatMrNo(MR_PREFIX, firstNumber) : "",
      last: plan.clients.length ? formatMrNo(MR_PREFIX, lastNumber) : "",
    },
  };
}
