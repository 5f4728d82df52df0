import { describe, expect, it } from 'vitest';
import { OperationNames, upstreamRouteOf } from './metrics.js';

describe('upstream route patterns', () => {
  it('drops the query and turns ids into placeholders', () => {
    expect(upstreamRouteOf('/api/v1/places/0123456789abcdef01234567?response_type=full')).toBe(
      '/api/v1/places/:id',
    );
    expect(upstreamRouteOf('/api/v1/posts/0123456789abcdef01234567/comments')).toBe(
      '/api/v1/posts/:id/comments',
    );
    expect(upstreamRouteOf('/api/v2/events')).toBe('/api/v2/events');
    expect(upstreamRouteOf('/uploads/users/ab12-standard.jpg')).toBe('/uploads');
  });
});

describe('operation name labels', () => {
  it('keeps well-formed names, up to a bound', () => {
    const names = new OperationNames();
    expect(names.label(undefined)).toBe('anonymous');
    expect(names.label('PlacesPage')).toBe('PlacesPage');
    expect(names.label('no spaces please')).toBe('other');
    for (let index = 0; index < 400; index += 1) names.label(`Made${index}`);
    expect(names.label('OneTooMany')).toBe('other');
    // Names seen before the bound keep their label.
    expect(names.label('PlacesPage')).toBe('PlacesPage');
  });
});
