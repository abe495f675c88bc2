/** The one way a line reaches a location's live board: its row and its "board.entry_added" event, together. */
import type { BoardEntryKind } from "@hearth/schema";
import type { Db } from "../../db/client";
import { locationBoardEntries } from "../../db/schema";
import { enqueueEvent } from "../../events/outbox";

export interface BoardPost {
  organizationId: string;
  locationId: string;
  kind: BoardEntryKind;
  title: string;
  body?: string;
  link?: string | null;
  actorId?: string | null;
  /** The clients the line is about, however it shows them (initials): reading it is logged with them. */
  clientIds?: readonly string[];
}

/** In the caller's transaction: the line shows only if the change it reports commits. */
export async function postToBoard(tx: Db, post: BoardPost): Promise<void> {
  const [row] = await tx
    .insert(locationBoardEntries)
    .values({
      organizationId: post.organizationId,
      locationId: post.locationId,
      kind: post.kind,
      title: post.title,
      body: post.body ?? "",
      link: post.link ?? null,
      actorId: post.actorId ?? null,
      clientIds: [...(post.clientIds ?? [])],
    })
    .returning({ id: locationBoardEntries.id, createdAt: locationBoardEntries.createdAt });
  await enqueueEvent(tx, "board.entry_added", {
    entryId: row!.id,
    locationId: post.locationId,
    organizationId: post.organizationId,
    occurredAt: row!.createdAt.toISOString(),
  });
}

/** "T. R.": how a client appears on a wall screen. */
export const clientInitials = (firstName: string, lastName: string): string =>
  [firstName, lastName]
    .map((name) => name.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join(" ");
