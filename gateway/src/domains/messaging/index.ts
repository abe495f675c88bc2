import type { GatewayDomain } from "../domain";
import { MessagingApi } from "./api";
import { messagingLive } from "./live";
import { messagingResolvers } from "./resolvers";

export const messagingDomain: GatewayDomain<"messaging", MessagingApi> = {
  name: "messaging",
  api: (rest) => new MessagingApi(rest),
  resolvers: messagingResolvers,
  live: messagingLive,
  mappers: {
    Conversation: "@hearth/schema#Conversation",
    ConversationMember: "@hearth/schema#ConversationMember",
    Message: "@hearth/schema#Message",
    MessagePage: "@hearth/schema#MessagePage",
    MessageSearchHit: "@hearth/schema#MessageSearchHit",
  },
};
