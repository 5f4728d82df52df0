// Permissions and chains through the real gateway and api (demo people of
// docs/demo-accounts.md): permissions by e-mail let a manager edit; chains are created, edited and
// deleted; /staffed lists the places.
import { describe, expect, it } from 'vitest';
import { codeOf, peopleOf } from '../../support/people.js';
import { CREATE, UPDATE, londonId, type ManagedPlace } from '../../support/place-management.js';
import { useStack } from '../../support/stack.js';

const stack = useStack();
const people = peopleOf(stack);

describe('permissions and chains through the gateway', () => {
  it('granting a manager by e-mail lets them edit; /staffed lists it; revoking ends it', async () => {
    const owner = await people.demo('user16');
    const helper = await people.demo('user17');
    const cityId = await londonId(people);
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
