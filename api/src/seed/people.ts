import { hashPassword } from '../auth/password.js';
import { passwordCostOf } from '../config.js';
import { bulkInsert } from '../db/bulk-insert.js';
import type { Queryable } from '../db/database.js';
import { demoId } from './demo-id.js';

/** Every demo account signs in with this password (docs/demo-accounts.md). */
export const demoPassword = 'tavola-demo';

export interface DemoPerson {
  key: string;
  firstName: string;
  secondName: string;
  /** Digits only (UK drama numbers 07700 900xxx, reserved for fiction). */
  phone: string;
  email: string;
  isAdmin?: boolean;
  isContentManager?: boolean;
  /** Roles on London places, by the place's position in id order. */
  places?: { index: number; role: 'owner' | 'manager' | 'requester' }[];
}

const ordinaryNames: [string, string][] = [
  ['Olivia', 'Smith'],
  ['Noah', 'Johnson'],
  ['Amelia', 'Williams'],
  ['Leo', 'Brown'],
  ['Isla', 'Jones'],
  ['Oscar', 'Garcia'],
  ['Ava', 'Miller'],
  ['Arthur', 'Davis'],
  ['Mia', 'Rodriguez'],
  ['Muhammad', 'Martinez'],
  ['Ivy', 'Hernandez'],
  ['George', 'Lopez'],
  ['Freya', 'Gonzalez'],
  ['Theo', 'Wilson'],
  ['Lily', 'Anderson'],
  ['Harry', 'Thomas'],
  ['Florence', 'Taylor'],
  ['Archie', 'Moore'],
  ['Willow', 'Jackson'],
  ['Jack', 'Martin'],
];

/** The demo people: pure and deterministic (ids derive from `key`). */
export function demoPeople(): DemoPerson[] {
  const phone = (n: number) => `447700900${String(n).padStart(3, '0')}`;
  const people: DemoPerson[] = [
    {
      key: 'admin',
      firstName: 'Ada',
      secondName: 'Admin',
      phone: phone(1),
      email: 'admin@tavola.test',
      isAdmin: true,
    },
    {
      key: 'content-manager',
      firstName: 'Connor',
      secondName: 'Content',
      phone: phone(2),
      email: 'content@tavola.test',
      isContentManager: true,
    },
    {
      key: 'owner-1',
      firstName: 'Olive',
      secondName: 'Owner',
      phone: phone(3),
      email: 'owner1@tavola.test',
      places: [
        { index: 0, role: 'owner' },
        { index: 1, role: 'owner' },
      ],
    },
    {
      key: 'owner-2',
      firstName: 'Otto',
      secondName: 'Owner',
      phone: phone(4),
      email: 'owner2@tavola.test',
      places: [{ index: 2, role: 'owner' }],
    },
    {
      key: 'manager-1',
      firstName: 'Maya',
      secondName: 'Manager',
      phone: phone(5),
      email: 'manager1@tavola.test',
      places: [
        { index: 0, role: 'manager' },
        { index: 2, role: 'manager' },
      ],
    },
    {
      key: 'manager-2',
      firstName: 'Max',
      secondName: 'Manager',
      phone: phone(6),
      email: 'manager2@tavola.test',
      places: [{ index: 1, role: 'manager' }],
    },
    {
      key: 'requester',
      firstName: 'Rita',
      secondName: 'Requester',
      phone: phone(7),
      email: 'requester@tavola.test',
      places: [{ index: 3, role: 'requester' }],
    },
  ];
  ordinaryNames.forEach(([firstName, secondName], index) => {
    people.push({
      key: `user-${index + 1}`,
      firstName,
      secondName,
      phone: phone(100 + index + 1),
      email: `user${index + 1}@tavola.test`,
    });
  });
  return people;
}

export const demoUserId = (key: string) => demoId('user', key);

/**
 * Inserts the demo people and their place roles unless they are there already (a data folder
 * seeded before accounts existed gets them on its next start). Call inside the seed transaction.
 */
export async function seedDemoPeopleIfMissing(tx: Queryable): Promise<boolean> {
  const people = demoPeople();
  const { rows: present } = await tx.query('SELECT 1 FROM users WHERE id = $1', [
    demoUserId(people[0]?.key ?? ''),
  ]);
  if (present.length > 0) return false;
  // One scrypt for all: they share the password anyway, and seeding stays fast.
  const passwordHash = await hashPassword(demoPassword, passwordCostOf());
  const { rows: places } = await tx.query<{ id: string }>(
    `SELECT p.id FROM places p JOIN cities c ON c.id = p.city_id
     WHERE c.latin_name = 'london-england-united-kingdom' ORDER BY p.id LIMIT 10`,
  );
  await bulkInsert(
    tx,
    'users',
    people.map((person) => ({
      id: demoUserId(person.key),
      phone: person.phone,
      email: person.email,
      first_name: person.firstName,
      second_name: person.secondName,
      password_hash: passwordHash,
      is_admin: person.isAdmin ?? false,
      is_content_manager: person.isContentManager ?? false,
      profile_filled: true,
    })),
  );
  const staff = people.flatMap((person) =>
    (person.places ?? []).flatMap(({ index, role }) => {
      const place = places[index];
      return place ? [{ place_id: place.id, user_id: demoUserId(person.key), role }] : [];
    }),
  );
  await bulkInsert(tx, 'place_staff', staff);
  return true;
}
