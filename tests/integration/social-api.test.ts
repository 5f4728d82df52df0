// The social layer of the api over HTTP: posts with their type and access rules,
// comments with replies, likes and follows whose counts stay exact under parallel requests, and
// image uploads checked by their bytes. Demo people sign in with their password.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
// The api's own types of what it sends.
import type { ImageSet } from '../../api/src/image/image-set.js';
import type { PlaceRef } from '../../api/src/refs/refs.js';
import type { User } from '../../api/src/refs/user-json.js';
import type { Comment } from '../../api/src/comment/comment-json.js';
import type { Post } from '../../api/src/post/post-json.js';
import { peopleOf } from '../support/people.js';
import { useStack } from '../support/stack.js';

const LONDON = 'london-england-united-kingdom';
const NO_PERMISSIONS = 'No permissions to perform action';

interface Envelope {
  code?: number;
  status?: string;
  messageUI?: { message: string };
  // The tests read many shapes; each test narrows what it uses.
  data: Record<string, unknown> & { errors?: Record<string, string> };
}
interface Reply {
  status: number;
  body: Envelope;
}

const stack = useStack({ gateway: false });
const people = peopleOf(stack);

async function call(
  method: string,
  path: string,
  options: { token?: string; body?: Record<string, unknown> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.apiUrl}/api/v1${path}`, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

/** Signs a demo person in once per file: `user1`, `owner1`, `admin` ... */
const person = people.demo;

const postOf = (reply: Reply) => reply.body.data.post as Post;
const commentOf = (reply: Reply) => reply.body.data.comment as Comment;
const likeOf = (reply: Reply) => reply.body.data.like as { isLiked: boolean; likeCount: number };

async function londonPlaces(): Promise<{ id: string; reviewCount: number }[]> {
  const reply = await call('GET', `/places?city=${LONDON}&limit=60`);
  return reply.body.data.places as { id: string; reviewCount: number }[];
}

async function placeRef(id: string, token?: string): Promise<PlaceRef> {
  const reply = await call('GET', `/places/${id}`, { token });
  return reply.body.data.place as PlaceRef;
}

async function userJson(id: string): Promise<User> {
  return (await call('GET', `/users/${id}`)).body.data.user as User;
}

/** A place the owner1 demo person has access to: the place of a news post they may hide. */
async function ownersPlace(): Promise<string> {
  const owner = await person('owner1');
  const reply = await call('GET', '/posts?type=news&limit=100', { token: owner.token });
  const post = (reply.body.data.posts as Post[]).find((item) => item.canHide && item.place);
  if (!post?.place) throw new Error('no news of a place owner1 runs in the demo data');
  return post.place.id;
}

async function newImpression(name: string, text = 'A quiet corner by the canal'): Promise<Post> {
  const { token } = await person(name);
  const reply = await call('POST', '/posts', {
    token,
    body: { cityId: await londonId(), lat: 51.53, lon: -0.12, text },
  });
  expect(reply.status).toBe(201);
  return postOf(reply);
}

let london: string | undefined;
async function londonId(): Promise<string> {
  london ??= ((await call('GET', `/cities/${LONDON}`)).body.data.city as { id: string }).id;
  return london;
}

describe('posts', () => {
  it('lets a person review a place (rating 3 by default), edit, delete and restore it', async () => {
    const author = await person('user1');
    const [place] = await londonPlaces();
    if (!place) throw new Error('no London places');
    const before = await placeRef(place.id);
    const postsBefore = (await userJson(author.id)).postCount;

    const created = await call('POST', '/posts', {
      token: author.token,
      body: { placeId: place.id, text: 'Great risotto' },
    });
    expect(created.status).toBe(201);
    const review = postOf(created);
    expect(review).toMatchObject({
      type: 'review',
      rating: 3,
      text: 'Great risotto',
      user: { id: author.id },
      byOutlet: false,
      place: { id: place.id, reviewCount: before.reviewCount + 1 },
      city: { latinName: LONDON },
      isStaff: false,
      hasAccess: true,
      canHide: false,
      isEdited: false,
      likeCount: 0,
      commentCount: 0,
    });
    expect((await userJson(author.id)).postCount).toBe(postsBefore + 1);

    const edited = await call('PATCH', `/posts/${review.id}`, {
      token: author.token,
      body: { text: 'Great risotto, slow service', rating: 4 },
    });
    expect(postOf(edited)).toMatchObject({
      text: 'Great risotto, slow service',
      rating: 4,
      isEdited: true,
    });

    const deleted = await call('DELETE', `/posts/${review.id}`, { token: author.token });
    expect(postOf(deleted)).toMatchObject({ isDeleted: true });
    expect((await placeRef(place.id)).reviewCount).toBe(before.reviewCount);
    expect((await userJson(author.id)).postCount).toBe(postsBefore);
    // Deleting twice counts once.
    await call('DELETE', `/posts/${review.id}`, { token: author.token });
    expect((await placeRef(place.id)).reviewCount).toBe(before.reviewCount);
    const stranger = await person('user2');
    expect((await call('GET', `/posts/${review.id}`, { token: stranger.token })).status).toBe(404);

    const restored = await call('POST', `/posts/${review.id}/status/restored`, {
      token: author.token,
    });
    expect(postOf(restored).isDeleted).toBe(false);
    expect((await placeRef(place.id)).reviewCount).toBe(before.reviewCount + 1);
  });

  it('refuses a non-author editing, hiding or deleting with the SPEC message', async () => {
    const post = await newImpression('user3');
    const stranger = await person('user4');
    const attempts = [
      await call('PATCH', `/posts/${post.id}`, { token: stranger.token, body: { text: 'mine' } }),
      await call('DELETE', `/posts/${post.id}`, { token: stranger.token }),
      await call('POST', `/posts/${post.id}/status/hidden`, { token: stranger.token }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({
        status: 403,
        body: { status: 'Forbidden', messageUI: { message: NO_PERMISSIONS } },
      });
    }
    expect((await call('PATCH', `/posts/${post.id}`, { body: { text: 'x' } })).status).toBe(401);
    const unchanged = postOf(await call('GET', `/posts/${post.id}`));
    expect(unchanged).toMatchObject({ text: post.text, isDeleted: false, isHidden: false });
    // An admin may edit anything.
    const admin = await person('admin');
    const byAdmin = await call('PATCH', `/posts/${post.id}`, {
      token: admin.token,
      body: { text: 'Moderated' },
    });
    expect(postOf(byAdmin)).toMatchObject({ text: 'Moderated', hasAccess: true });
  });

  it('enforces the post types: news only with access, ratings only on reviews', async () => {
    const user = await person('user5');
    const [place] = await londonPlaces();
    if (!place) throw new Error('no London places');
    const news = await call('POST', '/posts', {
      token: user.token,
      body: { type: 'news', placeId: place.id, text: 'Free drinks' },
    });
    expect(news).toMatchObject({ status: 403, body: { messageUI: { message: NO_PERMISSIONS } } });
    const tooHigh = await call('POST', '/posts', {
      token: user.token,
      body: { placeId: place.id, text: 'Wow', rating: 6 },
    });
    expect(tooHigh).toMatchObject({
      status: 400,
      body: { status: 'FieldInvalid', data: { errors: { rating: 'Must be at most 5' } } },
    });
    const ratedImpression = await call('POST', '/posts', {
      token: user.token,
      body: { cityId: await londonId(), lat: 51.5, lon: -0.1, text: 'Nice', rating: 4 },
    });
    expect(ratedImpression.body.data.errors).toEqual({ rating: 'Only reviews have a rating' });
    const noLocation = await call('POST', '/posts', { token: user.token, body: { text: 'Hi' } });
    expect(noLocation.body.data.errors).toEqual({
      lat: 'An impression needs cityId, lat and lon, and no place or chain',
    });
    const empty = await call('POST', '/posts', {
      token: user.token,
      body: { placeId: place.id, text: '   ' },
    });
    expect(empty.body.data.errors).toEqual({ text: 'Write a text or attach an image' });

    // A place on moderation takes news from its staff only.
    const admin = await person('admin');
    const hidden = await call(
      'GET',
      `/places?city=${LONDON}&moderation_status=on-moderation&limit=1`,
      {
        token: admin.token,
      },
    );
    const [unlisted] = hidden.body.data.places as { id: string }[];
    if (!unlisted) throw new Error('no London place on moderation');
    const early = await call('POST', '/posts', {
      token: user.token,
      body: { placeId: unlisted.id, text: 'First!' },
    });
    expect(early.body.data.errors).toEqual({ placeId: 'The value is invalid' });
    const staffNews = await call('POST', '/posts', {
      token: admin.token,
      body: { placeId: unlisted.id, text: 'Opening soon' },
    });
    expect(postOf(staffNews)).toMatchObject({ type: 'news', place: { id: unlisted.id } });

    const impression = await newImpression('user5', 'Fireworks over the river');
    expect(impression).toMatchObject({
      type: 'impression',
      place: null,
      rating: null,
      lat: 51.53,
      lon: -0.12,
      city: { latinName: LONDON },
    });
    const feed = await call('GET', `/posts?cityId=${LONDON}&type=impression&limit=5`);
    expect((feed.body.data.posts as Post[]).map((post) => post.id)).toContain(impression.id);
  });

  it('lets the staff of a place post news as the place and hide a review of it', async () => {
    const owner = await person('owner1');
    const placeId = await ownersPlace();
    const asPlace = await call('POST', '/posts', {
      token: owner.token,
      body: { placeId, text: 'Truffle week', byOutlet: true },
    });
    expect(postOf(asPlace)).toMatchObject({
      type: 'news',
      user: null,
      byOutlet: true,
      isStaff: true,
      hasAccess: true,
    });
    const ownReview = await call('POST', '/posts', {
      token: owner.token,
      body: { type: 'review', placeId, text: 'We are the best' },
    });
    expect(ownReview.body.data.errors).toEqual({
      type: 'The staff of a place post news, not reviews',
    });

    const guest = await person('user6');
    const notAsPlace = await call('POST', '/posts', {
      token: guest.token,
      body: { placeId, text: 'Hello', byOutlet: true },
    });
    expect(notAsPlace.status).toBe(403);
    const review = postOf(
      await call('POST', '/posts', {
        token: guest.token,
        body: { placeId, text: 'Rude staff', rating: 1 },
      }),
    );
    const reviewsBefore = (await placeRef(placeId)).reviewCount;
    expect(review.canHide).toBe(false);
    const hidden = await call('POST', `/posts/${review.id}/status/hidden`, { token: owner.token });
    expect(postOf(hidden)).toMatchObject({ isHidden: true, canHide: true });
    expect((await placeRef(placeId)).reviewCount).toBe(reviewsBefore - 1);
    const list = await call('GET', `/posts?placeId=${placeId}&type=review&limit=100`);
    expect((list.body.data.posts as Post[]).map((post) => post.id)).not.toContain(review.id);
    // Its author still reads it; others do not.
    expect(postOf(await call('GET', `/posts/${review.id}`, { token: guest.token })).isHidden).toBe(
      true,
    );
    expect((await call('GET', `/posts/${review.id}`)).status).toBe(404);
  });

  it('lets the owner of a chain post its news, counted on the chain, and nobody else', async () => {
    const owner = await person('owner1');
    const owned = await call('GET', '/organisations?hasOwner=true&limit=100', {
      token: owner.token,
    });
    const chains = owned.body.data.organisations as { id: string; newsCount: number }[];
    const mine = [];
    for (const chain of chains) {
      const reply = await call('POST', '/posts', {
        token: owner.token,
        body: { organisationId: chain.id, text: 'All our places open late on Friday' },
      });
      if (reply.status === 201) mine.push({ chain, post: postOf(reply) });
      else expect(reply.status).toBe(403);
    }
    expect(mine).toHaveLength(1);
    const [{ chain, post }] = mine as [(typeof mine)[number]];
    expect(post).toMatchObject({
      type: 'news',
      place: null,
      organisation: { id: chain.id, hasOwner: true },
    });
    expect(post.organisation?.name).toEqual(expect.any(String));
    const after = await call('GET', `/organisations/${chain.id}`);
    expect((after.body.data.organisation as { newsCount: number }).newsCount).toBe(
      chain.newsCount + 1,
    );
    const feed = await call('GET', `/posts?organisationId=${chain.id}&type=news&limit=5`);
    expect((feed.body.data.posts as Post[])[0]?.id).toBe(post.id);
    const stranger = await person('user6');
    const refused = await call('POST', '/posts', {
      token: stranger.token,
      body: { organisationId: chain.id, text: 'Not mine' },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
  });

  it('shows the following feed only to signed-in people, with posts of whom they follow', async () => {
    expect((await call('GET', '/posts?isFollowing=true')).status).toBe(401);
    const reader = await person('user7');
    const writer = await person('user8');
    await call('POST', '/followers', { token: reader.token, body: { userId: writer.id } });
    const post = await newImpression('user8', 'Following feed check');
    const feed = await call('GET', '/posts?isFollowing=true&limit=50', { token: reader.token });
    const posts = feed.body.data.posts as Post[];
    expect(posts.map((item) => item.id)).toContain(post.id);
    expect(posts.every((item) => item.user === null || item.user.isFollowed || item.place)).toBe(
      true,
    );
  });
});

describe('comments', () => {
  it('adds comments and replies, edits by the author only, deletes and hides with counts', async () => {
    const post = await newImpression('user9', 'Comment me');
    const first = await person('user10');
    const second = await person('user12');

    const comment = await call('POST', '/comments', {
      token: first.token,
      body: { postId: post.id, text: 'Where exactly?' },
    });
    expect(comment.status).toBe(201);
    expect(commentOf(comment)).toMatchObject({ text: 'Where exactly?', user: { id: first.id } });
    expect(comment.body.data.post).toEqual({ id: post.id, commentCount: 1 });
    const reply = await call('POST', '/comments', {
      token: second.token,
      body: { postId: post.id, text: 'Near the lock', subjectComment: commentOf(comment).id },
    });
    expect(commentOf(reply).subjectComment).toMatchObject({ id: commentOf(comment).id });
    expect(reply.body.data.post).toEqual({ id: post.id, commentCount: 2 });

    const shown = postOf(await call('GET', `/posts/${post.id}`));
    expect(shown.commentCount).toBe(2);
    expect(shown.lastComments.map((item) => item.id)).toEqual([
      commentOf(comment).id,
      commentOf(reply).id,
    ]);

    expect(
      (await call('POST', '/comments', { token: first.token, body: { postId: post.id, text: '' } }))
        .body.data.errors,
    ).toEqual({ text: 'Write a text or attach an image' });
    expect(
      (
        await call('POST', '/comments', {
          token: first.token,
          body: { postId: post.id, text: 'x'.repeat(301) },
        })
      ).body.data.errors,
    ).toEqual({ text: 'Must be at most 300 characters' });
    expect(
      (await call('POST', '/comments', { body: { postId: post.id, text: 'Visitor' } })).status,
    ).toBe(401);

    const foreignEdit = await call('PATCH', `/comments/${commentOf(comment).id}`, {
      token: second.token,
      body: { text: 'Changed' },
    });
    expect(foreignEdit).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
    const ownEdit = await call('PATCH', `/comments/${commentOf(comment).id}`, {
      token: first.token,
      body: { text: 'Where exactly is it?' },
    });
    expect(commentOf(ownEdit)).toMatchObject({ text: 'Where exactly is it?', isEdited: true });

    const deleted = await call('DELETE', `/comments/${commentOf(reply).id}`, {
      token: second.token,
    });
    expect(commentOf(deleted).isDeleted).toBe(true);
    expect(deleted.body.data.post).toEqual({ id: post.id, commentCount: 1 });
    const list = await call('GET', `/comments?postId=${post.id}`);
    expect((list.body.data.comments as Comment[]).map((item) => item.id)).toEqual([
      commentOf(comment).id,
    ]);
    // Hiding is moderation by a place: nobody but an admin hides a comment on an impression.
    expect(
      (
        await call('POST', `/comments/${commentOf(comment).id}/status/hidden`, {
          token: first.token,
        })
      ).status,
    ).toBe(403);
    const admin = await person('admin');
    const hidden = await call('POST', `/comments/${commentOf(comment).id}/status/hidden`, {
      token: admin.token,
    });
    expect(commentOf(hidden).isHidden).toBe(true);
    expect(hidden.body.data.post).toEqual({ id: post.id, commentCount: 0 });
    const withHidden = await call('GET', `/comments?postId=${post.id}&isHidden=false`);
    expect(withHidden.body.data.comments).toEqual([
      expect.objectContaining({ id: commentOf(comment).id, isHidden: true, text: '' }),
    ]);
  });
});

describe('likes', () => {
  it('counts 20 people liking at once exactly, and 20 unliking at once back to zero', async () => {
    const post = await newImpression('user11', 'Like me');
    // user1 ... user20 but the author, and a manager: 20 people.
    const names = Array.from({ length: 20 }, (_, index) => `user${index + 1}`)
      .filter((name) => name !== 'user11')
      .concat('manager1');
    const likers = [];
    for (const name of names) likers.push(await person(name));
    expect(new Set(likers.map((liker) => liker.id)).size).toBe(20);

    const liked = await Promise.all(
      likers.map((liker) =>
        call('POST', '/likes', { token: liker.token, body: { postId: post.id } }),
      ),
    );
    expect(liked.every((reply) => reply.status === 200 && likeOf(reply).isLiked)).toBe(true);
    expect(Math.max(...liked.map((reply) => likeOf(reply).likeCount))).toBe(20);
    const afterLikes = postOf(await call('GET', `/posts/${post.id}`, { token: likers[0]?.token }));
    expect(afterLikes).toMatchObject({ likeCount: 20, isLiked: true });
    const page = await call('GET', `/likes?postId=${post.id}`);
    expect(page.body.data.likes).toHaveLength(20);
    expect((await call('GET', `/likes?postId=${post.id}&offset=20`)).body.data.likes).toEqual([]);

    await Promise.all(
      likers.map((liker) =>
        call('DELETE', '/likes', { token: liker.token, body: { postId: post.id } }),
      ),
    );
    expect(postOf(await call('GET', `/posts/${post.id}`)).likeCount).toBe(0);
  });

  it('keeps the count equal to the likes when one person likes many times at once', async () => {
    const post = await newImpression('user14', 'Like me often');
    const { token } = await person('user15');
    await Promise.all(
      Array.from({ length: 7 }, () => call('POST', '/likes', { token, body: { postId: post.id } })),
    );
    const after = postOf(await call('GET', `/posts/${post.id}`, { token }));
    // Seven likes leave it liked, counted once.
    expect(after).toMatchObject({ isLiked: true, likeCount: 1 });
    await Promise.all(
      Array.from({ length: 3 }, () => call('DELETE', `/likes?postId=${post.id}`, { token })),
    );
    expect(postOf(await call('GET', `/posts/${post.id}`, { token }))).toMatchObject({
      isLiked: false,
      likeCount: 0,
    });
  });

  it('likes a comment, and refuses acting as a place one has no access to', async () => {
    const post = await newImpression('user16', 'Comment likes');
    const writer = await person('user17');
    const comment = commentOf(
      await call('POST', '/comments', {
        token: writer.token,
        body: { postId: post.id, text: 'Hi' },
      }),
    );
    const fan = await person('user18');
    const liked = await call('POST', '/likes', {
      token: fan.token,
      body: { postId: post.id, commentId: comment.id },
    });
    expect(likeOf(liked)).toMatchObject({
      postId: post.id,
      commentId: comment.id,
      isLiked: true,
      likeCount: 1,
    });
    const asPlace = await call('POST', '/likes', {
      token: fan.token,
      body: { postId: post.id, byOutlet: true },
    });
    expect(asPlace).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
    expect((await call('POST', '/likes', { body: { postId: post.id } })).status).toBe(401);
  });
});

describe('followers', () => {
  it('refuses following oneself with a clear message', async () => {
    const me = await person('user19');
    const reply = await call('POST', '/followers', { token: me.token, body: { userId: me.id } });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        status: 'FieldInvalid',
        messageUI: { message: 'You cannot follow yourself' },
        data: { errors: { userId: 'You cannot follow yourself' } },
      },
    });
  });

  it('follows and unfollows people and places with exact counts under repeats', async () => {
    const fan = await person('user20');
    const star = await person('owner2');
    const [place] = await londonPlaces();
    if (!place) throw new Error('no London places');
    // The demo data's random follows may already link them: start from not following.
    await call('DELETE', `/followers?userId=${star.id}`, { token: fan.token });
    await call('DELETE', '/followers', { token: fan.token, body: { placeId: place.id } });
    const before = { fan: await userJson(fan.id), star: await userJson(star.id) };

    await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/followers', { token: fan.token, body: { userId: star.id } }),
      ),
    );
    expect((await userJson(star.id)).followerCount).toBe(before.star.followerCount + 1);
    expect((await userJson(fan.id)).followingCount).toBe(before.fan.followingCount + 1);
    const followers = await call('GET', `/followers?userId=${star.id}&type=follower&limit=100`, {
      token: fan.token,
    });
    expect((followers.body.data.users as User[]).map((user) => user.id)).toContain(fan.id);
    const following = await call(
      'GET',
      `/followers?userId=${fan.id}&type=following-user&limit=100`,
      {
        token: fan.token,
      },
    );
    expect(following.body.data.users).toContainEqual(
      expect.objectContaining({ id: star.id, isFollowed: true }),
    );

    const placeBefore = (await placeRef(place.id)) as unknown as { followerCount: number };
    const followed = await call('POST', '/followers', {
      token: fan.token,
      body: { placeId: place.id },
    });
    expect(followed.body.data.follow).toMatchObject({
      placeId: place.id,
      isFollowed: true,
      followerCount: placeBefore.followerCount + 1,
    });
    expect(await placeRef(place.id, fan.token)).toMatchObject({ isFollowed: true });
    const places = await call('GET', `/followers?userId=${fan.id}&type=following-place&limit=100`);
    expect((places.body.data.places as PlaceRef[]).map((item) => item.id)).toContain(place.id);

    await Promise.all(
      Array.from({ length: 3 }, () =>
        call('DELETE', `/followers?userId=${star.id}`, { token: fan.token }),
      ),
    );
    await call('DELETE', '/followers', { token: fan.token, body: { placeId: place.id } });
    expect((await userJson(star.id)).followerCount).toBe(before.star.followerCount);
    expect((await userJson(fan.id)).followingCount).toBe(before.fan.followingCount);
    expect(((await placeRef(place.id)) as unknown as { followerCount: number }).followerCount).toBe(
      placeBefore.followerCount,
    );
    expect((await call('POST', '/followers', { body: { userId: star.id } })).status).toBe(401);
  });
});

describe('images', () => {
  async function upload(token: string | undefined, bytes: Buffer, name: string, type: string) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${stack.apiUrl}/api/v1/images`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  it('refuses a text file named .jpg with a clear error', async () => {
    const { token } = await person('user2');
    const reply = await upload(
      token,
      Buffer.from('not a picture at all'),
      'photo.jpg',
      'image/jpeg',
    );
    expect(reply).toMatchObject({
      status: 400,
      body: { status: 'FieldInvalid', data: { errors: { image: 'Upload a JPEG or PNG image' } } },
    });
    expect((await upload(undefined, Buffer.from('x'), 'a.jpg', 'image/jpeg')).status).toBe(401);
    const huge = Buffer.alloc(11 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    expect((await upload(token, huge, 'huge.jpg', 'image/jpeg')).body.data.errors).toEqual({
      image: 'The image must be at most 10 MB',
    });
  });

  it('stores a real jpeg in four variants without its EXIF, for its uploader to attach', async () => {
    const uploader = await person('user3');
    const photo = await sharp({
      create: { width: 1000, height: 750, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone with a camera' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const reply = await upload(uploader.token, photo, 'holiday.txt', 'text/plain');
    expect(reply.status).toBe(201);
    const imageSet = reply.body.data.imageSet as ImageSet;
    expect([imageSet.original.width, imageSet.original.height]).toEqual([1000, 750]);
    expect([imageSet.thumbnail.width, imageSet.thumbnail.height]).toEqual([320, 240]);
    expect([imageSet.cover.width, imageSet.cover.height]).toEqual([1600, 600]);
    expect(imageSet.standard.width).toBe(1000);
    for (const variant of [
      imageSet.standard,
      imageSet.thumbnail,
      imageSet.cover,
      imageSet.original,
    ]) {
      const file = await fetch(`${stack.apiUrl}${variant.url}`);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', variant.width, undefined]);
    }

    const post = await call('POST', '/posts', {
      token: uploader.token,
      body: { cityId: await londonId(), lat: 51.5, lon: -0.1, text: '', imageIds: [imageSet.id] },
    });
    expect(postOf(post).imageSets.map((image) => image.id)).toEqual([imageSet.id]);
    const thief = await person('user4');
    const stolen = await call('POST', '/posts', {
      token: thief.token,
      body: {
        cityId: await londonId(),
        lat: 51.5,
        lon: -0.1,
        text: 'Mine',
        imageIds: [imageSet.id],
      },
    });
    expect(stolen.body.data.errors).toEqual({ imageIds: 'Attach only images you uploaded' });

    // An admin editing the post keeps the author's picture.
    const admin = await person('admin');
    const edited = await call('PATCH', `/posts/${postOf(post).id}`, {
      token: admin.token,
      body: { text: 'Caption added', imageIds: [imageSet.id] },
    });
    expect(postOf(edited)).toMatchObject({ text: 'Caption added', isEdited: true });
    expect(postOf(edited).imageSets.map((image) => image.id)).toEqual([imageSet.id]);
  });

  it('takes up to two images on a comment, in their order', async () => {
    const writer = await person('user5');
    const photos = [];
    for (const colour of [10, 90, 170]) {
      const bytes = await sharp({
        create: { width: 64, height: 48, channels: 3, background: { r: colour, g: 0, b: 0 } },
      })
        .png()
        .toBuffer();
      const reply = await upload(writer.token, bytes, `p${colour}.png`, 'image/png');
      expect(reply.status).toBe(201);
      photos.push((reply.body.data.imageSet as ImageSet).id);
    }
    const post = await newImpression('user6', 'Show me your photos');
    const three = await call('POST', '/comments', {
      token: writer.token,
      body: { postId: post.id, imageIds: photos },
    });
    expect(three.body.data.errors).toEqual({ imageIds: 'At most 2 values' });
    const two = await call('POST', '/comments', {
      token: writer.token,
      body: { postId: post.id, imageIds: [photos[2], photos[0]] },
    });
    expect(commentOf(two).imageSets.map((image) => image.id)).toEqual([photos[2], photos[0]]);
  });
});
