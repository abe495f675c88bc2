import type { Resolvers } from "../__generated__/resolvers-types";
import type { NotificationHub } from "../pubsub/notificationHub";
import { DateTime } from "./DateTime";
import { LoginResult } from "./LoginResult";
import { Me } from "./Me";
import { Mutation } from "./Mutation";
import { Query } from "./Query";
import { subscriptionResolvers } from "./Subscription";

export function createResolvers(deps: { hub: NotificationHub }): Resolvers {
  return { Query, Mutation, Subscription: subscriptionResolvers(deps.hub), Me, LoginResult, DateTime };
}
