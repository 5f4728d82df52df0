import { pairKeyOf } from '../chat/chat-repository.js';
import { bulkInsert } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import type { ActorRef } from '../notification/notification-repository.js';
import { demoId } from './demo-id.js';
import { demoUserId } from './people.js';

/**
 * Demo chats, so /chats is not empty: between demo people, and with Falcon Cafe answered by its
 * owner and manager as the place. Deterministic: fixed ids and times; each reader has viewed all
 * but the last message sent to them, so the unread badges show.
 */

/** Bump when the chats below change (the seeded test template hashes it). */
export const demoChatsVersion = 1;

/** Demo messages are dated back from here (fixed, so the rows never change). */
const newestMessageAt = Date.UTC(2026, 10, 21, 18, 0, 0);

type Row = Record<string, unknown>;

/**
 * A demo chat: who started it (a demo person's key), with whom (a person's key, or Falcon Cafe),
 * and its messages oldest first as [who wrote it, the text]; a staff member's key with `@place`
 * writes as Falcon Cafe.
 */
type DemoChat = [starter: string, counterpart: string, messages: [by: string, text: string][]];

const falcon = 'falcon';
const asPlace = '@place';

const demoChats: DemoChat[] = [
  [
    'user-1',
    'user-2',
    [
      ['user-1', 'Hi Noah! Are you free for dinner on Friday?'],
      ['user-2', 'Hi! Yes, where do you fancy?'],
      ['user-1', 'Falcon Cafe at 7? I will ask them for a table.'],
    ],
  ],
  [
    'user-3',
    'user-4',
    [
      ['user-3', 'Loved your review of the brunch place.'],
      ['user-4', 'Thanks! Get the eggs with chilli butter.'],
    ],
  ],
  [
    'user-1',
    falcon,
    [
      ['user-1', 'Hello, do you have a table for two on Friday at 7 pm?'],
      [`owner-1${asPlace}`, 'Good evening! Yes, we will keep one by the window.'],
      ['user-1', 'Wonderful, thank you!'],
    ],
  ],
  [
    'user-5',
    falcon,
    [
      ['user-5', 'Is there a vegan option on the lunch menu?'],
      [`manager-1${asPlace}`, 'Yes, the roasted squash bowl is vegan.'],
      ['user-5', 'Do you take dogs on the terrace?'],
    ],
  ],
];

export interface DemoChatRows {
  chats: Row[];
  chat_members: Row[];
  messages: Row[];
}

/** Builds the chat rows (pure: the same place gives the same rows). */
export function buildDemoChats(falconId: string): DemoChatRows {
  const out: DemoChatRows = { chats: [], chat_members: [], messages: [] };
  const total = demoChats.reduce((sum, [, , messages]) => sum + messages.length, 0);
  let messageIndex = 0;
  demoChats.forEach(([starterKey, counterpartKey, messages], chatIndex) => {
    const chatId = demoId('chat', chatIndex);
    const starter: ActorRef = { type: 'user', id: demoUserId(starterKey) };
    const counterpart: ActorRef =
      counterpartKey === falcon
        ? { type: 'place', id: falconId }
        : { type: 'user', id: demoUserId(counterpartKey) };
    const members = [starter, counterpart];
    const sent = messages.map(([by, text]) => {
      const writer = by.replace(asPlace, '');
      // Messages of all chats interleave in time, ten minutes apart, the newest last.
      const at = new Date(newestMessageAt - (total - messageIndex) * 10 * 60_000).toISOString();
      const sender: ActorRef =
        writer === by ? { type: 'user', id: demoUserId(writer) } : counterpart;
      out.messages.push({
        id: demoId('message', messageIndex),
        chat_id: chatId,
        sender_type: sender.type,
        sender_id: sender.id,
        user_id: demoUserId(writer),
        text,
        created_at: at,
        updated_at: at,
      });
      messageIndex += 1;
      return { sender, at };
    });
    const lastAt = sent.at(-1)?.at ?? null;
    out.chats.push({
      id: chatId,
      pair_key: pairKeyOf(starter, counterpart),
      started_by: starter.id,
      last_message_at: lastAt,
      created_at: sent[0]?.at ?? lastAt,
    });
    for (const member of members) {
      // Viewed up to its own last message: what the other sent after it is unread.
      const own = sent.filter((message) => message.sender.id === member.id);
      out.chat_members.push({
        chat_id: chatId,
        member_type: member.type,
        member_id: member.id,
        viewed_until: own.at(-1)?.at ?? null,
        joined_at: sent[0]?.at ?? lastAt,
      });
    }
  });
  return out;
}

/**
 * Inserts the demo chats unless there are chats already (also for data folders seeded before
 * chats existed). Call inside the seed transaction, after the demo people.
 */
export async function seedDemoChatsIfMissing(tx: Queryable): Promise<boolean> {
  const { rows: present } = await tx.query<{ present: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM chats) AS present',
  );
  if (present[0]?.present) return false;
  // Falcon Cafe: the first London place, where the demo owner and manager work (people.ts).
  const { rows: places } = await tx.query<{ id: string }>(
    `SELECT p.id FROM places p JOIN cities c ON c.id = p.city_id
     WHERE c.latin_name = 'london-england-united-kingdom'
       AND EXISTS (SELECT 1 FROM place_staff s WHERE s.place_id = p.id AND s.user_id = $1)
     ORDER BY p.id LIMIT 1`,
    [demoUserId('owner-1')],
  );
  const falcon = places[0];
  if (!falcon) return false;
  const rows = buildDemoChats(falcon.id);
  await bulkInsert(tx, 'chats', rows.chats);
  await bulkInsert(tx, 'chat_members', rows.chat_members);
  await bulkInsert(tx, 'messages', rows.messages);
  return true;
}
