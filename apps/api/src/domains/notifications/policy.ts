/** Who may announce and who reads which notifications. */
import type { RequestContext } from "../../context";
import { refuse } from "../../authz/decision";
import type { Denial } from "../../authz/decision";

export type NotificationAction = "notification:announce" | "notification:list" | "notification:read";

export function canNotification(ctx: RequestContext, action: NotificationAction): boolean {
  switch (action) {
    case "notification:announce":
      return ctx.isAdmin;
    case "notification:list":
    case "notification:read":
      return true;
  }
}

/** Each user reads their own notifications; someone else's is answered as if it did not exist. */
export function notificationDenial(
  ctx: Pick<RequestContext, "user">,
  _action: "notification:read",
  notification: { userId: string },
): Denial | null {
  return notification.userId === ctx.user.id ? null : refuse.notFound("not the caller's notification");
}
