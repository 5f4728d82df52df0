import type { Request } from 'express';
import { requireAuth } from '../auth/authenticate.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { ErrorStatus } from '../messages.js';
import { hasOutletAccess, type OutletFacts, type StaffRole, type Viewer } from './rules.js';

/**
 * The caller with their global roles, or null for a visitor (or a deleted account): both as
 * `authenticate` read them with the token, at the start of the request.
 */
export function viewerOf(req: Request): Viewer | null {
  if (!req.auth) return null;
  const { userId, isAdmin, isContentManager } = req.auth;
  return { id: userId, isAdmin, isContentManager };
}

/** The caller of a write: 401 Unauthorized for visitors. */
export function requireViewer(req: Request): Viewer {
  requireAuth(req);
  const viewer = viewerOf(req);
  if (!viewer) throw new ApiError(ErrorStatus.Unauthorized);
  return viewer;
}

/** A place or a chain; a post or comment belongs to at most one. */
export interface OutletRef {
  placeId: string | null;
  organisationId: string | null;
}

/** The outlet's own id (a like or comment by the outlet is keyed by it). */
export function outletIdOf(outlet: OutletRef): string | null {
  return outlet.placeId ?? outlet.organisationId;
}

/**
 * The caller's facts (role, whether anyone owns it) for many places and chains in two queries,
 * keyed by the place or organisation id.
 */
export async function outletFacts(
  db: Queryable,
  viewer: Viewer | null,
  outlets: readonly OutletRef[],
): Promise<Map<string, OutletFacts>> {
  const placeIds = [...new Set(outlets.map((o) => o.placeId).filter(isString))];
  const organisationIds = [...new Set(outlets.map((o) => o.organisationId).filter(isString))];
  const facts = new Map<string, OutletFacts>();
  const userId = viewer?.id ?? '';
  const read = async (kind: OutletKind, ids: string[]) => {
    if (ids.length === 0) return;
    const { rows } = await db.query<{ id: string; role: StaffRole | null; has_owner: boolean }>(
      `SELECT ids.id, ${staffFactColumns(kind, '$2')} FROM unnest($1::text[]) AS ids (id)`,
      [ids, userId],
    );
    for (const row of rows) facts.set(row.id, { role: row.role, hasOwner: row.has_owner });
  };
  await read('place', placeIds);
  await read('organisation', organisationIds);
  return facts;
}

type OutletKind = 'place' | 'organisation';

const staffTables = {
  place: { table: 'place_staff', key: 'place_id' },
  organisation: { table: 'organisation_staff', key: 'organisation_id' },
} as const;

/**
 * SQL columns `role` (the user's at the outlet `ids.id`) and `has_owner` (anyone owns it);
 * `userSql` is the SQL that names the user (a parameter or a column), never a value.
 */
function staffFactColumns(kind: OutletKind, userSql: string): string {
  const { table, key } = staffTables[kind];
  return `(SELECT s.role FROM ${table} s WHERE s.${key} = ids.id AND s.user_id = ${userSql}) AS role,
          EXISTS (SELECT 1 FROM ${table} s
                  WHERE s.${key} = ids.id AND s.role = 'owner') AS has_owner`;
}

/** Whether the caller has access to each outlet, by the outlet's id. */
export async function outletAccessMap(
  db: Queryable,
  viewer: Viewer | null,
  outlets: readonly OutletRef[],
): Promise<Map<string, boolean>> {
  const access = new Map<string, boolean>();
  if (!viewer) return access;
  const facts = await outletFacts(db, viewer, outlets);
  for (const [id, fact] of facts) access.set(id, hasOutletAccess(viewer, fact));
  return access;
}

/** Whether the caller has access to one place or chain (false when it has neither). */
export async function hasAccessTo(
  db: Queryable,
  viewer: Viewer | null,
  outlet: OutletRef,
): Promise<boolean> {
  const id = outletIdOf(outlet);
  if (!viewer || !id) return false;
  if (viewer.isAdmin) return true;
  return (await outletAccessMap(db, viewer, [outlet])).get(id) ?? false;
}

function isString(value: string | null | undefined): value is string {
  return typeof value === 'string';
}

/**
 * The caller's access (SPEC section 6, `hasAccessTo`'s rules) to many places or chains of one
 * kind in one query, their global roles included, by id. Visitors and deleted accounts have none
 * and cost no query.
 */
export async function accessToOutlets(
  db: Queryable,
  viewerId: string | null,
  kind: OutletKind,
  ids: readonly string[],
): Promise<Map<string, boolean>> {
  const access = new Map<string, boolean>();
  if (!viewerId || ids.length === 0) return access;
  const { rows } = await db.query<{
    id: string;
    is_admin: boolean;
    is_content_manager: boolean;
    role: StaffRole | null;
    has_owner: boolean;
  }>(
    `SELECT ids.id, u.is_admin, u.is_content_manager, ${staffFactColumns(kind, 'u.id')}
     FROM unnest($1::text[]) AS ids (id)
     JOIN users u ON u.id = $2 AND NOT u.is_deleted`,
    [[...new Set(ids)], viewerId],
  );
  for (const row of rows) {
    const viewer = {
      id: viewerId,
      isAdmin: row.is_admin,
      isContentManager: row.is_content_manager,
    };
    access.set(row.id, hasOutletAccess(viewer, { role: row.role, hasOwner: row.has_owner }));
  }
  return access;
}
