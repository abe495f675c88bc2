import type { Resolvers } from "../__generated__/resolvers-types";
import { clientQuery } from "./clients";
import { Clinician } from "./Clinician";
import { clinicianStatusMutation } from "./clinicianStatus";
import { DateTime } from "./DateTime";
import { GroupNoteActionResult } from "./GroupNoteActionResult";
import { groupNoteMutation, groupNoteQuery } from "./groupNotes";
import { GroupNoteStatusChange } from "./GroupNoteStatusChange";
import { Group } from "./Group";
import { groupMutation, groupQuery } from "./groups";
import { GroupSession } from "./GroupSession";
import { groupSessionMutation, groupSessionQuery } from "./groupSessions";
import { LoginResult } from "./LoginResult";
import { Me } from "./Me";
import { Mutation } from "./Mutation";
import { notificationMutation, notificationQuery } from "./notifications";
import { eventMutation, eventQuery } from "./events";
import { messagingMutation, messagingQuery, messagingSubscription } from "./messaging";
import { taskMutation, taskQuery, taskSubscription } from "./tasks";
import { boardQuery, boardSubscription } from "./board";
import { handoffQuery } from "./handoff";
import { organizationSettingsMutation, organizationSettingsQuery } from "./organizationSettings";
import { Query } from "./Query";
import { RenderedContent } from "./RenderedContent";
import { subscriptionResolvers } from "./Subscription";
import type { SubscriptionDeps } from "./Subscription";

export function createResolvers(deps: SubscriptionDeps): Resolvers {
  return {
    Query: {
      ...Query,
      ...notificationQuery,
      ...groupQuery,
      ...groupSessionQuery,
      ...groupNoteQuery,
      ...clientQuery,
      ...eventQuery,
      ...messagingQuery,
      ...taskQuery,
      ...boardQuery,
      ...handoffQuery,
      ...organizationSettingsQuery,
    },
    Mutation: {
      ...Mutation,
      ...notificationMutation,
      ...groupMutation,
      ...groupSessionMutation,
      ...groupNoteMutation,
      ...eventMutation,
      ...messagingMutation,
      ...taskMutation,
      ...clinicianStatusMutation,
      ...organizationSettingsMutation,
    },
    Subscription: {
      ...subscriptionResolvers(deps),
      ...messagingSubscription(deps.messageHub),
      ...taskSubscription(deps.taskHub),
      ...boardSubscription(deps.boardHub),
    },
    Me,
    Clinician,
    Group,
    GroupSession,
    LoginResult,
    DateTime,
    GroupNoteStatusChange,
    RenderedContent,
    GroupNoteActionResult,
  };
}
