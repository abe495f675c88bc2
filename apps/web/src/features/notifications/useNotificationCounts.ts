import { useEffect, useRef } from "react";
import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__";
import type { NotificationCounts_CountsFragment } from "../../__generated__/graphql";

export const NotificationCountsFragment = graphql(`
  fragment NotificationCounts_counts on NotificationCounts {
    unread
    total
    byType {
      type
      unread
      total
    }
  }
`);

/** The signed-in user's counts. NotificationsLive writes every change the server pushes into this query's cache entry. */
export const NotificationCountsQuery = graphql(`
  query NotificationCounts {
    notificationCounts {
      ...NotificationCounts_counts
    }
  }
`);

export type NotificationCounts = NotificationCounts_CountsFragment;

/** The counts the bell and the notifications page show, kept live by NotificationsLive; undefined until loaded. */
export function useNotificationCounts(): NotificationCounts | undefined {
  const { data } = useQuery(NotificationCountsQuery);
  return data?.notificationCounts;
}

/** Identifies counts by value: a refetch that answers the same numbers is no change. */
const countsKey = (counts: NotificationCounts) =>
  JSON.stringify([counts.unread, counts.total, counts.byType.map((t) => [t.type, t.unread, t.total])]);

/**
 * Calls `onChange` whenever the counts change after they first loaded. The counts move when a
 * notification arrives or is read in any tab or device, so a list on screen refetches then: the
 * server does not say which notifications another tab read.
 */
export function useOnCountsChange(counts: NotificationCounts | undefined, onChange: () => void): void {
  const previous = useRef<string | undefined>(undefined);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  const key = counts ? countsKey(counts) : undefined;
  useEffect(() => {
    if (key === undefined) return;
    if (previous.current !== undefined && previous.current !== key) latestOnChange.current();
    previous.current = key;
  }, [key]);
}
