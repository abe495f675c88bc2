/**
 * "access.narrowed": the one way a change that can narrow someone's access tells the open sockets.
 * Access is checked when a collab socket or a graphql-ws subscription opens; without this event a
 * nurse moved to another location would keep writing to her old location's handoff board. Every
 * change of that kind calls `announceAccessNarrowed` in its own transaction, naming the users
 * and the documents it concerns; the collab server and the gateway then ask this API again, with
 * each socket's own credentials, and downgrade or close what is no longer allowed.
 */
import type { AccessNarrowedReason } from "@hearth/schema";
import type { Db } from "../db/client";
import { enqueueEvent } from "./outbox";

export interface AccessNarrowing {
  reason: AccessNarrowedReason;
  /** Users whose every socket is checked again (their role or locations changed, they left a session's staff). */
  userIds?: readonly string[];
  /** Documents whose every socket is checked again, whoever holds it (a session cancelled). */
  documentNames?: readonly string[];
}

/** Writes the event in `tx` (outbox), so it goes out exactly when the change commits; nothing when it concerns no one. */
export async function announceAccessNarrowed(tx: Db, change: AccessNarrowing): Promise<void> {
  const userIds = [...new Set(change.userIds ?? [])];
  const documentNames = [...new Set(change.documentNames ?? [])];
  if (userIds.length === 0 && documentNames.length === 0) return;
  await enqueueEvent(tx, "access.narrowed", { userIds, documentNames, reason: change.reason });
}
