// The web app's own like, unlike, follow and unfollow operations, sent as Apollo Client sends them
// through the real gateway to the real api: each costs exactly one call to the api (the set write
// itself, answered from its result) and answers the state that write left.
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '@tavola/api/testing';
import { startGateway, type RunningGateway } from '@tavola/gateway/testing';
import {
  FollowPlaceDocument,
  FollowUserDocument,
  LikeCommentDocument,
  LikePostDocument,
  UnfollowPlaceDocument,
  UnfollowUserDocument,
  UnlikeCommentDocument,
  UnlikePostDocument,
} from '../../web/src/gql/graphql.js';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy.js';
import { rest as restOnApi, signInDemo, type Session } from '../support/people.js';

const LONDON = 'london-england-united-kingdom';

let api: RunningApi;
let proxy: CountingProxy;
let gateway: RunningGateway;

beforeAll(async () => {
  api = await startApi({ port: 0 });
  proxy = await startCountingProxy(api.url);
  gateway = await startGateway({ apiUrl: proxy.url });
});

afterAll(async () => {
  await gateway?.close();
  await proxy?.close();
  await api?.close();
});

beforeEach(() => proxy.reset());

/** The data of an operation that must succeed, sent as the web app sends it. */
async function send<T>(
  document: DocumentNode,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const response = await fetch(`${gateway.url}/graphql`, {
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
  restOnApi<T>(api.url, method, path, body, token);

const person = (name: string): Promise<Session> => signInDemo(api.url, name);

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
  return [...proxy.calls];
}

type LikeAnswer = { id: string; isLiked?: boolean; likeCount: number; hasOutletLike: boolean };

describe('likes from the web app', () => {
  it('likes and unlikes a post with one api call each', async () => {
    const reader = await person('user1');
    const { postId } = await postWithComment(await person('user2'), await person('user3'));
    proxy.reset();

    const liked = await send<{ likePost: LikeAnswer }>(
      LikePostDocument,
      { id: postId },
      reader.token,
    );
    expect(upstreamCalls()).toEqual(['/api/v1/likes']);
    expect(liked.likePost).toMatchObject({ id: postId, isLiked: true, likeCount: 1 });

    proxy.reset();
    const again = await send<{ likePost: LikeAnswer }>(
      LikePostDocument,
      { id: postId },
      reader.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(again.likePost).toMatchObject({ isLiked: true, likeCount: 1 });

    proxy.reset();
    const unliked = await send<{ unlikePost: LikeAnswer }>(
      UnlikePostDocument,
      { id: postId },
      reader.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(upstreamCalls()[0]).toMatch(/^\/api\/v1\/likes\?/);
    expect(unliked.unlikePost).toMatchObject({ id: postId, isLiked: false, likeCount: 0 });
  });

  it('likes and unlikes a post as its place with one api call each', async () => {
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
    const variables = { id: created.post.id, byOutlet: true };
    proxy.reset();

    const liked = await send<{ likePost: LikeAnswer }>(LikePostDocument, variables, owner.token);
    expect(upstreamCalls()).toEqual(['/api/v1/likes']);
    // The place's like, not the owner's own.
    expect(liked.likePost).toMatchObject({ isLiked: false, hasOutletLike: true, likeCount: 1 });

    proxy.reset();
    const unliked = await send<{ unlikePost: LikeAnswer }>(
      UnlikePostDocument,
      variables,
      owner.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(unliked.unlikePost).toMatchObject({ hasOutletLike: false, likeCount: 0 });
  });

  it('likes and unlikes a comment with one api call each', async () => {
    const reader = await person('user4');
    const { postId, commentId } = await postWithComment(
      await person('user5'),
      await person('user6'),
    );
    const variables = { id: commentId, postId, byOutlet: false };
    proxy.reset();

    const liked = await send<{ likeComment: LikeAnswer }>(
      LikeCommentDocument,
      variables,
      reader.token,
    );
    expect(upstreamCalls()).toEqual(['/api/v1/likes']);
    expect(liked.likeComment).toMatchObject({ id: commentId, isLiked: true, likeCount: 1 });

    proxy.reset();
    const unliked = await send<{ unlikeComment: LikeAnswer }>(
      UnlikeCommentDocument,
      variables,
      reader.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(upstreamCalls()[0]).toMatch(/^\/api\/v1\/likes\?/);
    expect(unliked.unlikeComment).toMatchObject({ id: commentId, isLiked: false, likeCount: 0 });
  });
});

type FollowAnswer = {
  isFollowed: boolean;
  user: { id: string; isFollowed: boolean; followerCount: number } | null;
  place: { id: string; isFollowed: boolean; followerCount: number } | null;
  follower: { id: string; followingCount: number };
};

describe('follows from the web app', () => {
  it('follows and unfollows a person with one api call each', async () => {
    const reader = await person('user7');
    const author = await person('user8');
    const before = await rest<{ user: { followerCount: number } }>('GET', `/users/${author.id}`);
    proxy.reset();

    const followed = await send<{ followUser: FollowAnswer }>(
      FollowUserDocument,
      { id: author.id },
      reader.token,
    );
    expect(upstreamCalls()).toEqual(['/api/v1/followers']);
    expect(followed.followUser).toMatchObject({
      isFollowed: true,
      user: { id: author.id, isFollowed: true, followerCount: before.user.followerCount + 1 },
      place: null,
      follower: { id: reader.id },
    });

    proxy.reset();
    const unfollowed = await send<{ unfollowUser: FollowAnswer }>(
      UnfollowUserDocument,
      { id: author.id },
      reader.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(upstreamCalls()[0]).toMatch(/^\/api\/v1\/followers\?/);
    expect(unfollowed.unfollowUser).toMatchObject({
      isFollowed: false,
      user: { id: author.id, isFollowed: false, followerCount: before.user.followerCount },
      follower: { id: reader.id, followingCount: followed.followUser.follower.followingCount - 1 },
    });
  });

  it('follows and unfollows a place with one api call each', async () => {
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
    proxy.reset();

    const followed = await send<{ followPlace: FollowAnswer }>(
      FollowPlaceDocument,
      { id: place.id },
      reader.token,
    );
    expect(upstreamCalls()).toEqual(['/api/v1/followers']);
    expect(followed.followPlace).toMatchObject({
      isFollowed: true,
      user: null,
      place: { id: place.id, isFollowed: true, followerCount: place.followerCount + 1 },
      follower: { id: reader.id },
    });

    proxy.reset();
    const unfollowed = await send<{ unfollowPlace: FollowAnswer }>(
      UnfollowPlaceDocument,
      { id: place.id },
      reader.token,
    );
    expect(upstreamCalls()).toHaveLength(1);
    expect(unfollowed.unfollowPlace).toMatchObject({
      isFollowed: false,
      place: { id: place.id, isFollowed: false, followerCount: place.followerCount },
      follower: { id: reader.id, followingCount: followed.followPlace.follower.followingCount - 1 },
    });
  });
});
