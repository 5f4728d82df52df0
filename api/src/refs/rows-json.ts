import type { Queryable } from '../db/database.js';
import type { ImageStorage } from '../image/storage.js';

/** Turns a page of rows into their JSON, reading what they embed once for the whole page. */
export type RowsJson<Row, Json, Viewer> = (
  db: Queryable,
  storage: ImageStorage,
  rows: readonly Row[],
  viewer: Viewer,
) => Promise<Json[]>;

/** The same builder, but an empty page is answered without a query. */
export function rowsJson<Row, Json, Viewer>(
  build: RowsJson<Row, Json, Viewer>,
): RowsJson<Row, Json, Viewer> {
  return async (db, storage, rows, viewer) =>
    rows.length === 0 ? [] : build(db, storage, rows, viewer);
}

/** A joined city or category as `{ id, name, latinName }`; null when the row has none. */
export function namedRef(
  id: string | null,
  name: string | null,
  latinName: string | null,
): { id: string; name: string; latinName: string } | null {
  return id && name && latinName ? { id, name, latinName } : null;
}
