// Who may run places and chains (SPEC section 6), every role against every write, over real HTTP.
// Each cell gets its own place or chain, published and added by the content manager, with owner1
// as its owner, manager1 as its manager and the requester and user2 waiting for permission (so a
// content manager has no access: the place has an owner). A visitor is 401 (no token), a role
// without the right 403 Forbidden 'No permissions to perform action'.
import { describe, expect, it } from 'vitest';
import { useApi } from '../test-support/api-under-test.js';
import {
  accountUserId,
  londonId,
  managementClient,
  roleAccounts,
  type Role,
} from '../test-support/management-fixtures.js';

const api = useApi();
const manage = managementClient(
  () => api.url,
  () => api.db,
);

type Outcome = 'ok' | 401 | 403;

interface Action {
  /** Prepares what the action needs and returns its call. */
  run: (who: string | null) => Promise<{ status: number; message?: string }>;
  /** The expected outcome per role, in the order of `roles`. */
  expect: Record<Role, Outcome>;
}

const roles = Object.keys(roleAccounts) as Role[];

// Rows of the matrix. "Those with access" are admin, owner and manager (content managers only
// without an owner); moderation is the admin's alone; requesting and adding are anyone's.
const withAccess: Record<Role, Outcome> = {
  visitor: 401,
  user: 403,
  requester: 403,
  manager: 'ok',
  owner: 'ok',
  contentManager: 403,
  admin: 'ok',
};
const anyoneSignedIn: Record<Role, Outcome> = {
  visitor: 401,
  user: 'ok',
  requester: 'ok',
  manager: 'ok',
  owner: 'ok',
  contentManager: 'ok',
  admin: 'ok',
};
const adminOnly: Record<Role, Outcome> = {
  visitor: 401,
  user: 403,
  requester: 403,
  manager: 403,
  owner: 403,
  contentManager: 403,
  admin: 'ok',
};

async function reply(
  who: string | null,
  method: string,
  path: string,
  body?: Record<string, unknown>,
) {
  const answer = await manage.call(who, method, path, body);
  return { status: answer.status, message: answer.body.messageUI?.message };
}

const user3Email = 'user3@tavola.test';

/** Creating, editing, deleting and the permissions of a place or a chain: the same rows for both. */
function outletActions(
  target: 'place' | 'chain',
  outlet: {
    path: '/places' | '/organisations';
    key: 'placeId' | 'organisationId';
    staffed: () => Promise<string>;
    created: Record<string, unknown>;
    changed: Record<string, unknown>;
  },
): Record<string, Action> {
  const { path, key, staffed } = outlet;
  return {
    [`create ${target}`]: {
      run: (who) => reply(who, 'POST', path, outlet.created),
      expect: anyoneSignedIn,
    },
    [`update ${target}`]: {
      run: async (who) => reply(who, 'PATCH', `${path}/${await staffed()}`, outlet.changed),
      expect: withAccess,
    },
    [`delete ${target}`]: {
      run: async (who) => reply(who, 'DELETE', `${path}/${await staffed()}`),
      expect: withAccess,
    },
    [`request permission on a ${target}`]: {
      run: async (who) => reply(who, 'POST', '/permissions/requester', { [key]: await staffed() }),
      expect: anyoneSignedIn,
    },
    [`grant permission on a ${target}`]: {
      run: async (who) =>
        reply(who, 'POST', '/permissions/manager', { [key]: await staffed(), email: user3Email }),
      expect: withAccess,
    },
    [`revoke permission on a ${target}`]: {
      run: async (who) =>
        reply(
          who,
          'DELETE',
          `/permissions?${key}=${await staffed()}&userId=${accountUserId('user2')}`,
        ),
      expect: withAccess,
    },
  };
}

const actions: Record<string, Action> = {
  ...outletActions('place', {
    path: '/places',
    key: 'placeId',
    staffed: () => manage.staffedPlace(),
    created: {
      name: 'Matrix New Place',
      cityId: londonId,
      phones: [{ phone: '+44 20 7946 0001' }],
    },
    changed: { description: 'Changed' },
  }),
  'recover place': {
    run: async (who) => {
      const id = await manage.staffedPlace();
      await api.db.query(`UPDATE places SET status = 'deleted' WHERE id = $1`, [id]);
      return reply(who, 'POST', `/places/${id}/recover`);
    },
    expect: withAccess,
  },
  'moderate place': {
    run: async (who) =>
      reply(who, 'POST', `/places/${await manage.staffedPlace()}/moderation-status/unpublished`, {
        moderation_unpublished_reason: 'No photos',
      }),
    expect: adminOnly,
  },
  ...outletActions('chain', {
    path: '/organisations',
    key: 'organisationId',
    staffed: () => manage.staffedChain(),
    created: { name: 'Matrix New Group' },
    changed: { name: 'Renamed' },
  }),
};

const cells = Object.entries(actions).flatMap(([name, action]) =>
  roles.map((role) => ({ name, role, action, outcome: action.expect[role] })),
);

describe('the role by action matrix (SPEC section 6)', () => {
  it.each(cells)('$name as $role: $outcome', async ({ role, action, outcome }) => {
    const answer = await action.run(roleAccounts[role]);
    if (outcome === 'ok') {
      expect([200, 201]).toContain(answer.status);
    } else {
      expect(answer.status).toBe(outcome);
      if (outcome === 403) expect(answer.message).toBe('No permissions to perform action');
    }
  });
});

describe('content managers on a place without an owner', () => {
  it('edit, delete and recover it, and grant and revoke on it', async () => {
    const data = await manage.expectData(201, 'content', 'POST', '/places', {
      name: 'Ownerless Diner',
      cityId: londonId,
      phones: [{ phone: '+44 20 7946 0002' }],
    });
    const id = (data.place as { id: string }).id;
    await manage.expectData(200, 'content', 'PATCH', `/places/${id}`, { description: 'Ours' });
    await manage.expectData(200, 'content', 'POST', '/permissions/owner', {
      placeId: id,
      email: user3Email,
    });
    // Now it has an owner: the content manager's access ends.
    expect(
      (await manage.call('content', 'PATCH', `/places/${id}`, { description: 'x' })).status,
    ).toBe(403);
  });

  it('a manager may not make or unmake owners; an owner may', async () => {
    const id = await manage.staffedPlace();
    const promote = await manage.call('manager1', 'POST', '/permissions/owner', {
      placeId: id,
      email: user3Email,
    });
    expect(promote.status).toBe(403);
    const demote = await manage.call(
      'manager1',
      'DELETE',
      `/permissions?placeId=${id}&userId=${accountUserId('owner1')}`,
    );
    expect(demote.status).toBe(403);
    await manage.expectData(200, 'owner1', 'POST', '/permissions/owner', {
      placeId: id,
      email: user3Email,
    });
  });
});
