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

interface DemoChat {
  /** Who started it (a demo person's key). */
  starter: string;
  /** A demo person's key, or Falcon Cafe. */
  counterpart: string | 'falcon';
  /** Oldest first: who wrote it (a person's key; `as place` for Falcon's answers) and the text. */
  messages: { by: string; asPlace?: boolean; text: string }[];
}

const demoChats: DemoChat[] = [
  {
    starter: 'user-1',
    counterpart: 'user-2',
    messages: [
      { by: 'user-1', text: 'Hi Noah! Are you free for dinner on Friday?' },
      { by: 'user-2', text: 'Hi! Yes, where do you fancy?' },
      { by: 'user-1', text: 'Falcon Cafe at 7? I will ask them for a table.' },
    ],
  },
  {
    starter: 'user-3',
    counterpart: 'user-4',
    messages: [
      { by: 'user-3', text: 'Loved your review of the brunch place.' },
      { by: 'user-4', text: 'Thanks! Get the eggs with chilli butter.' },
    ],
  },
  {
    starter: 'user-1',
    counterpart: 'falcon',
    messages: [
      { by: 'user-1', text: 'Hello, do you have a table for two on Friday at 7 pm?' },
      { by: 'owner-1', asPlace: true, text: 'Good evening! Yes, we will keep one by the window.' },
      { by: 'user-1', text: 'Wonderful, thank you!' },
    ],
  },
  {
    starter: 'user-5',
    counterpart: 'falcon',
    messages: [
      { by: 'user-5', text: 'Is there a vegan option on the lunch menu?' },
      { by: 'manager-1', asPlace: true, text: 'Yes, the roasted squash bowl is vegan.' },
      { by: 'user-5', text: 'Do you take dogs on the terrace?' },
    ],
  },
];

export interface DemoChatRows {
  chats: Row[];
  chat_members: Row[];
  messages: Row[];
}

/** Builds the chat rows (pure: the same place gives the same rows). */
export function buildDemoChats(falconId: string): DemoChatRows {
  const out: DemoChatRows = { chats: [], chat_members: [], messages: [] };
  const total = demoChats.reduce((sum, chat) => sum + chat.messages.length, 0);
  let messageIndex = 0;
  demoChats.forEach((chat, chatIndex) => {
    const chatId = demoId('chat', chatIndex);
    const starter: ActorRef = { type: 'user', id: demoUserId(chat.starter) };
    const counterpart: ActorRef =
      chat.counterpart === 'falcon'
        ? { type: 'place', id: falconId }
        : { type: 'user', id: demoUserId(chat.counterpart) };
    const members = [starter, counterpart];
    const sent = chat.messages.map((message) => {
      // Messages of all chats interleave in time, ten minutes apart, the newest last.
      const at = new Date(newestMessageAt - (total - messageIndex) * 10 * 60_000).toISOString();
      const sender: ActorRef = message.asPlace
        ? counterpart
        : { type: 'user', id: demoUserId(message.by) };
      out.messages.push({
        id: demoId('message', messageIndex),
        chat_id: chatId,
        sender_type: sender.type,
        sender_id: sender.id,
        user_id: demoUserId(message.by),
        text: message.text,
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
