import { beforeAll, expect } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { LocalImageStorage } from '../image/storage.js';
import { insertComment } from '../comment/comment-repository.js';
import { insertPost } from '../post/post-repository.js';
import { demoUserId } from '../seed/people.js';
import { useSeededTestDatabase } from './seeded-database.js';
import type { NotificationRow } from '../notification/notification-repository.js';
import { personCounters } from '../counters/person-counters.js';

// What the notification tests share: the seeded database (db), the demo people and Falcon Cafe,
// actions run in one transaction with what they notified and emitted, and posts and comments.
export let db: Database;

export const storage = new LocalImageStorage('/nonexistent');
export const owner = demoUserId('owner-1');
export const manager = demoUserId('manager-1');
export const otherManager = demoUserId('manager-2');
export const reviewer = demoUserId('user-1');
export const commenter = demoUserId('user-2');
export const stranger = demoUserId('user-3');
export let falcon = '';
export let chain = '';
export let cityId = '';

/** Opens the seeded database for the test file and finds Falcon Cafe, its chain and city. */
export function useNotifyFixtures(): void {
  useSeededTestDatabase((opened) => {
    db = opened;
  });
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
}

/** The newest event id, to read what an action emitted after it. */
export async function lastEventId(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM events',
  );
  return rows[0]?.id ?? '0';
}

export interface EventRow {
  type: string;
  payload: { notification?: { type: string; recipientId: string }; counters?: object };
  user_ids: string[];
}

export async function eventsAfter(id: string): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    'SELECT e.type, e.payload, e.user_ids FROM events e WHERE e.id > $1::bigint ORDER BY e.id',
    [id],
  );
  return rows;
}

/** A person's counters as `counters.changed` sends them (notifications, and chats beside). */
export async function counters(userId: string) {
  return (await personCounters(db, [userId])).get(userId);
}

/** Runs an action's writes and its notifications in one transaction; returns what it notified. */
export async function act(
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

export const recipients = (rows: readonly NotificationRow[]) =>
  rows.map((row) => `${row.type}>${row.recipient_type}:${row.recipient_id}`).sort();

export function newPost(
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

export function newComment(
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

export const review = () =>
  db.transaction((tx) => newPost(tx, { type: 'review', userId: reviewer }));
export const news = () =>
  db.transaction((tx) => newPost(tx, { type: 'news', userId: manager, byOutlet: true }));
