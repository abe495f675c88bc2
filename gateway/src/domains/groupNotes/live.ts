import type { EventBus, GroupNote, Me } from "@hearth/schema";
import { createLiveHub } from "../../pubsub/refetchHub";
import type { LiveHub } from "../../pubsub/refetchHub";
import { ApiError } from "../../rest/errors";
import type { DomainLive } from "../domain";
import { canWatchGroupNotes, changeMessage, isGroupNoteChanged, mayDeliver } from "./filter";
import type { GroupNoteChangedEvent, GroupNoteChangeMessage } from "./filter";

export type GroupNoteChangedPayload = { groupNoteChanged: GroupNoteChangeMessage };

export interface GroupNoteSubscriber {
  /** Authenticated at connection_init. */
  viewer: Me;
  /** Only this note's changes; null for every note the viewer may see. */
  noteId: string | null;
  /** GET /auth/group-notes/:id with the subscriber's own credentials: the API re-checks access and computes their permissions. */
  fetchNote(noteId: string): Promise<GroupNote>;
}

/** Changes of the group notes the subscriber may see; `return()` on the iterator unsubscribes. */
export type GroupNoteHub = LiveHub<GroupNoteSubscriber, GroupNoteChangedPayload>;

export interface GroupNoteHubOptions {
  /** Note fetches in flight at once for the whole gateway (default 8). */
  concurrency?: number;
  /** Distinct notes waiting for one subscriber; beyond it the oldest waiting change is dropped (default 50). */
  maxPendingNotes?: number;
}

/** Answers that mean "this subscriber may not see the note (any more)": send nothing. */
const DENIED = new Set(["FORBIDDEN", "NOT_FOUND", "UNAUTHENTICATED"]);

/**
 * Every `groupNoteChanged` socket of the gateway. An event is matched locally first (location,
 * role, note filter: no REST call for sockets it cannot concern), then each matching subscriber's
 * note is fetched with their own credentials, so the API decides what they may see and with which
 * permissions. Changes to the same note waiting for a subscriber collapse into one fetch of the latest.
 */
export function createGroupNoteHub(bus: EventBus, o: GroupNoteHubOptions = {}): GroupNoteHub {
  return createLiveHub<GroupNoteSubscriber, GroupNoteChangedEvent, GroupNoteChangedPayload>(bus, {
    accepts: isGroupNoteChanged,
    keys: {
      ofSubscriber: (s) => s.viewer.locations.map((location) => location.id),
      ofEvent: (event) => [event.payload.locationId],
    },
    itemOf: (event, s) => (mayDeliver(s.viewer, s.noteId, event) ? event.payload.noteId : null),
    deliver: async (s, event) => {
      let note: GroupNote | null;
      try {
        note = await s.fetchNote(event.payload.noteId);
      } catch (error) {
        if (error instanceof ApiError && DENIED.has(error.code)) return null;
        note = null; // the API is unreachable or failed: tell them something changed, they refetch
      }
      return { groupNoteChanged: changeMessage(event, note) };
    },
    latestWins: true,
    concurrency: o.concurrency,
    maxPending: o.maxPendingNotes ?? 50,
  });
}

/** `groupNoteChanged`, fed by one hub for the whole gateway. */
export function groupNotesLive(bus: EventBus): DomainLive {
  const hub = createGroupNoteHub(bus);
  return {
    Subscription: {
      groupNoteChanged: {
        // The hub matches the viewer's locations and role; the API, asked with the socket's own
        // credentials, decides per event whether and how they see the note.
        subscribe: (_parent, { noteId }, { viewer, api }) => {
          if (!viewer) throw new ApiError("Sign in to follow group notes.", 401, { code: "UNAUTHENTICATED" });
          if (!canWatchGroupNotes(viewer))
            throw new ApiError("Group notes are for clinical staff.", 403, { code: "FORBIDDEN" });
          return hub.subscribe({ viewer, noteId: noteId ?? null, fetchNote: (id) => api.groupNotes.get(id) });
        },
      },
    },
    close: () => hub.close(),
  };
}
