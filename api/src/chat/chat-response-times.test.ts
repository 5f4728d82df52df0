// GET /api/v2/chats/response-times over real HTTP, on messages written straight into the api's
// database with past times. Sage Espresso is owned by owner1 and managed by manager2 and has no
// demo chats; owner1 also owns the demo chain and Falcon Cafe (docs/demo-accounts.md).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoId } from '../seed/demo-id.js';
import { ownedDemoOrganisationName } from '../seed/demo-organisations.js';
import { demoUserId } from '../seed/people.js';
import { useApi } from '../test-support/api-under-test.js';
import { chatClient } from '../test-support/chat-client.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';
import type { ChatResponseTime } from './chat-response-times.js';
import { findOrCreateChat } from './chat-repository.js';

const api = useApi();
const chats = chatClient(() => api.url);
const falcon = demoStaffedPlaceId(0);
const sageEspresso = demoStaffedPlaceId(1);
const chain = demoId('organisation', ownedDemoOrganisationName);

const minute = 60;
const day = 24 * 60 * minute;

/** Who wrote a message, and how many seconds ago. */
type Sent = ['guest' | 'place', number];

/** A chat of the demo person `guest` with Sage Espresso, its messages written at past times. */
async function pastChat(guest: string, sent: Sent[]): Promise<void> {
  const guestId = demoUserId(guest);
  const { chatId } = await api.db.transaction((tx) =>
    findOrCreateChat(tx, guestId, { type: 'place', id: sageEspresso }),
  );
  for (const [who, secondsAgo] of sent) {
    const [senderType, senderId, userId] =
      who === 'guest'
        ? ['user', guestId, guestId]
        : ['place', sageEspresso, demoUserId('manager-2')];
    await api.db.query(
      `INSERT INTO messages (id, chat_id, sender_type, sender_id, user_id, text, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, 'Hello', now() - make_interval(secs => $6::int),
         now() - make_interval(secs => $6::int))`,
      [randomBytes(12).toString('hex'), chatId, senderType, senderId, userId, secondsAgo],
    );
  }
}

const responseTimes = async (who: string) => {
  const reply = await chats.call(who, 'GET', '/api/v2/chats/response-times');
  expect(reply.status).toBe(200);
  return reply.body.data.responseTimes as ChatResponseTime[];
};

const ids = (items: readonly ChatResponseTime[]) => items.map((item) => item.outlet.id);

const byOutlet = (items: readonly ChatResponseTime[]) =>
  Object.fromEntries(items.map((item) => [item.outlet.id, item]));

describe("a place's median first-response time", () => {
  it('is the median over the waits of the last 30 days its staff answered', async () => {
    // Answered after 4 minutes; then two questions in a row, answered 30 minutes after the first.
    await pastChat('user-11', [
      ['guest', 10 * day],
      ['place', 10 * day - 4 * minute],
      ['guest', 5 * day],
      ['guest', 5 * day - minute],
      ['place', 5 * day - 30 * minute],
    ]);
    // Answered after 10 minutes.
    await pastChat('user-12', [
      ['guest', 2 * day],
      ['place', 2 * day - 10 * minute],
    ]);
    // Older than 30 days: left out, though answered after a minute.
    await pastChat('user-13', [
      ['guest', 40 * day],
      ['place', 40 * day - minute],
    ]);
    // Not answered: left out.
    await pastChat('user-14', [['guest', day]]);

    const expected = {
      outlet: { type: 'place', id: sageEspresso, name: 'Sage Espresso' },
      // 4, 10 and 30 minutes.
      medianSeconds: 10 * minute,
      answeredCount: 3,
    };
    expect(await responseTimes('manager2')).toEqual([
      { ...expected, outlet: expect.objectContaining(expected.outlet) },
    ]);

    const owners = byOutlet(await responseTimes('owner1'));
    expect(Object.keys(owners).sort()).toEqual([chain, falcon, sageEspresso].sort());
    expect(owners[sageEspresso]).toMatchObject(expected);
    // The chain has no chats: nothing answered, no median.
    expect(owners[chain]).toMatchObject({ medianSeconds: null, answeredCount: 0 });
  });

  it('is read by the staff of the place alone', async () => {
    expect(await responseTimes('user15')).toEqual([]);
    expect(ids(await responseTimes('manager2'))).not.toContain(falcon);
    expect((await chats.call(null, 'GET', '/api/v2/chats/response-times')).status).toBe(401);
  });
});
