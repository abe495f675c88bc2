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
import type { StaffRole } from "@hearth/schema";
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
import { todayInZone } from "../kernel/time";
import { DEMO_PASSWORD, DEMO_PIN } from "./seedData";
import { LABELS } from "./generatedOrganizationData";
import { MR_PREFIX, at, planOrganization } from "./organizationPlan";
import type { PlannedChange, PlannedEpisode } from "./organizationPlan";

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
