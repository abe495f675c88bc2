/**
 * Group-therapy fixtures made through the gateway itself, as the web app would make them: a
 * program and a group at Riverside (admin), then an ad hoc session by its facilitator.
 */
import { demo } from "./composed";
import type { Composed, GraphQLResponse } from "./composed";

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

/** Today in the server time zone, YYYY-MM-DD. */
export const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());

/** Data of a response, or a thrown error with the GraphQL errors (a fixture step must not fail). */
export function dataOf<T>(response: GraphQLResponse<T>, what: string): T {
  if (response.body.errors || !response.body.data) throw new Error(`${what} failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

export async function groupWorld(h: Composed, roles: readonly string[]): Promise<GroupWorld> {
  const cookies: Record<string, string> = {};
  for (const role of new Set(["admin", ...roles])) cookies[role] = await h.loginCookie(demo(role));
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

export interface SessionRow {
  id: string;
  noteId: string;
  noteStatus: string;
  attendance: { roster: number; unmarked: number };
}

/**
 * An ad hoc session of the world's group for today, created by its facilitator (the therapist):
 * all day, so it has started whenever the test runs and check-in, the note and signing are open.
 */
export async function adHocSession(h: Composed, w: GroupWorld, topic = "Coping with cravings"): Promise<SessionRow> {
  const response = await h.graphql<{ createGroupSession: SessionRow }>(
    "mutation ($input: GroupSessionInput!) { createGroupSession(input: $input) { id noteId noteStatus attendance { roster unmarked } } }",
    { input: { groupId: w.groupId, date: today(), startTime: "00:00", endTime: "23:59", topic } },
    { cookie: w.cookies.therapist! },
  );
  return dataOf(response, "createGroupSession").createGroupSession;
}
