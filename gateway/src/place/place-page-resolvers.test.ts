import { describe, expect, it } from 'vitest';
import type { RestPlace } from '../rest/types.js';
import { recommendedFrom } from './place-page-resolvers.js';

const place = (id: string) => ({ id }) as RestPlace;

describe('recommended places', () => {
  it('never suggest the place itself and keep the nearest first', () => {
    const found = [place('self'), place('a'), place('b'), place('c')];
    expect(recommendedFrom(found, 'self', 2).map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('keep `limit` places when the place is not among them', () => {
    const found = [place('a'), place('b'), place('c')];
    expect(recommendedFrom(found, 'self', 2).map((item) => item.id)).toEqual(['a', 'b']);
  });
});
