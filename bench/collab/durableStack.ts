/**
 * Scenario (b): the real collab server beside the real API (PGlite in a temp dir, or PostgreSQL when
 * DATABASE_URL is set), composed on one Fastify instance by the collab integration tests' own
 * `startStack`, as the launcher composes them. Every update is stored through the group commit.
 *
 * Documents are `handoff.<locationId>` boards of the demo organization: the demo has two locations,
 * so the benchmark adds as many more as it needs ("Bench location n") and assigns the demo therapist
 * to all of them; one sign-in as that therapist gives the token every socket uses. The stack works
 * in a scratch database (PostgreSQL) or a temp directory (PGlite) that goes entirely at the end.
 */
import { eq } from "drizzle-orm";
import { locations, userLocations, users } from "../../apps/api/src/db/schema";
import { startStack } from "../../apps/collab/test/stack";
import type { RunningRelay } from "./common";

export const BENCH_ACCOUNT = "therapist@demo.hearth.test";

export interface DurableStack extends RunningRelay {
  /** Bearer token of the demo therapist, for every socket. */
  token: string;
  /** `handoff.<locationId>` of the bench locations, as many as asked for. */
  documents: string[];
}

export async function startDurableStack(documentCount: number): Promise<DurableStack> {
  const stack = await startStack();
  try {
    const { token, me } = await stack.login(BENCH_ACCOUNT);
    const db = stack.api.deps.db;
    const [user] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, me.id));
    if (!user) throw new Error(`${BENCH_ACCOUNT} has no user row`);
    const created = await db
      .insert(locations)
      .values(
        Array.from({ length: documentCount }, (_, i) => ({
          organizationId: user.organizationId,
          name: `Bench location ${i + 1}`,
        })),
      )
      .returning({ id: locations.id });
    const locationIds = created.map((row) => row.id);
    await db.insert(userLocations).values(locationIds.map((locationId) => ({ userId: me.id, locationId })));
    const documents = locationIds.map((id) => `handoff.${id}`);

    return {
      wsUrl: stack.main.wsUrl,
      token,
      documents,
      metrics: () => stack.main.collab.metrics(),
      async close() {
        // The collab server stores what it holds through the API before the database goes.
        await stack.main.collab.close();
        await stack.close();
      },
    };
  } catch (error) {
    await stack.close();
    throw error;
  }
}
