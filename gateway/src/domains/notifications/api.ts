import type {
  AnnouncementBody,
  MarkAllReadBody,
  Notification,
  NotificationCounts,
  NotificationType,
  Page,
} from "@hearth/schema";
import type { z } from "zod";
import type { RestClient } from "../../rest/client";

export interface NotificationQuery {
  page?: number | null;
  pageSize?: number | null;
  unreadOnly?: boolean | null;
  /** Only these types; null or absent for every type. */
  types?: readonly NotificationType[] | null;
}

const seg = encodeURIComponent;

/** REST routes of the signed-in user's notifications (`/api/auth/notifications/...`). */
export class NotificationsApi {
  constructor(private readonly rest: RestClient) {}

  /** Newest first, 25 a page unless asked otherwise. */
  list({ types, ...query }: NotificationQuery): Promise<Page<Notification>> {
    return this.rest.call("GET", "/api/auth/notifications", { query: { ...query, type: types } });
  }
  counts(): Promise<NotificationCounts> {
    return this.rest.results("GET", "/api/auth/notifications/counts");
  }
  markRead(id: string): Promise<Notification> {
    return this.rest.results("POST", `/api/auth/notifications/${seg(id)}/read`);
  }
  /** Every unread one, or those of `types` only; answers the counts after. */
  markAllRead(types?: readonly NotificationType[] | null): Promise<NotificationCounts> {
    const body: z.input<typeof MarkAllReadBody> = types ? { type: [...types] } : {};
    return this.rest.results("POST", "/api/auth/notifications/read-all", { body });
  }
  /** Admin only: to the given users, or to all active staff. */
  announce(body: z.input<typeof AnnouncementBody>): Promise<{ count: number }> {
    return this.rest.results("POST", "/api/auth/notifications", { body });
  }
}
