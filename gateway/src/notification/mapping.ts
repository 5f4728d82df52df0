// The api's notification values -> the GraphQL enums, and GraphQL arguments -> the api's calls.
import type {
  EntityType,
  MutationMarkNotificationsViewedArgs,
  NotificationType,
  QueryNotificationsArgs,
} from '../generated/resolvers.js';
import { NOTIFICATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import type { RestEntityType, RestNotificationType } from '../rest/types.js';
import type { MarkViewedBody, NotificationListParams } from './notification-api.js';

const NOTIFICATION_TYPE: Readonly<Record<RestNotificationType, NotificationType>> = {
  comment: 'COMMENT',
  like: 'LIKE',
  answer: 'ANSWER',
  follower: 'FOLLOWER',
  post: 'POST',
  permission: 'PERMISSION',
  status: 'STATUS',
  message: 'MESSAGE',
};

const ENTITY_TYPE: Readonly<Record<RestEntityType, EntityType>> = {
  user: 'USER',
  place: 'PLACE',
  organisation: 'ORGANISATION',
  comment: 'COMMENT',
  post: 'POST',
  chat: 'CHAT',
  message: 'MESSAGE',
};

export function notificationTypeOf(type: RestNotificationType): NotificationType {
  return NOTIFICATION_TYPE[type];
}

export function entityTypeOf(type: RestEntityType): EntityType {
  return ENTITY_TYPE[type];
}

/** The list's arguments with the schema's defaults; paging is checked by fetchPage. */
export function notificationListArgs(
  args: Partial<QueryNotificationsArgs>,
): NotificationListParams {
  return {
    forOutlet: args.forOutlet ?? false,
    offset: args.offset ?? 0,
    limit: args.limit ?? NOTIFICATION_PAGE_DEFAULT_LIMIT,
  };
}

/** `POST /notifications/viewed`: no ids means the whole list, so null is left out. */
export function markViewedBody(args: Partial<MutationMarkNotificationsViewedArgs>): MarkViewedBody {
  const body: MarkViewedBody = { forOutlet: args.forOutlet ?? false };
  if (args.ids) body.ids = [...args.ids];
  return body;
}
