import { graphql } from '../../gql/gql';

// Shared by the lists, the open chat, the subscriptions and the cache writer, so every one of them
// writes and reads the same cache shape (a listed message and a pushed one are one `Message`).

export const MessageItemFragment = graphql(`
  fragment MessageItem_message on Message {
    id
    chatId
    author {
      ...NotificationActor_actor
    }
    byOutlet
    userId
    text
    imageSets {
      ...GalleryPhoto_imageSet
    }
    isEdited
    isViewed
    isDeleted
    timePassed
    publicationDate
  }
`);

export const ChatItemFragment = graphql(`
  fragment ChatItem_chat on Chat {
    id
    side {
      ...NotificationActor_actor
    }
    counterpart {
      ...NotificationActor_actor
    }
    lastMessage {
      ...MessageItem_message
    }
    isStaffed
    notViewedMessageCount
    messageCount
    createdAt
    isDeleted
  }
`);

export const ChatCountersFragment = graphql(`
  fragment ChatCounters_counters on NotViewedCounters {
    forUser
    forOutlet
    total
  }
`);

/** The chats part of the caller's counters, as markChatViewed answers it. */
export const ChatCountersOnCountersFragment = graphql(`
  fragment ChatCountersOnCounters on Counters {
    chats {
      ...ChatCounters_counters
    }
  }
`);

export const ChatListQuery = graphql(`
  query ChatList($isStaffed: Boolean!, $offset: Int!, $limit: Int!) {
    chats(isStaffed: $isStaffed, offset: $offset, limit: $limit) {
      hasMore
      items {
        ...ChatItem_chat
      }
    }
  }
`);

export const ChatQuery = graphql(`
  query Chat($id: ID!) {
    chat(id: $id) {
      ...ChatItem_chat
    }
  }
`);

export const MessageListQuery = graphql(`
  query MessageList($chatId: ID!, $offset: Int!, $limit: Int!) {
    messages(chatId: $chatId, offset: $offset, limit: $limit) {
      hasMore
      items {
        ...MessageItem_message
      }
    }
  }
`);

export const StartChatMutation = graphql(`
  mutation StartChat($userId: ID, $placeId: ID, $organisationId: ID) {
    startChat(userId: $userId, placeId: $placeId, organisationId: $organisationId) {
      ...ChatItem_chat
    }
  }
`);

export const SendMessageMutation = graphql(`
  mutation SendMessage($chatId: ID!, $text: String, $imageIds: [ID!]) {
    sendMessage(chatId: $chatId, text: $text, imageIds: $imageIds) {
      ...MessageItem_message
    }
  }
`);

export const EditMessageMutation = graphql(`
  mutation EditMessage($id: ID!, $text: String, $imageIds: [ID!]) {
    editMessage(id: $id, text: $text, imageIds: $imageIds) {
      ...MessageItem_message
    }
  }
`);

export const DeleteMessageMutation = graphql(`
  mutation DeleteMessage($id: ID!) {
    deleteMessage(id: $id) {
      ...MessageItem_message
    }
  }
`);

export const MarkChatViewedMutation = graphql(`
  mutation MarkChatViewed($chatId: ID!) {
    markChatViewed(chatId: $chatId) {
      ...ChatCounters_counters
    }
  }
`);

export const MessageAddedSubscription = graphql(`
  subscription MessageAdded($chatId: ID) {
    messageAdded(chatId: $chatId) {
      ...MessageItem_message
    }
  }
`);

export const MessageChangedSubscription = graphql(`
  subscription MessageChanged($chatId: ID) {
    messageChanged(chatId: $chatId) {
      ...MessageItem_message
    }
  }
`);

export const ChatChangedSubscription = graphql(`
  subscription ChatChanged {
    chatChanged {
      ...ChatItem_chat
    }
  }
`);

/** How fast each place and chain one owns or manages first answers (the places inbox shows it). */
export const ChatResponseTimesQuery = graphql(`
  query ChatResponseTimes {
    chatResponseTimes {
      outlet {
        ...NotificationActor_actor
      }
      medianSeconds
      answeredCount
    }
  }
`);

/** Who of a place's staff wrote a message (the inbox names who answered). */
export const StaffNameQuery = graphql(`
  query StaffName($id: ID!) {
    user(id: $id) {
      id
      displayName
    }
  }
`);
