// Who is notified of posts, comments and likes (docs/live-events.md), with the events written
// beside the rows, on the demo data: Falcon Cafe is owned by owner-1 and managed by manager-1;
// owner-1 owns the first demo chain.
import { describe, expect, it } from 'vitest';
import { insertPost } from '../post/post-repository.js';
import { notificationsJson } from './notification-json.js';
import { listNotifications, markViewed } from './notification-repository.js';
import {
  notifyCommentCreated,
  notifyLikeAdded,
  notifyPostCreated,
  withdrawLikeNotification,
} from './notify-posts.js';
import {
  db,
  storage,
  owner,
  manager,
  reviewer,
  commenter,
  stranger,
  falcon,
  chain,
  lastEventId,
  eventsAfter,
  counters,
  act,
  recipients,
  newPost,
  newComment,
  review,
  news,
  useNotifyFixtures,
} from '../test-support/notify-fixtures.js';

useNotifyFixtures();

describe('a review', () => {
  it('notifies its place: owners and managers get the event and their counters', async () => {
    const before = { owner: await counters(owner), manager: await counters(manager) };
    const { rows, events } = await act(async (tx) => {
      const postId = await newPost(tx, {
        type: 'review',
        userId: reviewer,
        text: 'Wonderful pasta and a very friendly staff',
      });
      return notifyPostCreated(tx, storage, postId);
    });
    expect(recipients(rows)).toEqual([`post>place:${falcon}`]);
    expect(rows[0]).toMatchObject({
      creator_type: 'user',
      creator_id: reviewer,
      preview: 'Wonderful pasta and…',
    });
    expect(events.map((event) => event.type)).toEqual(['notification.created', 'counters.changed']);
    expect([...(events[0]?.user_ids ?? [])].sort()).toEqual([manager, owner].sort());
    expect(events[1]?.payload.counters).toEqual({
      [owner]: {
        ...before.owner,
        forOutlet: (before.owner?.forOutlet ?? 0) + 1,
        total: (before.owner?.total ?? 0) + 1,
      },
      [manager]: {
        ...before.manager,
        forOutlet: (before.manager?.forOutlet ?? 0) + 1,
        total: (before.manager?.total ?? 0) + 1,
      },
    });
    expect(await counters(reviewer)).toMatchObject({ forOutlet: 0 });
  });

  it('builds the JSON of the doc: creator and outlet summaries, post type, preview', async () => {
    const { rows } = await act(async (tx) =>
      notifyPostCreated(tx, storage, await newPost(tx, { type: 'review', userId: reviewer })),
    );
    const listed = await listNotifications(db, owner, true, { offset: 0, limit: 50 });
    const row = listed.find((candidate) => candidate.id === rows[0]?.id);
    expect(row).toBeDefined();
    const [json] = await notificationsJson(db, storage, row ? [row] : []);
    expect(json).toMatchObject({
      id: rows[0]?.id,
      type: 'post',
      creator: { type: 'user', id: reviewer, name: 'Olivia Smith', latinName: null },
      recipientType: 'place',
      recipientId: falcon,
      outlet: { type: 'place', id: falcon, name: 'Falcon Cafe' },
      objectType: 'post',
      postType: 'review',
      commentId: null,
      preview: 'A fine evening…',
      isViewed: false,
      isForUser: false,
    });
    expect(json?.outlet?.latinName).toEqual(expect.any(String));
    expect(json?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(json?.timePassed).toBeGreaterThanOrEqual(0);
  });

  it('notifies nobody for news and impressions', async () => {
    const { rows } = await act(async (tx) => [
      ...(await notifyPostCreated(
        tx,
        storage,
        await newPost(tx, { type: 'news', userId: manager, byOutlet: true }),
      )),
      ...(await notifyPostCreated(
        tx,
        storage,
        await newPost(tx, { type: 'impression', userId: reviewer }),
      )),
    ]);
    expect(rows).toEqual([]);
  });
});

describe('a comment', () => {
  it("notifies the post's place and the review's author, not the commenter", async () => {
    const postId = await review();
    const { rows, events } = await act(async (tx) =>
      notifyCommentCreated(tx, storage, await newComment(tx, { postId, userId: commenter })),
    );
    expect(recipients(rows)).toEqual([`comment>place:${falcon}`, `comment>user:${reviewer}`]);
    const audiences = events
      .filter((event) => event.type === 'notification.created')
      .map((event) => [...event.user_ids].sort());
    expect(audiences).toEqual(expect.arrayContaining([[reviewer], [manager, owner].sort()]));
    expect(events.at(-1)?.type).toBe('counters.changed');
    expect(Object.keys(events.at(-1)?.payload.counters ?? {}).sort()).toEqual(
      [manager, owner, reviewer].sort(),
    );
  });

  it("a reply notifies the parent's author (answer) and each recipient once, answer first", async () => {
    const postId = await review();
    const parent = await db.transaction((tx) => newComment(tx, { postId, userId: commenter }));
    // The reviewer replies on their own review: the commenter gets the answer, the place the
    // comment, the reviewer nothing.
    const { rows } = await act(async (tx) =>
      notifyCommentCreated(tx, storage, await newComment(tx, { postId, userId: reviewer, parent })),
    );
    expect(recipients(rows)).toEqual([`answer>user:${commenter}`, `comment>place:${falcon}`]);

    // A reply to the place's own comment on its news: the place once, as answer.
    const newsId = await news();
    const byPlace = await db.transaction((tx) =>
      newComment(tx, { postId: newsId, userId: manager, byOutlet: true }),
    );
    const reply = await act(async (tx) =>
      notifyCommentCreated(
        tx,
        storage,
        await newComment(tx, { postId: newsId, userId: stranger, parent: byPlace }),
      ),
    );
    expect(recipients(reply.rows)).toEqual([`answer>place:${falcon}`]);
  });

  it('as the place, notifies the author but not the place or its staff', async () => {
    const postId = await review();
    const { rows, events } = await act(async (tx) =>
      notifyCommentCreated(
        tx,
        storage,
        await newComment(tx, { postId, userId: manager, byOutlet: true }),
      ),
    );
    expect(recipients(rows)).toEqual([`comment>user:${reviewer}`]);
    expect(rows[0]).toMatchObject({
      creator_type: 'place',
      creator_id: falcon,
      actor_user_id: manager,
    });
    expect(events.flatMap((event) => event.user_ids)).not.toContain(manager);
    expect(events.flatMap((event) => event.user_ids)).not.toContain(owner);
  });

  it("by a staff member in their own name, reaches the place's other staff, not them", async () => {
    const newsId = await news();
    const ownerBefore = await counters(owner);
    const managerBefore = await counters(manager);
    const { rows, events } = await act(async (tx) =>
      notifyCommentCreated(tx, storage, await newComment(tx, { postId: newsId, userId: manager })),
    );
    expect(recipients(rows)).toEqual([`comment>place:${falcon}`]);
    expect(events[0]?.user_ids).toEqual([owner]);
    expect((await counters(owner))?.forOutlet).toBe((ownerBefore?.forOutlet ?? 0) + 1);
    expect(await counters(manager)).toEqual(managerBefore);
    const managerList = await listNotifications(db, manager, true, { offset: 0, limit: 100 });
    expect(managerList.map((row) => row.id)).not.toContain(rows[0]?.id);
    const ownerList = await listNotifications(db, owner, true, { offset: 0, limit: 100 });
    expect(ownerList.map((row) => row.id)).toContain(rows[0]?.id);
  });

  it("on a chain's news notifies the chain's owner", async () => {
    const { rows, events } = await act(async (tx) => {
      const postId = await insertPost(tx, {
        type: 'news',
        userId: owner,
        byOutlet: true,
        placeId: null,
        organisationId: chain,
        cityId: null,
        text: 'New menu',
        rating: null,
        lat: null,
        lon: null,
        imageIds: [],
      });
      return notifyCommentCreated(tx, storage, await newComment(tx, { postId, userId: stranger }));
    });
    expect(recipients(rows)).toEqual([`comment>organisation:${chain}`]);
    expect(events[0]?.user_ids).toEqual([owner]);
  });

  it("on an impression notifies only its author; on one's own post nobody", async () => {
    const impression = await db.transaction((tx) =>
      newPost(tx, { type: 'impression', userId: reviewer }),
    );
    const other = await act(async (tx) =>
      notifyCommentCreated(
        tx,
        storage,
        await newComment(tx, { postId: impression, userId: stranger }),
      ),
    );
    expect(recipients(other.rows)).toEqual([`comment>user:${reviewer}`]);
    const own = await act(async (tx) =>
      notifyCommentCreated(
        tx,
        storage,
        await newComment(tx, { postId: impression, userId: reviewer }),
      ),
    );
    expect(own.rows).toEqual([]);
    expect(own.events).toEqual([]);
  });
});

describe('a like', () => {
  const like = (
    postId: string,
    who: string,
    extra: { commentId?: string; asPlace?: boolean } = {},
  ) => ({
    postId,
    commentId: extra.commentId ?? null,
    likerId: extra.asPlace ? falcon : who,
    byOutlet: extra.asPlace ?? false,
    userId: who,
  });

  it('of news notifies its place; of a review its author; never the liker', async () => {
    const newsId = await news();
    const reviewId = await review();
    const { rows } = await act(async (tx) => [
      ...(await notifyLikeAdded(tx, storage, like(newsId, stranger))),
      ...(await notifyLikeAdded(tx, storage, like(reviewId, stranger))),
      ...(await notifyLikeAdded(tx, storage, like(reviewId, reviewer))),
      ...(await notifyLikeAdded(tx, storage, like(newsId, manager, { asPlace: true }))),
    ]);
    expect(recipients(rows)).toEqual([`like>place:${falcon}`, `like>user:${reviewer}`]);
  });

  it("of a comment notifies its author: the person, or the place for the place's comment", async () => {
    const newsId = await news();
    const byPerson = await db.transaction((tx) =>
      newComment(tx, { postId: newsId, userId: commenter }),
    );
    const byPlace = await db.transaction((tx) =>
      newComment(tx, { postId: newsId, userId: manager, byOutlet: true, text: 'Welcome!' }),
    );
    const { rows } = await act(async (tx) => [
      ...(await notifyLikeAdded(tx, storage, like(newsId, stranger, { commentId: byPerson }))),
      ...(await notifyLikeAdded(tx, storage, like(newsId, stranger, { commentId: byPlace }))),
    ]);
    expect(recipients(rows)).toEqual([`like>place:${falcon}`, `like>user:${commenter}`]);
    const onPlaceComment = rows.find((row) => row.recipient_type === 'place');
    expect(onPlaceComment).toMatchObject({
      object_type: 'comment',
      object_id: byPlace,
      comment_id: byPlace,
      preview: 'Welcome!',
    });
  });

  it('removed, deletes its notification while not viewed and emits the counters that fell', async () => {
    const reviewId = await review();
    const before = await counters(reviewer);
    await act((tx) => notifyLikeAdded(tx, storage, like(reviewId, stranger)));
    expect((await counters(reviewer))?.forUser).toBe((before?.forUser ?? 0) + 1);

    const mark = await lastEventId();
    const removed = await db.transaction((tx) =>
      withdrawLikeNotification(tx, { postId: reviewId, commentId: null, likerId: stranger }),
    );
    expect(removed).toBe(1);
    expect(await counters(reviewer)).toEqual(before);
    const events = await eventsAfter(mark);
    expect(events).toEqual([
      {
        type: 'counters.changed',
        payload: { counters: { [reviewer]: before } },
        user_ids: [reviewer],
      },
    ]);

    // A viewed one stays, as history, and moves no counter.
    const again = await act((tx) => notifyLikeAdded(tx, storage, like(reviewId, stranger)));
    await db.transaction((tx) => markViewed(tx, reviewer, false, [again.rows[0]?.id ?? '']));
    const kept = await db.transaction((tx) =>
      withdrawLikeNotification(tx, { postId: reviewId, commentId: null, likerId: stranger }),
    );
    expect(kept).toBe(0);
  });
});
