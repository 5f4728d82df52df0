// /api/v2/chats over real HTTP with the demo people (docs/demo-accounts.md): Falcon Cafe is owned
// by owner1 and managed by manager1, who read and answer its chats as the place.
import { describe, expect, it } from 'vitest';
import type { Notification } from '../notification/notification-json.js';
import { demoUserId } from '../seed/people.js';
import { useApi } from '../test-support/api-under-test.js';
import { chatClient } from '../test-support/chat-client.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';

const api = useApi();
const chats = chatClient(() => api.url);
const falcon = demoStaffedPlaceId(0);
const nobody = 'ffffffffffffffffffffffff';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('starting a chat', () => {
  it('makes one chat per pair, whoever starts it and however often', async () => {
    const first = await chats.startChat('user17', { userId: demoUserId('user-18') });
    expect(first).toMatchObject({
      isStaffed: false,
      notViewedMessageCount: 0,
      lastMessage: null,
      isDeleted: false,
      status: 'active',
      user: { id: demoUserId('user-18') },
      place: null,
      organisation: null,
    });
    expect(first.members.map((member) => member.id)).toEqual([
      demoUserId('user-17'),
      demoUserId('user-18'),
    ]);
    expect((await chats.startChat('user17', { userId: demoUserId('user-18') }, 200)).id).toBe(
      first.id,
    );
    expect((await chats.startChat('user18', { userId: demoUserId('user-17') }, 200)).id).toBe(
      first.id,
    );
    const withPlace = await chats.startChat('user17', { placeId: falcon });
    expect(withPlace.id).not.toBe(first.id);
    expect(withPlace.place).toMatchObject({ id: falcon, name: 'Falcon Cafe' });

    // An empty chat is listed for its starter only.
    expect(ids(await chats.chats('user17'))).toEqual(expect.arrayContaining([first.id]));
    expect(ids(await chats.chats('user18'))).not.toContain(first.id);
    expect(ids(await chats.chats('owner1', '?isStaffed=true'))).not.toContain(withPlace.id);
  });

  it('needs exactly one existing counterpart other than the caller and their own places', async () => {
    const start = (who: string | null, body: Record<string, unknown>) =>
      chats.call(who, 'POST', '/api/v2/chats', body);
    expect((await start(null, { userId: demoUserId('user-18') })).status).toBe(401);
    expect((await start('user17', {})).status).toBe(400);
    expect((await start('user17', { userId: demoUserId('user-18'), placeId: falcon })).status).toBe(
      400,
    );
    expect((await start('user17', { userId: demoUserId('user-17') })).status).toBe(400);
    expect((await start('owner1', { placeId: falcon })).status).toBe(400);
    expect((await start('user17', { userId: nobody })).status).toBe(404);
    expect((await start('user17', { organisationId: nobody })).status).toBe(404);
  });
});

describe("a place's chats", () => {
  it('are one inbox its owner and manager read and answer as the place', async () => {
    const chat = await chats.startChat('user3', { placeId: falcon });
    const question = await chats.send('user3', chat.id, 'Do you have a table for two tonight?');
    expect(question).toMatchObject({
      userId: demoUserId('user-3'),
      user: { id: demoUserId('user-3') },
      placeId: null,
      isViewed: false,
    });

    for (const staff of ['owner1', 'manager1']) {
      const [newest] = await chats.chats(staff, '?isStaffed=true');
      expect(newest).toMatchObject({
        id: chat.id,
        isStaffed: true,
        notViewedMessageCount: 1,
        user: { id: demoUserId('user-3') },
        place: null,
        lastMessage: { id: question.id },
      });
      expect(newest?.members.map((member) => member.id)).toEqual([falcon, demoUserId('user-3')]);
      expect(ids(await chats.chats(staff))).not.toContain(chat.id);
    }

    const answer = await chats.send('owner1', chat.id, 'Yes, see you at eight');
    expect(answer).toMatchObject({
      placeId: falcon,
      place: { id: falcon, name: 'Falcon Cafe' },
      user: null,
      // Who of the staff answered.
      userId: demoUserId('owner-1'),
    });
    expect((await chats.messages('user3', chat.id)).map((message) => message.text)).toEqual([
      'Do you have a table for two tonight?',
      'Yes, see you at eight',
    ]);
    expect(await chats.chat('user3', chat.id)).toMatchObject({
      place: { id: falcon },
      lastMessage: { id: answer.id, placeId: falcon },
      notViewedMessageCount: 1,
    });
    // Answering views the chat for the place: for the manager too.
    expect(await chats.chat('manager1', chat.id)).toMatchObject({
      notViewedMessageCount: 0,
      lastMessage: { id: answer.id },
    });
    // The question is viewed now: the person sees it marked.
    expect((await chats.messages('user3', chat.id))[0]?.isViewed).toBe(true);
  });

  it('are nobody else’s: a third person, another manager and the admin get 403', async () => {
    const chat = await chats.startChat('user4', { placeId: falcon });
    const message = await chats.send('user4', chat.id, 'Is the terrace open?');
    for (const who of ['user5', 'manager2', 'admin']) {
      const status = async (method: string, path: string, body?: Record<string, unknown>) =>
        (await chats.call(who, method, path, body)).status;
      expect(await status('GET', `/api/v2/chats/${chat.id}`)).toBe(403);
      expect(await status('GET', `/api/v2/messages?chatId=${chat.id}`)).toBe(403);
      expect(await status('POST', '/api/v2/messages', { chatId: chat.id, text: 'Hi' })).toBe(403);
      expect(await status('POST', `/api/v2/chats/${chat.id}/viewed`)).toBe(403);
      expect(await status('DELETE', `/api/v2/chats/${chat.id}`)).toBe(403);
      expect(await status('PATCH', `/api/v2/messages/${message.id}`, { text: 'Hi' })).toBe(403);
      expect(await status('DELETE', `/api/v2/messages/${message.id}`)).toBe(403);
      expect(ids(await chats.chats(who))).not.toContain(chat.id);
      expect(ids(await chats.chats(who, '?isStaffed=true'))).not.toContain(chat.id);
    }
    expect((await chats.call('user5', 'GET', `/api/v2/chats/${nobody}`)).status).toBe(404);
    expect((await chats.call(null, 'GET', `/api/v2/chats/${chat.id}`)).status).toBe(401);
  });
});

describe('not-viewed counters', () => {
  it("rise with the other's messages and fall when the chat is viewed, notifications with them", async () => {
    const chat = await chats.startChat('user5', { userId: demoUserId('user-6') });
    const before = { reader: await chats.counters('user6'), writer: await chats.counters('user5') };
    await chats.send('user5', chat.id, 'Are we still on for brunch on Sunday?');
    await chats.send('user5', chat.id, 'I can book');
    expect(await chats.counters('user6')).toEqual({
      ...before.reader,
      forUser: before.reader.forUser + 1,
      total: before.reader.total + 1,
    });
    expect(await chats.counters('user5')).toEqual(before.writer);
    expect((await chats.chat('user6', chat.id)).notViewedMessageCount).toBe(2);

    const notifications = async () =>
      (await chats.call('user6', 'GET', '/api/v2/notifications')).body.data
        .notifications as Notification[];
    const [notified] = await notifications();
    expect(notified).toMatchObject({
      type: 'message',
      creator: { type: 'user', id: demoUserId('user-5') },
      objectType: 'message',
      chatId: chat.id,
      preview: 'I can book',
      isViewed: false,
    });

    expect(await chats.viewed('user6', chat.id)).toEqual(before.reader);
    expect((await chats.chat('user6', chat.id)).notViewedMessageCount).toBe(0);
    expect((await notifications()).find((item) => item.id === notified?.id)?.isViewed).toBe(true);
    expect((await chats.messages('user5', chat.id)).every((message) => message.isViewed)).toBe(
      true,
    );
  });

  it("of a place are its staff's: one of them viewing views it for all", async () => {
    const chat = await chats.startChat('user7', { placeId: falcon });
    const before = {
      owner: await chats.counters('owner1'),
      manager: await chats.counters('manager1'),
    };
    await chats.send('user7', chat.id, 'Do you take dogs?');
    for (const [who, counters] of Object.entries({
      owner1: before.owner,
      manager1: before.manager,
    })) {
      expect(await chats.counters(who)).toEqual({
        ...counters,
        forOutlet: counters.forOutlet + 1,
        total: counters.total + 1,
      });
    }
    await chats.viewed('manager1', chat.id);
    expect(await chats.counters('owner1')).toEqual(before.owner);
    expect(await chats.counters('manager1')).toEqual(before.manager);
  });
});

describe('deleting a chat', () => {
  it('takes it out of the deleting side only, until the next message, which comes alone', async () => {
    const chat = await chats.startChat('user8', { userId: demoUserId('user-9') });
    await chats.send('user8', chat.id, 'First');
    expect(ids(await chats.chats('user9'))).toContain(chat.id);

    const deleted = await chats.call('user9', 'DELETE', `/api/v2/chats/${chat.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.chat).toMatchObject({
      isDeleted: true,
      status: 'deleted',
      lastMessage: null,
      notViewedMessageCount: 0,
    });
    expect(ids(await chats.chats('user9'))).not.toContain(chat.id);
    expect(await chats.messages('user9', chat.id)).toEqual([]);
    expect((await chats.messages('user8', chat.id)).map((message) => message.text)).toEqual([
      'First',
    ]);

    await chats.send('user8', chat.id, 'Second');
    expect(ids(await chats.chats('user9'))).toContain(chat.id);
    expect((await chats.messages('user9', chat.id)).map((message) => message.text)).toEqual([
      'Second',
    ]);
    expect(await chats.chat('user9', chat.id)).toMatchObject({
      isDeleted: false,
      notViewedMessageCount: 1,
    });
  });
});
