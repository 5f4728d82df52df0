// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as messages from '../../lib/messages';
import { MapView } from './map-view';

describe('a map rendered on the server', () => {
  it('is its frame and region without a loading spinner, which only the browser shows', () => {
    const html = renderToString(<MapView center={{ lat: 51.5074, lon: -0.1278 }} markers={[]} />);

    expect(html).toContain('role="region"');
    expect(html).not.toContain(messages.map.loading);
    expect(html).not.toContain('role="status"');
  });
});
