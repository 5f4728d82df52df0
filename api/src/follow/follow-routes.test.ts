import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import { demoUserId } from '../seed/people.js';
import type { FollowState } from './follow-actions.js';

const api = useApi();
let client: ReturnType<typeof apiClient>;
beforeAll(() => {
  client = apiClient(api.url);
});

const tokenOf = (name: string) => client.demoToken(name);

async function write(method: 'POST' | 'DELETE', name: string, body: Record<string, string>) {
  const reply = await client.call(method, '/followers', { token: await tokenOf(name), body });
  expect(reply.status).toBe(200);
  return reply.body.data.follow as FollowState;
}

interface Counted {
  followerCount: number;
  followingCount: number;
}
const userCounts = async (id: string) =>
  (await client.call('GET', `/users/${id}`)).body.data.user as unknown as Counted;

async function listed(query: string): Promise<number> {
  const reply = await client.call('GET', `/followers?${query}&limit=100`);
  const { users, places } = reply.body.data as { users?: unknown[]; places?: unknown[] };
  return (users ?? places ?? []).length;
}

describe('POST and DELETE /followers', () => {
  it('follows once however often it is followed, and unfollows once', async () => {
    const fan = demoUserId('user-1');
    const star = demoUserId('user-2');
    const before = { fan: await userCounts(fan), star: await userCounts(star) };
    const first = await write('POST', 'user1', { userId: star });
    expect(first).toEqual({
      userId: star,
      placeId: null,
      isFollowed: true,
      followerCount: before.star.followerCount + 1,
      followerId: fan,
      followingCount: before.fan.followingCount + 1,
    });
    expect(await write('POST', 'user1', { userId: star })).toEqual(first);
    expect(await userCounts(star)).toMatchObject({ followerCount: first.followerCount });

    const gone = await write('DELETE', 'user1', { userId: star });
    expect(gone).toEqual({
      ...first,
      isFollowed: false,
      followerCount: before.star.followerCount,
      followingCount: before.fan.followingCount,
    });
    expect(await write('DELETE', 'user1', { userId: star })).toEqual(gone);
    expect(await userCounts(fan)).toMatchObject({ followingCount: before.fan.followingCount });
  });

  it('follows a place with its follower count', async () => {
    const places = await client.call('GET', '/places?city=london-england-united-kingdom&limit=1');
    const placeId = (places.body.data.places as { id: string }[])[0]?.id ?? '';
    const followed = await write('POST', 'user3', { placeId });
    expect(followed).toMatchObject({ userId: null, placeId, isFollowed: true });
    expect(followed.followerCount).toBe(await listed(`placeId=${placeId}&type=follower`));
    expect(followed.followingCount).toBe(
      (await listed(`userId=${demoUserId('user-3')}&type=following-user`)) +
        (await listed(`userId=${demoUserId('user-3')}&type=following-place`)),
    );
    const unfollowed = await write('DELETE', 'user3', { placeId });
    expect(unfollowed).toMatchObject({
      isFollowed: false,
      followerCount: followed.followerCount - 1,
      followingCount: followed.followingCount - 1,
    });
  });

  // Dozens of requests and sign-ins at once: more than the default time on a busy machine.
  it('keeps the counts equal to the follows under parallel follows and unfollows', async () => {
    const star = demoUserId('user-4');
    const fans = ['user5', 'user6', 'user7', 'user8', 'user9'];
    await Promise.all(fans.map((name) => tokenOf(name)));
    // The lists leave out deleted people the counters still count: compare how both move.
    const before = {
      counts: await userCounts(star),
      followers: await listed(`userId=${star}&type=follower`),
      following: await listed(`userId=${star}&type=following-user`),
    };
    const storm = fans.flatMap((name, index) =>
      Array.from({ length: 5 }, (_, round) =>
        write((round + index) % 2 === 0 ? 'POST' : 'DELETE', name, { userId: star }),
      ),
    );
    // The star follows them back meanwhile: counters of both sides move at once.
    storm.push(
      ...fans.map((name) =>
        write('POST', 'user4', { userId: demoUserId(`user-${name.slice(4)}`) }),
      ),
    );
    await Promise.all(storm);
    const after = await userCounts(star);
    expect(after.followerCount - before.counts.followerCount).toBe(
      (await listed(`userId=${star}&type=follower`)) - before.followers,
    );
    expect(after.followingCount - before.counts.followingCount).toBe(
      (await listed(`userId=${star}&type=following-user`)) - before.following,
    );
  }, 60_000);

  it('refuses following oneself, visitors, and people who do not exist', async () => {
    const me = demoUserId('user-10');
    const self = await client.call('POST', '/followers', {
      token: await tokenOf('user10'),
      body: { userId: me },
    });
    expect(self).toMatchObject({
      status: 400,
      body: { status: 'FieldInvalid', data: { errors: { userId: 'You cannot follow yourself' } } },
    });
    expect((await client.call('POST', '/followers', { body: { userId: me } })).status).toBe(401);
    const missing = await client.call('DELETE', `/followers?userId=${'0'.repeat(24)}`, {
      token: await tokenOf('user10'),
    });
    expect(missing.status).toBe(404);
  });
});
