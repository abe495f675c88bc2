import type { Notification } from "@hearth/schema";
import type { notifications } from "../../db/schema";

export function presentNotification(n: typeof notifications.$inferSelect): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link,
    read: n.readAt !== null,
    done: n.doneAt !== null,
    doneAt: n.doneAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
  };
}
