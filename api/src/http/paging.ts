import { z } from 'zod';
import { parseQuery, queryInteger } from './query.js';

export interface Paging {
  offset: number;
  limit: number;
}

export interface PagingOptions {
  defaultLimit: number;
  maxLimit?: number;
}

/** Offsets past this are refused: no real list is that long and huge offsets cost the database. */
export const maxOffset = 1_000_000;
export const defaultMaxLimit = 100;

/** The `offset` and `limit` fields of a list's query schema (docs/conventions.md, lists). */
export function pagingFields({ defaultLimit, maxLimit = defaultMaxLimit }: PagingOptions) {
  return {
    offset: queryInteger(0, maxOffset).default(0),
    limit: queryInteger(1, maxLimit).default(defaultLimit),
  };
}

/** Reads `offset` (default 0) and `limit` (1..maxLimit) from a query; 400 FieldInvalid otherwise. */
export function parsePaging(query: unknown, options: PagingOptions): Paging {
  return parseQuery(z.object(pagingFields(options)), query);
}
