import type { ApiUnderTest } from './api-under-test.js';
import { accountUserId, londonId, managementClient } from './management-fixtures.js';

/** A place as the place writes answer it, with the fields their tests read. */
export interface PlaceJson {
  id: string;
  latinName: string;
  status: string;
  moderationStatus: string;
  moderationUnpublishedReason: string | null;
  phones: { id: string; phone: string; name: string | null }[];
  links: { id: string; link: string }[];
  schedules: { id: string; name: string | null; isMain: boolean; items: unknown[] }[];
  galleries: { id: string; title: string; orderNumber: number; photosCount: number }[];
  menus: { id: string; title: string; orderNumber: number; photosCount: number }[];
  features: Record<string, number | null>;
  subCategoryId: string | null;
  isOwned: boolean;
  isStaffed: boolean;
  isRequested: boolean;
  hasAccess: boolean;
  owners: { id: string }[];
  managers: { id: string }[];
  requesters: { id: string }[];
}

/**
 * The place writes over real HTTP for the demo people: calls as a person, the admin's moderation,
 * a place created by someone, and image sets of theirs to put in albums.
 */
export function placeWrites(api: ApiUnderTest) {
  const manage = managementClient(
    () => api.url,
    () => api.db,
  );

  const placeOf = (data: Record<string, unknown>) => data.place as PlaceJson;

  /** The admin's moderation call on a place (`reason` for unpublished). */
  const moderate = (placeId: string, status: 'published' | 'unpublished', reason?: string) =>
    manage.call(
      'admin',
      'POST',
      `/places/${placeId}/moderation-status/${status}`,
      reason === undefined ? undefined : { moderation_unpublished_reason: reason },
    );

  async function createAs(who: string, fields: Record<string, unknown> = {}): Promise<PlaceJson> {
    return placeOf(
      await manage.expectData(201, who, 'POST', '/places', {
        name: 'Test Kitchen',
        cityId: londonId,
        phones: [{ phone: '+44 20 7946 0100' }],
        ...fields,
      }),
    );
  }

  /** Image sets `who` uploaded, to put in albums: two usable, one deleted, and one of someone else. */
  async function images(
    who: string,
  ): Promise<{ usable: string[]; deleted: string; othersUpload: string }> {
    const { rows } = await api.db.query<{ id: string }>(
      `SELECT id FROM image_sets WHERE NOT is_deleted AND uploaded_by IS NULL
       ORDER BY id DESC LIMIT 4`,
    );
    const [a, b, c, d] = rows.map((row) => row.id);
    if (!a || !b || !c || !d) throw new Error('the demo data has too few images');
    await api.db.query('UPDATE image_sets SET uploaded_by = $2 WHERE id = ANY($1::text[])', [
      [a, b, c],
      accountUserId(who),
    ]);
    await api.db.query('UPDATE image_sets SET uploaded_by = $2 WHERE id = $1', [
      d,
      accountUserId('user20'),
    ]);
    await api.db.query('UPDATE image_sets SET is_deleted = true WHERE id = $1', [c]);
    return { usable: [a, b], deleted: c, othersUpload: d };
  }

  return { manage, placeOf, moderate, createAs, images };
}
