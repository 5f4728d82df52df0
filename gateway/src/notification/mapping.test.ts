import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import {
  entityTypeOf,
  markViewedBody,
  notificationListArgs,
  notificationTypeOf,
} from './mapping.js';

describe('notification enums', () => {
  it('maps every api notification type to its GraphQL value', () => {
    expect(
      (
        [
          'comment',
          'like',
          'answer',
          'follower',
          'post',
          'permission',
          'status',
          'message',
        ] as const
      ).map(notificationTypeOf),
    ).toEqual(['COMMENT', 'LIKE', 'ANSWER', 'FOLLOWER', 'POST', 'PERMISSION', 'STATUS', 'MESSAGE']);
  });

  it('maps every api entity type to its GraphQL value', () => {
    expect(
      (['user', 'place', 'organisation', 'comment', 'post', 'chat', 'message'] as const).map(
        entityTypeOf,
      ),
    ).toEqual(['USER', 'PLACE', 'ORGANISATION', 'COMMENT', 'POST', 'CHAT', 'MESSAGE']);
  });
});

describe('notification arguments', () => {
  it('lists the personal notifications from the start by default', () => {
    expect(notificationListArgs({})).toEqual({
      forOutlet: false,
      offset: 0,
      limit: NOTIFICATION_PAGE_DEFAULT_LIMIT,
    });
    expect(notificationListArgs({ forOutlet: true, offset: 40, limit: 10 })).toEqual({
      forOutlet: true,
      offset: 40,
      limit: 10,
    });
  });

  it('marks the whole list when no ids are given, and only the ids otherwise', () => {
    expect(markViewedBody({ forOutlet: null, ids: null })).toEqual({ forOutlet: false });
    expect(markViewedBody({ forOutlet: true, ids: ['n1', 'n2'] })).toEqual({
      forOutlet: true,
      ids: ['n1', 'n2'],
    });
  });
});
