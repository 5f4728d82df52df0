// Follows through the real gateway and api: people and places followed and unfollowed with the
// new counts of both sides, follower previews, and no following oneself.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../support/people.js';
import type { FollowChange } from '../../support/social.js';
import { FOLLOW_CHANGE, LONDON, useSocial } from '../../support/social.js';

const { gql, ok, person, london, feed } = useSocial();

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
    /** The reader follows or unfollows the author; what the change answers. */
    const change = async (mutation: 'followUser' | 'unfollowUser') => {
      const document = `mutation ($id: ID!) { ${mutation}(id: $id) { ${FOLLOW_CHANGE} } }`;
      const answer = await ok<Record<string, FollowChange>>(
        document,
        { id: author.id },
        reader.token,
      );
      return answer[mutation];
    };

    for (let round = 0; round < 2; round += 1) {
      expect(await change('followUser')).toEqual({
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

    expect(await change('unfollowUser')).toMatchObject({
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
