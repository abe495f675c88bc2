/**
 * Groups: `buildGroup` straight into the database, with its facilitators and roster; `groupWorld`
 * through a gateway, as the web app makes a program and a group at Riverside (admin).
 */
import { randomBytes } from "node:crypto";
import type { ScheduleSlot } from "@hearth/schema";
import type { Db } from "../../../../apps/api/src/db/client";
import { groupFacilitators, groupMembers, groups } from "../../../../apps/api/src/db/schema";
import type { GroupRow } from "../../../../apps/api/src/db/schema";
import { DEMO_DOMAIN } from "../../../../apps/api/src/db/seedData";
import { dataOf } from "../graphql";
import type { GraphQLHarness } from "../graphql";
import { buildProgram } from "./programs";

const unique = () => randomBytes(4).toString("hex");

export interface GroupOverrides {
  organizationId: string;
  locationId: string;
  facilitatorIds: string[];
  clientIds: string[];
  /** Defaults to Monday, Wednesday and Friday, 10:00–11:00. */
  schedule?: ScheduleSlot[];
  programId?: string;
  roomId?: string | null;
  name?: string;
  serviceCode?: string | null;
  active?: boolean;
}

/** A group with its facilitators and roster; a program of the location is made when none is given. */
export async function buildGroup(db: Db, o: GroupOverrides): Promise<GroupRow> {
  const programId =
    o.programId ?? (await buildProgram(db, { organizationId: o.organizationId, locationId: o.locationId })).id;
  const [group] = await db
    .insert(groups)
    .values({
      organizationId: o.organizationId,
      locationId: o.locationId,
      programId,
      name: o.name ?? `Group ${unique()}`,
      roomId: o.roomId ?? null,
      serviceCode: o.serviceCode === undefined ? "H0005" : o.serviceCode,
      schedule: o.schedule ?? [1, 3, 5].map((weekday) => ({ weekday, startTime: "10:00", endTime: "11:00" })),
      active: o.active ?? true,
    })
    .returning();
  if (o.facilitatorIds.length)
    await db.insert(groupFacilitators).values(o.facilitatorIds.map((userId) => ({ groupId: group!.id, userId })));
  if (o.clientIds.length)
    await db.insert(groupMembers).values(o.clientIds.map((clientId) => ({ groupId: group!.id, clientId })));
  return group!;
}

export interface ClientRow {
  id: string;
  mrNo: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface GroupWorld {
  cookies: Record<string, string>;
  ids: Record<string, string>;
  riverside: string;
  hillcrest: string;
  clients: ClientRow[];
  groupId: string;
}

/**
 * Through the gateway: demo staff of `roles` (and the admin) signed in, the demo locations and
 * staff ids, and a new program and group at Riverside (the therapist facilitates; three clients).
 */
export async function groupWorld(h: GraphQLHarness, roles: readonly string[]): Promise<GroupWorld> {
  const cookies: Record<string, string> = {};
  for (const role of new Set(["admin", ...roles])) cookies[role] = await h.loginCookie(`${role}@${DEMO_DOMAIN}`);
  const me = dataOf(
    await h.graphql<{ me: { locations: { id: string; name: string }[] } }>(
      "{ me { locations { id name } } }",
      {},
      { cookie: cookies.admin! },
    ),
    "me",
  );
  const riverside = me.me.locations.find((l) => l.name.startsWith("Riverside"))!.id;
  const hillcrest = me.me.locations.find((l) => l.name.startsWith("Hillcrest"))!.id;
  const staff = dataOf(
    await h.graphql<{ clinicians: { results: { id: string; email: string }[] } }>(
      "{ clinicians(filter: { pageSize: 200 }) { results { id email } } }",
      {},
      { cookie: cookies.admin! },
    ),
    "clinicians",
  );
  const ids: Record<string, string> = {};
  for (const c of staff.clinicians.results) ids[c.email.split("@")[0]!] = c.id;

  const clients = dataOf(
    await h.graphql<{ clients: { results: ClientRow[] } }>(
      "query ($l: ID) { clients(filter: { locationId: $l, pageSize: 5 }) { results { id mrNo firstName lastName dateOfBirth } } }",
      { l: riverside },
      { cookie: cookies.admin! },
    ),
    "clients",
  ).clients.results;
  const program = dataOf(
    await h.graphql<{ createProgram: { id: string } }>(
      'mutation ($l: ID) { createProgram(input: { name: "Residential 3.5", locationId: $l, levelOfCare: "3.5" }) { id } }',
      { l: riverside },
      { cookie: cookies.admin! },
    ),
    "createProgram",
  ).createProgram;
  const group = dataOf(
    await h.graphql<{ createGroup: { id: string } }>(
      "mutation ($input: GroupInput!) { createGroup(input: $input) { id } }",
      {
        input: {
          name: `Relapse prevention ${Date.now()}`,
          programId: program.id,
          locationId: riverside,
          facilitatorIds: [ids.therapist],
          rosterClientIds: clients.slice(0, 3).map((c) => c.id),
          serviceCode: "H0005",
        },
      },
      { cookie: cookies.admin! },
    ),
    "createGroup",
  ).createGroup;
  return { cookies, ids, riverside, hillcrest, clients, groupId: group.id };
}
