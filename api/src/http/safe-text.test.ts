// Texts the database cannot hold (U+0000, lone surrogates) and names with control characters,
// over real HTTP: 422 FieldInvalid naming the field, in every body, query and path, and nothing
// stored. Links other than http(s) are refused with the SPEC's message.
import { describe, expect, it } from 'vitest';
import { demoCaller, useApi } from '../test-support/api-under-test.js';
import { demoUserId } from '../seed/people.js';
import { chatClient } from '../test-support/chat-client.js';
import { londonId, managementClient } from '../test-support/management-fixtures.js';
import { isNameText, isStorableText, unstorableFields } from './safe-text.js';

const api = useApi();
const chats = chatClient(() => api.url);
const manage = managementClient(
  () => api.url,
  () => api.db,
);
const { call } = demoCaller(() => api.url);

const refused = 'The text contains characters that are not allowed';
const notALink = 'The value entered is not a link';

/** A JSON body as raw text, so a lone surrogate travels as the escape `\ud800`. */
async function rawJson(path: string, who: string, json: string) {
  const token = await chats.token(who);
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: json,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the rule', () => {
  it('tells storable texts and names apart', () => {
    expect(isStorableText('Café 🍝\n\tok')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800')).toBe(false);
    expect(isStorableText('\udc00a')).toBe(false);
    expect(isNameText('Line\nTab\t')).toBe(true);
    expect(isNameText('Bell\u0007')).toBe(false);
    expect(isNameText('Escape\u001b[31m')).toBe(false);
    expect(isNameText('Delete\u007f')).toBe(false);
    expect(unstorableFields({ a: ['ok', { b: 'x\u0000' }], c: 'fine' })).toEqual({
      'a.1.b': refused,
    });
  });
});

describe('422 for a text the database cannot hold', () => {
  it('a message with U+0000 or a lone surrogate: refused, nothing stored', async () => {
    const chat = await chats.startChat('user10', { userId: demoUserId('user-11') });
    const nul = await call('user10', 'POST', '/api/v2/messages', {
      chatId: chat.id,
      text: 'hi\u0000there',
    });
    expect(nul.status).toBe(422);
    expect(nul.body).toMatchObject({
      code: 422,
      status: 'FieldInvalid',
      messageUI: { message: refused },
      data: { errors: { text: refused } },
    });
    const surrogate = await rawJson(
      '/api/v2/messages',
      'user10',
      `{"chatId":"${chat.id}","text":"broken \\ud800 pair"}`,
    );
    expect(surrogate.status).toBe(422);
    expect(surrogate.body).toMatchObject({ data: { errors: { text: refused } } });
    expect(await chats.messages('user10', chat.id)).toEqual([]);
  });

  it("a place's name, description and phone; a chain's name: refused, the place unchanged", async () => {
    const placeId = await manage.staffedPlace('Text Bistro');
    for (const [body, field] of [
      [{ name: 'Text\u0000Bistro' }, 'name'],
      [{ name: 'Text\u0007Bistro' }, 'name'],
      [{ description: 'Fine food\u0000' }, 'description'],
      [{ phones: [{ phone: '+44 20 7946 0000\u0000' }] }, 'phones.0.phone'],
      [{ phones: [{ phone: '+44 20 7946 0000', name: 'Desk\u001b' }] }, 'phones.0.name'],
    ] as const) {
      const reply = await call('owner1', 'PATCH', `/places/${placeId}`, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.data.errors).toMatchObject({ [field]: refused });
    }
    const place = await call(null, 'GET', `/places/${placeId}`);
    expect(place.body.data.place).toMatchObject({ name: 'Text Bistro' });

    const chain = await call('user20', 'POST', '/organisations', {
      name: 'Chain\u0000',
      cityId: londonId,
    });
    expect(chain.status).toBe(422);
    expect(chain.body.data.errors).toEqual({ name: refused });
    const controlled = await call('user20', 'POST', '/organisations', {
      name: 'Chain\u0001',
      cityId: londonId,
    });
    expect(controlled.status).toBe(422);
    expect(controlled.body.data.errors).toEqual({ name: refused });
  });

  it("a person's names: a control character refused", async () => {
    const reply = await call('user20', 'PATCH', `/users/${demoUserId('user-20')}`, {
      firstName: 'Ann\u0008',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.data.errors).toEqual({ firstName: refused });
  });

  it('a booking: the name with a control character, the comment with U+0000', async () => {
    const reply = await call(null, 'POST', '/reservations', {
      name: 'Guest\u0002',
      comment: 'by the window\u0000',
    });
    expect(reply.status).toBe(422);
    expect(reply.body.data.errors).toMatchObject({ comment: refused });
    const named = await call(null, 'POST', '/reservations', { name: 'Guest\u0002' });
    expect(named.status).toBe(422);
    expect(named.body.data.errors).toMatchObject({ name: refused });
  });

  it('search queries, any query parameter and the path', async () => {
    for (const path of [
      '/api/v1/places?query=caf%00e',
      `/api/v1/places?city=${londonId}&query=%00`,
      '/api/v1/users?query=ann%00',
      '/api/v1/organisations?query=%00',
      '/api/v1/cities?query=Par%00is',
    ]) {
      const reply = await call(null, 'GET', path);
      expect(reply.status, path).toBe(422);
      expect(reply.body.data.errors, path).toEqual({ query: refused });
    }
    const slug = await call(null, 'GET', '/places/sage%00grill');
    expect(slug.status).toBe(422);
    expect(slug.body.data.errors).toEqual({ path: refused });
  });
});

describe('links are http or https', () => {
  it("a place's links: javascript:, data: and vbscript: refused; https kept", async () => {
    const placeId = await manage.staffedPlace('Link Bistro');
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com',
      'example.com',
    ]) {
      const reply = await call('owner1', 'PATCH', `/places/${placeId}`, {
        links: [{ name: 'Site', link }],
      });
      expect(reply.status, link).toBe(400);
      expect(reply.body.data.errors, link).toEqual({ 'links.0.link': notALink });
    }
    const saved = await manage.expectData(200, 'owner1', 'PATCH', `/places/${placeId}`, {
      links: [{ name: 'Site', link: 'https://example.com/menu' }],
    });
    expect((saved.place as { links: { link: string }[] }).links.map((item) => item.link)).toEqual([
      'https://example.com/menu',
    ]);
  });

  it("a person's link: javascript: refused", async () => {
    const reply = await call('user20', 'PATCH', `/users/${demoUserId('user-20')}`, {
      link: 'javascript:alert(1)',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors).toEqual({ link: notALink });
  });
});
