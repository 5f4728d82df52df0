// GET /comments/{id} and POST /comments/{id}/status/restored on the demo data: one comment by
// its id, and a deleted or hidden comment brought back by those who may, its post counted again.
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';

const api = useApi();
const LONDON = 'london-england-united-kingdom';

interface CommentJson {
  id: string;
  postId: string;
  text: string;
  isDeleted: boolean;
  isHidden: boolean;
}
interface Changed {
  data: { comment: CommentJson; post: { id: string; commentCount: number } };
  status?: string;
}

async function call<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${api.url}/api/v1${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(email: string): Promise<string> {
  const reply = await call<{ data: { accessToken: string } }>(
    'POST',
    '/auth/login-by-permanent-password',
    undefined,
    { email, password: 'tavola-demo' },
  );
  return reply.body.data.accessToken;
}

/** A visible London post with at least one comment, and that comment. */
async function commentedPost(): Promise<{ postId: string; comment: CommentJson }> {
  const { body } = await call<{
    data: { posts: { id: string; lastComments: CommentJson[] }[] };
  }>('GET', `/posts?cityId=${LONDON}&limit=30`);
  const post = body.data.posts.find((candidate) => candidate.lastComments.length > 0);
  if (!post?.lastComments[0]) throw new Error('the demo data has no commented London post');
  return { postId: post.id, comment: post.lastComments[0] };
}

describe('GET /comments/{id}', () => {
  it('gives one comment with its post id; unknown and malformed ids are 404', async () => {
    const { postId, comment } = await commentedPost();
    const found = await call<{ data: { comment: CommentJson } }>('GET', `/comments/${comment.id}`);
    expect(found.status).toBe(200);
    expect(found.body.data.comment).toMatchObject({ id: comment.id, postId, text: comment.text });

    expect((await call('GET', '/comments/ffffffffffffffffffffffff')).status).toBe(404);
    expect((await call('GET', '/comments/nope')).status).toBe(404);
  });
});

describe('POST /comments/{id}/status/restored', () => {
  it('brings back a deleted comment for its author, counting it on the post again', async () => {
    const author = await signIn('user7@tavola.test');
    const stranger = await signIn('user8@tavola.test');
    const { postId } = await commentedPost();
    const created = await call<Changed>('POST', '/comments', author, { postId, text: 'Back soon' });
    expect(created.status).toBe(201);
    const { id } = created.body.data.comment;
    const counted = created.body.data.post.commentCount;

    const deleted = await call<Changed>('DELETE', `/comments/${id}`, author);
    expect(deleted.body.data.post.commentCount).toBe(counted - 1);
    expect((await call('GET', `/comments/${id}`)).status).toBe(404);

    const refused = await call<Changed>('POST', `/comments/${id}/status/restored`, stranger);
    expect(refused.status).toBe(403);
    expect((await call('POST', `/comments/${id}/status/restored`)).status).toBe(401);

    const restored = await call<Changed>('POST', `/comments/${id}/status/restored`, author);
    expect(restored.status).toBe(200);
    expect(restored.body.data.comment).toMatchObject({ id, isDeleted: false, text: 'Back soon' });
    expect(restored.body.data.post.commentCount).toBe(counted);

    // Restoring what is already visible changes nothing.
    const again = await call<Changed>('POST', `/comments/${id}/status/restored`, author);
    expect(again.body.data.post.commentCount).toBe(counted);
  });

  it('brings back a hidden comment for a moderator of the post, not for its author', async () => {
    const admin = await signIn('admin@tavola.test');
    const author = await signIn('user9@tavola.test');
    const { postId } = await commentedPost();
    const created = await call<Changed>('POST', '/comments', author, { postId, text: 'Hidden' });
    const { id } = created.body.data.comment;
    const counted = created.body.data.post.commentCount;

    const hidden = await call<Changed>('POST', `/comments/${id}/status/hidden`, admin);
    expect(hidden.body.data.post.commentCount).toBe(counted - 1);
    expect((await call('POST', `/comments/${id}/status/restored`, author)).status).toBe(403);

    const restored = await call<Changed>('POST', `/comments/${id}/status/restored`, admin);
    expect(restored.body.data.comment.isHidden).toBe(false);
    expect(restored.body.data.post.commentCount).toBe(counted);
  });
});
