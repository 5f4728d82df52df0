// /api/v2/messages over real HTTP with the demo people: order and pages, who may edit and delete
// what (a place's messages are its staff's), 'Message not found', and images.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageSetIds } from '../seed/demo-data.js';
import { demoUserId } from '../seed/people.js';
import { useApi } from '../test-support/api-under-test.js';
import { chatClient } from '../test-support/chat-client.js';
import { demoStaffedPlaceId } from '../test-support/demo-staffed-places.js';
import type { Message } from './message-json.js';

const api = useApi();
const chats = chatClient(() => api.url);
const falcon = demoStaffedPlaceId(0);

const texts = (messages: readonly Message[]) => messages.map((message) => message.text);

describe('GET /messages', () => {
  it('lists a chat by publication date, oldest first, in pages', async () => {
    const chat = await chats.startChat('user10', { userId: demoUserId('user-11') });
    await chats.send('user10', chat.id, 'One');
    await chats.send('user11', chat.id, 'Two');
    await chats.send('user10', chat.id, 'Three');
    expect(texts(await chats.messages('user11', chat.id))).toEqual(['One', 'Two', 'Three']);
    expect(texts(await chats.messages('user10', chat.id, '&offset=1&limit=1'))).toEqual(['Two']);
    expect(await chats.chat('user10', chat.id)).toMatchObject({
      messageCount: 3,
      lastMessage: { text: 'Three' },
    });
    expect((await chats.call('user10', 'GET', '/api/v2/messages')).status).toBe(400);
    expect(
      (await chats.call('user10', 'GET', `/api/v2/messages?chatId=${chat.id}&limit=0`)).status,
    ).toBe(400);
  });
});

describe('editing and deleting', () => {
  it("one's own message only; a deleted or missing one is 'Message not found'", async () => {
    const chat = await chats.startChat('user12', { userId: demoUserId('user-13') });
    const message = await chats.send('user12', chat.id, 'Hello');
    const path = `/api/v2/messages/${message.id}`;

    expect((await chats.call('user13', 'PATCH', path, { text: 'Changed' })).status).toBe(403);
    const edited = await chats.call('user12', 'PATCH', path, { text: 'Hello there' });
    expect(edited.status).toBe(200);
    expect(edited.body.data.message).toMatchObject({ text: 'Hello there', isEdited: true });

    expect((await chats.call('user13', 'DELETE', path)).status).toBe(403);
    const deleted = await chats.call('user12', 'DELETE', path);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.message).toMatchObject({
      id: message.id,
      isDeleted: true,
      status: 'deleted',
      text: '',
    });
    expect(await chats.messages('user13', chat.id)).toEqual([]);

    for (const [method, target] of [
      ['DELETE', path],
      ['PATCH', path],
      ['DELETE', '/api/v2/messages/ffffffffffffffffffffffff'],
    ] as const) {
      const missing = await chats.call('user12', method, target, { text: 'Again' });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({
        status: 'RecordNotFound',
        messageUI: { message: 'Message not found' },
      });
    }
  });

  it("a place's message is its staff's to edit and delete, not the person's", async () => {
    const chat = await chats.startChat('user14', { placeId: falcon });
    const question = await chats.send('user14', chat.id, 'Can I bring a cake?');
    const answer = await chats.send('owner1', chat.id, 'Of course');
    const edit = (who: string, id: string) =>
      chats.call(who, 'PATCH', `/api/v2/messages/${id}`, { text: 'Of course, we have candles' });

    expect((await edit('manager1', answer.id)).status).toBe(200);
    expect((await edit('user14', answer.id)).status).toBe(403);
    expect((await edit('manager1', question.id)).status).toBe(403);
    const deleted = await chats.call('manager1', 'DELETE', `/api/v2/messages/${answer.id}`);
    expect(deleted.status).toBe(200);
    expect(texts(await chats.messages('user14', chat.id))).toEqual(['Can I bring a cake?']);
  });
});

describe('POST /messages', () => {
  it('needs a text or an image of the writer’s own', async () => {
    const chat = await chats.startChat('user15', { userId: demoUserId('user-16') });
    const send = (body: Record<string, unknown>) =>
      chats.call('user15', 'POST', '/api/v2/messages', { chatId: chat.id, ...body });
    expect((await send({ text: '  ' })).status).toBe(400);
    expect((await send({ text: 'x'.repeat(1001) })).status).toBe(400);
    expect((await send({ text: 'Look', imageIds: [demoImageSetIds()[0]] })).status).toBe(400);
    expect((await chats.call('user15', 'POST', '/api/v2/messages', { text: 'Hi' })).status).toBe(
      400,
    );

    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'cake.jpg');
    const uploaded = await fetch(`${api.url}/api/v1/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await chats.token('user15')}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { imageSet } = ((await uploaded.json()) as { data: { imageSet: { id: string } } }).data;

    const message = await chats.send('user15', chat.id, '', [imageSet.id]);
    expect(message.text).toBe('');
    expect(message.imageSets.map((image) => image.id)).toEqual([imageSet.id]);
    expect((await chats.messages('user16', chat.id))[0]?.imageSets).toHaveLength(1);
  });
});
