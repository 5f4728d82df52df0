// The web app's own like, unlike, follow and unfollow operations, sent as Apollo Client sends them
// through the real gateway to the real api: each costs exactly one call to the api (the set write
// itself, answered from its result) and answers the state that write left.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FollowPlaceDocument,
  FollowUserDocument,
  LikeCommentDocument,
  LikePostDocument,
  UnfollowPlaceDocument,
  UnfollowUserDocument,
  UnlikeCommentDocument,
  UnlikePostDocument,
} from '../../../web/src/gql/graphql.js';
import { rest as restOnApi, signInDemo, type Session } from '../../support/people.js';
import { useStack } from '../../support/stack.js';

const LONDON = 'london-england-united-kingdom';

const stack = useStack({ countCalls: true });

beforeEach(() => stack.proxy.reset());

/** The data of an operation that must succeed, sent as the web app sends it. */
async function send<T>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const response = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: print(addTypenameToDocument(document)), variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body.data;
}

/** Test set-up straight on the api, past the proxy: not what is under test. */
const rest = <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> =>
  restOnApi<T>(stack.apiUrl, method, path, body, token);

const person = (name: string): Promise<Session> => signInDemo(stack.apiUrl, name);

/** A fresh impression in London by `author`, with one comment by `commenter`. */
async function postWithComment(
  author: Session,
  commenter: Session,
): Promise<{ postId: string; commentId: string }> {
  const city = await rest<{ city: { id: string } }>('GET', `/cities/${LONDON}`);
  const created = await rest<{ post: { id: string } }>(
    'POST',
    '/posts',
    { cityId: city.city.id, lat: 51.51, lon: -0.1, text: 'Fog over the bridge at dusk' },
    author.token,
  );
  const postId = created.post.id;
  const comment = await rest<{ comment: { id: string } }>(
    'POST',
    '/comments',
    { postId, text: 'Lovely' },
    commenter.token,
  );
  return { postId, commentId: comment.comment.id };
}

/** The api calls the operations since the last reset made, as paths (with query strings). */
function upstreamCalls(): readonly string[] {
  return [...stack.proxy.calls];
}

type LikeAnswer = { id: string; isLiked?: boolean; likeCount: number; hasOutletLike: boolean };

/** What one operation answered (its field's data) and the api calls it made, as paths. */
async function counted<T>(
  document: DocumentNode,
  field: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<{ answer: T; calls: readonly string[] }> {
  stack.proxy.reset();
  const data = await send<Record<string, T>>(document, variables, token);
  return { answer: data[field] as T, calls: upstreamCalls() };
}

/** One like and its unlike: who sends them with which variables, and what each answers. */
interface LikeCase {
  what: string;
  like: [DocumentNode, string];
  unlike: [DocumentNode, string];
  setUp(): Promise<{
    token: string;
    variables: Record<string, unknown>;
    liked: Partial<LikeAnswer>;
    /** What liking once more answers, where the case checks it. */
    again?: Partial<LikeAnswer>;
    unliked: Partial<LikeAnswer>;
  }>;
}

const likeCases: LikeCase[] = [
  {
    what: 'a post',
    like: [LikePostDocument, 'likePost'],
    unlike: [UnlikePostDocument, 'unlikePost'],
    async setUp() {
      const reader = await person('user1');
      const { postId } = await postWithComment(await person('user2'), await person('user3'));
      return {
        token: reader.token,
        variables: { id: postId },
        liked: { id: postId, isLiked: true, likeCount: 1 },
        again: { isLiked: true, likeCount: 1 },
        unliked: { id: postId, isLiked: false, likeCount: 0 },
      };
    },
  },
  {
    what: 'a post as its place',
    like: [LikePostDocument, 'likePost'],
    unlike: [UnlikePostDocument, 'unlikePost'],
    async setUp() {
      const owner = await person('owner1');
      const news = await rest<{ posts: { place: { id: string } | null; canHide: boolean }[] }>(
        'GET',
        '/posts?type=news&limit=100',
        undefined,
        owner.token,
      );
      const placeId = news.posts.find((item) => item.canHide && item.place)?.place?.id;
      if (!placeId) throw new Error('no place owner1 runs in the demo data');
      const created = await rest<{ post: { id: string } }>(
        'POST',
        '/posts',
        { placeId, text: 'Chestnuts on the terrace tonight', byOutlet: true },
        owner.token,
      );
      return {
        token: owner.token,
        variables: { id: created.post.id, byOutlet: true },
        // The place's like, not the owner's own.
        liked: { isLiked: false, hasOutletLike: true, likeCount: 1 },
        unliked: { hasOutletLike: false, likeCount: 0 },
      };
    },
  },
  {
    what: 'a comment',
    like: [LikeCommentDocument, 'likeComment'],
    unlike: [UnlikeCommentDocument, 'unlikeComment'],
    async setUp() {
      const reader = await person('user4');
      const { postId, commentId } = await postWithComment(
        await person('user5'),
        await person('user6'),
      );
      return {
        token: reader.token,
        variables: { id: commentId, postId, byOutlet: false },
        liked: { id: commentId, isLiked: true, likeCount: 1 },
        unliked: { id: commentId, isLiked: false, likeCount: 0 },
      };
    },
  },
];

describe('likes from the web app', () => {
  it.each(likeCases)(
    'likes and unlikes $what with one api call each',
    async ({ like, unlike, setUp }) => {
      const { token, variables, liked, again, unliked } = await setUp();

      const first = await counted<LikeAnswer>(...like, variables, token);
      expect(first.calls).toEqual(['/api/v1/likes']);
      expect(first.answer).toMatchObject(liked);

      if (again) {
        const second = await counted<LikeAnswer>(...like, variables, token);
        expect(second.calls).toHaveLength(1);
        expect(second.answer).toMatchObject(again);
      }

      const undone = await counted<LikeAnswer>(...unlike, variables, token);
      expect(undone.calls).toHaveLength(1);
      expect(undone.calls[0]).toMatch(/^\/api\/v1\/likes\?/);
      expect(undone.answer).toMatchObject(unliked);
    },
  );
});

type FollowAnswer = {
  isFollowed: boolean;
  user: { id: string; isFollowed: boolean; followerCount: number } | null;
  place: { id: string; isFollowed: boolean; followerCount: number } | null;
  follower: { id: string; followingCount: number };
};

/** One follow and its unfollow: of whom, by whom, and what each answers. */
interface FollowCase {
  what: string;
  follow: [DocumentNode, string];
  unfollow: [DocumentNode, string];
  setUp(): Promise<{
    reader: Session;
    id: string;
    followed: Partial<FollowAnswer>;
    unfollowed: Partial<FollowAnswer>;
  }>;
}

const followCases: FollowCase[] = [
  {
    what: 'a person',
    follow: [FollowUserDocument, 'followUser'],
    unfollow: [UnfollowUserDocument, 'unfollowUser'],
    async setUp() {
      const reader = await person('user7');
      const author = await person('user8');
      const { user } = await rest<{ user: { followerCount: number } }>(
        'GET',
        `/users/${author.id}`,
      );
      return {
        reader,
        id: author.id,
        followed: {
          user: { id: author.id, isFollowed: true, followerCount: user.followerCount + 1 },
          place: null,
        },
        unfollowed: {
          user: { id: author.id, isFollowed: false, followerCount: user.followerCount },
        },
      };
    },
  },
  {
    what: 'a place',
    follow: [FollowPlaceDocument, 'followPlace'],
    unfollow: [UnfollowPlaceDocument, 'unfollowPlace'],
    async setUp() {
      const reader = await person('user9');
      const city = await rest<{ city: { id: string } }>('GET', `/cities/${LONDON}`);
      const places = await rest<{ places: { id: string; followerCount: number }[] }>(
        'GET',
        `/places?city=${city.city.id}&limit=1`,
        undefined,
        reader.token,
      );
      const place = places.places[0];
      if (!place) throw new Error('no place in London');
      return {
        reader,
        id: place.id,
        followed: {
          user: null,
          place: { id: place.id, isFollowed: true, followerCount: place.followerCount + 1 },
        },
        unfollowed: {
          place: { id: place.id, isFollowed: false, followerCount: place.followerCount },
        },
      };
    },
  },
];

describe('follows from the web app', () => {
  it.each(followCases)(
    'follows and unfollows $what with one api call each',
    async ({ follow, unfollow, setUp }) => {
      const { reader, id, followed, unfollowed } = await setUp();

      const done = await counted<FollowAnswer>(...follow, { id }, reader.token);
      expect(done.calls).toEqual(['/api/v1/followers']);
      expect(done.answer).toMatchObject({
        isFollowed: true,
        ...followed,
        follower: { id: reader.id },
      });

      const undone = await counted<FollowAnswer>(...unfollow, { id }, reader.token);
      expect(undone.calls).toHaveLength(1);
      expect(undone.calls[0]).toMatch(/^\/api\/v1\/followers\?/);
      expect(undone.answer).toMatchObject({
        isFollowed: false,
        ...unfollowed,
        follower: { id: reader.id, followingCount: done.answer.follower.followingCount - 1 },
      });
    },
  );
});
