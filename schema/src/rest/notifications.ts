import { z } from "zod";
import { PAGE_SIZE } from "../constants";
import { id, paging } from "./common";

export const AnnouncementBody = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
  userIds: z.array(id).min(1).max(5000).optional(),
});
export const NotificationListQuery = z.object({
  unreadOnly: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  ...paging(PAGE_SIZE.notifications),
});

export interface Notification {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}
