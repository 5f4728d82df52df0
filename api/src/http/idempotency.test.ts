import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, useRunningApi } from '../test-support/api-under-test.js';
import { demoId } from '../seed/demo-id.js';

const running = useRunningApi();
let token: string;
beforeAll(async () => {
  token = await apiClient(running().url).demoToken('user4');
});
afterEach(() => {
  expect(running().takeContractBreaches(), 'answers that broke api/openapi.yaml').toEqual([]);
});

const london = demoId('city', 'london-england-united-kingdom');

async function createPost(text: string, key: string | undefined, as = token) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: `Bearer ${as}`,
  };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await fetch(`${running().url}/api/v1/posts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'impression', cityId: london, lat: 51.5, lon: -0.1, text }),
  });
  const body = (await response.json()) as { data: { post?: { id: string } } };
  return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body };
}

async function postsWithText(text: string): Promise<number> {
  const { rows } = await running().db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM posts WHERE text = $1',
    [text],
  );
  return rows[0]?.count ?? 0;
}

describe('Idempotency-Key', () => {
  it('applies a repeated write once and answers the repeat as the first time', async () => {
    const key = randomUUID();
    const first = await createPost('Once only, please', key);
    const again = await createPost('Once only, please', key);

    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await postsWithText('Once only, please')).toBe(1);
  });

  it('applies writes without a key, or with different keys, every time', async () => {
    await createPost('Twice without a key', undefined);
    await createPost('Twice without a key', undefined);
    await createPost('Twice with two keys', randomUUID());
    await createPost('Twice with two keys', randomUUID());

    expect(await postsWithText('Twice without a key')).toBe(2);
    expect(await postsWithText('Twice with two keys')).toBe(2);
  });

  it('keeps keys per caller: the same key of another person is a write of their own', async () => {
    const key = randomUUID();
    const other = await apiClient(running().url).demoToken('user5');
    const mine = await createPost('Same key, two people', key);
    const theirs = await createPost('Same key, two people', key, other);

    expect(theirs.body.data.post?.id).not.toBe(mine.body.data.post?.id);
    expect(await postsWithText('Same key, two people')).toBe(2);
  });

  it('applies concurrent repeats once', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createPost('Five at once', key)),
    );

    const ids = new Set(answers.map((answer) => answer.body.data.post?.id));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(await postsWithText('Five at once')).toBe(1);
  });

  it('answers a write that committed but died before answering from what it wrote', async () => {
    const key = randomUUID();
    const first = await createPost('Committed, answer lost', key);
    // As after a crash between the commit and the stored answer: the claim and results remain.
    await running().db.query(
      'UPDATE idempotent_requests SET status = NULL, body = NULL WHERE key = $1',
      [key],
    );

    const again = await createPost('Committed, answer lost', key);

    expect(again.status).toBe(201);
    expect(again.body.data.post?.id).toBe(first.body.data.post?.id);
    expect(await postsWithText('Committed, answer lost')).toBe(1);
  });

  it('does not keep failures before any write, so a corrected repeat is applied', async () => {
    const key = randomUUID();
    const empty = await createPost('', key);
    const fixed = await createPost('Now with text', key);

    expect(empty.status).toBe(400);
    expect(fixed.status).toBe(201);
    expect(await postsWithText('Now with text')).toBe(1);
  });

  it('refuses a key used for another call', async () => {
    const key = randomUUID();
    const post = await createPost('A key for one call', key);
    const response = await fetch(`${running().url}/api/v1/posts/${post.body.data.post?.id}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify({ text: 'Another call, the same key' }),
    });

    expect(response.status).toBe(400);
    expect(await postsWithText('A key for one call')).toBe(1);
    expect(await postsWithText('Another call, the same key')).toBe(0);
  });

  it('forgets keys after a day', async () => {
    const key = randomUUID();
    await createPost('Again the next day', key);
    await running().db.query(
      `UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE key = $1`,
      [key],
    );

    const later = await createPost('Again the next day', key);

    expect(later.replayed).toBeNull();
    expect(await postsWithText('Again the next day')).toBe(2);
  });
});
