// Likes and follows over the api's HTTP, whose counts stay exact under parallel requests, and
// image uploads checked by their bytes. Demo people sign in with their password.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageSet } from '../../../api/src/image/image-set.js';
import type { PlaceRef } from '../../../api/src/refs/refs.js';
import type { User } from '../../../api/src/refs/user-json.js';
import { NO_PERMISSIONS, useContentApi, type Envelope } from '../../support/content-api.js';

const content = useContentApi();

describe('likes', () => {
  it('counts 20 people liking at once exactly, and 20 unliking at once back to zero', async () => {
    const post = await content.newImpression('user11', 'Like me');
    // user1 ... user20 but the author, and a manager: 20 people.
    const names = Array.from({ length: 20 }, (_, index) => `user${index + 1}`)
      .filter((name) => name !== 'user11')
      .concat('manager1');
    const likers = [];
    for (const name of names) likers.push(await content.person(name));
    expect(new Set(likers.map((liker) => liker.id)).size).toBe(20);

    const liked = await Promise.all(
      likers.map((liker) =>
        content.call('POST', '/likes', { token: liker.token, body: { postId: post.id } }),
      ),
    );
    expect(liked.every((reply) => reply.status === 200 && content.likeOf(reply).isLiked)).toBe(
      true,
    );
    expect(Math.max(...liked.map((reply) => content.likeOf(reply).likeCount))).toBe(20);
    const afterLikes = content.postOf(
      await content.call('GET', `/posts/${post.id}`, { token: likers[0]?.token }),
    );
    expect(afterLikes).toMatchObject({ likeCount: 20, isLiked: true });
    const page = await content.call('GET', `/likes?postId=${post.id}`);
    expect(page.body.data.likes).toHaveLength(20);
    expect(
      (await content.call('GET', `/likes?postId=${post.id}&offset=20`)).body.data.likes,
    ).toEqual([]);

    await Promise.all(
      likers.map((liker) =>
        content.call('DELETE', '/likes', { token: liker.token, body: { postId: post.id } }),
      ),
    );
    expect(content.postOf(await content.call('GET', `/posts/${post.id}`)).likeCount).toBe(0);
  });

  it('keeps the count equal to the likes when one person likes many times at once', async () => {
    const post = await content.newImpression('user14', 'Like me often');
    const { token } = await content.person('user15');
    await Promise.all(
      Array.from({ length: 7 }, () =>
        content.call('POST', '/likes', { token, body: { postId: post.id } }),
      ),
    );
    const after = content.postOf(await content.call('GET', `/posts/${post.id}`, { token }));
    // Seven likes leave it liked, counted once.
    expect(after).toMatchObject({ isLiked: true, likeCount: 1 });
    await Promise.all(
      Array.from({ length: 3 }, () =>
        content.call('DELETE', `/likes?postId=${post.id}`, { token }),
      ),
    );
    expect(content.postOf(await content.call('GET', `/posts/${post.id}`, { token }))).toMatchObject(
      {
        isLiked: false,
        likeCount: 0,
      },
    );
  });

  it('likes a comment, and refuses acting as a place one has no access to', async () => {
    const post = await content.newImpression('user16', 'Comment likes');
    const writer = await content.person('user17');
    const comment = content.commentOf(
      await content.call('POST', '/comments', {
        token: writer.token,
        body: { postId: post.id, text: 'Hi' },
      }),
    );
    const fan = await content.person('user18');
    const liked = await content.call('POST', '/likes', {
      token: fan.token,
      body: { postId: post.id, commentId: comment.id },
    });
    expect(content.likeOf(liked)).toMatchObject({
      postId: post.id,
      commentId: comment.id,
      isLiked: true,
      likeCount: 1,
    });
    const asPlace = await content.call('POST', '/likes', {
      token: fan.token,
      body: { postId: post.id, byOutlet: true },
    });
    expect(asPlace).toMatchObject({
      status: 403,
      body: { messageUI: { message: NO_PERMISSIONS } },
    });
    expect((await content.call('POST', '/likes', { body: { postId: post.id } })).status).toBe(401);
  });
});

describe('followers', () => {
  it('refuses following oneself with a clear message', async () => {
    const me = await content.person('user19');
    const reply = await content.call('POST', '/followers', {
      token: me.token,
      body: { userId: me.id },
    });
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
    const fan = await content.person('user20');
    const star = await content.person('owner2');
    const [place] = await content.londonPlaces();
    if (!place) throw new Error('no London places');
    // The demo data's random follows may already link them: start from not following.
    await content.call('DELETE', `/followers?userId=${star.id}`, { token: fan.token });
    await content.call('DELETE', '/followers', { token: fan.token, body: { placeId: place.id } });
    const before = { fan: await content.userJson(fan.id), star: await content.userJson(star.id) };

    await Promise.all(
      Array.from({ length: 5 }, () =>
        content.call('POST', '/followers', { token: fan.token, body: { userId: star.id } }),
      ),
    );
    expect((await content.userJson(star.id)).followerCount).toBe(before.star.followerCount + 1);
    expect((await content.userJson(fan.id)).followingCount).toBe(before.fan.followingCount + 1);
    const followers = await content.call(
      'GET',
      `/followers?userId=${star.id}&type=follower&limit=100`,
      {
        token: fan.token,
      },
    );
    expect((followers.body.data.users as User[]).map((user) => user.id)).toContain(fan.id);
    const following = await content.call(
      'GET',
      `/followers?userId=${fan.id}&type=following-user&limit=100`,
      {
        token: fan.token,
      },
    );
    expect(following.body.data.users).toContainEqual(
      expect.objectContaining({ id: star.id, isFollowed: true }),
    );

    const placeBefore = (await content.placeRef(place.id)) as unknown as { followerCount: number };
    const followed = await content.call('POST', '/followers', {
      token: fan.token,
      body: { placeId: place.id },
    });
    expect(followed.body.data.follow).toMatchObject({
      placeId: place.id,
      isFollowed: true,
      followerCount: placeBefore.followerCount + 1,
    });
    expect(await content.placeRef(place.id, fan.token)).toMatchObject({ isFollowed: true });
    const places = await content.call(
      'GET',
      `/followers?userId=${fan.id}&type=following-place&limit=100`,
    );
    expect((places.body.data.places as PlaceRef[]).map((item) => item.id)).toContain(place.id);

    await Promise.all(
      Array.from({ length: 3 }, () =>
        content.call('DELETE', `/followers?userId=${star.id}`, { token: fan.token }),
      ),
    );
    await content.call('DELETE', '/followers', { token: fan.token, body: { placeId: place.id } });
    expect((await content.userJson(star.id)).followerCount).toBe(before.star.followerCount);
    expect((await content.userJson(fan.id)).followingCount).toBe(before.fan.followingCount);
    expect(
      ((await content.placeRef(place.id)) as unknown as { followerCount: number }).followerCount,
    ).toBe(placeBefore.followerCount);
    expect((await content.call('POST', '/followers', { body: { userId: star.id } })).status).toBe(
      401,
    );
  });
});

describe('images', () => {
  async function upload(token: string | undefined, bytes: Buffer, name: string, type: string) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${content.stack.apiUrl}/api/v1/images`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  }

  it('refuses a text file named .jpg with a clear error', async () => {
    const { token } = await content.person('user2');
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
    const uploader = await content.person('user3');
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
      const file = await fetch(`${content.stack.apiUrl}${variant.url}`);
      expect(file.status).toBe(200);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', variant.width, undefined]);
    }

    const post = await content.call('POST', '/posts', {
      token: uploader.token,
      body: {
        cityId: await content.londonId(),
        lat: 51.5,
        lon: -0.1,
        text: '',
        imageIds: [imageSet.id],
      },
    });
    expect(content.postOf(post).imageSets.map((image) => image.id)).toEqual([imageSet.id]);
    const thief = await content.person('user4');
    const stolen = await content.call('POST', '/posts', {
      token: thief.token,
      body: {
        cityId: await content.londonId(),
        lat: 51.5,
        lon: -0.1,
        text: 'Mine',
        imageIds: [imageSet.id],
      },
    });
    expect(stolen.body.data.errors).toEqual({ imageIds: 'Attach only images you uploaded' });

    // An admin editing the post keeps the author's picture.
    const admin = await content.person('admin');
    const edited = await content.call('PATCH', `/posts/${content.postOf(post).id}`, {
      token: admin.token,
      body: { text: 'Caption added', imageIds: [imageSet.id] },
    });
    expect(content.postOf(edited)).toMatchObject({ text: 'Caption added', isEdited: true });
    expect(content.postOf(edited).imageSets.map((image) => image.id)).toEqual([imageSet.id]);
  });

  it('takes up to two images on a comment, in their order', async () => {
    const writer = await content.person('user5');
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
    const post = await content.newImpression('user6', 'Show me your photos');
    const three = await content.call('POST', '/comments', {
      token: writer.token,
      body: { postId: post.id, imageIds: photos },
    });
    expect(three.body.data.errors).toEqual({ imageIds: 'At most 2 values' });
    const two = await content.call('POST', '/comments', {
      token: writer.token,
      body: { postId: post.id, imageIds: [photos[2], photos[0]] },
    });
    expect(content.commentOf(two).imageSets.map((image) => image.id)).toEqual([
      photos[2],
      photos[0],
    ]);
  });
});
