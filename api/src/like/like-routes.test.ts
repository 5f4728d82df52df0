import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import type { Comment } from '../comment/comment-json.js';
import type { Post } from '../post/post-json.js';
import { buildDemoData } from '../seed/demo-data.js';
import { demoId } from '../seed/demo-id.js';
import type { LikeState } from './like-actions.js';

const api = useApi();
let client: ReturnType<typeof apiClient>;
beforeAll(() => {
  client = apiClient(api.url);
});

const tokenOf = (name: string) => client.demoToken(name);

/** A London place manager1 manages (the demo people's places are London's first ten by id). */
function managedPlaceId(): string {
  const londonId = demoId('city', 'london-england-united-kingdom');
  const london = buildDemoData()
    .places.filter((place) => place.city_id === londonId)
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  // manager1 manages the places at positions 0 and 2.
  const place = [london[0], london[2]].find(
    (candidate) => candidate?.status !== 'deleted' && candidate?.moderation_status === 'published',
  );
  if (!place) throw new Error('manager1 manages no published place');
  return String(place.id);
}

async function newReview(author: string): Promise<Post> {
  const reply = await client.call('POST', '/posts', {
    token: await tokenOf(author),
    body: { type: 'review', placeId: managedPlaceId(), text: 'Good bread', rating: 4 },
  });
  expect(reply.status).toBe(201);
  return reply.body.data.post as Post;
}

async function like(method: 'POST' | 'DELETE', name: string, body: Record<string, unknown>) {
  const reply = await client.call(method, '/likes', { token: await tokenOf(name), body });
  expect(reply.status).toBe(200);
  return reply.body.data.like as LikeState;
}

async function postAs(name: string | null, id: string): Promise<Post> {
  const token = name ? await tokenOf(name) : undefined;
  const reply = await client.call('GET', `/posts/${id}`, token ? { token } : {});
  return reply.body.data.post as Post;
}

async function likeRows(query: string): Promise<number> {
  const reply = await client.call('GET', `/likes?${query}&limit=100`);
  return (reply.body.data.likes as unknown[]).length;
}

describe('POST and DELETE /likes', () => {
  it('likes once however often it is liked, and unlikes once however often unliked', async () => {
    const post = await newReview('user2');
    const first = await like('POST', 'user3', { postId: post.id });
    expect(first).toEqual({
      postId: post.id,
      commentId: null,
      byOutlet: false,
      isLiked: true,
      hasOutletLike: false,
      likeCount: 1,
    });
    expect(await like('POST', 'user3', { postId: post.id })).toEqual(first);
    expect(await postAs('user3', post.id)).toMatchObject({ isLiked: true, likeCount: 1 });
    expect(await likeRows(`postId=${post.id}`)).toBe(1);

    const gone = await like('DELETE', 'user3', { postId: post.id });
    expect(gone).toEqual({ ...first, isLiked: false, likeCount: 0 });
    expect(await like('DELETE', 'user3', { postId: post.id })).toEqual(gone);
    expect(await postAs('user3', post.id)).toMatchObject({ isLiked: false, likeCount: 0 });
    expect(await likeRows(`postId=${post.id}`)).toBe(0);
  });

  it('answers isLiked and hasOutletLike as the post JSON shows them to the caller', async () => {
    const post = await newReview('user4');
    const asPlace = await like('POST', 'manager1', { postId: post.id, byOutlet: true });
    expect(asPlace).toMatchObject({ byOutlet: true, isLiked: false, hasOutletLike: true });
    expect(asPlace.likeCount).toBe(1);
    const own = await like('POST', 'manager1', { postId: post.id });
    expect(own).toMatchObject({
      byOutlet: false,
      isLiked: true,
      hasOutletLike: true,
      likeCount: 2,
    });
    const seen = await postAs('manager1', post.id);
    expect(seen).toMatchObject({ isLiked: true, hasOutletLike: true, likeCount: 2 });

    const outletGone = await like('DELETE', 'manager1', { postId: post.id, byOutlet: true });
    expect(outletGone).toMatchObject({ isLiked: true, hasOutletLike: false, likeCount: 1 });
    expect(await postAs('manager1', post.id)).toMatchObject({
      isLiked: true,
      hasOutletLike: false,
      likeCount: 1,
    });
    // Someone else liking sees the outlet's like state, not manager1's own like.
    expect(await like('POST', 'user5', { postId: post.id })).toMatchObject({
      isLiked: true,
      hasOutletLike: false,
      likeCount: 2,
    });
  });

  it('likes and unlikes a comment with its own count', async () => {
    const post = await newReview('user6');
    const written = await client.call('POST', '/comments', {
      token: await tokenOf('user7'),
      body: { postId: post.id, text: 'Agreed' },
    });
    const comment = written.body.data.comment as Comment;
    const target = { postId: post.id, commentId: comment.id };
    expect(await like('POST', 'user8', target)).toEqual({
      ...target,
      byOutlet: false,
      isLiked: true,
      hasOutletLike: false,
      likeCount: 1,
    });
    expect((await like('POST', 'user8', target)).likeCount).toBe(1);
    expect((await postAs('user8', post.id)).likeCount).toBe(0);
    expect((await like('DELETE', 'user8', target)).likeCount).toBe(0);
    expect(await likeRows(`postId=${post.id}&commentId=${comment.id}`)).toBe(0);
  });

  // Dozens of requests and sign-ins at once: more than the default time on a busy machine.
  it('keeps likeCount equal to the likes under parallel likes and unlikes', async () => {
    const post = await newReview('user9');
    const people = ['user10', 'user11', 'user12', 'user13', 'user14', 'user15'];
    await Promise.all(people.map((name) => tokenOf(name)));
    // Each person likes and unlikes several times at once, in an interleaved order.
    const storm = people.flatMap((name, index) =>
      Array.from({ length: 6 }, (_, round) =>
        like((round + index) % 2 === 0 ? 'POST' : 'DELETE', name, { postId: post.id }),
      ),
    );
    const answers = await Promise.all(storm);
    expect(answers.every((answer) => answer.likeCount >= 0)).toBe(true);
    const after = await postAs(null, post.id);
    expect(after.likeCount).toBe(await likeRows(`postId=${post.id}`));

    // Then everybody likes at once: exactly one like each.
    await Promise.all(people.map((name) => like('POST', name, { postId: post.id })));
    expect((await postAs(null, post.id)).likeCount).toBe(people.length);
    expect(await likeRows(`postId=${post.id}`)).toBe(people.length);
    await Promise.all(people.map((name) => like('DELETE', name, { postId: post.id })));
    expect((await postAs(null, post.id)).likeCount).toBe(0);
    expect(await likeRows(`postId=${post.id}`)).toBe(0);
  }, 60_000);

  it('refuses visitors, strangers acting as the place, and missing posts', async () => {
    const post = await newReview('user16');
    expect((await client.call('POST', '/likes', { body: { postId: post.id } })).status).toBe(401);
    const asPlace = await client.call('POST', '/likes', {
      token: await tokenOf('user17'),
      body: { postId: post.id, byOutlet: true },
    });
    expect(asPlace).toMatchObject({ status: 403, body: { status: 'Forbidden' } });
    const missing = await client.call('DELETE', `/likes?postId=${'0'.repeat(24)}`, {
      token: await tokenOf('user17'),
    });
    expect(missing.status).toBe(404);
  });
});
