/**
 * API-side fixtures for gateway tests (only gateway/test may import the API): a fresh staff user,
 * and the API alone on a real port, for gateways in other processes.
 */
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { Role } from "@hearth/schema";
import { userLocations } from "../../apps/api/src/db/schema";
import { postToBoard } from "../../apps/api/src/domains/board/producers";
import { markSubjectDone, notifyUsers } from "../../apps/api/src/domains/notifications/producers";
import { buildClinician, demoOrganization } from "../../apps/api/src/test/factories";
import { startTestApi } from "../../apps/api/src/test/harness";
import type { TestApi } from "../../apps/api/src/test/harness";

export type { TestApi };

/** A new active therapist at the demo organization's Riverside location, with their password. */
export async function newStaffUser(
  api: TestApi,
): Promise<{ id: string; email: string; password: string; role: Role; tokenVersion: number }> {
  const org = await demoOrganization(api.api.deps.db);
  return buildClinician(api.api.deps.db, { organizationId: org.organizationId, locationIds: [org.riverside] });
}

/** The demo organization's two locations. */
export async function demoLocations(api: TestApi): Promise<{ riverside: string; hillcrest: string }> {
  const { riverside, hillcrest } = await demoOrganization(api.api.deps.db);
  return { riverside, hillcrest };
}

/** A TCP port free right now, so that processes can be told the API's address before it listens. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The API on its own port (http://127.0.0.1:<port>, any free one by default), as gateways on other machines reach it. */
export async function startApiOverHttp(
  o: { schedulerTickMs?: number; port?: number; busChannel?: string } = {},
): Promise<{ t: TestApi; apiUrl: string }> {
  const t = await startTestApi({ schedulerTickMs: o.schedulerTickMs, busChannel: o.busChannel });
  await t.app.listen({ port: o.port ?? 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  return { t, apiUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

/** A line on a location's live board, written and relayed as a check-in's would be. */
export async function postBoardLine(
  api: TestApi,
  o: { locationId: string; title: string; actorId: string },
): Promise<void> {
  const db = api.api.deps.db;
  const { organizationId } = await demoOrganization(db);
  await db.transaction((tx) =>
    postToBoard(tx as unknown as typeof db, {
      organizationId,
      locationId: o.locationId,
      kind: "check_in",
      title: o.title,
      actorId: o.actorId,
    }),
  );
  await api.api.deps.relay.flush();
}

/** Takes a user off a location, as an admin editing their assignments would. */
export async function unassignLocation(api: TestApi, userId: string, locationId: string): Promise<void> {
  await api.api.deps.db
    .delete(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)));
}

/** A new active therapist of the demo organization working at no location. */
export async function newUnassignedStaffUser(api: TestApi): Promise<{ id: string; email: string; password: string }> {
  const org = await demoOrganization(api.api.deps.db);
  return buildClinician(api.api.deps.db, { organizationId: org.organizationId, locationIds: [] });
}

/**
 * A "note to approve" for the user about a note (the id is made up), and a way to deal with that
 * note as an approval would: its notifications done, in a transaction, relayed.
 */
export async function noteToApprove(
  api: TestApi,
  userId: string,
): Promise<{ id: string; markDone: () => Promise<void> }> {
  const db = api.api.deps.db;
  const subject = { type: "group_note" as const, id: randomUUID() };
  const [row] = await db.transaction((tx) =>
    notifyUsers(
      tx as unknown as typeof db,
      [userId],
      {
        type: "group_note_submitted",
        title: "Group note to approve",
        body: "Relapse Prevention",
        link: `/approvals?note=${subject.id}`,
        subject,
      },
      null,
    ),
  );
  await api.api.deps.relay.flush();
  return {
    id: row!.id,
    markDone: async () => {
      await db.transaction((tx) => markSubjectDone(tx as unknown as typeof db, subject, ["group_note_submitted"]));
      await api.api.deps.relay.flush();
    },
  };
}
