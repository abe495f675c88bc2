import type { SubscriptionResolvers } from "../__generated__/resolvers-types";
import { ApiError } from "../rest/errors";
import type { GroupNoteHub } from "../pubsub/groupNoteHub";
import { canWatchGroupNotes } from "../pubsub/groupNoteFilter";
import type { MessageHub } from "../pubsub/messageHub";
import type { TaskHub } from "../pubsub/taskHub";
import type { BoardHub } from "../pubsub/boardHub";
import type { NotificationHub } from "../pubsub/notificationHub";
import type { OrgEventHub } from "../pubsub/orgEventHub";
import { canWatchEvents } from "../pubsub/orgEventFilter";

export interface SubscriptionDeps {
  hub: NotificationHub;
  groupNoteHub: GroupNoteHub;
  /** Absent in schemas built for tests that never subscribe to events. */
  orgEventHub?: OrgEventHub;
  /** Absent in schemas built for tests that never subscribe to messaging. */
  messageHub?: MessageHub;
  /** Absent in schemas built for tests that never subscribe to tasks. */
  taskHub?: TaskHub;
  /** Absent in schemas built for tests that never subscribe to a live board. */
  boardHub?: BoardHub;
}

export function subscriptionResolvers({ hub, groupNoteHub, orgEventHub }: SubscriptionDeps): SubscriptionResolvers {
  return {
    notificationAdded: {
      // The viewer was authenticated at connection_init; the hub delivers only their own events.
      subscribe: (_parent, _args, { viewer }) => {
        if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
        return hub.subscribe(viewer.id);
      },
    },
    notificationsDone: {
      // Like notificationAdded: the events name their one user, and only that user's sockets get them.
      subscribe: (_parent, _args, { viewer }) => {
        if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
        return hub.subscribeDone(viewer.id);
      },
    },
    notificationCountsChanged: {
      // On each change the counts are fetched with the socket's own credentials, so the API checks
      // the caller again every time; a 401 (signed out, revoked) ends the subscription.
      subscribe: (_parent, _args, { viewer, rest }) => {
        if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
        return hub.subscribeCounts({ userId: viewer.id, fetchCounts: () => rest.notifications.counts() });
      },
    },
    groupNoteChanged: {
      // The hub matches the viewer's locations and role; the API, asked with the socket's own
      // credentials, decides per event whether and how they see the note.
      subscribe: (_parent, { noteId }, { viewer, rest }) => {
        if (!viewer) throw new ApiError("Sign in to follow group notes.", 401, { code: "UNAUTHENTICATED" });
        if (!canWatchGroupNotes(viewer))
          throw new ApiError("Group notes are for clinical staff.", 403, { code: "FORBIDDEN" });
        return groupNoteHub.subscribe({ viewer, noteId: noteId ?? null, fetchNote: (id) => rest.groupNotes.get(id) });
      },
    },
    eventChanged: {
      // The hub matches the viewer's role and locations against the event's audience; each event is
      // then fetched with the socket's own credentials, so the API re-checks who may see it.
      subscribe: (_parent, _args, { viewer, rest }) => {
        if (!viewer) throw new ApiError("Sign in to follow events.", 401, { code: "UNAUTHENTICATED" });
        if (!canWatchEvents(viewer)) throw new ApiError("Events are for staff.", 403, { code: "FORBIDDEN" });
        if (!orgEventHub) throw new ApiError("Live events are not available.", 503, { code: "INTERNAL_SERVER_ERROR" });
        return orgEventHub.subscribe({ viewer, fetchEvent: (id) => rest.events.get(id) });
      },
    },
  };
}
