import type { AnyDomainEvent, Notification } from "@hearth/schema";

/** The Notification a "notification.created" event describes, or null for any other event. */
export function notificationOf(event: AnyDomainEvent): { userId: string; notification: Notification } | null {
  if (event.name !== "notification.created") return null;
  const p = event.payload;
  return {
    userId: p.userId,
    notification: { id: p.notificationId, type: p.type, title: p.title, body: p.body, link: p.link, read: false, createdAt: p.createdAt },
  };
}

/**
 * Whether a subscriber signed in as `userId` may see this event's notification: only the user the
 * notification was created for. Everyone else, whatever their role, gets nothing.
 */
export function notificationFor(event: AnyDomainEvent, userId: string): Notification | null {
  const found = notificationOf(event);
  return found && found.userId === userId ? found.notification : null;
}
