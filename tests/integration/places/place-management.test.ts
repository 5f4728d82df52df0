// Running places and chains through the real gateway and api (demo people of
// docs/demo-accounts.md): the short form puts a user's place on moderation, the admin declines it
// with a reason, the owner sees it and sends it again, the admin publishes it (once); permissions by
// e-mail let a manager edit; chains are created, edited and deleted; /staffed lists the places.
import { describe, expect, it } from 'vitest';
import { peopleOf } from '../../support/people.js';
import { codeOf } from '../../support/people.js';
import { useStack } from '../../support/stack.js';

const stack = useStack();
const people = peopleOf(stack);

const PLACE_FIELDS = /* GraphQL */ `
  fragment ManagedPlace on Place {
    id
    name
    latinName
    status
    moderationStatus
    moderationUnpublishedReason
    isOwned
    isManaged
    isStaffed
    isRequested
    hasAccess
    owners {
      id
    }
    managers {
      id
    }
    requesters {
      id
    }
    phones {
      id
      phone
    }
    schedules {
      id
      isMain
      items {
        dayOfWeek
        startAt
        endAt
      }
    }
    galleries {
      id
      title
      orderNumber
      photosCount
    }
    features {
      smokeZone
      wifi
    }
    averageCheck
  }
`;

interface ManagedPlace {
  id: string;
  latinName: string;
  status: string;
  moderationStatus: string;
  moderationUnpublishedReason: string | null;
  isOwned: boolean;
  isManaged: boolean;
  isStaffed: boolean;
  isRequested: boolean;
  hasAccess: boolean | null;
  owners: { id: string }[];
  managers: { id: string }[];
  requesters: { id: string }[];
  phones: { id: string; phone: string }[];
  schedules: { id: string; isMain: boolean; items: unknown[] }[];
  features: { smokeZone: number | null; wifi: number | null } | null;
  averageCheck: string | null;
}

/** An operation (`head`) whose one field (`field`, with its arguments) answers a ManagedPlace. */
const managedPlace = (head: string, field: string) => /* GraphQL */ `
  ${head} {
    ${field} {
      ...ManagedPlace
    }
  }
  ${PLACE_FIELDS}
`;
const CREATE = managedPlace('mutation Create($input: PlaceInput!)', 'createPlace(input: $input)');
const UPDATE = managedPlace(
  'mutation Update($id: ID!, $input: PlaceInput!)',
  'updatePlace(id: $id, input: $input)',
);
const READ = managedPlace('query Read($id: ID!)', 'place(id: $id)');
const MODERATE = /* GraphQL */ `
  mutation Moderate($id: ID!, $status: ModerationStatus!, $reason: String) {
    moderatePlace(id: $id, status: $status, reason: $reason) {
      id
      moderationStatus
      moderationUnpublishedReason
    }
  }
`;
const NOTIFICATIONS = /* GraphQL */ `
  query Notifications {
    notifications(limit: 50) {
      items {
        type
        outcome
        objectId
      }
    }
  }
`;

async function londonId(): Promise<string> {
  const city = await people.rest<{ city: { id: string } }>(
    'GET',
    '/cities/london-england-united-kingdom',
  );
  return city.city.id;
}

describe('running a place through the gateway', () => {
  it('create on moderation, decline with a reason, send again, publish once', async () => {
    const owner = await people.demo('user14');
    const admin = await people.demo('admin');
    const cityId = await londonId();

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
    const cityId = await londonId();
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
    const cityId = await londonId();
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

describe('permissions and chains through the gateway', () => {
  it('granting a manager by e-mail lets them edit; /staffed lists it; revoking ends it', async () => {
    const owner = await people.demo('user16');
    const helper = await people.demo('user17');
    const cityId = await londonId();
    const { createPlace } = await owner.ok<{ createPlace: ManagedPlace }>(CREATE, {
      input: { name: 'Shared Kitchen', cityId, phones: [{ phone: '+44 20 7946 0503' }] },
    });
    const before = await helper.gql(UPDATE, { id: createPlace.id, input: { description: 'x' } });
    expect(codeOf(before)).toBe('FORBIDDEN');

    const GRANT = /* GraphQL */ `
      mutation Grant($placeId: ID!, $email: String!) {
        grantPermission(placeId: $placeId, value: MANAGER, email: $email) {
          user {
            id
          }
          place {
            managers {
              id
            }
          }
        }
      }
    `;
    const granted = await owner.ok<{
      grantPermission: { user: { id: string }; place: { managers: { id: string }[] } };
    }>(GRANT, { placeId: createPlace.id, email: 'user17@tavola.test' });
    expect(granted.grantPermission.place.managers.map((person) => person.id)).toEqual([
      granted.grantPermission.user.id,
    ]);
    const edited = await helper.ok<{ updatePlace: ManagedPlace }>(UPDATE, {
      id: createPlace.id,
      input: { description: 'Edited by the manager' },
    });
    expect(edited.updatePlace.isManaged).toBe(true);

    const STAFFED = /* GraphQL */ `
      query Staffed {
        staffedPlaces(limit: 100) {
          items {
            id
            isManaged
            moderationStatus
          }
        }
      }
    `;
    const staffed = await helper.ok<{
      staffedPlaces: { items: { id: string; isManaged: boolean; moderationStatus: string }[] };
    }>(STAFFED);
    expect(staffed.staffedPlaces.items).toContainEqual({
      id: createPlace.id,
      isManaged: true,
      moderationStatus: 'ON_MODERATION',
    });

    const REVOKE = /* GraphQL */ `
      mutation Revoke($placeId: ID!, $userId: ID!) {
        revokePermission(placeId: $placeId, userId: $userId) {
          place {
            managers {
              id
            }
          }
        }
      }
    `;
    await owner.ok(REVOKE, { placeId: createPlace.id, userId: granted.grantPermission.user.id });
    const after = await helper.gql(UPDATE, { id: createPlace.id, input: { description: 'y' } });
    expect(codeOf(after)).toBe('FORBIDDEN');
  });

  it('a request makes the caller a requester; chains are created, edited and deleted', async () => {
    const requester = await people.demo('user18');
    const owner = await people.demo('user19');
    const REQUEST = /* GraphQL */ `
      mutation Request($organisationId: ID!) {
        requestPermission(organisationId: $organisationId) {
          organisation {
            isRequested
            isStaffed
          }
        }
      }
    `;
    const CREATE_CHAIN = /* GraphQL */ `
      mutation CreateChain($input: OrganisationInput!) {
        createOrganisation(input: $input) {
          id
          name
          isOwned
          hasAccess
        }
      }
    `;
    const chain = (
      await owner.ok<{ createOrganisation: { id: string; isOwned: boolean; hasAccess: boolean } }>(
        CREATE_CHAIN,
        { input: { name: 'Gateway Group' } },
      )
    ).createOrganisation;
    expect(chain).toMatchObject({ isOwned: true, hasAccess: true });

    const requested = await requester.ok<{
      requestPermission: { organisation: { isRequested: boolean; isStaffed: boolean } };
    }>(REQUEST, { organisationId: chain.id });
    expect(requested.requestPermission.organisation).toEqual({
      isRequested: true,
      isStaffed: true,
    });

    const UPDATE_CHAIN = /* GraphQL */ `
      mutation UpdateChain($id: ID!, $input: OrganisationInput!) {
        updateOrganisation(id: $id, input: $input) {
          name
        }
      }
    `;
    expect(
      codeOf(await requester.gql(UPDATE_CHAIN, { id: chain.id, input: { name: 'Mine' } })),
    ).toBe('FORBIDDEN');
    const renamed = await owner.ok<{ updateOrganisation: { name: string } }>(UPDATE_CHAIN, {
      id: chain.id,
      input: { name: 'Gateway Group Ltd' },
    });
    expect(renamed.updateOrganisation.name).toBe('Gateway Group Ltd');
    const DELETE_CHAIN = /* GraphQL */ `
      mutation DeleteChain($id: ID!) {
        deleteOrganisation(id: $id) {
          isDeleted
        }
      }
    `;
    expect(
      (
        await owner.ok<{ deleteOrganisation: { isDeleted: boolean } }>(DELETE_CHAIN, {
          id: chain.id,
        })
      ).deleteOrganisation.isDeleted,
    ).toBe(true);
  });
});
