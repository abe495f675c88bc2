import { expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { startedSlot } from "./sessionSlots";
import { apiLogin } from "./support";

/** Today on the facility's clock (the server zone), YYYY-MM-DD: sessions are dated there. */
export const todayInServerZone = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

/** A GraphQL call with a demo user's bearer token, for setting up a test; fails the test on errors. */
export async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

export interface Staff {
  token: string;
  id: string;
}

export async function staff(request: APIRequestContext, who: string): Promise<Staff> {
  const { access_token, user } = await apiLogin(request, who);
  return { token: access_token, id: user.id };
}

export interface TestSession {
  sessionId: string;
  noteId: string;
  date: string;
  startTime: string;
  endTime: string;
  clients: { id: string; fullname: string; mrNo: string }[];
}

/**
 * An ad hoc session of a seeded group, created by `creator` through GraphQL, its roster cut down
 * to the first `keep` clients (a new session starts with the group's whole roster). By default an
 * hour of today that started a few minutes ago (sessionSlots.ts: only then are check-in, the note
 * and signing open); `date` and times for one that has not.
 */
export async function createSession(
  request: APIRequestContext,
  creator: Staff,
  o: {
    groupName: string;
    date?: string;
    startTime?: string;
    endTime?: string;
    topic: string;
    facilitatorId?: string;
    coFacilitatorIds?: string[];
    keep?: number;
  },
): Promise<TestSession> {
  const slot =
    o.startTime && o.endTime
      ? { date: o.date ?? todayInServerZone(), startTime: o.startTime, endTime: o.endTime }
      : startedSlot();
  const { groups } = await gql<{ groups: { results: { id: string; name: string }[] } }>(
    request,
    creator.token,
    `query ($q: String) { groups(filter: { searchQuery: $q }) { results { id name } } }`,
    { q: o.groupName },
  );
  const group = groups.results.find((g) => g.name === o.groupName);
  expect(group, `the seeded group ${o.groupName}`).toBeDefined();
  const { createGroupSession } = await gql<{ createGroupSession: { id: string; noteId: string } }>(
    request,
    creator.token,
    `mutation ($input: GroupSessionInput!) { createGroupSession(input: $input) { id noteId } }`,
    {
      input: {
        groupId: group!.id,
        ...slot,
        topic: o.topic,
        facilitatorId: o.facilitatorId,
        coFacilitatorIds: o.coFacilitatorIds,
      },
    },
  );
  const { groupNote } = await gql<{
    groupNote: { attendance: { client: { id: string; fullname: string; mrNo: string } }[] };
  }>(request, creator.token, `query ($id: ID!) { groupNote(id: $id) { attendance { client { id fullname mrNo } } } }`, {
    id: createGroupSession.noteId,
  });
  const clients = groupNote.attendance.map((entry) => entry.client);
  const keep = o.keep ?? clients.length;
  for (const client of clients.slice(keep)) {
    await gql(
      request,
      creator.token,
      `mutation ($s: ID!, $c: ID!) { removeSessionClient(sessionId: $s, clientId: $c) { id } }`,
      { s: createGroupSession.id, c: client.id },
    );
  }
  return {
    sessionId: createGroupSession.id,
    noteId: createGroupSession.noteId,
    clients: clients.slice(0, keep),
    ...slot,
  };
}

/** Co-signs a submitted note as its co-facilitator or an additional signee (PIN 1234): approval waits for every such signature. */
export async function coSign(request: APIRequestContext, signer: Staff, noteId: string): Promise<void> {
  await gql(
    request,
    signer.token,
    `mutation ($id: ID!) { signGroupNote(id: $id, signature: { pin: "1234" }) { id } }`,
    { id: noteId },
  );
}

/** The save state of a note page ("Saved", "Saving…", …). */
export const saveState = (page: Page) => page.getByRole("status", { name: "Save state" });

/** Types at the end of a note editor, as a person would after clicking into it. */
export async function typeAtEnd(page: Page, testId: string, text: string): Promise<void> {
  const editor = page.getByTestId(testId);
  await editor.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(text);
}

/** Marks a client's attendance in the attendance table. */
export async function markAttendance(page: Page, clientName: string, status: string): Promise<void> {
  await page.getByRole("combobox", { name: `Attendance of ${clientName}` }).click();
  await page.getByRole("option", { name: status, exact: true }).click();
}
