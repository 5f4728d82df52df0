// A message's rows, notification and events are one transaction (docs/live-events.md), on the demo
// data: Falcon Cafe is owned by owner-1 and managed by manager-1.
import { describe, expect, it } from 'vitest';
import { findOrCreateChat, type ChatSide } from './chat-repository.js';
import type { Database } from '../db/database.js';
import { LocalImageStorage } from '../image/storage.js';
import { demoUserId } from '../seed/people.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';
import { deleteMessage, sendMessage, writeMessage } from './message-actions.js';

let db: Database;
useSeededTestDatabase((opened) => {
  db = opened;
});

const storage = new LocalImageStorage('/nonexistent');
const falcon = demoStaffedPlaceId(0);
const owner = demoUserId('owner-1');
const manager = demoUserId('manager-1');
const guest = demoUserId('user-1');

interface EventRow {
  type: string;
  payload: Record<string, unknown>;
  user_ids: string[];
  at: string;
}

async function lastEventId(): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT coalesce(max(id), 0)::text AS id FROM events',
  );
  return rows[0]?.id ?? '0';
}

async function eventsAfter(id: string): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT e.type, e.payload, e.user_ids, e.created_at::text AS at FROM events e
     WHERE e.id > $1::bigint ORDER BY e.id`,
    [id],
  );
  return rows;
}

async function notificationsOf(objectId: string) {
  const { rows } = await db.query<{ recipient_type: string; recipient_id: string; at: string }>(
    `SELECT recipient_type, recipient_id, created_at::text AS at FROM notifications
     WHERE object_id = $1`,
    [objectId],
  );
  return rows;
}

async function falconChat(): Promise<{ guest: ChatSide; place: ChatSide }> {
  const { chatId } = await db.transaction((tx) =>
    findOrCreateChat(tx, guest, { type: 'place', id: falcon }),
  );
  return {
    guest: { chatId, member: { type: 'user', id: guest } },
    place: { chatId, member: { type: 'place', id: falcon } },
  };
}

const sorted = (ids: readonly string[]) => [...ids].sort();

/** Sends a text as the member `side`, written by `userId`. */
const send = (side: ChatSide, userId: string, text: string) =>
  sendMessage(db, storage, side, userId, { text, imageIds: [] });

describe('a new message', () => {
  it('writes its notification and events in its own transaction', async () => {
    const chat = await falconChat();
    const mark = await lastEventId();
    const id = await send(chat.guest, guest, 'A table by the window, please');
    const { rows } = await db.query<{ at: string }>(
      'SELECT created_at::text AS at FROM messages WHERE id = $1',
      [id],
    );
    const at = rows[0]?.at;
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual([
      'message.created',
      'notification.created',
      'counters.changed',
      'chat.changed',
    ]);
    // now() is the transaction's start: one time on every row says one transaction.
    expect(new Set(events.map((event) => event.at))).toEqual(new Set([at]));
    expect(await notificationsOf(id)).toEqual([
      { recipient_type: 'place', recipient_id: falcon, at },
    ]);

    const [created, notified, counters, changed] = events;
    expect(sorted(created?.user_ids ?? [])).toEqual(sorted([guest, owner, manager]));
    expect(created?.payload).toMatchObject({
      chatId: chat.guest.chatId,
      message: { id, userId: guest, text: 'A table by the window, please' },
    });
    expect(sorted(notified?.user_ids ?? [])).toEqual(sorted([owner, manager]));
    expect(notified?.payload).toMatchObject({
      notification: { type: 'message', chatId: chat.guest.chatId, objectId: id },
    });
    // The staff's chats counters moved, and the writer's were sent along.
    expect(sorted(counters?.user_ids ?? [])).toEqual(sorted([guest, owner, manager]));
    expect(counters?.payload).toMatchObject({
      counters: {
        [owner]: { chats: { forOutlet: expect.any(Number) } },
        [guest]: { chats: { forUser: expect.any(Number) } },
      },
    });
    const perPerson = changed?.payload.chats as Record<string, { isStaffed: boolean }>;
    expect(perPerson[guest]?.isStaffed).toBe(false);
    expect(perPerson[owner]?.isStaffed).toBe(true);
  });

  it('rolls back with everything it wrote', async () => {
    const chat = await falconChat();
    const mark = await lastEventId();
    let written = '';
    await expect(
      db.transaction(async (tx) => {
        written = await writeMessage(tx, storage, chat.guest, guest, {
          text: 'Never sent',
          imageIds: [],
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(written).not.toBe('');
    const { rows } = await db.query('SELECT 1 FROM messages WHERE id = $1', [written]);
    expect(rows).toEqual([]);
    expect(await notificationsOf(written)).toEqual([]);
    expect(await eventsAfter(mark)).toEqual([]);
  });

  it('notifies nobody of their own message: staff answering as the place notify the guest only', async () => {
    const chat = await falconChat();
    const mark = await lastEventId();
    const id = await send(chat.place, manager, 'Reserved for you');
    expect((await notificationsOf(id)).map((row) => row.recipient_id)).toEqual([guest]);
    const events = await eventsAfter(mark);
    const notified = events.filter((event) => event.type === 'notification.created');
    expect(notified.map((event) => event.user_ids)).toEqual([[guest]]);
  });

  it('deleted, takes back its notification while not viewed', async () => {
    const chat = await falconChat();
    const id = await send(chat.guest, guest, 'Sorry, wrong chat');
    expect(await notificationsOf(id)).toHaveLength(1);
    const mark = await lastEventId();
    await deleteMessage(db, storage, { id, chatId: chat.guest.chatId, sender: chat.guest.member });
    expect(await notificationsOf(id)).toEqual([]);
    expect((await eventsAfter(mark)).map((event) => event.type)).toEqual([
      'message.deleted',
      'counters.changed',
      'chat.changed',
    ]);
    // Deleting again changes nothing.
    const again = await lastEventId();
    await deleteMessage(db, storage, { id, chatId: chat.guest.chatId, sender: chat.guest.member });
    expect(await eventsAfter(again)).toEqual([]);
  });
});
