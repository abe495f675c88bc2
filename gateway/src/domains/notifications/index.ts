import type { GatewayDomain } from "../domain";
import { NotificationsApi } from "./api";
import { notificationsLive } from "./live";
import { notificationsResolvers } from "./resolvers";

export const notificationsDomain: GatewayDomain<"notifications", NotificationsApi> = {
  name: "notifications",
  api: (rest) => new NotificationsApi(rest),
  resolvers: notificationsResolvers,
  live: notificationsLive,
  mappers: {
    Notification: "@hearth/schema#Notification",
    NotificationCounts: "@hearth/schema#NotificationCounts",
  },
};
