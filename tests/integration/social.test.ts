// The social layer through the real gateway and api (issue 5): a city feed with whole authors,
// places, chains, images and last comments at a constant number of upstream calls; likes and
// follows with explicit set semantics and exact counts under concurrency; the access rules as
// GraphQL errors; comments with their post's new count; image uploads streamed by the gateway.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '@tavola/api/testing';
import { startGateway, type RunningGateway } from '@tavola/gateway/testing';
import { startCountingProxy, type CountingProxy } from '../support/counting-proxy.js';
import type { GraphQLErrorJson } from '../support/graphql.js';
import { startSilentServer } from '../support/silent-server.js';

const LONDON = 'london-england-united-kingdom';
const PASSWORD = 'tavola-demo';

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

interface Reply<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorJson[];
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, ...((await response.json()) as Omit<Reply<T>, 'status'>) };
}

/** The data of a call that must succeed. */
async function ok<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const reply = await gql<T>(query, variables, token);
  if (reply.errors || !reply.data) throw new Error(JSON.stringify(reply.errors ?? reply));
  return reply.data;
}

const codeOf = (reply: Reply<unknown>) => reply.errors?.[0]?.extensions?.code;

/** Test set-up straight on the api (sign-ins, registrations): not what is under test. */
async function rest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.url}/api/v1${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

interface Session {
  token: string;
  id: string;
}
const sessions = new Map<string, Session>();

/** A demo person (`user15`, `owner1`, `admin` ...) signed in once per file. */
async function person(name: string): Promise<Session> {
  const known = sessions.get(name);
  if (known) return known;
  const data = await rest<{ accessToken: string; user: { id: string } }>(
    'POST',
    '/auth/login-by-permanent-password',
    { email: `${name}@tavola.test`, password: PASSWORD },
  );
  const session = { token: data.accessToken, id: data.user.id };
  sessions.set(name, session);
  return session;
}

/** A new account, registered with a one-time code from the development inbox. */
async function newcomer(email: string): Promise<Session> {
  await rest('POST', '/request-code', { email, type: 'registration' });
  const inbox = await rest<{ messages: { code: string | null }[] }>(
    'GET',
    `/dev/inbox?target=${encodeURIComponent(email)}`,
  );
  const code = inbox.messages[0]?.code;
  if (!code) throw new Error(`no code for ${email}`);
  const data = await rest<{ accessToken: string; user: { id: string } }>(
    'POST',
    '/auth/login-by-temporary-password',
    { email, password: code },
  );
  return { token: data.accessToken, id: data.user.id };
}

let londonId: string | undefined;
async function london(): Promise<string> {
  londonId ??= (await rest<{ city: { id: string } }>('GET', `/cities/${LONDON}`)).city.id;
  return londonId;
}

const FEED = /* GraphQL */ `
  query CityFeed($cityId: ID!, $offset: Int, $limit: Int) {
    posts(filter: { cityId: $cityId }, offset: $offset, limit: $limit) {
      hasMore
      items {
        id
        type
        text
        rating
        byOutlet
        isLiked
        likeCount
        commentCount
        hasAccess
        canHide
        timePassed
        publicationDate
        user {
          id
          displayName
          isFollowed
          avatar {
            thumbnail {
              url
            }
          }
        }
        place {
          id
          name
          latinName
          isFollowed
          followerCount
          city {
            id
            latinName
          }
          category {
            id
          }
        }
        organisation {
          id
          name
        }
        city {
          id
          latinName
        }
        imageSets {
          id
          standard {
            url
            width
            height
          }
        }
        someLikes {
          id
          displayName
        }
        lastComments {
          id
          text
          user {
            id
            displayName
          }
          place {
            id
            name
          }
          subjectComment {
            id
            user {
              id
            }
          }
        }
      }
    }
  }
`;

interface FeedPost {
  id: string;
  type: 'NEWS' | 'REVIEW' | 'IMPRESSION';
  text: string;
  rating: number | null;
  byOutlet: boolean;
  isLiked: boolean;
  likeCount: number;
  commentCount: number;
  user: { id: string; displayName: string } | null;
  place: {
    id: string;
    name: string;
    isFollowed: boolean;
    followerCount: number;
    city: { id: string; latinName: string };
    category: { id: string } | null;
  } | null;
  organisation: { id: string; name: string } | null;
  city: { id: string; latinName: string } | null;
  imageSets: { id: string; standard: { url: string; width: number; height: number } }[];
  someLikes: { id: string; displayName: string }[];
  lastComments: {
    id: string;
    text: string;
    user: { id: string; displayName: string } | null;
    place: { id: string; name: string } | null;
    subjectComment: { id: string } | null;
  }[];
}
interface Feed {
  posts: { hasMore: boolean; items: FeedPost[] };
}

const POST_STATE = /* GraphQL */ `
  query PostState($id: ID!) {
    post(id: $id) {
      id
      isLiked
      likeCount
      commentCount
      isDeleted
      isHidden
    }
  }
`;
interface PostState {
  id: string;
  isLiked: boolean;
  likeCount: number;
  commentCount: number;
  isDeleted: boolean;
  isHidden: boolean;
}

const LIKE_POST = /* GraphQL */ `
  mutation LikePost($id: ID!) {
    likePost(id: $id) {
      id
      isLiked
      likeCount
    }
  }
`;
const UNLIKE_POST = /* GraphQL */ `
  mutation UnlikePost($id: ID!) {
    unlikePost(id: $id) {
      id
      isLiked
      likeCount
    }
  }
`;
type Liked = { id: string; isLiked: boolean; likeCount: number };

const CREATE_POST = /* GraphQL */ `
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      type
      rating
      text
      hasAccess
      user {
        id
      }
      place {
        id
        name
        reviewCount
      }
      city {
        latinName
      }
      lat
      lon
    }
  }
`;
interface CreatedPost {
  id: string;
  type: string;
  rating: number | null;
  text: string;
  hasAccess: boolean;
  user: { id: string } | null;
  place: { id: string; name: string; reviewCount: number } | null;
  city: { latinName: string } | null;
  lat: number | null;
  lon: number | null;
}

/** A fresh impression in London by `name`: nobody has liked or commented on it yet. */
async function impression(
  name: string,
  text = 'Rain on the river, lights coming on',
): Promise<string> {
  const { token } = await person(name);
  const data = await ok<{ createPost: CreatedPost }>(
    CREATE_POST,
    { input: { type: 'IMPRESSION', cityId: await london(), lat: 51.51, lon: -0.1, text } },
    token,
  );
  return data.createPost.id;
}

async function feed(limit: number, token?: string): Promise<FeedPost[]> {
  const data = await ok<Feed>(FEED, { cityId: await london(), limit }, token);
  return data.posts.items;
}

describe('city feed', () => {
  it('gives a page of 20 posts with authors, whole places, images and last comments', async () => {
    const data = await ok<Feed>(FEED, { cityId: await london(), limit: 20 });
    const posts = data.posts.items;
    expect(posts).toHaveLength(20);
    expect(data.posts.hasMore).toBe(true);
    expect(new Set(posts.map((post) => post.id)).size).toBe(20);

    for (const post of posts) {
      expect(['NEWS', 'REVIEW', 'IMPRESSION']).toContain(post.type);
      expect(post.city?.latinName).toBe(LONDON);
      // A person wrote it, or the place or chain did (byOutlet).
      if (post.byOutlet) expect(post.place ?? post.organisation).not.toBeNull();
      else expect(post.user?.displayName).toEqual(expect.any(String));
      if (post.type === 'REVIEW') expect(post.rating).toBeGreaterThanOrEqual(1);
      else expect(post.rating).toBeNull();
      expect(post.likeCount).toBeGreaterThanOrEqual(post.someLikes.length);
      expect(post.isLiked).toBe(false);
      expect(post.lastComments.length).toBeLessThanOrEqual(Math.min(2, post.commentCount));
    }

    const withPlace = posts.filter((post) => post.place);
    expect(withPlace.length).toBeGreaterThan(0);
    for (const { place } of withPlace) {
      // The whole place, as the places list gives it: its city and category resolved.
      expect(place?.city.latinName).toBe(LONDON);
      expect(place?.category?.id).toEqual(expect.any(String));
      expect(place?.isFollowed).toBe(false);
    }

    const commented = posts.flatMap((post) => post.lastComments);
    expect(commented.length).toBeGreaterThan(0);
    for (const comment of commented) {
      expect(comment.user?.displayName ?? comment.place?.name).toEqual(expect.any(String));
    }

    const image = posts.flatMap((post) => post.imageSets)[0];
    expect(image?.standard.url).toMatch(/^\/uploads\//);
    const file = await fetch(`${gateway.url}${image?.standard.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('costs the same upstream calls at 10 and at 50 posts', async () => {
    proxy.reset();
    const small = await ok<Feed>(FEED, { cityId: await london(), limit: 10 });
    const smallCalls = [...proxy.calls];
    proxy.reset();
    const large = await ok<Feed>(FEED, { cityId: await london(), limit: 50 });
    const largeCalls = [...proxy.calls];

    expect(small.posts.items).toHaveLength(10);
    expect(large.posts.items).toHaveLength(50);
    const placeIds = new Set(large.posts.items.flatMap((post) => post.place?.id ?? []));
    expect(placeIds.size).toBeGreaterThan(10);
    expect(largeCalls.length).toBe(smallCalls.length);
    // The posts, one batch of places, one of cities (and chains, when a page has any).
    expect(largeCalls.length).toBeLessThanOrEqual(4);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/posts'))).toHaveLength(1);
    expect(largeCalls.filter((call) => call.startsWith('/api/v1/places/by-ids'))).toHaveLength(1);
  });

  it('pages on with offset, and refuses a page over 50', async () => {
    const first = await feed(5);
    const second = await ok<Feed>(FEED, { cityId: await london(), offset: 5, limit: 5 });
    const ids = [...first, ...second.posts.items].map((post) => post.id);
    expect(new Set(ids).size).toBe(10);

    const tooMany = await gql<Feed>(FEED, { cityId: await london(), limit: 51 });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.extensions?.fieldErrors).toEqual({ limit: 'Must be from 1 to 50' });
  });

  it('asks a visitor to sign in for the following feed', async () => {
    const reply = await gql(`{ posts(filter: { isFollowing: true }) { items { id } } }`);
    expect(codeOf(reply)).toBe('UNAUTHENTICATED');
  });
});

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

const FOLLOW_CHANGE = /* GraphQL */ `
  isFollowed
  user {
    id
    isFollowed
    followerCount
  }
  place {
    id
    name
    isFollowed
    followerCount
    city {
      latinName
    }
  }
  follower {
    id
    followingCount
  }
`;
interface FollowChange {
  isFollowed: boolean;
  user: { id: string; isFollowed: boolean; followerCount: number } | null;
  place: {
    id: string;
    name: string;
    isFollowed: boolean;
    followerCount: number;
    city: { latinName: string };
  } | null;
  follower: { id: string; followingCount: number };
}

describe('follows', () => {
  it('follows and unfollows a person, with the new counts of both', async () => {
    const reader = await person('user18');
    const author = await person('user19');
    const before = await ok<{
      user: { followerCount: number; isFollowed: boolean };
      me: { user: { followingCount: number } };
    }>(
      `query ($id: ID!) { user(id: $id) { followerCount isFollowed } me { user { followingCount } } }`,
      { id: author.id },
      reader.token,
    );
    expect(before.user.isFollowed).toBe(false);
    const FOLLOW = `mutation ($id: ID!) { followUser(id: $id) { ${FOLLOW_CHANGE} } }`;
    const UNFOLLOW = `mutation ($id: ID!) { unfollowUser(id: $id) { ${FOLLOW_CHANGE} } }`;

    for (let round = 0; round < 2; round += 1) {
      const followed = await ok<{ followUser: FollowChange }>(
        FOLLOW,
        { id: author.id },
        reader.token,
      );
      expect(followed.followUser).toEqual({
        isFollowed: true,
        user: { id: author.id, isFollowed: true, followerCount: before.user.followerCount + 1 },
        place: null,
        follower: { id: reader.id, followingCount: before.me.user.followingCount + 1 },
      });
    }
    const followers = await ok<{ followers: { items: { id: string }[] } }>(
      `query ($id: ID!) { followers(userId: $id, limit: 50) { hasMore items { id } } }`,
      { id: author.id },
    );
    expect(followers.followers.items.map((user) => user.id)).toContain(reader.id);
    const following = await ok<{
      followingUsers: { items: { id: string; isFollowed: boolean }[] };
    }>(
      `query ($id: ID!) { followingUsers(userId: $id) { items { id isFollowed } } }`,
      { id: reader.id },
      reader.token,
    );
    expect(following.followingUsers.items).toContainEqual({ id: author.id, isFollowed: true });

    const unfollowed = await ok<{ unfollowUser: FollowChange }>(
      UNFOLLOW,
      { id: author.id },
      reader.token,
    );
    expect(unfollowed.unfollowUser).toMatchObject({
      isFollowed: false,
      user: { isFollowed: false, followerCount: before.user.followerCount },
      follower: { followingCount: before.me.user.followingCount },
    });
  });

  it('follows and unfollows a place; the place is the whole place everywhere', async () => {
    const reader = await person('user18');
    const place = (await feed(50)).find((post) => post.place && !post.place.isFollowed)?.place;
    if (!place) throw new Error('no place in the London feed');

    const followed = await ok<{ followPlace: FollowChange }>(
      `mutation ($id: ID!) { followPlace(id: $id) { ${FOLLOW_CHANGE} } }`,
      { id: place.id },
      reader.token,
    );
    expect(followed.followPlace).toMatchObject({
      isFollowed: true,
      user: null,
      place: {
        id: place.id,
        name: place.name,
        isFollowed: true,
        followerCount: place.followerCount + 1,
        city: { latinName: LONDON },
      },
      follower: { id: reader.id },
    });

    // Every read of the place agrees: the place page, the followed list, the feed.
    const page = await ok<{ place: { isFollowed: boolean; followerCount: number } }>(
      `query ($id: ID!) { place(id: $id) { isFollowed followerCount } }`,
      { id: place.id },
      reader.token,
    );
    expect(page.place).toEqual({ isFollowed: true, followerCount: place.followerCount + 1 });
    const followedPlaces = await ok<{
      followingPlaces: {
        items: { id: string; isFollowed: boolean; city: { latinName: string } }[];
      };
    }>(
      `query ($id: ID!) { followingPlaces(userId: $id) { hasMore items { id isFollowed city { latinName } } } }`,
      { id: reader.id },
      reader.token,
    );
    expect(followedPlaces.followingPlaces.items).toContainEqual({
      id: place.id,
      isFollowed: true,
      city: { latinName: LONDON },
    });
    const inFeed = (await feed(50, reader.token)).find((post) => post.place?.id === place.id);
    expect(inFeed?.place).toMatchObject({
      isFollowed: true,
      followerCount: place.followerCount + 1,
    });

    const unfollowed = await ok<{ unfollowPlace: FollowChange }>(
      `mutation ($id: ID!) { unfollowPlace(id: $id) { ${FOLLOW_CHANGE} } }`,
      { id: place.id },
      reader.token,
    );
    expect(unfollowed.unfollowPlace.place).toMatchObject({
      isFollowed: false,
      followerCount: place.followerCount,
    });
  });

  it("gives a person embedded in a feed the profile's follower preview, not an empty one", async () => {
    const data = await ok<{
      posts: {
        items: {
          user: { id: string; followerCount: number; someFollowers: { id: string }[] } | null;
        }[];
      };
    }>(
      `query ($cityId: ID!) {
        posts(filter: { cityId: $cityId }, limit: 20) {
          items { user { id followerCount someFollowers { id } } }
        }
      }`,
      { cityId: await london() },
    );
    const author = data.posts.items.find((post) => (post.user?.followerCount ?? 0) > 0)?.user;
    if (!author) throw new Error('no followed author in the London feed');
    const profile = await ok<{ user: { someFollowers: { id: string }[] } }>(
      `query ($id: ID!) { user(id: $id) { someFollowers { id } } }`,
      { id: author.id },
    );
    expect(author.someFollowers.length).toBeGreaterThan(0);
    expect(author.someFollowers).toEqual(profile.user.someFollowers);
  });

  it('refuses following oneself', async () => {
    const reader = await person('user18');
    const reply = await gql(
      `mutation ($id: ID!) { followUser(id: $id) { isFollowed } }`,
      { id: reader.id },
      reader.token,
    );
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors?.[0]?.extensions?.message).toBe('You cannot follow yourself');
  });
});

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

    proxy.reset();
    const data = await ok<{
      posts: { items: { organisation: { id: string; name: string; placeCount: number } | null }[] };
    }>(
      `{ posts(filter: { type: NEWS }, limit: 2) { items { organisation { id name placeCount } } } }`,
    );
    expect(data.posts.items.map((post) => post.organisation?.id).sort()).toEqual(
      [...chainIds].sort(),
    );
    for (const post of data.posts.items) expect(post.organisation?.placeCount).toBeGreaterThan(0);
    expect(proxy.calls.filter((call) => call.startsWith('/api/v1/organisations'))).toHaveLength(1);
  });

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

/** `POST /images` on the gateway, as the browser's XMLHttpRequest sends it. */
async function upload(
  bytes: Buffer,
  name: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${gateway.url}/images`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('image uploads through the gateway', () => {
  it('stores a real JPEG whose variants load via /uploads, and a comment can carry it', async () => {
    const { token } = await person('user13');
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 80, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    const reply = await upload(jpeg, 'terrace.jpg', { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(201);
    const imageSet = (reply.body.data as { imageSet: Record<string, unknown> }).imageSet as {
      id: string;
      standard: { url: string; width: number; height: number };
      thumbnail: { url: string };
    };
    expect(imageSet.standard).toMatchObject({ width: 640, height: 480 });
    for (const url of [imageSet.standard.url, imageSet.thumbnail.url]) {
      expect(url).toMatch(/^\/uploads\//);
      const file = await fetch(`${gateway.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
    }

    const postId = await impression('user16');
    const comment = await ok<{
      createComment: { comment: { imageSets: { id: string }[] } };
    }>(
      `mutation ($input: CreateCommentInput!) { createComment(input: $input) { comment { imageSets { id } } } }`,
      { input: { postId, imageIds: [imageSet.id] } },
      token,
    );
    expect(comment.createComment.comment.imageSets).toEqual([{ id: imageSet.id }]);
  });

  it('takes the session cookie from the web app origin, refuses a foreign origin', async () => {
    const { token } = await person('user13');
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const cookie = `tavola_token=${token}`;
    const own = await upload(png, 'dot.png', { cookie, origin: gateway.url });
    expect(own.status).toBe(201);
    const foreign = await upload(png, 'dot.png', { cookie, origin: 'https://elsewhere.test' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 403, status: 'Forbidden' });
  });

  it("refuses a text file renamed .jpg with the api's message", async () => {
    const { token } = await person('user13');
    const reply = await upload(Buffer.from('just some words, not a picture'), 'photo.jpg', {
      authorization: `Bearer ${token}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 400,
      status: 'FieldInvalid',
      data: { errors: { image: 'Upload a JPEG or PNG image' } },
    });
  });

  it('answers a visitor 401 in the api envelope', async () => {
    const reply = await upload(Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      code: 401,
      status: 'Unauthorized',
      messageUI: { message: 'Authorization is required' },
      data: {},
    });
  });

  it('answers 555 within the deadline when the api takes the upload but never answers', async () => {
    const silent = await startSilentServer();
    const hung = await startGateway({ apiUrl: silent.url, upstreamTimeoutMs: 500 });
    try {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'a.jpg');
      const response = await fetch(`${hung.url}/images`, {
        method: 'POST',
        headers: { authorization: 'Bearer some-token' },
        body: form,
      });
      expect(response.status).toBe(555);
      expect(await response.json()).toMatchObject({
        status: 'NoConnection',
        messageUI: { message: 'There is no Internet connection' },
      });
    } finally {
      await hung.close();
      await silent.close();
    }
  });

  it('strips EXIF from every stored variant', async () => {
    const { token } = await person('user13');
    const withExif = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .withExif({ IFD0: { Copyright: 'Someone', Make: 'Camera' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const reply = await upload(withExif, 'camera.jpg', { authorization: `Bearer ${token}` });
    expect(reply.status).toBe(201);
    const imageSet = (reply.body.data as { imageSet: Record<string, { url: string }> }).imageSet;
    for (const variant of ['standard', 'thumbnail', 'cover', 'original']) {
      const file = await fetch(`${gateway.url}${imageSet[variant]?.url}`);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a body over the limit before it reaches the api', async () => {
    const { token } = await person('user13');
    proxy.reset();
    const reply = await upload(Buffer.alloc(12 * 1024 * 1024, 7), 'huge.jpg', {
      authorization: `Bearer ${token}`,
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({
      data: { errors: { image: 'The image must be at most 10 MB' } },
    });
    expect(proxy.calls.filter((call) => call.startsWith('/api/v1/images'))).toHaveLength(0);
  });
});

describe('hasAccess of places and chains', () => {
  const ACCESS = /* GraphQL */ `
    query Access($placeId: ID!, $chainId: ID!) {
      place(id: $placeId) {
        id
        hasAccess
      }
      organisation(id: $chainId) {
        id
        hasAccess
      }
    }
  `;

  it("carries the api's hasAccess for the caller: owners and admins yes, others and visitors no", async () => {
    const { places } = await rest<{ places: { id: string; name: string }[] }>(
      'GET',
      `/places?city=${LONDON}&query=${encodeURIComponent('Falcon Cafe')}&limit=10`,
    );
    const placeId = places.find((place) => place.name === 'Falcon Cafe')?.id;
    const { organisations } = await rest<{ organisations: { id: string; hasOwner: boolean }[] }>(
      'GET',
      '/organisations?limit=100&hasOwner=true',
    );
    const chainId = organisations[0]?.id;
    if (!placeId || !chainId) throw new Error('the demo data lacks Falcon Cafe or an owned chain');

    type Access = {
      place: { hasAccess: boolean | null };
      organisation: { hasAccess: boolean | null };
    };
    const as = async (name: string | null) => {
      const token = name ? (await person(name)).token : undefined;
      const data = await ok<Access>(ACCESS, { placeId, chainId }, token);
      return [data.place.hasAccess, data.organisation.hasAccess];
    };
    // owner1 owns Falcon Cafe and the first demo chain (docs/demo-accounts.md).
    expect(await as('owner1')).toEqual([true, true]);
    expect(await as('admin')).toEqual([true, true]);
    expect(await as('user16')).toEqual([false, false]);
    expect(await as(null)).toEqual([false, false]);
  });
});
