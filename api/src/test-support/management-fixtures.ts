// Places and chains to run (create, edit, moderate, grant) in route tests, over real HTTP as the
// demo people (docs/demo-accounts.md). Not shipped code.
import { demoCaller } from './api-under-test.js';
import type { Database } from '../db/database.js';
import { demoId } from '../seed/demo-id.js';
import { demoUserId } from '../seed/people.js';

export const londonId = demoId('city', 'london-england-united-kingdom');

/** The demo person of each role of the matrix (null: a visitor). */
export const roleAccounts = {
  visitor: null,
  user: 'user1',
  requester: 'requester',
  manager: 'manager1',
  owner: 'owner1',
  contentManager: 'content',
  admin: 'admin',
} as const;

export type Role = keyof typeof roleAccounts;

/** The demo user id of an account name (`user3`, `owner1`, `content`). */
export function accountUserId(name: string): string {
  const keys: Record<string, string> = {
    admin: 'admin',
    content: 'content-manager',
    owner1: 'owner-1',
    owner2: 'owner-2',
    manager1: 'manager-1',
    manager2: 'manager-2',
    requester: 'requester',
  };
  return demoUserId(keys[name] ?? name.replace(/^user(\d+)$/, 'user-$1'));
}

export function managementClient(apiUrl: () => string, db: () => Database) {
  const { call, expectData } = demoCaller(apiUrl);

  /** Gives people roles directly (the fixture, not the grant under test). */
  async function giveRoles(
    kind: 'place' | 'organisation',
    id: string,
    roles: Record<string, 'owner' | 'manager' | 'requester'>,
  ): Promise<void> {
    const table = kind === 'place' ? 'place_staff' : 'organisation_staff';
    const key = kind === 'place' ? 'place_id' : 'organisation_id';
    for (const [name, role] of Object.entries(roles)) {
      await db().query(
        `INSERT INTO ${table} (${key}, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (${key}, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [id, accountUserId(name), role],
      );
    }
  }

  /** The staff of the matrix: owner1 owns, manager1 manages, requester and user2 wait. */
  const matrixStaff = {
    owner1: 'owner',
    manager1: 'manager',
    requester: 'requester',
    user2: 'requester',
  } as const;

  /** A published place added by the content manager, with the matrix staff. */
  async function staffedPlace(name = 'Matrix Bistro'): Promise<string> {
    const data = await expectData(201, 'content', 'POST', '/places', {
      name,
      cityId: londonId,
      phones: [{ phone: '+44 20 7946 0000' }],
    });
    const id = (data.place as { id: string }).id;
    await giveRoles('place', id, matrixStaff);
    return id;
  }

  /** A chain added by the content manager, with the matrix staff. */
  async function staffedChain(name = 'Matrix Group'): Promise<string> {
    const data = await expectData(201, 'content', 'POST', '/organisations', {
      name,
      cityId: londonId,
    });
    const id = (data.organisation as { id: string }).id;
    await giveRoles('organisation', id, matrixStaff);
    return id;
  }

  return { call, expectData, giveRoles, staffedPlace, staffedChain };
}
