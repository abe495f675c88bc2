/** Notifications, written and relayed as the API's producers write them. */
import { randomUUID } from "node:crypto";
import type { TestApi } from "../../../../apps/api/src/test/harness";
import { markSubjectDone, notifyUsers } from "../../../../apps/api/src/domains/notifications/producers";

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
