/**
 * For component tests: the notifications part of the GraphQL API as an Apollo link, holding one
 * user's notifications in memory, answering the app's operations by name and pushing the live
 * events a gateway would. Not part of the app bundle (only tests import it).
 */
import { ApolloLink } from "@apollo/client";
import { Observable, of } from "rxjs";
import type { Observer } from "rxjs";
import type { NotificationType } from "../../__generated__/graphql";

export interface FakeNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  done: boolean;
  doneAt: string | null;
  createdAt: string;
}

type Result = ApolloLink.Result;

let lastId = 0;
/** A notification created now (or `minutesAgo`), unread unless told. */
export function fakeNotification(
  overrides: Partial<FakeNotification> & { minutesAgo?: number } = {},
): FakeNotification {
  const { minutesAgo = 0, ...rest } = overrides;
  const id = String(++lastId);
  return {
    id,
    type: "announcement",
    title: `Title ${id}`,
    body: `Body ${id}`,
    link: null,
    read: false,
    done: false,
    doneAt: null,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...rest,
  };
}

export function fakeNotificationServer(initial: FakeNotification[] = []) {
  const notifications = initial.map((n) => ({ ...n }));
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  const live = new Map<string, Set<Observer<Result>>>();

  const counts = () => {
    const byType = [...new Set(notifications.map((n) => n.type))].map((type) => {
      const ofType = notifications.filter((n) => n.type === type);
      return {
        __typename: "NotificationTypeCount",
        type,
        unread: ofType.filter((n) => !n.read).length,
        total: ofType.length,
      };
    });
    return {
      __typename: "NotificationCounts",
      unread: notifications.filter((n) => !n.read).length,
      total: notifications.length,
      byType,
    };
  };
  const typed = (n: FakeNotification) => ({ __typename: "Notification", ...n });
  const emit = (operationName: string, data: Record<string, unknown>) => {
    for (const observer of live.get(operationName) ?? []) observer.next({ data });
  };

  const link = new ApolloLink((operation) => {
    const variables = operation.variables as Record<string, unknown>;
    const operationName = operation.operationName ?? "";
    calls.push({ operationName, variables });
    switch (operationName) {
      case "NotificationCounts":
        return of({ data: { notificationCounts: counts() } });
      case "LatestNotifications":
        return of({
          data: {
            notifications: {
              __typename: "NotificationPage",
              results: notifications.slice(0, Number(variables["pageSize"])).map(typed),
            },
          },
        });
      case "NotificationList": {
        const types = variables["types"] as NotificationType[] | null | undefined;
        const page = Number(variables["page"] ?? 1);
        const pageSize = Number(variables["pageSize"] ?? 25);
        const matching = notifications.filter(
          (n) => (!variables["unreadOnly"] || !n.read) && (!types || types.includes(n.type)),
        );
        const results = matching.slice((page - 1) * pageSize, page * pageSize).map(typed);
        return of({
          data: {
            notifications: {
              __typename: "NotificationPage",
              results,
              pageInfo: { __typename: "PageInfo", total: matching.length, page, pageSize },
            },
          },
        });
      }
      case "MarkNotificationRead": {
        const found = notifications.find((n) => n.id === variables["id"]);
        if (!found) return of({ errors: [{ message: "Notification not found" }] } as Result);
        found.read = true;
        emit("NotificationCountsChanged", { notificationCountsChanged: counts() });
        return of({ data: { markNotificationRead: { __typename: "Notification", id: found.id, read: true } } });
      }
      case "MarkAllNotificationsRead": {
        const types = variables["types"] as NotificationType[] | null | undefined;
        for (const n of notifications) if (!types || types.includes(n.type)) n.read = true;
        emit("NotificationCountsChanged", { notificationCountsChanged: counts() });
        return of({ data: { markAllNotificationsRead: counts() } });
      }
      case "NotificationAdded":
      case "NotificationCountsChanged":
      case "NotificationsDone":
        return new Observable<Result>((observer) => {
          if (!live.has(operationName)) live.set(operationName, new Set());
          live.get(operationName)!.add(observer);
          return () => live.get(operationName)!.delete(observer);
        });
      default:
        return of({ errors: [{ message: `no answer for ${operationName}` }] } as Result);
    }
  });

  return {
    link,
    calls,
    /** Whether the app's subscriptions are open (the first render has run its effects). */
    listening: () =>
      ["NotificationAdded", "NotificationCountsChanged", "NotificationsDone"].every(
        (name) => (live.get(name)?.size ?? 0) > 0,
      ),
    /** A notification arrives: stored, then pushed as the gateway does. */
    arrive(notification: FakeNotification) {
      notifications.unshift({ ...notification });
      emit("NotificationAdded", { notificationAdded: typed(notification) });
      emit("NotificationCountsChanged", { notificationCountsChanged: counts() });
    },
    /** Someone dealt with the items of these notifications: done (and read), pushed as the gateway does. */
    done(ids: string[]) {
      const doneAt = new Date().toISOString();
      for (const n of notifications) if (ids.includes(n.id)) Object.assign(n, { done: true, doneAt, read: true });
      emit("NotificationsDone", { notificationsDone: { __typename: "NotificationsDone", ids, doneAt } });
      emit("NotificationCountsChanged", { notificationCountsChanged: counts() });
    },
    /** Everything read in another tab: only the counts are pushed. */
    readAllElsewhere() {
      for (const n of notifications) n.read = true;
      emit("NotificationCountsChanged", { notificationCountsChanged: counts() });
    },
  };
}
