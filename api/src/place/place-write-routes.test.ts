// Running places over real HTTP with the demo people: the short form and moderation on create,
// the SPEC section 5 save rules, a taken slug, delete and recover, reads of unlisted places,
// /staffed, and picking a chain.
import { describe, expect, it } from 'vitest';
import { apiClient, useApi } from '../test-support/api-under-test.js';
import { placeWrites } from '../test-support/place-writes.js';
import { accountUserId, londonId } from '../test-support/management-fixtures.js';

const api = useApi();
const { manage, placeOf, createAs, images } = placeWrites(api);

describe('creating a place', () => {
  it('needs a name, a city and at least the first phone', async () => {
    const noPhone = await manage.call('user5', 'POST', '/places', {
      name: 'Phoneless',
      cityId: londonId,
      phones: [{ phone: '  ' }],
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.data.errors).toHaveProperty(['phones.0']);
    const noName = await manage.call('user5', 'POST', '/places', { cityId: londonId });
    expect(noName.status).toBe(400);
    expect(noName.body.data.errors).toMatchObject({ name: 'This field is required' });
  });

  it("puts a user's place on moderation and makes them its owner; a content manager's is published and unowned", async () => {
    const mine = await createAs('user5');
    expect(mine).toMatchObject({
      moderationStatus: 'on-moderation',
      isOwned: true,
      isStaffed: true,
      hasAccess: true,
    });
    expect(mine.owners.map((owner) => owner.id)).toEqual([accountUserId('user5')]);
    expect(mine.features.smokeZone).toBe(2);

    const managed = await createAs('content');
    expect(managed).toMatchObject({ moderationStatus: 'published', isOwned: false });
    expect(managed.owners).toEqual([]);
  });

  it('shows a place on moderation to its staff and the admin, Page not found to others', async () => {
    const place = await createAs('user6');
    await manage.expectData(200, 'user6', 'GET', `/places/${place.id}`);
    await manage.expectData(200, 'admin', 'GET', `/places/${place.id}`);
    expect((await manage.call('user7', 'GET', `/places/${place.id}`)).status).toBe(404);
    expect((await manage.call(null, 'GET', `/places/${place.id}`)).status).toBe(404);
    // The admin's On moderation filter lists it, and it opens for the admin.
    const listed = await manage.expectData(
      200,
      'admin',
      'GET',
      `/places?city=${londonId}&moderation_status=on-moderation&limit=100`,
    );
    expect((listed.places as { id: string }[]).map((item) => item.id)).toContain(place.id);
  });
});

describe('saving a place (SPEC section 5)', () => {
  it('drops empty phones and links, unusable photos and empty albums, renumbers, keeps ids', async () => {
    const { usable, deleted, othersUpload } = await images('user8');
    const [first, second] = usable as [string, string];
    const place = await createAs('user8');
    const { rows: categories } = await api.db.query<{ id: string }>(
      'SELECT id FROM categories ORDER BY id LIMIT 1',
    );
    const subCategoryId = categories[0]?.id;
    const saved = placeOf(
      await manage.expectData(200, 'user8', 'PATCH', `/places/${place.id}`, {
        subCategoryId,
        phones: [
          { id: place.phones[0]?.id, phone: '+44 20 7946 0100', name: 'Bookings' },
          { id: 'custom_1', phone: '' },
          { id: 'custom_2', phone: '+44 20 7946 0101' },
        ],
        links: [
          { id: 'custom_3', link: '' },
          { id: 'custom_4', name: 'Site', link: 'https://example.com' },
        ],
        schedules: [
          {
            id: 'custom_5',
            isMain: true,
            items: [
              { dayOfWeek: 5, startAt: '18:00', endAt: '02:30' },
              { dayOfWeek: 1, startAt: '09:00', endAt: '17:30' },
            ],
          },
          { id: 'custom_6', name: 'Kitchen', isMain: false, items: [] },
          {
            id: 'custom_7',
            isMain: false,
            items: [{ dayOfWeek: 2, startAt: '10:00', endAt: '11:00' }],
          },
        ],
        galleries: [
          {
            id: 'custom_8',
            title: 'Hall',
            orderNumber: 5,
            photoIds: [second, deleted, othersUpload, first],
          },
          { id: 'custom_9', title: '', orderNumber: 1, photoIds: [first] },
          { id: 'custom_10', title: 'Only deleted', orderNumber: 2, photoIds: [deleted] },
          { id: 'custom_11', title: 'Terrace', orderNumber: 3, photoIds: [first] },
        ],
        menus: [{ title: 'Food', orderNumber: 7, photoIds: [first] }],
        features: { wifi: 1 },
      }),
    );
    expect(saved.phones.map((phone) => phone.phone)).toEqual([
      '+44 20 7946 0100',
      '+44 20 7946 0101',
    ]);
    expect(saved.phones[0]?.id).toBe(place.phones[0]?.id);
    expect(saved.links.map((link) => link.link)).toEqual(['https://example.com']);
    expect(saved.schedules).toHaveLength(1);
    expect(saved.schedules[0]).toMatchObject({
      isMain: true,
      items: [
        { dayOfWeek: 1, startAt: '09:00', endAt: '17:30' },
        { dayOfWeek: 5, startAt: '18:00', endAt: '02:30' },
      ],
    });
    expect(
      saved.galleries.map((gallery) => [gallery.title, gallery.orderNumber, gallery.photosCount]),
    ).toEqual([
      ['Terrace', 0, 1],
      ['Hall', 1, 2],
    ]);
    expect(saved.menus.map((menu) => [menu.title, menu.orderNumber])).toEqual([['Food', 0]]);
    expect(saved.features).toMatchObject({ wifi: 1, smokeZone: 2 });
    expect(saved.subCategoryId).toBe(subCategoryId);

    // Saving again with the stored ids keeps them.
    const again = placeOf(
      await manage.expectData(200, 'user8', 'PATCH', `/places/${place.id}`, {
        galleries: saved.galleries.map((gallery) => ({
          id: gallery.id,
          title: gallery.title,
          orderNumber: gallery.orderNumber,
          photoIds: [first],
        })),
      }),
    );
    expect(again.galleries.map((gallery) => gallery.id)).toEqual(
      saved.galleries.map((gallery) => gallery.id),
    );
  });

  it("refuses someone else's upload as the avatar", async () => {
    const { othersUpload, usable } = await images('user13');
    const place = await createAs('user13');
    const refused = await manage.call('user13', 'PATCH', `/places/${place.id}`, {
      avatarId: othersUpload,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toHaveProperty('avatarId');
    await manage.expectData(200, 'user13', 'PATCH', `/places/${place.id}`, {
      avatarId: usable[0],
    });
  });

  it('refuses times off the 30-minute steps and a day given twice', async () => {
    const place = await createAs('user8');
    const offStep = await manage.call('user8', 'PATCH', `/places/${place.id}`, {
      schedules: [{ isMain: true, items: [{ dayOfWeek: 1, startAt: '09:15', endAt: '17:00' }] }],
    });
    expect(offStep.status).toBe(400);
    const twice = await manage.call('user8', 'PATCH', `/places/${place.id}`, {
      schedules: [
        {
          isMain: true,
          items: [
            { dayOfWeek: 1, startAt: '09:00', endAt: '17:00' },
            { dayOfWeek: 1, startAt: '18:00', endAt: '19:00' },
          ],
        },
      ],
    });
    expect(twice.status).toBe(400);
  });

  it("answers 422 'This link is already taken' for another place's slug", async () => {
    const first = await createAs('user9');
    const second = await createAs('user9');
    await manage.expectData(200, 'user9', 'PATCH', `/places/${first.id}`, {
      latinName: 'the-taken-one',
    });
    const taken = await manage.call('user9', 'PATCH', `/places/${second.id}`, {
      latinName: 'the-taken-one',
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      status: 'SlugAlreadyExist',
      messageUI: { message: 'This link is already taken' },
      data: { errors: { latinName: 'This link is already taken' } },
    });
    // Its own slug again is fine.
    await manage.expectData(200, 'user9', 'PATCH', `/places/${first.id}`, {
      latinName: 'the-taken-one',
    });
  });
});

describe('repeating a create with the same Idempotency-Key', () => {
  it('answers the same place and makes one', async () => {
    const token = await apiClient(api.url).demoToken('user19');
    const create = async () => {
      const response = await fetch(`${api.url}/api/v1/places`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'create-place-once',
        },
        body: JSON.stringify({
          name: 'Once Only',
          cityId: londonId,
          phones: [{ phone: '+44 20 7946 0199' }],
        }),
      });
      return ((await response.json()) as { data: { place: { id: string } } }).data.place.id;
    };
    const first = await create();
    expect(await create()).toBe(first);
    const { rows } = await api.db.query(`SELECT 1 FROM places WHERE name = 'Once Only'`);
    expect(rows).toHaveLength(1);
  });
});

describe('deleting and recovering', () => {
  it('marks the place deleted, and recover brings it back opened', async () => {
    const id = await manage.staffedPlace();
    const deleted = placeOf(await manage.expectData(200, 'owner1', 'DELETE', `/places/${id}`));
    expect(deleted.status).toBe('deleted');
    expect((await manage.call(null, 'GET', `/places/${id}`)).status).toBe(404);
    const recovered = placeOf(
      await manage.expectData(200, 'owner1', 'POST', `/places/${id}/recover`),
    );
    expect(recovered.status).toBe('opened');
    await manage.expectData(200, null, 'GET', `/places/${id}`);
  });
});

describe('chains', () => {
  it('a chain may be picked for a place by its staff, by content managers and admins; not by others', async () => {
    const chain = await manage.staffedChain('Pickable Group');
    const place = await createAs('user12');
    const refused = await manage.call('user12', 'PATCH', `/places/${place.id}`, {
      organisationId: chain,
    });
    expect(refused.status).toBe(403);
    await manage.giveRoles('organisation', chain, { user12: 'manager' });
    await manage.expectData(200, 'user12', 'PATCH', `/places/${place.id}`, {
      organisationId: chain,
    });

    const pickable = await manage.expectData(
      200,
      'user12',
      'GET',
      '/organisations?isPickable=true&limit=100',
    );
    expect((pickable.organisations as { id: string }[]).map((item) => item.id)).toEqual([chain]);
  });
});
