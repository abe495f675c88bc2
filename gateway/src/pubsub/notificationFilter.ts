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
    notification: { id: p.notificationId, type: p.type, title: p.title, body: p.body, link: p.link, read: false, createdAt: p.createdAt },
  };
}


/**
 * The one user whose notifications an event changes (one was created, or some were read), or null
 * for any other event: their counts subscriptions fetch fresh counts.
 */
export function notificationUserOf(event: AnyDomainEvent): string | null {
  return event.name === "notification.created" || event.name === "notification.read" ? event.payload.userId : null;
}
