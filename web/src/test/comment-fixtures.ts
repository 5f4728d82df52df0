// Comments for the comment list and card component tests (the CommentItem_comment shape).
import { PostCommentsDocument, type CommentItem_CommentFragment } from '../gql/graphql';
import { meId } from './account-fixtures';

/** The post the comment tests comment on, and the place it is about. */
export const commentedPostId = 'e'.repeat(24);
export const falconPlace = {
  __typename: 'Place' as const,
  id: 'f'.repeat(24),
  name: 'Falcon Cafe',
};

/**
 * The commented post as PostComments gets it: about the Falcon Cafe, by someone else, with one
 * comment unless told.
 */
export function commentedPost(overrides: { commentCount?: number; canHide?: boolean } = {}) {
  return {
    __typename: 'Post' as const,
    id: commentedPostId,
    commentCount: 1,
    hasAccess: false,
    canHide: false,
    place: falconPlace,
    organisation: null,
    ...overrides,
  };
}

export function commentAuthor(id: string, displayName: string) {
  return { __typename: 'User' as const, id, displayName, avatar: null };
}

type CommentFixture = Omit<CommentItem_CommentFragment, 'user'> & {
  __typename: 'Comment';
  user: ReturnType<typeof commentAuthor>;
};

/**
 * A person's comment on `postId`, published `timePassed` seconds ago, with no likes, replies or
 * images; hasAccess when the person is the signed-in one (meId).
 */
export function comment<Overrides extends Partial<Record<keyof CommentFixture, unknown>>>(
  fields: { id: string; postId: string; user: ReturnType<typeof commentAuthor>; text: string },
  overrides: Overrides = {} as Overrides,
): Omit<CommentFixture, keyof Overrides> & Overrides {
  const timePassed = typeof overrides.timePassed === 'number' ? overrides.timePassed : 60;
  const base: CommentFixture = {
    __typename: 'Comment',
    ...fields,
    byOutlet: false,
    place: null,
    organisation: null,
    imageSets: [],
    isLiked: false,
    hasOutletLike: false,
    likeCount: 0,
    subjectComment: null,
    isEdited: false,
    isDeleted: false,
    isHidden: false,
    hasAccess: fields.user.id === meId,
    canHide: false,
    timePassed,
    publicationDate: new Date(Date.now() - timePassed * 1000).toISOString(),
  };
  return { ...base, ...overrides };
}

/** The answer to a post's first page of comments (visible ones only): these and no more. */
export function commentListMock(postId: string, items: readonly unknown[]) {
  return {
    request: {
      query: PostCommentsDocument,
      variables: { postId, includeHidden: false, offset: 0, limit: 20 },
    },
    result: { data: { comments: { __typename: 'CommentPage', items, hasMore: false } } },
  };
}
