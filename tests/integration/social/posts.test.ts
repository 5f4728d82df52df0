// Posts through the real gateway and api: who may edit, delete and hide (FORBIDDEN otherwise),
// reviews of a place, and a chain's posts with the whole chain read in one batch.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../support/people.js';
import type { CreatedPost } from '../../support/social.js';
import { CREATE_POST, LONDON, POST_STATE, useSocial } from '../../support/social.js';

const { stack, gql, ok, person, impression, feed } = useSocial();

describe('posts and comments', () => {
  it('lets only the author edit and delete, and only moderators hide (FORBIDDEN otherwise)', async () => {
    const stranger = await person('user20');
    const author = await person('user16');
    const postId = await impression('user16', 'Fog over the bridge');

    const EDIT = `mutation ($id: ID!) { editPost(id: $id, input: { text: "Mine now" }) { id text isEdited } }`;
    const DELETE = `mutation ($id: ID!) { deletePost(id: $id) { id isDeleted } }`;
    const HIDE = `mutation ($id: ID!) { hidePost(id: $id) { id isHidden } }`;
    const RESTORE = `mutation ($id: ID!) { restorePost(id: $id) { id isDeleted } }`;
    for (const mutation of [EDIT, DELETE, HIDE]) {
      const reply = await gql(mutation, { id: postId }, stranger.token);
      expect(codeOf(reply)).toBe('FORBIDDEN');
      expect(reply.errors?.[0]?.extensions?.message).toBe('No permissions to perform action');
    }

    const edited = await ok<{ editPost: { text: string; isEdited: boolean } }>(
      EDIT,
      { id: postId },
      author.token,
    );
    expect(edited.editPost).toMatchObject({ text: 'Mine now', isEdited: true });
    const deleted = await ok<{ deletePost: { isDeleted: boolean } }>(
      DELETE,
      { id: postId },
      author.token,
    );
    expect(deleted.deletePost.isDeleted).toBe(true);
    expect(codeOf(await gql(POST_STATE, { id: postId }, stranger.token))).toBe('NOT_FOUND');
    const restored = await ok<{ restorePost: { isDeleted: boolean } }>(
      RESTORE,
      { id: postId },
      author.token,
    );
    expect(restored.restorePost.isDeleted).toBe(false);
  });

  it('publishes a review of a place with its type, default rating and the whole place', async () => {
    const { token, id } = await person('user14');
    const place = (await feed(50)).find((post) => post.place)?.place;
    if (!place) throw new Error('no place in the London feed');
    const before = await ok<{ place: { reviewCount: number } }>(
      `query ($id: ID!) { place(id: $id) { reviewCount } }`,
      { id: place.id },
    );
    const data = await ok<{ createPost: CreatedPost }>(
      CREATE_POST,
      { input: { placeId: place.id, text: 'Cosy and kind' } },
      token,
    );
    expect(data.createPost).toMatchObject({
      type: 'REVIEW',
      rating: 3,
      hasAccess: true,
      user: { id },
      place: { id: place.id, name: place.name, reviewCount: before.place.reviewCount + 1 },
    });
  });

  it("gives a chain's posts with the whole chain, read in one batch", async () => {
    const { token } = await person('admin');
    const chains = await ok<{ organisations: { items: { id: string; name: string }[] } }>(
      `{ organisations(city: "${LONDON}", limit: 2) { items { id name } } }`,
    );
    const chainIds = chains.organisations.items.map((chain) => chain.id);
    expect(chainIds).toHaveLength(2);
    for (const organisationId of chainIds) {
      const created = await ok<{ createPost: { type: string; organisation: { id: string } } }>(
        `mutation ($input: CreatePostInput!) { createPost(input: $input) { type organisation { id } } }`,
        { input: { organisationId, text: 'Open late all week' } },
        token,
      );
      expect(created.createPost).toEqual({ type: 'NEWS', organisation: { id: organisationId } });
    }

    stack.proxy.reset();
    const data = await ok<{
      posts: { items: { organisation: { id: string; name: string; placeCount: number } | null }[] };
    }>(
      `{ posts(filter: { type: NEWS }, limit: 2) { items { organisation { id name placeCount } } } }`,
    );
    expect(data.posts.items.map((post) => post.organisation?.id).sort()).toEqual(
      [...chainIds].sort(),
    );
    for (const post of data.posts.items) expect(post.organisation?.placeCount).toBeGreaterThan(0);
    // The posts call answers the chains it points to.
    expect(
      stack.proxy.calls.filter((call) => call.startsWith('/api/v1/organisations')),
    ).toHaveLength(0);
    expect(stack.proxy.calls.filter((call) => call.startsWith('/api/v1/posts?'))).toHaveLength(1);
  });
});
