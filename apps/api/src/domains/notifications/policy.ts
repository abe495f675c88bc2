/** Who may announce and who reads which notifications. */
import type { RequestContext } from "../../context";

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
