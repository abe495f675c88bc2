import { mayWatchGroupNotes } from "@hearth/schema";
import type { AnyDomainEvent, DomainEvent, EventPayloads, GroupNote, Me } from "@hearth/schema";

/** What a `groupNoteChanged` subscriber is sent: the event, and the note as they may now see it. */
export interface GroupNoteChangeMessage extends Omit<EventPayloads["groupNote.changed"], "locationId"> {
  /** Null when the note could not be fetched for a transient reason: the client refetches. */
  note: GroupNote | null;
}

/** Clinical staff and admins may watch group notes; admissions staff and portal clients never. */
export const canWatchGroupNotes = (viewer: Pick<Me, "role">): boolean => mayWatchGroupNotes(viewer);

export type GroupNoteChangedEvent = DomainEvent<"groupNote.changed">;

export function isGroupNoteChanged(event: AnyDomainEvent): event is GroupNoteChangedEvent {
  return event.name === "groupNote.changed";
}

/**
 * The cheap, local part of the delivery rule, checked before any REST call: the event's location is
 * one of the viewer's, the viewer may watch group notes at all, and (with a noteId) it is that note.
 * The API then has the last word per subscriber (see live.ts).
 */
export function mayDeliver(
  viewer: Pick<Me, "role" | "locations">,
  noteId: string | null,
  event: GroupNoteChangedEvent,
): boolean {
  if (!canWatchGroupNotes(viewer)) return false;
  if (noteId !== null && event.payload.noteId !== noteId) return false;
  return viewer.locations.some((location) => location.id === event.payload.locationId);
}

export function changeMessage(event: GroupNoteChangedEvent, note: GroupNote | null): GroupNoteChangeMessage {
  const { noteId, sessionId, status, change, actorId, occurredAt } = event.payload;
  return { noteId, sessionId, status, change, actorId, occurredAt, note };
}
