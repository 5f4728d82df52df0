// Who is notified of follows, notifications marked viewed, and notifications rolled back with
// their action (docs/live-events.md), on the demo data: Falcon Cafe is owned by owner-1 and
// managed by manager-1.
import { describe, expect, it } from 'vitest';
import { markViewed } from './notification-repository.js';
import { notifyFollowed, withdrawFollowNotification } from './notify-follows.js';
import { notifyCommentCreated, notifyPostCreated } from './notify-posts.js';
import {
  db,
  storage,
  owner,
  manager,
  otherManager,
  reviewer,
  commenter,
  stranger,
  falcon,
  lastEventId,
  eventsAfter,
  counters,
  act,
  recipients,
  newPost,
  newComment,
  review,
  useNotifyFixtures,
} from '../test-support/notify-fixtures.js';

useNotifyFixtures();

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
