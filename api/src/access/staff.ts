import type { Queryable } from '../db/database.js';
import type { StaffRole } from './rules.js';

/** The staff of places and chains (SPEC section 6): owners, managers and requesters. */

export type OutletKind = 'place' | 'organisation';

const tables = {
  place: { table: 'place_staff', key: 'place_id' },
  organisation: { table: 'organisation_staff', key: 'organisation_id' },
} as const;

export interface StaffMember {
  userId: string;
  role: StaffRole;
}

/** The staff of many places or chains of one kind, oldest role first, by outlet id. */
export async function staffOfOutlets(
  db: Queryable,
  kind: OutletKind,
  ids: readonly string[],
): Promise<Map<string, StaffMember[]>> {
  const staff = new Map<string, StaffMember[]>();
  if (ids.length === 0) return staff;
  const { table, key } = tables[kind];
  const { rows } = await db.query<{ outlet_id: string; user_id: string; role: StaffRole }>(
    `SELECT s.${key} AS outlet_id, s.user_id, s.role FROM ${table} s
     JOIN users u ON u.id = s.user_id AND NOT u.is_deleted
     WHERE s.${key} = ANY($1::text[]) ORDER BY s.created_at, s.user_id`,
    [[...new Set(ids)]],
  );
  for (const row of rows) {
    const list = staff.get(row.outlet_id) ?? [];
    list.push({ userId: row.user_id, role: row.role });
    staff.set(row.outlet_id, list);
  }
  return staff;
}

/** One person's role on one place or chain, read for update (the row is locked until commit). */
export async function roleForUpdate(
  tx: Queryable,
  kind: OutletKind,
  outletId: string,
  userId: string,
): Promise<StaffRole | null> {
  const { table, key } = tables[kind];
  const { rows } = await tx.query<{ role: StaffRole }>(
    `SELECT role FROM ${table} WHERE ${key} = $1 AND user_id = $2 FOR UPDATE`,
    [outletId, userId],
  );
  return rows[0]?.role ?? null;
}

/**
 * Sets a person's one role on a place or chain (SPEC section 4, swapping: the new role replaces
 * the old), or removes it (null).
 */
export async function setRole(
  tx: Queryable,
  kind: OutletKind,
  outletId: string,
  userId: string,
  role: StaffRole | null,
): Promise<void> {
  const { table, key } = tables[kind];
  if (role === null) {
    await tx.query(`DELETE FROM ${table} WHERE ${key} = $1 AND user_id = $2`, [outletId, userId]);
    return;
  }
  await tx.query(
    `INSERT INTO ${table} (${key}, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (${key}, user_id) DO UPDATE SET role = EXCLUDED.role, created_at = now()`,
    [outletId, userId, role],
  );
}

/** The people with a role on a place or chain, optionally only those with `role`. */
export async function staffIds(
  db: Queryable,
  kind: OutletKind,
  outletId: string,
  roles: readonly StaffRole[],
): Promise<string[]> {
  const { table, key } = tables[kind];
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM ${table} WHERE ${key} = $1 AND role = ANY($2::text[])
     ORDER BY created_at, user_id`,
    [outletId, roles],
  );
  return rows.map((row) => row.user_id);
}

/**
 * The places and chains `userSql` (a parameter or a column naming a person) owns or manages, as
 * rows (type, id): the outlets whose notifications that person reads under Places.
 */
export function staffedOutlets(userSql: string): string {
  return `(SELECT 'place'::text AS type, s.place_id AS id FROM place_staff s
           WHERE s.user_id = ${userSql} AND s.role IN ('owner', 'manager')
           UNION ALL
           SELECT 'organisation'::text, s.organisation_id FROM organisation_staff s
           WHERE s.user_id = ${userSql} AND s.role IN ('owner', 'manager'))`;
}
