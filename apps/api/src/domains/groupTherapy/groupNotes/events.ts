/** The one way a group note's change reaches the bus: `groupNote.changed`, in the caller's transaction. */
import type { GroupNoteChange, GroupNoteStatus } from "@hearth/schema";
import type { Db } from "../../../db/client";
import { enqueueEvent } from "../../../events/outbox";

export interface ChangedNote {
  id: string;
  sessionId: string;
  locationId: string;
  status: GroupNoteStatus;
}

export async function publishNoteChanged(
  tx: Db,
  note: ChangedNote,
  change: GroupNoteChange,
  actorId: string | null,
): Promise<void> {
  await enqueueEvent(tx, "groupNote.changed", {
    noteId: note.id,
    sessionId: note.sessionId,
    locationId: note.locationId,
    status: note.status,
    change,
    actorId,
    occurredAt: new Date().toISOString(),
  });
}
