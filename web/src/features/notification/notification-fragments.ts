import { graphql } from '../../gql/gql';

// Shared by the list, the subscription and the cache writer, so every one of them writes and
// reads the same cache shape (a list item and a live one are one `Notification` entry).

export const NotificationActorFragment = graphql(`
  fragment NotificationActor_actor on NotificationActor {
    type
    id
    name
    latinName
    thumbnailUrl
  }
`);

export const NotificationItemFragment = graphql(`
  fragment NotificationItem_notification on Notification {
    id
    type
    creator {
      ...NotificationActor_actor
    }
    outlet {
      ...NotificationActor_actor
    }
    recipientId
    objectType
    objectId
    postId
    postType
    commentId
    chatId
    preview
    outcome
    reservation {
      name
      guestsCount
      datetime
      timeZone
      status
      answer
    }
    offer {
      entryId
      guestsCount
      datetime
      timeZone
      status
      expiresAt
    }
    isViewed
    isForUser
    timePassed
    createdAt
  }
`);
