import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_DEFAULT_LIMIT } from '../messages.js';
import {
  entityTypeOf,
  markViewedBody,
  notificationListArgs,
  notificationTypeOf,
} from './mapping.js';

const notificationTypes = [
  'comment',
  'like',
  'answer',
  'follower',
  'post',
  'permission',
  'status',
  'message',
  'reservation',
] as const;
const entityTypes = [
  'user',
  'place',
  'organisation',
  'comment',
  'post',
  'chat',
  'message',
  'reservation',
] as const;

// The GraphQL values are the api's, upper-cased.
describe('notification enums', () => {
  it.each([
    ...notificationTypes.map((type) => ['notification type', type, notificationTypeOf(type)]),
    ...entityTypes.map((type) => ['entity type', type, entityTypeOf(type)]),
  ])('maps the api %s %s to its GraphQL value', (_, type, value) => {
    expect(value).toBe(type.toUpperCase());
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
