// Running places over real HTTP with the demo people: the short form and moderation on create,
// the SPEC section 5 save rules, a taken slug, delete and recover, reads of unlisted places,
// /staffed, moderation and its notifications, and the permission swapping of SPEC section 4.
import { describe, expect, it } from 'vitest';
import { apiClient } from '../test-support/api-client.js';
import { useApi } from '../test-support/api-under-test.js';
import { accountUserId, londonId, managementClient } from '../test-support/management-fixtures.js';

const api = useApi();
const manage = managementClient(
  () => api.url,
  () => api.db,
);

interface PlaceJson {
  id: string;
  latinName: string;
  status: string;
  moderationStatus: string;
  moderationUnpublishedReason: string | null;
  phones: { id: string; phone: string; name: string | null }[];
  links: { id: string; link: string }[];
  schedules: { id: string; name: string | null; isMain: boolean; items: unknown[] }[];
  galleries: { id: string; title: string; orderNumber: number; photosCount: number }[];
  menus: { id: string; title: string; orderNumber: number; photosCount: number }[];
  features: Record<string, number | null>;
  subCategoryId: string | null;
  isOwned: boolean;
  isStaffed: boolean;
  isRequested: boolean;
  hasAccess: boolean;
  owners: { id: string }[];
  managers: { id: string }[];
  requesters: { id: string }[];
}

const placeOf = (data: Record<string, unknown>) => data.place as PlaceJson;

/** The admin's moderation call on a place (`reason` for unpublished). */
const moderate = (placeId: string, status: 'published' | 'unpublished', reason?: string) =>
  manage.call(
    'admin',
    'POST',
    `/places/${placeId}/moderation-status/${status}`,
    reason === undefined ? undefined : { moderation_unpublished_reason: reason },
  );

async function createAs(who: string, fields: Record<string, unknown> = {}): Promise<PlaceJson> {
  return placeOf(
    await manage.expectData(201, who, 'POST', '/places', {
      name: 'Test Kitchen',
      cityId: londonId,
      phones: [{ phone: '+44 20 7946 0100' }],
      ...fields,
    }),
  );
}

/** Image sets `who` uploaded, to put in albums: two usable, one deleted, and one of someone else. */
async function images(
  who: string,
): Promise<{ usable: string[]; deleted: string; othersUpload: string }> {
  const { rows } = await api.db.query<{ id: string }>(
    `SELECT id FROM image_sets WHERE NOT is_deleted AND uploaded_by IS NULL
     ORDER BY id DESC LIMIT 4`,
  );
  const [a, b, c, d] = rows.map((row) => row.id);
  if (!a || !b || !c || !d) throw new Error('the demo data has too few images');
  await api.db.query('UPDATE image_sets SET uploaded_by = $2 WHERE id = ANY($1::text[])', [
    [a, b, c],
    accountUserId(who),
  ]);
  await api.db.query('UPDATE image_sets SET uploaded_by = $2 WHERE id = $1', [
    d,
    accountUserId('user20'),
  ]);
  await api.db.query('UPDATE image_sets SET is_deleted = true WHERE id = $1', [c]);
  return { usable: [a, b], deleted: c, othersUpload: d };
}

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

describe('moderation', () => {
  interface NotificationJson {
    type: string;
    outcome: string | null;
    objectId: string;
  }
  async function notificationsOf(who: string): Promise<NotificationJson[]> {
    const data = await manage.expectData(200, who, 'GET', '/api/v2/notifications?limit=50');
    return data.notifications as NotificationJson[];
  }

  it('declines with a reason, the owner sends it again, the admin publishes once', async () => {
    const place = await createAs('user10');
    const noReason = await moderate(place.id, 'unpublished');
    expect(noReason.status).toBe(400);

    const declining = await moderate(place.id, 'unpublished', 'Add a photo of the hall');
    expect(declining.status).toBe(200);
    const declined = placeOf(declining.body.data);
    expect(declined).toMatchObject({
      moderationStatus: 'unpublished',
      moderationUnpublishedReason: 'Add a photo of the hall',
    });
    expect(await notificationsOf('user10')).toContainEqual(
      expect.objectContaining({ type: 'status', outcome: 'unpublished', objectId: place.id }),
    );
    // The owner still opens it and sees the reason; a save sends it again.
    const seen = placeOf(await manage.expectData(200, 'user10', 'GET', `/places/${place.id}`));
    expect(seen.moderationUnpublishedReason).toBe('Add a photo of the hall');
    const sent = placeOf(
      await manage.expectData(200, 'user10', 'PATCH', `/places/${place.id}`, {
        description: 'Now with a hall',
      }),
    );
    expect(sent).toMatchObject({
      moderationStatus: 'on-moderation',
      moderationUnpublishedReason: null,
    });

    const publishing = await moderate(place.id, 'published');
    expect(publishing.status).toBe(200);
    const published = placeOf(publishing.body.data);
    expect(published).toMatchObject({
      moderationStatus: 'published',
      moderationUnpublishedReason: null,
    });
    expect(await notificationsOf('user10')).toContainEqual(
      expect.objectContaining({ type: 'status', outcome: 'published', objectId: place.id }),
    );
    const twice = await moderate(place.id, 'published');
    expect(twice.status).toBe(422);
    expect(twice.body.messageUI?.message).toBe('The place has already been published');
    // Now public, in the city's list.
    await manage.expectData(200, null, 'GET', `/places/${place.id}`);
  });
});

describe('permissions (SPEC section 4 swapping)', () => {
  it('a request makes a requester; granting manager then owner swaps; revoking a requester rejects', async () => {
    const id = await manage.staffedPlace();
    const requested = await manage.expectData(200, 'user11', 'POST', '/permissions/requester', {
      placeId: id,
    });
    expect(requested.place).toMatchObject({ isRequested: true, isStaffed: true, hasAccess: false });
    // A requester sees the place on /staffed.
    const staffed = await manage.expectData(
      200,
      'user11',
      'GET',
      '/places?is_staffed_or_requested=true&limit=100',
    );
    expect((staffed.places as { id: string }[]).map((place) => place.id)).toContain(id);

    const user11 = accountUserId('user11');
    const asManager = await manage.expectData(200, 'owner1', 'POST', '/permissions/manager', {
      placeId: id,
      userId: user11,
    });
    const managerView = asManager.place as PlaceJson;
    expect(managerView.managers.map((person) => person.id)).toContain(user11);
    expect(managerView.requesters.map((person) => person.id)).not.toContain(user11);

    const asOwner = await manage.expectData(200, 'owner1', 'POST', '/permissions/owner', {
      placeId: id,
      email: 'user11@tavola.test',
    });
    const ownerView = asOwner.place as PlaceJson;
    expect(ownerView.owners.map((person) => person.id)).toContain(user11);
    expect(ownerView.managers.map((person) => person.id)).not.toContain(user11);

    const notifications = (
      await manage.expectData(200, 'user11', 'GET', '/api/v2/notifications?limit=50')
    ).notifications as { type: string; outcome: string; objectId: string }[];
    const outcomes = notifications
      .filter((item) => item.type === 'permission' && item.objectId === id)
      .map((item) => item.outcome);
    expect(outcomes).toEqual(['owner', 'manager']);

    // user2 waits; revoking the application rejects it and tells them.
    await manage.expectData(
      200,
      'owner1',
      'DELETE',
      `/permissions?placeId=${id}&userId=${accountUserId('user2')}`,
    );
    const rejected = (
      await manage.expectData(200, 'user2', 'GET', '/api/v2/notifications?limit=50')
    ).notifications as { type: string; outcome: string; objectId: string }[];
    expect(rejected).toContainEqual(
      expect.objectContaining({ type: 'permission', outcome: 'rejected', objectId: id }),
    );
  });

  it('answers UserNotExist for an unknown e-mail', async () => {
    const id = await manage.staffedPlace();
    const unknown = await manage.call('owner1', 'POST', '/permissions/manager', {
      placeId: id,
      email: 'nobody@tavola.test',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.status).toBe('UserNotExist');
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
