import { lazy, Suspense, useEffect, useReducer, useRef } from "react";
import { useSubscription } from "@apollo/client/react";
import { useLocation } from "react-router";
import { graphql } from "../../__generated__";
import { EMPTY_TOAST_QUEUE, NOTIFICATIONS_PATH, shouldToast, toastQueueReducer } from "./toastQueue";
import { NotificationCountsQuery, useNotificationCounts } from "./useNotificationCounts";

// Staff pages load without the snackbar's code; the first notification brings it.
const NotificationToast = lazy(() => import("./NotificationToast"));

const NotificationCountsChangedSubscription = graphql(`
  subscription NotificationCountsChanged {
    notificationCountsChanged {
      ...NotificationCounts_counts
    }
  }
`);

const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      ...NotificationItem_notification
    }
  }
`);

const NotificationsDoneSubscription = graphql(`
  subscription NotificationsDone {
    notificationsDone {
      ids
      doneAt
    }
  }
`);

/**
 * The staff app's live notifications, mounted once in the app layout: the server's counts go into
 * the cache the bell and the notifications page read, and each arrival gets a toast (one at a
 * time, a burst summed up) unless the person is already looking at where it would take them;
 * notifications done elsewhere show as done in every list.
 */
export function NotificationsLive() {
  const { pathname } = useLocation();
  const [queue, dispatch] = useReducer(toastQueueReducer, EMPTY_TOAST_QUEUE);
  // The subscription's callback runs outside render: it reads the page the person is on now.
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
    if (pathname === NOTIFICATIONS_PATH) dispatch({ type: "cleared" });
  }, [pathname]);

  useSubscription(NotificationCountsChangedSubscription, {
    onData: ({ client, data }) => {
      const counts = data.data?.notificationCountsChanged;
      if (counts) client.cache.writeQuery({ query: NotificationCountsQuery, data: { notificationCounts: counts } });
    },
  });
  useSubscription(NotificationAddedSubscription, {
    onData: ({ data }) => {
      const notification = data.data?.notificationAdded;
      if (notification && shouldToast(currentPath.current, notification)) dispatch({ type: "arrived", notification });
    },
  });

  // A note to approve was approved or returned (by anyone): every list showing these notifications
  // shows them done at once, since done ones are read too; a toast about one is old news.
  useSubscription(NotificationsDoneSubscription, {
    onData: ({ client, data }) => {
      const done = data.data?.notificationsDone;
      if (!done) return;
      for (const id of done.ids) {
        client.cache.modify({
          id: client.cache.identify({ __typename: "Notification", id }),
          fields: { done: () => true, doneAt: () => done.doneAt, read: () => true },
        });
      }
      dispatch({ type: "done", ids: done.ids });
    },
  });

  // Everything was read (here, in another tab, on the phone): what still waits is old news.
  const unread = useNotificationCounts()?.unread;
  const previousUnread = useRef(unread);
  useEffect(() => {
    if (unread === 0 && (previousUnread.current ?? 0) > 0) dispatch({ type: "cleared" });
    previousUnread.current = unread;
  }, [unread]);

  if (!queue.current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationToast queue={queue} dispatch={dispatch} />
    </Suspense>
  );
}
