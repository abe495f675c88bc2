import type { Resolvers } from "../__generated__/resolvers-types";
import { clientQuery } from "./clients";
import { DateTime } from "./DateTime";
import { GroupNoteActionResult } from "./GroupNoteActionResult";
import { groupNoteMutation, groupNoteQuery } from "./groupNotes";
import { GroupNoteStatusChange } from "./GroupNoteStatusChange";
import { groupMutation, groupQuery } from "./groups";
import { groupSessionMutation, groupSessionQuery } from "./groupSessions";
import { LoginResult } from "./LoginResult";
import { Me } from "./Me";
import { Mutation } from "./Mutation";
import { notificationMutation, notificationQuery } from "./notifications";
import { Query } from "./Query";
import { RenderedContent } from "./RenderedContent";
import { subscriptionResolvers } from "./Subscription";
import type { SubscriptionDeps } from "./Subscription";

export function createResolvers(deps: SubscriptionDeps): Resolvers {
  return {
    Query: { ...Query, ...notificationQuery, ...groupQuery, ...groupSessionQuery, ...groupNoteQuery, ...clientQuery },
    Mutation: { ...Mutation, ...notificationMutation, ...groupMutation, ...groupSessionMutation, ...groupNoteMutation },
    Subscription: subscriptionResolvers(deps),
    Me,
    LoginResult,
    DateTime,
    GroupNoteStatusChange,
    RenderedContent,
    GroupNoteActionResult,
  };
}
