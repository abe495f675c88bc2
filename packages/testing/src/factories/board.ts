/** The live board of a location. */
import type { TestApi } from "../../../../apps/api/src/test/harness";
import { postToBoard } from "../../../../apps/api/src/domains/board/producers";
import { demoOrganization } from "./organizations";

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
