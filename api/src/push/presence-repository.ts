import type { Queryable } from '../db/database.js';

/**
 * Replaces what gateway `gatewayId` says about its open live sockets: the people with one, valid
 * for `ttlSeconds` unless reported again. An empty report (a gateway stopping) removes the gateway;
 * expired reports of other gateways go at the same time.
 */
export async function reportPresence(
  db: Queryable,
  gatewayId: string,
  userIds: readonly string[],
  ttlSeconds: number,
): Promise<void> {
  await db.query('DELETE FROM live_presence WHERE expires_at < now() OR gateway_id = $1', [
    gatewayId,
  ]);
  if (userIds.length === 0) return;
  await db.query(
    `INSERT INTO live_presence (gateway_id, user_ids, expires_at)
     VALUES ($1, $2::text[], now() + make_interval(secs => $3::int))`,
    [gatewayId, [...new Set(userIds)], ttlSeconds],
  );
}

/** Those of `userIds` with a live socket open on some gateway (by an unexpired report). */
export async function presentAmong(
  db: Queryable,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT u.user_id FROM live_presence p, unnest(p.user_ids) AS u(user_id)
     WHERE p.expires_at > now() AND p.user_ids && $1::text[] AND u.user_id = ANY($1::text[])`,
    [[...new Set(userIds)]],
  );
  return new Set(rows.map((row) => row.user_id));
}
