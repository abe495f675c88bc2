/**
 * A generated organization planned as data before any row is written (generateOrganization.ts writes
 * it): staff, clients, their episodes of care and histories, a pure function of the options and seed.
 */
import { LEVEL_OF_CARE_IDS } from "@hearth/schema";
import type { DischargeType, SexAssignedAtBirth, StaffRole } from "@hearth/schema";
import { addDays } from "../kernel/time";
import type { GenerateOrganizationOptions } from "./generateOrganization";
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

export const MR_PREFIX = "HRT-";

/**
 * mulberry32: a small fast generator whose sequence is fixed by its seed. The clients benchmark draws its
 * requests with it too, so a seed names the same workload on every machine.
 */
export function randomOf(seed: number) {
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
export type Random = ReturnType<typeof randomOf>;

const LEVEL_ENTRIES = LEVEL_OF_CARE_IDS.map((id) => [id, LEVEL_WEIGHTS[id] ?? 1] as const);
export const at = (date: string, hour: number): Date => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface PlannedStaff {
  role: StaffRole;
  firstName: string;
  lastName: string;
  email: string;
  /** Indexes into the locations; every one for organization-wide staff. */
  locations: number[];
}

export interface PlannedChange {
  date: string;
  value: string;
  reason: string;
  by: number | null;
}

export interface PlannedEpisode {
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

export interface PlannedClient {
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

export interface Plan {
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
export function planOrganization(o: Required<Omit<GenerateOrganizationOptions, "onProgress">>): Plan {
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
