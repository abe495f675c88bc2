import { useCallback } from "react";
import type { ApolloCache } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { graphql } from "../../__generated__";
import type { NotificationType } from "../../__generated__/graphql";
import { useShell } from "../../app/shell/ShellState";
import { messageOf } from "../../lib/errors";
import { inAppPath } from "./notificationText";
import { NotificationCountsQuery } from "./useNotificationCounts";

const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      read
    }
  }
`);

const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead($types: [NotificationType!]) {
    markAllNotificationsRead(types: $types) {
      ...NotificationCounts_counts
    }
  }
`);

/** What opening a notification needs to know of it. */
export interface OpenableNotification {
  id: string;
  read: boolean;
  link?: string | null;
}

/**
 * Shows every unread notification of these types (all when none are given) as read in this tab's
 * cache at once; lists refetch as the counts change, but the bold should go when the button is hit.
 */
function showAllRead(cache: ApolloCache, types: readonly NotificationType[] | null): void {
  for (const [id, entity] of Object.entries(
    cache.extract() as Record<string, { __typename?: string; type?: NotificationType; read?: boolean }>,
  )) {
    if (entity.__typename !== "Notification" || entity.read !== false) continue;
    if (types && (!entity.type || !types.includes(entity.type))) continue;
    cache.modify({ id, fields: { read: () => true } });
  }
}

/** Marking read (one, or all of some types) and opening a notification, with failures told in the snackbar. */
export function useNotificationActions() {
  const navigate = useNavigate();
  const { notify } = useShell();
  // The counts refetch too, so the bell is right even while the live socket is reconnecting.
  const [markReadMutation] = useMutation(MarkNotificationReadMutation, { refetchQueries: [NotificationCountsQuery] });
  const [markAllMutation, { loading: markingAll }] = useMutation(MarkAllNotificationsReadMutation);

  const markRead = useCallback(
    async (id: string) => {
      try {
        await markReadMutation({ variables: { id } });
      } catch (error) {
        notify(`The notification could not be marked as read: ${messageOf(error)}`, "error");
      }
    },
    [markReadMutation, notify],
  );

  const markAllRead = useCallback(
    async (types: NotificationType[] | null = null) => {
      try {
        await markAllMutation({
          variables: { types },
          update: (cache, { data }) => {
            if (!data) return;
            cache.writeQuery({
              query: NotificationCountsQuery,
              data: { notificationCounts: data.markAllNotificationsRead },
            });
            showAllRead(cache, types);
          },
        });
      } catch (error) {
        notify(`Notifications could not be marked as read: ${messageOf(error)}`, "error");
      }
    },
    [markAllMutation, notify],
  );

  /**
   * Marks the notification read and goes to what it is about; one without a link (an
   * announcement) goes to `fallback`, or nowhere when that is null.
   */
  const open = useCallback(
    (notification: OpenableNotification, fallback: string | null = "/notifications") => {
      if (!notification.read) void markRead(notification.id);
      const target = inAppPath(notification.link) ?? fallback;
      if (target) void navigate(target);
    },
    [markRead, navigate],
  );

  return { markRead, markAllRead, markingAll, open };
}
