import { describe, expect, it } from 'vitest';
import type { StreamEvent } from './stream-events.js';
import { StreamReader } from './stream-reader.js';

const notification = (id: string) => ({ id, type: 'like', creator: { type: 'user', id: 'u9' } });

function frame(id: string, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function reader() {
  const events: StreamEvent[] = [];
  const errors: Error[] = [];
  const stream = new StreamReader(
    (event) => events.push(event),
    (error) => errors.push(error),
  );
  return { stream, events, errors };
}

describe('StreamReader', () => {
  it('reads id, event and data of events cut anywhere, and skips pings', () => {
    const { stream, events } = reader();
    const text =
      ': ping\n\n' +
      frame('7', 'notification.created', {
        userIds: ['a', 'b'],
        notification: notification('n1'),
      }) +
      frame('8', 'counters.changed', {
        userIds: ['a'],
        counters: { a: { forUser: 2, forOutlet: 0, total: 2 } },
      });
    for (let at = 0; at < text.length; at += 5) stream.feed(text.slice(at, at + 5));

    expect(events).toEqual([
      {
        type: 'notification.created',
        id: '7',
        userIds: ['a', 'b'],
        notification: notification('n1'),
      },
      {
        type: 'counters.changed',
        id: '8',
        userIds: ['a'],
        counters: { a: { forUser: 2, forOutlet: 0, total: 2 } },
      },
    ]);
    expect(stream.lastEventId).toBe('8');
  });

  it('relays each id once when a resume repeats what it already read', () => {
    const { stream, events } = reader();
    stream.feed(
      frame('1', 'notification.created', { userIds: ['a'], notification: notification('n1') }),
    );
    stream.feed(
      frame('2', 'notification.created', { userIds: ['a'], notification: notification('n2') }),
    );
    stream.reconnected();
    stream.feed(
      frame('2', 'notification.created', { userIds: ['a'], notification: notification('n2') }),
    );
    stream.feed(
      frame('3', 'notification.created', { userIds: ['a'], notification: notification('n3') }),
    );

    expect(events.map((event) => event.id)).toEqual(['1', '2', '3']);
    expect(stream.lastEventId).toBe('3');
  });

  it('drops the half event a broken connection left, keeping the last id', () => {
    const { stream, events } = reader();
    stream.feed(
      frame('4', 'notification.created', { userIds: ['a'], notification: notification('n4') }),
    );
    stream.feed('id: 5\nevent: notification.created\ndata: {"userIds":["a"],"noti');
    stream.reconnected();
    stream.feed(
      frame('5', 'notification.created', { userIds: ['a'], notification: notification('n5') }),
    );

    expect(events.map((event) => event.id)).toEqual(['4', '5']);
  });

  it('passes a reset on and accepts the ids after it even when they start again', () => {
    const { stream, events } = reader();
    stream.feed(
      frame('900', 'notification.created', { userIds: ['a'], notification: notification('x') }),
    );
    stream.feed('event: reset\ndata: {}\n\n');
    expect(stream.lastEventId).toBeUndefined();
    stream.feed(
      frame('1', 'notification.created', { userIds: ['a'], notification: notification('y') }),
    );

    expect(events.map((event) => [event.type, event.id])).toEqual([
      ['notification.created', '900'],
      ['reset', undefined],
      ['notification.created', '1'],
    ]);
  });

  it('skips types it does not relay and broken payloads, but remembers their ids', () => {
    const { stream, events } = reader();
    stream.feed(frame('10', 'message.created', { userIds: ['a'], message: {} }));
    stream.feed('id: 11\nevent: notification.created\ndata: not json\n\n');
    stream.feed(frame('12', 'notification.created', { notification: notification('n') }));

    expect(events).toEqual([]);
    expect(stream.lastEventId).toBe('12');
  });
});
