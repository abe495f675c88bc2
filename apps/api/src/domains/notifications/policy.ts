/** Who may announce and who reads which notifications. */
import type { RequestContext } from "../../context";

export type NotificationAction = "announce" | "list_own" | "read_own";

export function canNotification(ctx: RequestContext, action: NotificationAction): boolean {
  switch (action) {
    case "announce":
      return ctx.isAdmin;
    case "list_own":
    case "read_own":
      return true;
  }
}
