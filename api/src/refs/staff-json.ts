import type { Queryable } from '../db/database.js';
import type { StaffRole } from '../access/rules.js';
import type { StaffMember } from '../access/staff.js';
import type { ImageStorage } from '../image/storage.js';
import { usersByIds } from './refs.js';
import type { User } from './user-json.js';

/** The people of the staff lists the viewer may see (those of outlets they have access to). */
export async function staffPeople(
  db: Queryable,
  storage: ImageStorage,
  staff: ReadonlyMap<string, readonly StaffMember[]>,
  access: ReadonlyMap<string, boolean>,
  viewerId: string | null,
): Promise<Map<string, User>> {
  const ids = [...staff.entries()]
    .filter(([outletId]) => access.get(outletId) === true)
    .flatMap(([, members]) => members.map((member) => member.userId));
  return usersByIds(db, storage, ids, viewerId);
}

/** What a place or chain says about the viewer's role and, to those with access, its staff. */
export interface StaffFacts {
  isOwned: boolean;
  isManaged: boolean;
  isStaffed: boolean;
  isRequested: boolean;
  owners: User[];
  managers: User[];
  requesters: User[];
}

export function staffFacts(
  members: readonly StaffMember[],
  viewerId: string | null,
  hasAccess: boolean,
  people: ReadonlyMap<string, User>,
): StaffFacts {
  const role = members.find((member) => member.userId === viewerId)?.role ?? null;
  const listed = (wanted: StaffRole) =>
    hasAccess
      ? members.flatMap((member) => {
          const user = member.role === wanted ? people.get(member.userId) : undefined;
          return user ? [user] : [];
        })
      : [];
  return {
    isOwned: role === 'owner',
    isManaged: role === 'manager',
    isStaffed: role !== null,
    isRequested: role === 'requester',
    owners: listed('owner'),
    managers: listed('manager'),
    requesters: listed('requester'),
  };
}
