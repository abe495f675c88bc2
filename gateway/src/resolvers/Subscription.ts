import type { SubscriptionResolvers } from "../__generated__/resolvers-types";
import { ApiError } from "../rest/errors";
import type { NotificationHub } from "../pubsub/notificationHub";

export function subscriptionResolvers(hub: NotificationHub): SubscriptionResolvers {
  return {
    notificationAdded: {
      // The viewer was authenticated at connection_init; the hub delivers only their own events.
      subscribe: (_parent, _args, { viewer }) => {
        if (!viewer) throw new ApiError("Sign in to receive notifications.", 401, { code: "UNAUTHENTICATED" });
        return hub.subscribe(viewer.id);
      },
    },
  };
}
