import type { Database } from '../db/database.js';
import type { EventSignal } from '../event/event-signal.js';
import type { Logger } from '../logger.js';
import { pushLimits } from '../messages.js';
import type { Notification } from '../notification/notification-json.js';
import { presentAmong } from './presence-repository.js';
import { pushPayload } from './push-payload.js';
import type { SendPush } from './push-sender.js';
import {
  deleteGoneSubscription,
  subscriptionsOf,
  type PushSubscriptionRow,
} from './push-subscription-repository.js';

interface TakenEvent {
  id: string;
  payload: { notification?: Notification };
  user_ids: string[];
  fresh: boolean;
}

export interface PushDispatcherDeps {
  db: Database;
  signal: EventSignal;
  send: SendPush;
  logger: Logger;
  /** How often it looks at the outbox without being woken (a missed wake-up costs this much). */
  pollMs?: number;
}

/**
 * Pushes each new notification to the browsers of its recipients who have no live socket open
 * on any gateway (docs/live-events.md, "Web push"). It reads the outbox after the writes commit,
 * woken by the same signal as the event streams, so a write never waits for a push nor fails by
 * one. Api instances share one cursor row and take events under its lock: each notification is
 * pushed once, by whichever instance took it.
 */
export class PushDispatcher {
  readonly #deps: PushDispatcherDeps;
  #running: Promise<void> | null = null;
  #again = false;
  #closed = false;
  #stopListening: (() => void) | null = null;
  #poll: NodeJS.Timeout | null = null;

  constructor(deps: PushDispatcherDeps) {
    this.#deps = deps;
  }

  /** Starts listening for commits; resolves once listening (and the cursor exists). */
  async start(): Promise<void> {
    this.#stopListening = await this.#deps.signal.subscribe(() => this.wake());
    this.#poll = setInterval(() => this.wake(), this.#deps.pollMs ?? 30_000);
    this.#poll.unref();
    this.wake();
    await this.idle();
  }

  /** Looks at the outbox now (or right after the round in progress). */
  wake(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves when no round is in progress (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#poll) clearInterval(this.#poll);
    this.#stopListening?.();
    await this.idle();
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        let more = true;
        while (more && !this.#closed) {
          const taken = await this.#take();
          more = taken.more;
          await this.#deliver(taken.events);
        }
      } catch (error) {
        // The next wake-up (or the poll) tries again from the cursor.
        this.#deps.logger.warn({ err: error }, 'push: reading the outbox failed');
      }
    } while (this.#again && !this.#closed);
  }

  /** Takes the next notification events and moves the shared cursor past them. */
  async #take(): Promise<{ events: TakenEvent[]; more: boolean }> {
    return this.#deps.db.transaction(async (tx) => {
      const cursor = (
        await tx.query<{ last: string }>(
          'SELECT last_event_id::text AS last FROM push_cursor FOR UPDATE',
        )
      ).rows[0];
      // Ids are drawn in commit order, so every id up to the newest visible one is settled.
      const newest =
        (
          await tx.query<{ newest: string }>(
            'SELECT coalesce(max(id), 0)::text AS newest FROM events',
          )
        ).rows[0]?.newest ?? '0';
      if (!cursor) {
        // The first start: what happened before is not pushed.
        await tx.query(
          'INSERT INTO push_cursor (last_event_id) VALUES ($1) ON CONFLICT (id) DO NOTHING',
          [newest],
        );
        return { events: [], more: false };
      }
      const { rows } = await tx.query<TakenEvent>(
        `SELECT id::text AS id, payload, user_ids,
                created_at > now() - make_interval(mins => $4::int) AS fresh
         FROM events
         WHERE id > $1::bigint AND id <= $2::bigint AND type = 'notification.created'
         ORDER BY id LIMIT $3`,
        [cursor.last, newest, pushLimits.claimBatch, pushLimits.maxAgeMinutes],
      );
      const more = rows.length === pushLimits.claimBatch;
      const upTo = more ? (rows.at(-1)?.id ?? newest) : newest;
      if (upTo !== cursor.last) {
        await tx.query('UPDATE push_cursor SET last_event_id = $1::bigint', [upTo]);
      }
      return { events: rows, more };
    });
  }

  /** One push per subscription of each recipient without a live socket. */
  async #deliver(events: readonly TakenEvent[]): Promise<void> {
    const { db } = this.#deps;
    const wanted = events.filter((event) => event.fresh && event.payload.notification);
    if (wanted.length === 0) return;
    const subscriptions = await subscriptionsOf(
      db,
      wanted.flatMap((event) => event.user_ids),
    );
    if (subscriptions.length === 0) return;
    const present = await presentAmong(
      db,
      subscriptions.map((subscription) => subscription.user_id),
    );
    const byUser = new Map<string, PushSubscriptionRow[]>();
    for (const subscription of subscriptions) {
      if (present.has(subscription.user_id)) continue;
      const list = byUser.get(subscription.user_id) ?? [];
      list.push(subscription);
      byUser.set(subscription.user_id, list);
    }
    const jobs: { subscription: PushSubscriptionRow; payload: string }[] = [];
    for (const event of wanted) {
      const notification = event.payload.notification;
      if (!notification) continue;
      for (const userId of new Set(event.user_ids)) {
        for (const subscription of byUser.get(userId) ?? []) {
          jobs.push({
            subscription,
            payload: JSON.stringify(pushPayload(notification, subscription.mute)),
          });
        }
      }
    }
    await inParallel(jobs, pushLimits.sendConcurrency, (job) => this.#push(job));
  }

  async #push(job: { subscription: PushSubscriptionRow; payload: string }): Promise<void> {
    const { subscription } = job;
    const outcome = await this.#deps.send(subscription, job.payload);
    if (outcome.kind === 'sent') return;
    // The endpoint is a capability: its origin says which push service without giving it away.
    const service = URL.canParse(subscription.endpoint)
      ? new URL(subscription.endpoint).origin
      : 'unparsable';
    if (outcome.kind === 'gone') {
      await deleteGoneSubscription(this.#deps.db, subscription).catch((error: unknown) => {
        this.#deps.logger.warn({ err: error, service }, 'push: forgetting a subscription failed');
      });
      this.#deps.logger.debug({ service, status: outcome.status }, 'push: subscription gone');
      return;
    }
    this.#deps.logger.warn(
      { service, status: outcome.status, err: outcome.error },
      'push: sending failed',
    );
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
