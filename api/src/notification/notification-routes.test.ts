// /api/v2/notifications over real HTTP, fed by the real like and follow writes, and the events
// those writes put on the stream.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../seed/people.js';
import { openEventStream, streamsClosedAfterEach } from '../test-support/event-stream-reader.js';
import { demoTokens, useRunningApi } from '../test-support/api-under-test.js';
import type { Notification } from './notification-json.js';
import type { NotViewedCounters } from '../counters/not-viewed.js';

const api = useRunningApi();
const streams = streamsClosedAfterEach();

const tokenOf = demoTokens(() => api().url);

async function call<T>(
  method: string,
  path: string,
  who: string | null,
  body?: Record<string, unknown>,
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await tokenOf(who)}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${api().url}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

const list = async (who: string, query = '') =>
  (await call<{ notifications: Notification[] }>('GET', `/api/v2/notifications${query}`, who)).data
    .notifications;
const counters = async (who: string) =>
  (await call<NotViewedCounters>('GET', '/api/v2/notifications/not-viewed-count', who)).data;

let falcon = '';
let reviewId = '';

beforeAll(async () => {
  const { rows } = await api().db.query<{ place_id: string }>(
    `SELECT s.place_id FROM place_staff s WHERE s.user_id = $1 AND s.role = 'owner'
       AND EXISTS (SELECT 1 FROM place_staff m WHERE m.place_id = s.place_id
                   AND m.user_id = $2 AND m.role = 'manager')`,
    [demoUserId('owner-1'), demoUserId('manager-1')],
  );
  falcon = rows[0]?.place_id ?? '';
  const created = await call<{ post: { id: string } }>('POST', '/api/v1/posts', 'user4', {
    placeId: falcon,
    text: 'Great coffee and quiet corners to read',
    rating: 5,
  });
  expect(created.status).toBe(201);
  reviewId = created.data.post.id;
});

describe('/api/v2/notifications', () => {
  it('is 401 for visitors', async () => {
    expect((await call('GET', '/api/v2/notifications', null)).status).toBe(401);
    expect((await call('GET', '/api/v2/notifications/not-viewed-count', null)).status).toBe(401);
    expect((await call('POST', '/api/v2/notifications/viewed', null, {})).status).toBe(401);
  });

  it("a like notifies the review's author at once: list, counters and the stream", async () => {
    const author = demoUserId('user-4');
    const liker = demoUserId('user-5');
    const before = await counters('user4');
    const stream = await openEventStream(api().url, { secret: api().eventsSecret });
    streams.push(stream);

    expect((await call('POST', '/api/v1/likes', 'user5', { postId: reviewId })).status).toBe(200);

    const [newest] = await list('user4');
    expect(newest).toMatchObject({
      type: 'like',
      creator: { type: 'user', id: liker, name: 'Isla Jones' },
      recipientType: 'user',
      recipientId: author,
      objectType: 'post',
      objectId: reviewId,
      postId: reviewId,
      postType: 'review',
      preview: 'Great coffee and…',
      isViewed: false,
      isForUser: true,
    });
    const after = await counters('user4');
    expect(after).toEqual({ ...before, forUser: before.forUser + 1, total: before.total + 1 });

    expect(await stream.next()).toEqual({
      id: expect.any(String),
      event: 'notification.created',
      data: { userIds: [author], notification: { ...newest, timePassed: expect.any(Number) } },
    });
    expect(await stream.next()).toMatchObject({
      event: 'counters.changed',
      data: { userIds: [author], counters: { [author]: after } },
    });

    // Liking again changes nothing, so notifies nobody again.
    await call('POST', '/api/v1/likes', 'user5', { postId: reviewId });
    expect(await counters('user4')).toEqual(after);

    // Unliking takes the unseen notification back.
    expect((await call('DELETE', `/api/v1/likes?postId=${reviewId}`, 'user5')).status).toBe(200);
    expect(await counters('user4')).toEqual(before);
    expect((await list('user4')).map((item) => item.id)).not.toContain(newest?.id);
    expect(await stream.next()).toMatchObject({
      event: 'counters.changed',
      data: { userIds: [author], counters: { [author]: before } },
    });
  });

  it('lists newest first in pages, and marks viewed by ids or the whole list', async () => {
    for (const name of ['user6', 'user7', 'user8']) {
      await call('POST', '/api/v1/followers', name, { userId: demoUserId('user-9') });
    }
    const all = await list('user9');
    expect(all.slice(0, 3).map((item) => item.creator.id)).toEqual(
      ['user-8', 'user-7', 'user-6'].map(demoUserId),
    );
    expect(all[0]).toMatchObject({ type: 'follower', objectType: 'user', outlet: null });
    const second = await list('user9', '?offset=1&limit=1');
    expect(second.map((item) => item.id)).toEqual([all[1]?.id]);

    const before = await counters('user9');
    const viewed = await call<NotViewedCounters>('POST', '/api/v2/notifications/viewed', 'user9', {
      ids: [all[0]?.id],
    });
    expect(viewed.data).toEqual({
      ...before,
      forUser: before.forUser - 1,
      total: before.total - 1,
    });
    expect((await list('user9'))[0]?.isViewed).toBe(true);

    const rest = await call<NotViewedCounters>('POST', '/api/v2/notifications/viewed', 'user9', {
      forOutlet: false,
    });
    expect(rest.data).toMatchObject({ forUser: 0 });
    expect(await counters('user9')).toEqual(rest.data);
  });

  it("a place's notification is in every owner's and manager's Places list; one viewing it views it for all", async () => {
    await call('POST', '/api/v1/followers', 'user10', { placeId: falcon });
    const [ownerNewest] = await list('owner1', '?forOutlet=true');
    expect(ownerNewest).toMatchObject({
      type: 'follower',
      creator: { id: demoUserId('user-10') },
      recipientType: 'place',
      recipientId: falcon,
      outlet: { type: 'place', id: falcon, name: 'Falcon Cafe' },
      isForUser: false,
    });
    expect((await list('manager1', '?forOutlet=true'))[0]?.id).toBe(ownerNewest?.id);
    expect((await list('owner1')).map((item) => item.id)).not.toContain(ownerNewest?.id);

    const managerBefore = await counters('manager1');
    const stream = await openEventStream(api().url, { secret: api().eventsSecret });
    streams.push(stream);
    await call('POST', '/api/v2/notifications/viewed', 'owner1', {
      forOutlet: true,
      ids: [ownerNewest?.id],
    });
    const managerAfter = await counters('manager1');
    expect(managerAfter.forOutlet).toBe(managerBefore.forOutlet - 1);
    const event = await stream.next();
    expect(event.event).toBe('counters.changed');
    expect(event.data).toMatchObject({
      counters: { [demoUserId('manager-1')]: managerAfter },
    });
  });

  it("a review notifies its place; comments and replies notify the place, the author and the parent's author", async () => {
    const places = await list('owner1', '?forOutlet=true');
    expect(places.find((item) => item.objectId === reviewId)).toMatchObject({
      type: 'post',
      creator: { type: 'user', id: demoUserId('user-4') },
      recipientId: falcon,
      postType: 'review',
    });

    const comment = await call<{ comment: { id: string } }>('POST', '/api/v1/comments', 'user11', {
      postId: reviewId,
      text: 'Agreed, the best flat white around',
    });
    expect(comment.status).toBe(201);
    const commentId = comment.data.comment.id;
    const [toAuthor] = await list('user4');
    expect(toAuthor).toMatchObject({
      type: 'comment',
      creator: { id: demoUserId('user-11') },
      objectType: 'comment',
      objectId: commentId,
      commentId,
      postId: reviewId,
      outlet: { type: 'place', id: falcon },
      preview: 'Agreed, the best…',
      isForUser: true,
    });
    expect((await list('manager1', '?forOutlet=true'))[0]).toMatchObject({
      type: 'comment',
      objectId: commentId,
    });

    const authorBefore = await counters('user4');
    const reply = await call<{ comment: { id: string } }>('POST', '/api/v1/comments', 'user4', {
      postId: reviewId,
      subjectComment: commentId,
      text: 'Thanks!',
    });
    expect(reply.status).toBe(201);
    expect((await list('user11'))[0]).toMatchObject({
      type: 'answer',
      objectId: reply.data.comment.id,
      creator: { id: demoUserId('user-4') },
    });
    expect(await counters('user4')).toEqual(authorBefore);

    // Written as the place: the reviewer hears from the place; its staff are not notified.
    const ownerBefore = await counters('owner1');
    const asPlace = await call('POST', '/api/v1/comments', 'manager1', {
      postId: reviewId,
      text: 'Thank you for visiting us',
      byOutlet: true,
    });
    expect(asPlace.status).toBe(201);
    expect((await list('user4'))[0]).toMatchObject({
      type: 'comment',
      creator: { type: 'place', id: falcon, name: 'Falcon Cafe' },
    });
    expect(await counters('owner1')).toEqual(ownerBefore);
  });

  it('refuses a bad limit and bad ids with 400', async () => {
    expect((await call('GET', '/api/v2/notifications?limit=0', 'user1')).status).toBe(400);
    expect(
      (await call('POST', '/api/v2/notifications/viewed', 'user1', { ids: ['nope'] })).status,
    ).toBe(400);
  });
});
