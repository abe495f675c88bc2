/** The demo seed: runs only on an empty database, only when demo seeding is on. */
import { count, sql } from "drizzle-orm";
import type { StaffRole } from "@hearth/schema";
import type { Db } from "./client";
import {
  clientEpisodes,
  clientLevelOfCareHistory,
  clientLocationHistory,
  clientMrNumbers,
  clients,
  groupFacilitators,
  groupMembers,
  groups,
  locations,
  notifications,
  organizations,
  programs,
  rooms,
  userLocations,
  users,
} from "./schema";
import { hashSecret } from "../domains/auth/passwords";
import { generateForGroups } from "../domains/groupTherapy/groupSessions/generate";
import { seedMessaging } from "../domains/messaging/seed";
import { seedEvents } from "../domains/events/seed";
import { seedTasks } from "../domains/tasks/seed";
import { seedDemographics } from "../domains/clients/demographics/seed";
import { seedLabels } from "../domains/clients/labels/seed";
import { todayInZone, weekOf } from "../kernel/time";
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_CLIENT_EMAIL,
  DEMO_GROUPS,
  DEMO_NOTIFIED,
  DEMO_ORGANIZATION,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_PROGRAMS,
  DEMO_ROOMS,
  DEMO_STAFF,
  HILLCREST,
  RIVERSIDE,
  demoClients,
} from "./seedData";

const SEED_LOCK_KEY = 7_311_202_612;

/** Seeds the demo organization if the database holds no organization yet; returns whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(organizations);
  if ((existing?.n ?? 0) > 0) return false;
  // argon2 is slow on purpose: one PIN hash serves every account (each password keeps its own salt).
  const [passwordHashes, pinHash] = await Promise.all([
    Promise.all([...DEMO_STAFF, null].map(() => hashSecret(DEMO_PASSWORD))),
    hashSecret(DEMO_PIN),
  ]);
  return db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second waits, then sees the seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(organizations);
    if ((again?.n ?? 0) > 0) return false;
    const [org] = await tx.insert(organizations).values({ name: DEMO_ORGANIZATION }).returning();
    const locs = await tx
      .insert(locations)
      .values([
        { organizationId: org!.id, name: RIVERSIDE },
        { organizationId: org!.id, name: HILLCREST },
      ])
      .returning();
    const locationId = (name: string) => locs.find((l) => l.name === name)!.id;

    const staff = await tx
      .insert(users)
      .values(
        DEMO_STAFF.map((s, i) => ({
          organizationId: org!.id,
          email: s.email,
          passwordHash: passwordHashes[i]!,
          pinHash,
          role: s.role,
          firstName: s.firstName,
          lastName: s.lastName,
          phone: `(555) 010-${String(1000 + i).slice(-4)}`,
          defaultLocationId: locationId(s.locations[0]!),
        })),
      )
      .returning();
    await tx
      .insert(userLocations)
      .values(
        DEMO_STAFF.flatMap((s, i) => s.locations.map((l) => ({ userId: staff[i]!.id, locationId: locationId(l) }))),
      );
    const byRole = (role: string) => staff.find((u) => u.role === role)!.id;

    const demo = demoClients();
    const inserted = await tx
      .insert(clients)
      .values(
        demo.map((c) => ({
          organizationId: org!.id,
          mrNo: c.mrNo,
          status: "active" as const,
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

    await seedEpisodes(tx, org!.id, inserted);
    await seedDemographics(tx, inserted);
    await seedLabels(tx, org!.id, byRole("admin"), inserted);

    // The portal user is the first client, at Riverside.
    const portal = inserted[0]!;
    await tx.insert(users).values({
      organizationId: org!.id,
      email: DEMO_CLIENT_EMAIL,
      passwordHash: passwordHashes[DEMO_STAFF.length]!,
      role: "client",
      firstName: portal.firstName,
      lastName: portal.lastName,
      clientId: portal.id,
      defaultLocationId: portal.locationId,
    });

    await seedGroupTherapy(tx, {
      organizationId: org!.id,
      locationId,
      staffId: (role) => byRole(role),
      clients: inserted.map((c) => ({ id: c.id, locationId: c.locationId })),
    });
    await seedNotifications(tx, byRole);
    await seedMessaging(tx, org!.id, byRole);
    await seedEvents(tx, org!.id, locationId, byRole);
    await seedTasks(tx, org!.id, byRole, inserted, locationId(RIVERSIDE));
    return true;
  });
}

/** Each demo client's first episode of care, as admission would have recorded it, and the MR-number counter past them. */
async function seedEpisodes(tx: Db, organizationId: string, admitted: (typeof clients.$inferSelect)[]): Promise<void> {
  const episodes = await tx
    .insert(clientEpisodes)
    .values(
      admitted.map((c) => ({
        organizationId,
        clientId: c.id,
        episodeNumber: 1,
        locationId: c.locationId,
        admissionDate: c.admissionDate!,
        levelOfCare: c.levelOfCare!,
        primaryTherapistId: c.primaryTherapistId,
      })),
    )
    .returning();
  const history = episodes.map((e) => ({
    clientId: e.clientId,
    episodeId: e.id,
    effectiveDate: e.admissionDate,
    reason: "Admission",
  }));
  await tx
    .insert(clientLevelOfCareHistory)
    .values(history.map((h, i) => ({ ...h, levelOfCare: episodes[i]!.levelOfCare })));
  await tx.insert(clientLocationHistory).values(history.map((h, i) => ({ ...h, locationId: episodes[i]!.locationId })));
  await tx.insert(clientMrNumbers).values({ organizationId, prefix: "HRT-", lastNumber: 100 + admitted.length });
}

interface SeedIds {
  organizationId: string;
  locationId: (name: typeof RIVERSIDE | typeof HILLCREST) => string;
  staffId: (role: StaffRole) => string;
  /** The demo clients in `demoClients` order. */
  clients: { id: string; locationId: string }[];
}

/** Programs, rooms, three groups, and this week's sessions with their notes; sessions go through the same code as POST /group-sessions/generate. */
async function seedGroupTherapy(tx: Db, ids: SeedIds): Promise<void> {
  const programRows = await tx
    .insert(programs)
    .values(
      DEMO_PROGRAMS.map((p) => ({
        organizationId: ids.organizationId,
        locationId: ids.locationId(p.location),
        name: p.name,
        levelOfCare: p.levelOfCare,
      })),
    )
    .returning();
  const roomRows = await tx
    .insert(rooms)
    .values(
      DEMO_ROOMS.map((r) => ({
        organizationId: ids.organizationId,
        locationId: ids.locationId(r.location),
        name: r.name,
        capacity: r.capacity,
      })),
    )
    .returning();
  const groupRows = await tx
    .insert(groups)
    .values(
      DEMO_GROUPS.map((g) => ({
        organizationId: ids.organizationId,
        locationId: ids.locationId(g.location),
        programId: programRows.find((p) => p.name === g.program)!.id,
        name: g.name,
        description: g.description,
        roomId: roomRows.find((r) => r.name === g.room)!.id,
        serviceCode: g.serviceCode,
        schedule: g.weekdays.map((weekday) => ({ weekday, startTime: g.startTime, endTime: g.endTime })),
      })),
    )
    .returning();
  for (const g of DEMO_GROUPS) {
    const groupId = groupRows.find((r) => r.name === g.name)!.id;
    const locationId = ids.locationId(g.location);
    await tx.insert(groupFacilitators).values(g.facilitators.map((role) => ({ groupId, userId: ids.staffId(role) })));
    const roster = ids.clients
      .filter((c) => c.locationId === locationId)
      .slice(g.roster.from, g.roster.from + g.roster.count);
    await tx.insert(groupMembers).values(roster.map((c) => ({ groupId, clientId: c.id })));
  }
  const week = weekOf(todayInZone());
  await generateForGroups(tx, groupRows, week.from, week.to, { actorId: null, publish: false });
}

/** The admin's announcements in the demo supervisor's and therapist's feeds. Rows only: nobody is listening to a seed. */
async function seedNotifications(tx: Db, staffId: (role: StaffRole) => string): Promise<void> {
  const now = Date.now();
  await tx.insert(notifications).values(
    DEMO_NOTIFIED.flatMap((role) =>
      DEMO_ANNOUNCEMENTS.map((a) => {
        const createdAt = new Date(now - a.hoursAgo * 3_600_000);
        return {
          userId: staffId(role),
          type: "announcement" as const,
          title: a.title,
          body: a.body,
          createdBy: staffId("admin"),
          createdAt,
          readAt: a.read ? new Date(createdAt.getTime() + 600_000) : null,
        };
      }),
    ),
  );
}
