// GET /api/v2/events over real HTTP: who may read it, resuming, resets, rollbacks and order.
import { describe, expect, it } from 'vitest';
import {
  openEventStream,
  streamsClosedAfterEach,
  type EventStreamReader,
} from '../test-support/event-stream-reader.js';
import { useRunningApi } from '../test-support/api-under-test.js';
import { emit, pruneEvents } from './event-outbox.js';

const api = useRunningApi();
const open = streamsClosedAfterEach();

async function stream(options: { lastEventId?: string } = {}): Promise<EventStreamReader> {
  const reader = await openEventStream(api().url, { secret: api().eventsSecret, ...options });
  open.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

const person = 'a'.repeat(24);

/** Commits one counters.changed event carrying `mark`; returns its id. */
function committed(mark: number): Promise<string> {
  return api().db.transaction((tx) =>
    emit(tx, 'counters.changed', { counters: { [person]: mark } }, [person]),
  );
}

describe('GET /api/v2/events', () => {
  it('is 401 without the events secret, with another secret and with a person token', async () => {
    for (const secret of [undefined, 'not-the-secret-at-all', `${api().eventsSecret}x`]) {
      const reader = await openEventStream(api().url, { secret });
      open.push(reader);
      expect(reader.status).toBe(401);
    }
    const response = await fetch(`${api().url}/api/v2/events`);
    expect(await response.json()).toMatchObject({ code: 401, status: 'Unauthorized' });
  });

  it('streams each committed event with its id, type and data: the audience and the payload', async () => {
    const reader = await stream();
    const id = await committed(1);
    expect(await reader.next()).toEqual({
      id,
      event: 'counters.changed',
      data: { userIds: [person], counters: { [person]: 1 } },
    });
  });

  it('resumes after a Last-Event-ID with every later event, in order', async () => {
    const first = await committed(10);
    const second = await committed(11);
    const third = await committed(12);
    const reader = await stream({ lastEventId: first });
    expect((await reader.next()).id).toBe(second);
    expect((await reader.next()).id).toBe(third);
    // Then the live ones.
    const fourth = await committed(13);
    expect((await reader.next()).id).toBe(fourth);
  });

  it('never streams an event written in a rolled-back transaction', async () => {
    const reader = await stream();
    await expect(
      api().db.transaction(async (tx) => {
        await emit(tx, 'counters.changed', { counters: { [person]: -1 } }, [person]);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const after = await committed(20);
    const received = await reader.next();
    expect(received).toMatchObject({ id: after, data: { counters: { [person]: 20 } } });

    // Nor on a resume from before it.
    const resumed = await stream({ lastEventId: String(BigInt(after) - 2n) });
    expect((await resumed.next()).id).toBe(after);
  });

  it('delivers events in the order their transactions committed, ids rising', async () => {
    const reader = await stream();
    const marks = Array.from({ length: 12 }, (_, index) => 100 + index);
    const ids = await Promise.all(marks.map((mark) => committed(mark)));
    const received: string[] = [];
    for (let index = 0; index < ids.length; index += 1) {
      const event = await reader.next();
      if (event.id) received.push(event.id);
    }
    expect([...received].sort()).toEqual([...ids].sort());
    const asNumbers = received.map(BigInt);
    for (let index = 1; index < asNumbers.length; index += 1) {
      expect(asNumbers[index]! > asNumbers[index - 1]!).toBe(true);
    }
  });

  it('sends reset, then the oldest kept events, when the Last-Event-ID is older than what is kept', async () => {
    const old = await committed(30);
    await committed(31);
    const kept = await committed(32);
    // Everything is older than 0 hours; the newest one is always kept.
    await pruneEvents(api().db, { retentionHours: 0, keepNewest: 1 });
    const reader = await stream({ lastEventId: old });
    expect(await reader.next()).toMatchObject({ id: null, event: 'reset' });
    expect((await reader.next()).id).toBe(kept);
  });

  it('sends reset when the Last-Event-ID was never handed out by this database', async () => {
    const newest = await committed(40);
    const { rows } = await api().db.query<{ id: string }>('SELECT min(id)::text AS id FROM events');
    const reader = await stream({ lastEventId: String(BigInt(newest) + 1000n) });
    expect(await reader.next()).toMatchObject({ event: 'reset' });
    expect((await reader.next()).id).toBe(rows[0]?.id);
  });

  it('refuses a Last-Event-ID that is not a number', async () => {
    const response = await fetch(`${api().url}/api/v2/events`, {
      headers: { authorization: `Bearer ${api().eventsSecret}`, 'last-event-id': 'abc' },
    });
    expect(response.status).toBe(400);
  });
});

describe('event retention', () => {
  it('keeps the newest events even when they are old, and recent ones whatever their number', async () => {
    const ids = [await committed(50), await committed(51), await committed(52)];
    expect(await pruneEvents(api().db, { retentionHours: 24, keepNewest: 1 })).toBe(0);
    await pruneEvents(api().db, { retentionHours: 0, keepNewest: 2 });
    const { rows } = await api().db.query<{ id: string }>(
      'SELECT e.id::text AS id FROM events e ORDER BY e.id',
    );
    expect(rows.map((row) => row.id)).toEqual(ids.slice(1));
  });
});
