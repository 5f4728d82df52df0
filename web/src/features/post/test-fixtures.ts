// The answers post card and post page tests share: a post page, a feed, a failure.
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { london } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import type { post } from '../../test/post-fixtures';
import { cityMock, postId } from '../../test/post-fixtures';
import { PostListDocument, PostPageDocument } from '../../gql/graphql';

export function postPageMock(value: ReturnType<typeof post>) {
  return {
    request: { query: PostPageDocument, variables: { id: value.id } },
    result: { data: { post: value } },
  };
}

export function feedMock(items: ReturnType<typeof post>[]) {
  return {
    request: {
      query: PostListDocument,
      variables: { filter: { cityId: london.id }, offset: 0, limit: 10 },
    },
    result: { data: { posts: { __typename: 'PostPage', hasMore: false, items } } },
  };
}

export const serverError = new GraphQLError('boom', {
  extensions: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, status: 'GeneralInternalError' },
});

export const card = () => screen.findByRole('article', { name: 'Grace Hopper' });

/** The post page of `shown` for this person, with these further answers. */
export function postPage(
  who: MockLink.MockedResponse,
  shown: ReturnType<typeof post>,
  ...answers: MockLink.MockedResponse[]
) {
  return renderRoute(`/posts/${postId}`, [who, cityMock, postPageMock(shown), ...answers]);
}
