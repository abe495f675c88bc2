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

