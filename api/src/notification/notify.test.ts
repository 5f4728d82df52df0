// Who is notified of what (docs/live-events.md), with the events written beside the rows, on the
// demo data: Falcon Cafe is owned by owner-1 and managed by manager-1; owner-1 owns the first
// demo chain.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { LocalImageStorage } from '../image/storage.js';
import { insertComment } from '../comment/comment-repository.js';
import { insertPost } from '../post/post-repository.js';
import { demoUserId } from '../seed/people.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';
import { notificationsJson } from './notification-json.js';
import { listNotifications, markViewed, type NotificationRow } from './notification-repository.js';
import { notifyFollowed, withdrawFollowNotification } from './notify-follows.js';
import {
  notifyCommentCreated,
  notifyLikeAdded,
  notifyPostCreated,
  withdrawLikeNotification,
} from './notify-posts.js';
import { personCounters } from '../counters/person-counters.js';

let db: Database;
useSeededTestDatabase((opened) => {
  db = opened;
});

const storage = new LocalImageStorage('/nonexistent');
const owner = demoUserId('owner-1');
const manager = demoUserId('manager-1');
const otherManager = demoUserId('manager-2');
const reviewer = demoUserId('user-1');
const commenter = demoUserId('user-2');
const stranger = demoUserId('user-3');
let falcon = '';
let chain = '';
let cityId = '';

beforeAll(async () => {
  const { rows } = await db.query<{ place_id: string; city_id: string }>(
    `SELECT s.place_id, p.city_id FROM place_staff s JOIN places p ON p.id = s.place_id
     WHERE s.user_id = $1 AND s.role = 'owner'
       AND EXISTS (SELECT 1 FROM place_staff m WHERE m.place_id = s.place_id
                   AND m.user_id = $2 AND m.role = 'manager')`,
    [owner, manager],
  );
  falcon = rows[0]?.place_id ?? '';
  cityId = rows[0]?.city_id ?? '';
  const chains = await db.query<{ organisation_id: string }>(
    `SELECT organisation_id FROM organisation_staff WHERE user_id = $1 AND role = 'owner'`,
    [owner],
  );
  chain = chains.rows[0]?.organisation_id ?? '';
  expect(falcon).not.toBe('');
  expect(chain).not.toBe('');
});

/** The newest event id, to read what an action emitted after it. */
async function lastEventId(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM events',
  );
  return rows[0]?.id ?? '0';
}

interface EventRow {
  type: string;
  payload: { notification?: { type: string; recipientId: string }; counters?: object };
  user_ids: string[];
}

async function eventsAfter(id: string): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT e.type, e.payload, e.user_ids FROM events e WHERE e.id > $1::bigint ORDER BY e.id',
    [id],
  );
  return rows;
}

/** A person's counters as `counters.changed` sends them (notifications, and chats beside). */
async function counters(userId: string) {
  return (await personCounters(db, [userId])).get(userId);
}

/** Runs an action's writes and its notifications in one transaction; returns what it notified. */
async function act(
  fn: (tx: Queryable) => Promise<string[]>,
): Promise<{ rows: NotificationRow[]; events: EventRow[] }> {
  const before = await lastEventId();
  const ids = await db.transaction(fn);
  const { rows } = await db.query<NotificationRow>(
    `SELECT n.*, NULL AS post_type, 0 AS time_passed FROM notifications n
     WHERE n.id = ANY($1::text[])`,
    [ids],
  );
  return { rows, events: await eventsAfter(before) };
}

const recipients = (rows: readonly NotificationRow[]) =>
  rows.map((row) => `${row.type}>${row.recipient_type}:${row.recipient_id}`).sort();

function newPost(
  tx: Queryable,
  post: {
    type: 'news' | 'review' | 'impression';
    userId: string;
    byOutlet?: boolean;
    text?: string;
  },
) {
  return insertPost(tx, {
    type: post.type,
    userId: post.userId,
    byOutlet: post.byOutlet ?? false,
    placeId: post.type === 'impression' ? null : falcon,
    organisationId: null,
    cityId: post.type === 'impression' ? cityId : null,
    text: post.text ?? 'A fine evening at the bar with friends',
    rating: post.type === 'review' ? 4 : null,
    lat: post.type === 'impression' ? 51.5 : null,
    lon: post.type === 'impression' ? -0.1 : null,
    imageIds: [],
  });
}

function newComment(
  tx: Queryable,
  comment: { postId: string; userId: string; byOutlet?: boolean; parent?: string; text?: string },
) {
  return insertComment(tx, {
    postId: comment.postId,
    userId: comment.userId,
    byOutlet: comment.byOutlet ?? false,
    subjectCommentId: comment.parent ?? null,
    text: comment.text ?? 'Thank you so much for coming',
    imageIds: [],
  });
}

const review = () => db.transaction((tx) => newPost(tx, { type: 'review', userId: reviewer }));
const news = () =>
  db.transaction((tx) => newPost(tx, { type: 'news', userId: manager, byOutlet: true }));

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

describe('a follow', () => {
  it('notifies the person or place followed, and its removal withdraws it', async () => {
    const { rows } = await act(async (tx) => [
      ...(await notifyFollowed(tx, storage, stranger, { userId: reviewer })),
      ...(await notifyFollowed(tx, storage, stranger, { placeId: falcon })),
    ]);
    expect(recipients(rows)).toEqual([`follower>place:${falcon}`, `follower>user:${reviewer}`]);
    expect(rows.find((row) => row.recipient_type === 'user')).toMatchObject({
      object_type: 'user',
      object_id: stranger,
      outlet_id: null,
    });
    const removed = await db.transaction(
      async (tx) =>
        (await withdrawFollowNotification(tx, stranger, { userId: reviewer })) +
        (await withdrawFollowNotification(tx, stranger, { placeId: falcon })),
    );
    expect(removed).toBe(2);
  });

  it("of one's own place by its manager reaches the other staff only", async () => {
    const { rows, events } = await act((tx) =>
      notifyFollowed(tx, storage, manager, { placeId: falcon }),
    );
    expect(rows).toHaveLength(1);
    expect(events[0]?.user_ids).toEqual([owner]);
    await db.transaction((tx) => withdrawFollowNotification(tx, manager, { placeId: falcon }));
  });
});

describe('viewed', () => {
  it("marks one outlet notification viewed for all its staff; ids outside the caller's list are ignored", async () => {
    const { rows } = await act(async (tx) =>
      notifyPostCreated(tx, storage, await newPost(tx, { type: 'review', userId: reviewer })),
    );
    const id = rows[0]?.id ?? '';
    const ownerBefore = await counters(owner);
    const managerBefore = await counters(manager);

    // Not in manager-2's list (another place): nothing changes.
    expect(await db.transaction((tx) => markViewed(tx, otherManager, true, [id]))).toEqual([]);
    // Not in the personal list either.
    expect(await db.transaction((tx) => markViewed(tx, owner, false, [id]))).toEqual([]);

    const changed = await db.transaction((tx) => markViewed(tx, owner, true, [id]));
    expect(changed).toHaveLength(1);
    expect((await counters(owner))?.forOutlet).toBe((ownerBefore?.forOutlet ?? 0) - 1);
    expect((await counters(manager))?.forOutlet).toBe((managerBefore?.forOutlet ?? 0) - 1);
  });

  it('marks the whole list viewed without ids', async () => {
    await act(async (tx) => notifyFollowed(tx, storage, commenter, { userId: stranger }));
    expect((await counters(stranger))?.forUser).toBeGreaterThan(0);
    await db.transaction((tx) => markViewed(tx, stranger, false, null));
    expect(await counters(stranger)).toMatchObject({ forUser: 0 });
  });
});

describe('transactions', () => {
  it('roll back the notifications and their events with the action', async () => {
    const postId = await review();
    const mark = await lastEventId();
    const { rows: before } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications',
    );
    await expect(
      db.transaction(async (tx) => {
        const commentId = await newComment(tx, { postId, userId: commenter });
        const ids = await notifyCommentCreated(tx, storage, commentId);
        expect(ids).toHaveLength(2);
        throw new Error('the action failed after notifying');
      }),
    ).rejects.toThrow('the action failed after notifying');
    const { rows: after } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications',
    );
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(await eventsAfter(mark)).toEqual([]);
  });
});
