import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import { contentLimits } from '../messages.js';
import { demoPassword, demoUserId } from '../seed/people.js';

const api = useApi();
let client: ReturnType<typeof apiClient>;
beforeAll(() => {
  client = apiClient(api.url);
});

interface UserJson {
  id: string;
  firstName: string | null;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  link: string | null;
  about: string | null;
  city: { latinName: string } | null;
  isDeleted: boolean;
  followerCount: number;
  isFollowed: boolean;
  someFollowers: { id: string }[];
}
const usersOf = (data: Record<string, unknown>) => data.users as UserJson[];
const userOf = (data: Record<string, unknown>) => data.user as UserJson;

describe('GET /api/v1/users', () => {
  it('lists people without their contacts, paged and searchable', async () => {
    const page = await client.call('GET', '/users?limit=5&order=popular');
    expect(page.status).toBe(200);
    const users = usersOf(page.body.data);
    expect(users).toHaveLength(5);
    expect(users.every((user) => user.phone === null && user.email === null)).toBe(true);
    const next = usersOf(
      (await client.call('GET', '/users?limit=5&offset=5&order_by=popular')).body.data,
    );
    expect(next.map((user) => user.id)).not.toContain(users[0]?.id);

    const found = usersOf((await client.call('GET', '/users?query=olIVIA')).body.data);
    // Typo-tolerant: the exact name first, then close ones.
    expect(found.map((user) => user.fullName)).toEqual(['Olivia Smith', 'Olive Owner']);
    const typo = usersOf((await client.call('GET', '/users?query=Olivia%20Smiht')).body.data);
    expect(typo[0]?.fullName).toBe('Olivia Smith');
    expect((await client.call('GET', '/users?order_by=newest')).body).toMatchObject({
      status: 'FieldInvalid',
      data: { errors: { order_by: expect.any(String) } },
    });
  });

  it('shows one user, with contacts only to themself and admins', async () => {
    const id = demoUserId('user-7');
    const anonymous = await client.call('GET', `/users/${id}`);
    expect(userOf(anonymous.body.data)).toMatchObject({ id, fullName: 'Ava Miller', email: null });
    const token = await client.tokenOf({ email: 'user7@tavola.test' }, demoPassword);
    const self = await client.call('GET', `/users/${id}`, { token });
    expect(userOf(self.body.data).email).toBe('user7@tavola.test');
    const adminToken = await client.tokenOf({ email: 'admin@tavola.test' }, demoPassword);
    const byAdmin = await client.call('GET', `/users/${id}`, { token: adminToken });
    expect(userOf(byAdmin.body.data).phone).toBe('447700900107');
    expect((await client.call('GET', `/users/${'0'.repeat(24)}`)).status).toBe(404);
    expect((await client.call('GET', '/users/not-an-id')).status).toBe(404);
  });
});

describe('isFollowed and someFollowers on user reads', () => {
  it('shows whether the caller follows a person and their newest followers', async () => {
    const star = demoUserId('user-18');
    const fanToken = await client.tokenOf({ email: 'user19@tavola.test' }, demoPassword);
    const otherToken = await client.tokenOf({ email: 'user20@tavola.test' }, demoPassword);
    expect(
      (await client.call('POST', '/followers', { token: fanToken, body: { userId: star } })).status,
    ).toBe(200);
    await client.call('DELETE', '/followers', { token: otherToken, body: { userId: star } });

    const byFan = userOf(
      (await client.call('GET', `/users/${star}`, { token: fanToken })).body.data,
    );
    expect(byFan.isFollowed).toBe(true);
    expect(byFan.someFollowers[0]?.id).toBe(demoUserId('user-19'));
    expect(byFan.someFollowers.length).toBe(
      Math.min(byFan.followerCount, contentLimits.someFollowersCount),
    );
    const byOther = await client.call('GET', `/users/${star}`, { token: otherToken });
    expect(userOf(byOther.body.data).isFollowed).toBe(false);
    const byVisitor = userOf((await client.call('GET', `/users/${star}`)).body.data);
    expect(byVisitor.isFollowed).toBe(false);
    expect(byVisitor.someFollowers.map((user) => user.id)).toEqual(
      byFan.someFollowers.map((user) => user.id),
    );

    const list = await client.call('GET', '/users?limit=100', { token: fanToken });
    const listed = usersOf(list.body.data).find((user) => user.id === star);
    expect(listed?.isFollowed).toBe(true);
    expect(listed?.someFollowers).toEqual([]);
  });
});

describe('PATCH and DELETE /api/v1/users/{id}', () => {
  it('lets a person edit their own profile and validates the link', async () => {
    const id = demoUserId('user-8');
    const token = await client.tokenOf({ email: 'user8@tavola.test' }, demoPassword);
    const cities = (await client.call('GET', '/cities?query=paris')).body.data.cities as {
      id: string;
    }[];
    const edited = await client.call('PATCH', `/users/${id}`, {
      token,
      body: {
        firstName: ' Arthur ',
        about: 'Coffee first',
        link: 'https://example.com/arthur',
        cityId: cities[0]?.id,
      },
    });
    expect(edited.status).toBe(200);
    expect(userOf(edited.body.data)).toMatchObject({
      firstName: 'Arthur',
      about: 'Coffee first',
      link: 'https://example.com/arthur',
      city: { latinName: 'paris-france' },
    });
    const badLink = await client.call('PATCH', `/users/${id}`, {
      token,
      body: { link: 'javascript:alert(1)' },
    });
    expect(badLink).toMatchObject({
      status: 400,
      body: {
        status: 'FieldInvalid',
        data: { errors: { link: 'The value entered is not a link' } },
      },
    });
    const cleared = await client.call('PATCH', `/users/${id}`, { token, body: { about: '' } });
    expect(userOf(cleared.body.data).about).toBeNull();
    expect((await client.call('PATCH', `/users/${id}`, { body: { about: 'x' } })).status).toBe(401);
  });

  it('sets as avatar only an image the person uploaded', async () => {
    const uploadBy = async (token: string): Promise<string> => {
      const form = new FormData();
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
      })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(png)]), 'avatar.png');
      const response = await fetch(`${api.url}/api/v1/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { data: { imageSet: { id: string } } }).data.imageSet.id;
    };
    const id = demoUserId('user-9');
    const token = await client.tokenOf({ email: 'user9@tavola.test' }, demoPassword);
    const otherToken = await client.tokenOf({ email: 'user10@tavola.test' }, demoPassword);
    const theirs = await uploadBy(otherToken);
    const refused = await client.call('PATCH', `/users/${id}`, {
      token,
      body: { avatarId: theirs },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        status: 'FieldInvalid',
        data: { errors: { avatarId: 'Attach only images you uploaded' } },
      },
    });
    const unknown = await client.call('PATCH', `/users/${id}`, {
      token,
      body: { avatarId: 'f'.repeat(24) },
    });
    expect(unknown.body.data.errors).toEqual({ avatarId: 'Attach only images you uploaded' });

    const mine = await uploadBy(token);
    const set = await client.call('PATCH', `/users/${id}`, { token, body: { avatarId: mine } });
    expect(set.status).toBe(200);
    expect((set.body.data.user as unknown as { avatar: { id: string } | null }).avatar?.id).toBe(
      mine,
    );
    // Saving the profile again with the same avatar is not a new attachment.
    const again = await client.call('PATCH', `/users/${id}`, {
      token,
      body: { avatarId: mine, about: 'Still me' },
    });
    expect(again.status).toBe(200);
  });

  it('forbids changing or deleting someone else (403) but lets an admin', async () => {
    const victim = demoUserId('user-9');
    const token = await client.tokenOf({ email: 'user10@tavola.test' }, demoPassword);
    const patch = await client.call('PATCH', `/users/${victim}`, {
      token,
      body: { firstName: 'Hacked' },
    });
    expect(patch).toMatchObject({
      status: 403,
      body: { status: 'Forbidden', messageUI: { message: 'No permissions to perform action' } },
    });
    expect((await client.call('DELETE', `/users/${victim}`, { token })).status).toBe(403);
    expect(userOf((await client.call('GET', `/users/${victim}`)).body.data).firstName).toBe('Mia');

    const adminToken = await client.tokenOf({ email: 'admin@tavola.test' }, demoPassword);
    const byAdmin = await client.call('PATCH', `/users/${victim}`, {
      token: adminToken,
      body: { secondName: 'Moderated' },
    });
    expect(userOf(byAdmin.body.data)).toMatchObject({ fullName: 'Mia Moderated' });
    const deleted = await client.call('DELETE', `/users/${victim}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(userOf(deleted.body.data).isDeleted).toBe(true);
  });

  it('deletes the own account: tokens revoked, sign-in refused, e-mail free again', async () => {
    const id = demoUserId('user-11');
    const contact = { email: 'user11@tavola.test' };
    const token = await client.tokenOf(contact, demoPassword);
    expect((await client.call('DELETE', `/users/${id}`, { token })).status).toBe(200);
    expect((await client.call('GET', '/account', { token })).status).toBe(401);
    expect((await client.loginByPassword(contact, demoPassword)).status).toBe(422);
    const again = await client.call('POST', '/request-code', {
      body: { ...contact, type: 'registration' },
    });
    expect(again.status).toBe(200);
  });
});
