import { onlyRow, type Queryable } from '../db/database.js';

/** A browser's push subscription as the api keeps it (table `push_subscriptions`). */
export interface PushSubscriptionRow {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  mute: boolean;
  created_at: Date;
}

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  mute: boolean;
}

/**
 * Registers a browser's subscription for `userId`. The endpoint is the browser's: it belongs to
 * whoever is signed in there now, so a row of someone else moves to `userId`. Without `force` the
 * stored keys and registration time are kept (only the owner and the mute preference follow the
 * call); with `force` the whole row is replaced, as the browser made a new subscription.
 */
export async function savePushSubscription(
  db: Queryable,
  userId: string,
  input: PushSubscriptionInput,
  force: boolean,
): Promise<PushSubscriptionRow> {
  const onConflict = force
    ? `user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       mute = excluded.mute, created_at = now(), updated_at = now()`
    : `user_id = excluded.user_id, mute = excluded.mute, updated_at = now()`;
  const { rows } = await db.query<PushSubscriptionRow>(
    `INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, mute)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET ${onConflict}
     RETURNING endpoint, user_id, p256dh, auth, mute, created_at`,
    [input.endpoint, userId, input.p256dh, input.auth, input.mute],
  );
  return onlyRow(rows, 'the push subscription was not saved');
}

/** Removes `userId`'s subscription with this endpoint; whether there was one. */
export async function deletePushSubscription(
  db: Queryable,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2 RETURNING 1',
    [endpoint, userId],
  );
  return rows.length > 0;
}

/**
 * Removes a subscription the push service says is gone (404, 410), unless it was registered
 * again with other keys meanwhile.
 */
export async function deleteGoneSubscription(
  db: Queryable,
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh'>,
): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1 AND p256dh = $2', [
    subscription.endpoint,
    subscription.p256dh,
  ]);
}

/** Every subscription of these people. */
export async function subscriptionsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<PushSubscriptionRow>(
    `SELECT endpoint, user_id, p256dh, auth, mute, created_at FROM push_subscriptions
     WHERE user_id = ANY($1::text[]) ORDER BY user_id, created_at`,
    [[...new Set(userIds)]],
  );
  return rows;
}
