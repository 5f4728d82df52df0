// Running places through the real gateway and api (demo people of docs/demo-accounts.md): the
// short form puts a user's place on moderation, the admin declines it with a reason, the owner
// sees it and sends it again, the admin publishes it (once).
import { describe, expect, it } from 'vitest';
import { codeOf, peopleOf } from '../../support/people.js';
import {
  CREATE,
  UPDATE,
  READ,
  MODERATE,
  NOTIFICATIONS,
  londonId,
  type ManagedPlace,
} from '../../support/place-management.js';
import { useStack } from '../../support/stack.js';

const stack = useStack();
const people = peopleOf(stack);

describe('running a place through the gateway', () => {
  it('create on moderation, decline with a reason, send again, publish once', async () => {
    const owner = await people.demo('user14');
    const admin = await people.demo('admin');
    const cityId = await londonId(people);

    const created = (
      await owner.ok<{ createPlace: ManagedPlace }>(CREATE, {
        input: { name: 'Gateway Grill', cityId, phones: [{ phone: '+44 20 7946 0500' }] },
      })
    ).createPlace;
    expect(created).toMatchObject({
      moderationStatus: 'ON_MODERATION',
      isOwned: true,
      isStaffed: true,
      hasAccess: true,
      features: { smokeZone: 2 },
    });
    // Page not found for others, open for its owner and the admin.
    expect(codeOf(await people.visitor.gql(READ, { id: created.id }))).toBe('NOT_FOUND');
    expect((await admin.ok<{ place: ManagedPlace }>(READ, { id: created.id })).place.id).toBe(
      created.id,
    );

    const declined = await admin.ok<{ moderatePlace: ManagedPlace }>(MODERATE, {
      id: created.id,
      status: 'UNPUBLISHED',
      reason: 'Add the opening hours',
    });
    expect(declined.moderatePlace).toMatchObject({
      moderationStatus: 'UNPUBLISHED',
      moderationUnpublishedReason: 'Add the opening hours',
    });
    const told = await owner.ok<{
      notifications: { items: { type: string; outcome: string | null; objectId: string }[] };
    }>(NOTIFICATIONS);
    expect(told.notifications.items).toContainEqual({
      type: 'STATUS',
      outcome: 'UNPUBLISHED',
      objectId: created.id,
    });
    const seen = (await owner.ok<{ place: ManagedPlace }>(READ, { id: created.id })).place;
    expect(seen.moderationUnpublishedReason).toBe('Add the opening hours');

    const sent = (
      await owner.ok<{ updatePlace: ManagedPlace }>(UPDATE, {
        id: created.id,
        input: {
          averageCheck: 'FROM_500_TO_1000',
          phones: [
            { id: created.phones[0]?.id, phone: '+44 20 7946 0500' },
            { id: 'custom_1', phone: '' },
          ],
          schedules: [
            {
              id: 'custom_2',
              isMain: true,
              items: [{ dayOfWeek: 6, startAt: '20:00', endAt: '03:00' }],
            },
          ],
          features: { wifi: 1 },
        },
      })
    ).updatePlace;
    expect(sent).toMatchObject({
      moderationStatus: 'ON_MODERATION',
      moderationUnpublishedReason: null,
      averageCheck: 'FROM_500_TO_1000',
      features: { smokeZone: 2, wifi: 1 },
    });
    expect(sent.phones.map((phone) => phone.id)).toEqual([created.phones[0]?.id]);
    expect(sent.schedules[0]?.items).toEqual([{ dayOfWeek: 6, startAt: '20:00', endAt: '03:00' }]);

    const published = await admin.ok<{ moderatePlace: ManagedPlace }>(MODERATE, {
      id: created.id,
      status: 'PUBLISHED',
    });
    expect(published.moderatePlace.moderationStatus).toBe('PUBLISHED');
    const again = await admin.gql(MODERATE, { id: created.id, status: 'PUBLISHED' });
    expect(again.errors?.[0]?.message).toBe('The place has already been published');
    // Public now, with no stale copy anywhere between: the visitor reads the edit.
    const publicRead = (await people.visitor.ok<{ place: ManagedPlace }>(READ, { id: created.id }))
      .place;
    expect(publicRead).toMatchObject({
      moderationStatus: 'PUBLISHED',
      averageCheck: 'FROM_500_TO_1000',
    });
    // Others may not moderate.
    const refused = await owner.gql(MODERATE, {
      id: created.id,
      status: 'UNPUBLISHED',
      reason: 'x',
    });
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('a taken slug says so on latinName', async () => {
    const owner = await people.demo('user15');
    const cityId = await londonId(people);
    const make = async () =>
      (
        await owner.ok<{ createPlace: ManagedPlace }>(CREATE, {
          input: { name: 'Slug Spot', cityId, phones: [{ phone: '+44 20 7946 0501' }] },
        })
      ).createPlace;
    const first = await make();
    const second = await make();
    const { categories } = await owner.ok<{ categories: { id: string }[] }>(
      '{ categories { id } }',
    );
    const SUB = /* GraphQL */ `
      mutation Sub($id: ID!, $input: PlaceInput!) {
        updatePlace(id: $id, input: $input) {
          subCategory {
            id
          }
        }
      }
    `;
    const withSub = await owner.ok<{ updatePlace: { subCategory: { id: string } | null } }>(SUB, {
      id: first.id,
      input: { subCategoryId: categories[0]?.id },
    });
    expect(withSub.updatePlace.subCategory?.id).toBe(categories[0]?.id);
    await owner.ok(UPDATE, { id: first.id, input: { latinName: 'gateway-slug-spot' } });
    const taken = await owner.gql(UPDATE, {
      id: second.id,
      input: { latinName: 'gateway-slug-spot' },
    });
    expect(taken.errors?.[0]?.message).toBe('This link is already taken');
    expect(taken.errors?.[0]?.extensions?.fieldErrors).toEqual({
      latinName: 'This link is already taken',
    });
  });

  it('delete and recover', async () => {
    const owner = await people.demo('user15');
    const cityId = await londonId(people);
    const { createPlace } = await owner.ok<{ createPlace: ManagedPlace }>(CREATE, {
      input: { name: 'Short Lived', cityId, phones: [{ phone: '+44 20 7946 0502' }] },
    });
    // Each step of the place's life, and where it stands after it.
    const steps = [
      { mutation: 'deletePlace', after: { status: 'DELETED', isDeleted: true } },
      { mutation: 'recoverPlace', after: { status: 'OPENED', isDeleted: false } },
    ];
    for (const { mutation, after } of steps) {
      const document = `mutation ($id: ID!) { ${mutation}(id: $id) { status isDeleted } }`;
      const answer = await owner.ok<Record<string, unknown>>(document, { id: createPlace.id });
      expect(answer[mutation]).toEqual(after);
    }
  });
});
