import type { AnyDomainEvent, Notification } from "@hearth/schema";

/**
 * The Notification a "notification.created" event describes and the one user it is for, or null
 * for any other event. The hub delivers it to that user's subscriptions and nobody else's.
 */
export function notificationOf(event: AnyDomainEvent): { userId: string; notification: Notification } | null {
  if (event.name !== "notification.created") return null;
  const p = event.payload;
  return {
    userId: p.userId,
    notification: {
      id: p.notificationId,
      type: p.type,
      title: p.title,
      body: p.body,
      link: p.link,
      read: false,
      done: false,
      doneAt: null,
      createdAt: p.createdAt,
    },
  };
}

/** The notifications a "notification.done" event closes and the one user they belong to, or null for any other event. */
export function notificationsDoneOf(event: AnyDomainEvent): { userId: string; done: NotificationsDone } | null {
  if (event.name !== "notification.done") return null;
  return { userId: event.payload.userId, done: { ids: event.payload.notificationIds, doneAt: event.payload.doneAt } };
}

/** What `notificationsDone` sends: which notifications were done, and when. */
export interface NotificationsDone {
  ids: string[];
  doneAt: string;
}

/**
 * The one user whose notifications an event changes (one was created, some were read or done), or null
 * for any other event: their counts subscriptions fetch fresh counts.
 */
export function notificationUserOf(event: AnyDomainEvent): string | null {
  return event.name === "notification.created" ||
    event.name === "notification.read" ||
    event.name === "notification.done"
    ? event.payload.userId
    : null;
}
