// Permissions over real HTTP with the demo people: the swapping of SPEC section 4 and its
// notifications.
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';
import { placeWrites } from '../test-support/place-writes.js';
import { accountUserId } from '../test-support/management-fixtures.js';
import type { PlaceJson } from '../test-support/place-writes.js';

const api = useApi();
const { manage } = placeWrites(api);

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
