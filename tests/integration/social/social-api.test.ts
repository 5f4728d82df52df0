// Posts and comments over the api's HTTP: posts with their type and access rules, the following
// feed, comments with replies, edits, deletes and hides with exact counts. Demo people sign in
// with their password.
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../api/src/comment/comment-json.js';
import type { Post } from '../../../api/src/post/post-json.js';
import { LONDON, NO_PERMISSIONS, useContentApi } from '../../support/content-api.js';

const content = useContentApi();

describe('posts', () => {
  it('lets a person review a place (rating 3 by default), edit, delete and restore it', async () => {
    const author = await content.person('user1');
    const [place] = await content.londonPlaces();
    if (!place) throw new Error('no London places');
    const before = await content.placeRef(place.id);
    const postsBefore = (await content.userJson(author.id)).postCount;

    const created = await content.call('POST', '/posts', {
      token: author.token,
      body: { placeId: place.id, text: 'Great risotto' },
    });
    expect(created.status).toBe(201);
    const review = content.postOf(created);
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
    expect((await content.userJson(author.id)).postCount).toBe(postsBefore + 1);

    const edited = await content.call('PATCH', `/posts/${review.id}`, {
      token: author.token,
      body: { text: 'Great risotto, slow service', rating: 4 },
    });
    expect(content.postOf(edited)).toMatchObject({
      text: 'Great risotto, slow service',
      rating: 4,
      isEdited: true,
    });

    const deleted = await content.call('DELETE', `/posts/${review.id}`, { token: author.token });
    expect(content.postOf(deleted)).toMatchObject({ isDeleted: true });
    expect((await content.placeRef(place.id)).reviewCount).toBe(before.reviewCount);
    expect((await content.userJson(author.id)).postCount).toBe(postsBefore);
    // Deleting twice counts once.
    await content.call('DELETE', `/posts/${review.id}`, { token: author.token });
    expect((await content.placeRef(place.id)).reviewCount).toBe(before.reviewCount);
    const stranger = await content.person('user2');
    expect(
      (await content.call('GET', `/posts/${review.id}`, { token: stranger.token })).status,
    ).toBe(404);

    const restored = await content.call('POST', `/posts/${review.id}/status/restored`, {
      token: author.token,
    });
    expect(content.postOf(restored).isDeleted).toBe(false);
    expect((await content.placeRef(place.id)).reviewCount).toBe(before.reviewCount + 1);
  });

  it('refuses a non-author editing, hiding or deleting with the SPEC message', async () => {
    const post = await content.newImpression('user3');
    const stranger = await content.person('user4');
    const attempts = [
      await content.call('PATCH', `/posts/${post.id}`, {
        token: stranger.token,
        body: { text: 'mine' },
      }),
      await content.call('DELETE', `/posts/${post.id}`, { token: stranger.token }),
      await content.call('POST', `/posts/${post.id}/status/hidden`, { token: stranger.token }),
    ];
    for (const attempt of attempts) {
      expect(attempt).toMatchObject({
        status: 403,
        body: { status: 'Forbidden', messageUI: { message: NO_PERMISSIONS } },
      });
    }
    expect((await content.call('PATCH', `/posts/${post.id}`, { body: { text: 'x' } })).status).toBe(
      401,
    );
    const unchanged = content.postOf(await content.call('GET', `/posts/${post.id}`));
    expect(unchanged).toMatchObject({ text: post.text, isDeleted: false, isHidden: false });
    // An admin may edit anything.
    const admin = await content.person('admin');
    const byAdmin = await content.call('PATCH', `/posts/${post.id}`, {
      token: admin.token,
      body: { text: 'Moderated' },
    });
    expect(content.postOf(byAdmin)).toMatchObject({ text: 'Moderated', hasAccess: true });
  });

  it('enforces the post types: news only with access, ratings only on reviews', async () => {
    const user = await content.person('user5');
    const [place] = await content.londonPlaces();
    if (!place) throw new Error('no London places');
    const news = await content.call('POST', '/posts', {
      token: user.token,
      body: { type: 'news', placeId: place.id, text: 'Free drinks' },
    });
    expect(news).toMatchObject({ status: 403, body: { messageUI: { message: NO_PERMISSIONS } } });
    const tooHigh = await content.call('POST', '/posts', {
      token: user.token,
      body: { placeId: place.id, text: 'Wow', rating: 6 },
    });
    expect(tooHigh).toMatchObject({
      status: 400,
      body: { status: 'FieldInvalid', data: { errors: { rating: 'Must be at most 5' } } },
    });
    const ratedImpression = await content.call('POST', '/posts', {
      token: user.token,
      body: { cityId: await content.londonId(), lat: 51.5, lon: -0.1, text: 'Nice', rating: 4 },
    });
    expect(ratedImpression.body.data.errors).toEqual({ rating: 'Only reviews have a rating' });
    const noLocation = await content.call('POST', '/posts', {
      token: user.token,
      body: { text: 'Hi' },
    });
    expect(noLocation.body.data.errors).toEqual({
      lat: 'An impression needs cityId, lat and lon, and no place or chain',
    });
    const empty = await content.call('POST', '/posts', {
      token: user.token,
      body: { placeId: place.id, text: '   ' },
    });
    expect(empty.body.data.errors).toEqual({ text: 'Write a text or attach an image' });

    // A place on moderation takes news from its staff only.
    const admin = await content.person('admin');
    const hidden = await content.call(
      'GET',
      `/places?city=${LONDON}&moderation_status=on-moderation&limit=1`,
      {
        token: admin.token,
      },
    );
    const [unlisted] = hidden.body.data.places as { id: string }[];
    if (!unlisted) throw new Error('no London place on moderation');
    const early = await content.call('POST', '/posts', {
      token: user.token,
      body: { placeId: unlisted.id, text: 'First!' },
    });
    expect(early.body.data.errors).toEqual({ placeId: 'The value is invalid' });
    const staffNews = await content.call('POST', '/posts', {
      token: admin.token,
      body: { placeId: unlisted.id, text: 'Opening soon' },
    });
    expect(content.postOf(staffNews)).toMatchObject({ type: 'news', place: { id: unlisted.id } });

    const impression = await content.newImpression('user5', 'Fireworks over the river');
    expect(impression).toMatchObject({
      type: 'impression',
      place: null,
      rating: null,
      lat: 51.53,
      lon: -0.12,
      city: { latinName: LONDON },
    });
    const feed = await content.call('GET', `/posts?cityId=${LONDON}&type=impression&limit=5`);
    expect((feed.body.data.posts as Post[]).map((post) => post.id)).toContain(impression.id);
  });

  it('lets the staff of a place post news as the place and hide a review of it', async () => {
    const owner = await content.person('owner1');
    const placeId = await content.ownersPlace();
    const asPlace = await content.call('POST', '/posts', {
      token: owner.token,
      body: { placeId, text: 'Truffle week', byOutlet: true },
    });
    expect(content.postOf(asPlace)).toMatchObject({
      type: 'news',
      user: null,
      byOutlet: true,
      isStaff: true,
      hasAccess: true,
    });
    const ownReview = await content.call('POST', '/posts', {
      token: owner.token,
      body: { type: 'review', placeId, text: 'We are the best' },
    });
    expect(ownReview.body.data.errors).toEqual({
      type: 'The staff of a place post news, not reviews',
    });

    const guest = await content.person('user6');
    const notAsPlace = await content.call('POST', '/posts', {
      token: guest.token,
      body: { placeId, text: 'Hello', byOutlet: true },
    });
    expect(notAsPlace.status).toBe(403);
    const review = content.postOf(
      await content.call('POST', '/posts', {
        token: guest.token,
        body: { placeId, text: 'Rude staff', rating: 1 },
      }),
    );
    const reviewsBefore = (await content.placeRef(placeId)).reviewCount;
    expect(review.canHide).toBe(false);
    const hidden = await content.call('POST', `/posts/${review.id}/status/hidden`, {
      token: owner.token,
    });
    expect(content.postOf(hidden)).toMatchObject({ isHidden: true, canHide: true });
    expect((await content.placeRef(placeId)).reviewCount).toBe(reviewsBefore - 1);
    const list = await content.call('GET', `/posts?placeId=${placeId}&type=review&limit=100`);
    expect((list.body.data.posts as Post[]).map((post) => post.id)).not.toContain(review.id);
    // Its author still reads it; others do not.
    expect(
      content.postOf(await content.call('GET', `/posts/${review.id}`, { token: guest.token }))
        .isHidden,
    ).toBe(true);
    expect((await content.call('GET', `/posts/${review.id}`)).status).toBe(404);
  });

  it('lets the owner of a chain post its news, counted on the chain, and nobody else', async () => {
    const owner = await content.person('owner1');
    const owned = await content.call('GET', '/organisations?hasOwner=true&limit=100', {
      token: owner.token,
    });
    const chains = owned.body.data.organisations as { id: string; newsCount: number }[];
    const mine = [];
    for (const chain of chains) {
      const reply = await content.call('POST', '/posts', {
        token: owner.token,
        body: { organisationId: chain.id, text: 'All our places open late on Friday' },
      });
      if (reply.status === 201) mine.push({ chain, post: content.postOf(reply) });
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
    const after = await content.call('GET', `/organisations/${chain.id}`);
    expect((after.body.data.organisation as { newsCount: number }).newsCount).toBe(
      chain.newsCount + 1,
    );
    const feed = await content.call('GET', `/posts?organisationId=${chain.id}&type=news&limit=5`);
    expect((feed.body.data.posts as Post[])[0]?.id).toBe(post.id);
    const stranger = await content.person('user6');
    const refused = await content.call('POST', '/posts', {
      token: stranger.token,
      body: { organisationId: chain.id, text: 'Not mine' },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
  });

  it('shows the following feed only to signed-in people, with posts of whom they follow', async () => {
    expect((await content.call('GET', '/posts?isFollowing=true')).status).toBe(401);
    const reader = await content.person('user7');
    const writer = await content.person('user8');
    await content.call('POST', '/followers', { token: reader.token, body: { userId: writer.id } });
    const post = await content.newImpression('user8', 'Following feed check');
    const feed = await content.call('GET', '/posts?isFollowing=true&limit=50', {
      token: reader.token,
    });
    const posts = feed.body.data.posts as Post[];
    expect(posts.map((item) => item.id)).toContain(post.id);
    expect(posts.every((item) => item.user === null || item.user.isFollowed || item.place)).toBe(
      true,
    );
  });
});

describe('comments', () => {
  it('adds comments and replies, edits by the author only, deletes and hides with counts', async () => {
    const post = await content.newImpression('user9', 'Comment me');
    const first = await content.person('user10');
    const second = await content.person('user12');

    const comment = await content.call('POST', '/comments', {
      token: first.token,
      body: { postId: post.id, text: 'Where exactly?' },
    });
    expect(comment.status).toBe(201);
    expect(content.commentOf(comment)).toMatchObject({
      text: 'Where exactly?',
      user: { id: first.id },
    });
    expect(comment.body.data.post).toEqual({ id: post.id, commentCount: 1 });
    const reply = await content.call('POST', '/comments', {
      token: second.token,
      body: {
        postId: post.id,
        text: 'Near the lock',
        subjectComment: content.commentOf(comment).id,
      },
    });
    expect(content.commentOf(reply).subjectComment).toMatchObject({
      id: content.commentOf(comment).id,
    });
    expect(reply.body.data.post).toEqual({ id: post.id, commentCount: 2 });

    const shown = content.postOf(await content.call('GET', `/posts/${post.id}`));
    expect(shown.commentCount).toBe(2);
    expect(shown.lastComments.map((item) => item.id)).toEqual([
      content.commentOf(comment).id,
      content.commentOf(reply).id,
    ]);

    expect(
      (
        await content.call('POST', '/comments', {
          token: first.token,
          body: { postId: post.id, text: '' },
        })
      ).body.data.errors,
    ).toEqual({ text: 'Write a text or attach an image' });
    expect(
      (
        await content.call('POST', '/comments', {
          token: first.token,
          body: { postId: post.id, text: 'x'.repeat(301) },
        })
      ).body.data.errors,
    ).toEqual({ text: 'Must be at most 300 characters' });
    expect(
      (await content.call('POST', '/comments', { body: { postId: post.id, text: 'Visitor' } }))
        .status,
    ).toBe(401);

    const foreignEdit = await content.call('PATCH', `/comments/${content.commentOf(comment).id}`, {
      token: second.token,
      body: { text: 'Changed' },
    });
    expect(foreignEdit).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
    const ownEdit = await content.call('PATCH', `/comments/${content.commentOf(comment).id}`, {
      token: first.token,
      body: { text: 'Where exactly is it?' },
    });
    expect(content.commentOf(ownEdit)).toMatchObject({
      text: 'Where exactly is it?',
      isEdited: true,
    });

    const deleted = await content.call('DELETE', `/comments/${content.commentOf(reply).id}`, {
      token: second.token,
    });
    expect(content.commentOf(deleted).isDeleted).toBe(true);
    expect(deleted.body.data.post).toEqual({ id: post.id, commentCount: 1 });
    const list = await content.call('GET', `/comments?postId=${post.id}`);
    expect((list.body.data.comments as Comment[]).map((item) => item.id)).toEqual([
      content.commentOf(comment).id,
    ]);
    // Hiding is moderation by a place: nobody but an admin hides a comment on an impression.
    expect(
      (
        await content.call('POST', `/comments/${content.commentOf(comment).id}/status/hidden`, {
          token: first.token,
        })
      ).status,
    ).toBe(403);
    const admin = await content.person('admin');
    const hidden = await content.call(
      'POST',
      `/comments/${content.commentOf(comment).id}/status/hidden`,
      {
        token: admin.token,
      },
    );
    expect(content.commentOf(hidden).isHidden).toBe(true);
    expect(hidden.body.data.post).toEqual({ id: post.id, commentCount: 0 });
    const withHidden = await content.call('GET', `/comments?postId=${post.id}&isHidden=false`);
    expect(withHidden.body.data.comments).toEqual([
      expect.objectContaining({ id: content.commentOf(comment).id, isHidden: true, text: '' }),
    ]);
  });
});
