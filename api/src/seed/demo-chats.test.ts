import { describe, expect, it } from 'vitest';
import { chatNotViewedCounters } from '../counters/not-viewed.js';
import { listChats } from '../chat/chat-repository.js';
import type { Database } from '../db/database.js';
import { useSeededTestDatabase } from '../test-support/seeded-database.js';
import { buildDemoChats } from './demo-chats.js';
import { demoUserId } from './people.js';

let db: Database;
useSeededTestDatabase((opened) => {
  db = opened;
});

describe('buildDemoChats', () => {
  it('is deterministic, one chat per pair, two members each', () => {
    const rows = buildDemoChats('a'.repeat(24));
    expect(buildDemoChats('a'.repeat(24))).toEqual(rows);
    const keys = rows.chats.map((chat) => chat.pair_key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const chat of rows.chats) {
      expect(rows.chat_members.filter((member) => member.chat_id === chat.id)).toHaveLength(2);
    }
  });
});

describe('the seeded demo chats', () => {
  it("show in the people's lists and Falcon Cafe's inbox, with unread badges", async () => {
    const counters = await chatNotViewedCounters(
      db,
      ['user-1', 'user-2', 'owner-1', 'manager-1'].map(demoUserId),
    );
    expect(counters.get(demoUserId('user-1'))).toEqual({ forUser: 0, forOutlet: 0, total: 0 });
    expect(counters.get(demoUserId('user-2'))).toMatchObject({ forUser: 1 });
    expect(counters.get(demoUserId('owner-1'))).toMatchObject({ forOutlet: 2 });
    expect(counters.get(demoUserId('manager-1'))).toMatchObject({ forOutlet: 2 });
    const page = { offset: 0, limit: 10 };
    expect(await listChats(db, demoUserId('user-1'), false, page)).toHaveLength(2);
    const inbox = await listChats(db, demoUserId('owner-1'), true, page);
    expect(inbox.map((chat) => chat.other_id)).toEqual(['user-5', 'user-1'].map(demoUserId));
  });
});
