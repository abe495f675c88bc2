/** The messages page's GraphQL documents, beside the components that use them. */
import { graphql } from "../../__generated__";

export const MessageFieldsFragment = graphql(`
  fragment MessageFields_message on Message {
    id
    conversationId
    author {
      id
      fullname
    }
    body
    mentions {
      id
    }
    createdAt
    editedAt
    deleted
    editableUntil
    canEdit
  }
`);

export const ConversationFieldsFragment = graphql(`
  fragment ConversationFields_conversation on Conversation {
    id
    kind
    title
    client {
      id
      mrNo
      fullname
      dateOfBirth
    }
    createdAt
    lastMessageAt
    unreadCount
    members {
      user {
        id
        fullname
        role
      }
      lastReadMessageId
      lastReadAt
    }
    lastMessage {
      ...MessageFields_message
    }
  }
`);

/** The first page of the list; the subscription keeps it live, older pages load on request. */
export const ConversationsQuery = graphql(`
  query Conversations {
    conversationPage {
      results {
        ...ConversationFields_conversation
      }
      hasOlder
    }
  }
`);

export const OlderConversationsQuery = graphql(`
  query OlderConversations($before: ID!) {
    conversationPage(before: $before) {
      results {
        ...ConversationFields_conversation
      }
      hasOlder
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      ...ConversationFields_conversation
    }
  }
`);

export const MessageHistoryQuery = graphql(`
  query MessageHistory($conversationId: ID!, $before: ID) {
    messages(conversationId: $conversationId, before: $before) {
      results {
        ...MessageFields_message
      }
      hasEarlier
    }
  }
`);

export const SearchMessagesQuery = graphql(`
  query SearchMessages($q: String!, $page: Int) {
    searchMessages(q: $q, page: $page) {
      results {
        message {
          ...MessageFields_message
        }
        conversation {
          id
          kind
          title
          members {
            user {
              id
              fullname
            }
          }
        }
      }
      pageInfo {
        total
        page
        pageSize
      }
    }
  }
`);

export const MessageAddedSubscription = graphql(`
  subscription MessageAdded($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      conversationId
      change
      message {
        ...MessageFields_message
      }
      reader {
        user {
          id
          fullname
          role
        }
        lastReadMessageId
        lastReadAt
      }
    }
  }
`);

export const TypingSubscription = graphql(`
  subscription Typing($conversationId: ID!) {
    typing(conversationId: $conversationId) {
      conversationId
      userId
      name
    }
  }
`);

export const ConversationsChangedSubscription = graphql(`
  subscription ConversationsChanged {
    conversationsChanged {
      ...ConversationFields_conversation
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($conversationId: ID!, $body: String!) {
    sendMessage(conversationId: $conversationId, body: $body) {
      ...MessageFields_message
    }
  }
`);

export const EditMessageMutation = graphql(`
  mutation EditMessage($id: ID!, $body: String!) {
    editMessage(id: $id, body: $body) {
      ...MessageFields_message
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id) {
      ...MessageFields_message
    }
  }
`);

export const MarkConversationReadMutation = graphql(`
  mutation MarkConversationRead($conversationId: ID!, $messageId: ID) {
    markConversationRead(conversationId: $conversationId, messageId: $messageId) {
      ...ConversationFields_conversation
    }
  }
`);

export const SendTypingMutation = graphql(`
  mutation SendTyping($conversationId: ID!) {
    sendTyping(conversationId: $conversationId)
  }
`);

export const StartDirectConversationMutation = graphql(`
  mutation StartDirectConversation($userId: ID!) {
    startDirectConversation(userId: $userId) {
      ...ConversationFields_conversation
    }
  }
`);

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($input: CreateConversationInput!) {
    createConversation(input: $input) {
      ...ConversationFields_conversation
    }
  }
`);

export const AddConversationMembersMutation = graphql(`
  mutation AddConversationMembers($conversationId: ID!, $userIds: [ID!]!) {
    addConversationMembers(conversationId: $conversationId, userIds: $userIds) {
      ...ConversationFields_conversation
    }
  }
`);

export const LeaveConversationMutation = graphql(`
  mutation LeaveConversation($conversationId: ID!) {
    leaveConversation(conversationId: $conversationId)
  }
`);
