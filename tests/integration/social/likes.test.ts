// Likes through the real gateway and api: explicit set semantics for posts and comments, exact
// counts when likes race, and a visitor asked to sign in.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../support/people.js';
import type { Liked, PostState } from '../../support/social.js';
import { LIKE_POST, POST_STATE, UNLIKE_POST, useSocial } from '../../support/social.js';

const { gql, ok, person, newcomer, impression, feed } = useSocial();

describe('likes', () => {
  it('likes once however often likePost is sent, and unlikes the same way', async () => {
    const { token } = await person('user15');
    const postId = await impression('user16');

    const first = await ok<{ likePost: Liked }>(LIKE_POST, { id: postId }, token);
    expect(first.likePost).toEqual({ id: postId, isLiked: true, likeCount: 1 });
    const again = await ok<{ likePost: Liked }>(LIKE_POST, { id: postId }, token);
    expect(again.likePost).toEqual({ id: postId, isLiked: true, likeCount: 1 });

    const likers = await ok<{ likes: { items: { user: { id: string } | null }[] } }>(
      `query ($postId: ID!) { likes(postId: $postId) { hasMore items { id byOutlet user { id } } } }`,
      { postId },
    );
    expect(likers.likes.items.map((like) => like.user?.id)).toEqual([(await person('user15')).id]);

    const off = await ok<{ unlikePost: Liked }>(UNLIKE_POST, { id: postId }, token);
    expect(off.unlikePost).toEqual({ id: postId, isLiked: false, likeCount: 0 });
    const offAgain = await ok<{ unlikePost: Liked }>(UNLIKE_POST, { id: postId }, token);
    expect(offAgain.unlikePost).toEqual({ id: postId, isLiked: false, likeCount: 0 });
  });

  it('keeps exactly one like when two likes of the same person race', async () => {
    const { token } = await person('user15');
    const postId = await impression('user16');
    const answers = await Promise.all([
      gql<{ likePost: Liked }>(LIKE_POST, { id: postId }, token),
      gql<{ likePost: Liked }>(LIKE_POST, { id: postId }, token),
    ]);
    for (const answer of answers) expect(answer.data?.likePost.isLiked).toBe(true);
    const state = await ok<{ post: PostState }>(POST_STATE, { id: postId }, token);
    expect(state.post).toMatchObject({ isLiked: true, likeCount: 1 });
  });

  it('counts 50 likes of 50 people sent at once', { timeout: 120_000 }, async () => {
    const demo = [
      'admin',
      'content',
      'owner1',
      'owner2',
      'manager1',
      'manager2',
      'requester',
      ...Array.from({ length: 20 }, (_, index) => `user${index + 1}`),
    ];
    const people = await Promise.all(demo.map((name) => person(name)));
    for (let index = people.length; index < 50; index += 1) {
      people.push(await newcomer(`liker${index}@tavola.test`));
    }
    expect(new Set(people.map((session) => session.id)).size).toBe(50);
    const postId = await impression('user17');

    const answers = await Promise.all(
      people.map(({ token }) => gql<{ likePost: Liked }>(LIKE_POST, { id: postId }, token)),
    );
    for (const answer of answers) expect(answer.data?.likePost.isLiked).toBe(true);

    const state = await ok<{ post: PostState }>(POST_STATE, { id: postId });
    expect(state.post.likeCount).toBe(50);
    const likers = await ok<{ likes: { hasMore: boolean; items: { id: string }[] } }>(
      `query ($postId: ID!) { likes(postId: $postId, limit: 50) { hasMore items { id } } }`,
      { postId },
    );
    expect(likers.likes.items).toHaveLength(50);
    expect(likers.likes.hasMore).toBe(false);
  });

  it('likes and unlikes a comment with the same set semantics', async () => {
    const { token } = await person('user15');
    const postId = await impression('user16');
    const created = await ok<{ createComment: { comment: { id: string } } }>(
      `mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { id } } }`,
      { input: { postId, text: 'Beautiful' } },
      (await person('user17')).token,
    );
    const id = created.createComment.comment.id;
    const LIKE = `mutation ($id: ID!) { likeComment(id: $id) { id postId isLiked likeCount } }`;
    const UNLIKE = `mutation ($id: ID!) { unlikeComment(id: $id) { id isLiked likeCount } }`;

    for (let round = 0; round < 2; round += 1) {
      const liked = await ok<{ likeComment: Liked & { postId: string } }>(LIKE, { id }, token);
      expect(liked.likeComment).toEqual({ id, postId, isLiked: true, likeCount: 1 });
    }
    for (let round = 0; round < 2; round += 1) {
      const unliked = await ok<{ unlikeComment: Liked }>(UNLIKE, { id }, token);
      expect(unliked.unlikeComment).toEqual({ id, isLiked: false, likeCount: 0 });
    }
  });

  it('asks a visitor to sign in before liking', async () => {
    const postId = (await feed(1))[0]?.id;
    expect(codeOf(await gql(LIKE_POST, { id: postId }))).toBe('UNAUTHENTICATED');
  });
});
