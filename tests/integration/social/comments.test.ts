// Comments through the real gateway and api: a comment write answers with the post and its new
// commentCount; replies, deletes and paging.
import { describe, expect, it } from 'vitest';
import { useSocial } from '../../support/social.js';

const { ok, person, impression } = useSocial();

describe('comments', () => {
  it('answers a comment write with the post and its new commentCount', async () => {
    const reader = await person('user15');
    const postId = await impression('user16');
    const CHANGE = `comment { id text isDeleted subjectComment { id user { id } } user { id } } post { id commentCount }`;
    const created = await ok<{
      createComment: {
        comment: { id: string; text: string };
        post: { id: string; commentCount: number };
      };
    }>(
      `mutation ($input: CreateCommentInput!) { createComment(input: $input) { ${CHANGE} } }`,
      { input: { postId, text: 'First!' } },
      reader.token,
    );
    expect(created.createComment.post).toEqual({ id: postId, commentCount: 1 });
    const first = created.createComment.comment.id;

    // A reply; asking for more of the post than its count reads the whole post.
    const reply = await ok<{
      createComment: {
        comment: { subjectComment: { id: string; user: { id: string } } };
        post: { commentCount: number; text: string; lastComments: { id: string }[] };
      };
    }>(
      `mutation ($input: CreateCommentInput!) {
        createComment(input: $input) {
          comment { subjectComment { id user { id } } }
          post { commentCount text lastComments { id } }
        }
      }`,
      { input: { postId, text: 'Reply', subjectCommentId: first } },
      (await person('user16')).token,
    );
    expect(reply.createComment.comment.subjectComment).toEqual({
      id: first,
      user: { id: reader.id },
    });
    expect(reply.createComment.post.commentCount).toBe(2);
    expect(reply.createComment.post.text).toBe('Rain on the river, lights coming on');
    expect(reply.createComment.post.lastComments).toHaveLength(2);

    const deleted = await ok<{
      deleteComment: { comment: { isDeleted: boolean }; post: { commentCount: number } };
    }>(`mutation ($id: ID!) { deleteComment(id: $id) { ${CHANGE} } }`, { id: first }, reader.token);
    expect(deleted.deleteComment).toMatchObject({
      comment: { isDeleted: true },
      post: { commentCount: 1 },
    });
    const restored = await ok<{
      restoreComment: { comment: { isDeleted: boolean }; post: { commentCount: number } };
    }>(
      `mutation ($id: ID!) { restoreComment(id: $id) { ${CHANGE} } }`,
      { id: first },
      reader.token,
    );
    expect(restored.restoreComment).toMatchObject({
      comment: { isDeleted: false },
      post: { commentCount: 2 },
    });

    const page = await ok<{ comments: { hasMore: boolean; items: { id: string }[] } }>(
      `query ($postId: ID!) { comments(postId: $postId, limit: 1) { hasMore items { id } } }`,
      { postId },
    );
    expect(page.comments).toEqual({ hasMore: true, items: [{ id: first }] });
  });
});
