// Answers compressed by Accept-Encoding through the real gateway: GraphQL, pages, and the build's
// files from their precompressed twins; hashed files cached for good.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPT, APP_SCRIPT_PATH, useBuiltSite } from '../../support/built-site.js';
import { useStack } from '../../support/stack.js';

const stack = useStack();
const site = useBuiltSite(stack);

/** A raw GET or POST, so the encoding is seen as sent (fetch would undo it). */
function raw(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: body === undefined ? 'GET' : 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

const PLACES = /* GraphQL */ `
  query {
    places(city: "london-england-united-kingdom", limit: 20) {
      items {
        id
        name
        latinName
        shortDescription
      }
    }
  }
`;

describe('compression', () => {
  const graphqlBody = JSON.stringify({ query: PLACES });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('answers GraphQL in %s when the client takes it', async (encoding, accept) => {
    const answer = await raw(
      `${site.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': accept },
      graphqlBody,
    );

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const data = JSON.parse(decode(encoding, answer.body)) as {
      data: { places: { items: unknown[] } };
    };
    expect(data.data.places.items).toHaveLength(20);
    expect(answer.body.length).toBe(Number(answer.headers['content-length']));
  });

  it('answers GraphQL as it is to a client that takes no compression', async () => {
    const answer = await raw(
      `${site.url}/graphql`,
      { 'content-type': 'application/json' },
      graphqlBody,
    );

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString('utf8'))).toHaveProperty('data.places.items');
  });

  it.each([
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ])(
    'sends the precompressed %s twin of a hashed file, cached for good',
    async (encoding, accept) => {
      const answer = await raw(`${site.url}${APP_SCRIPT_PATH}`, {
        'accept-encoding': accept,
      });

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(encoding, answer.body)).toBe(APP_SCRIPT);
    },
  );

  it('sends the plain file, cached for good, to a client that takes no compression', async () => {
    const answer = await raw(`${site.url}${APP_SCRIPT_PATH}`, {});

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.toString('utf8')).toBe(APP_SCRIPT);
  });

  it('revalidates files that are not hashed, compressed all the same', async () => {
    const manifest = await raw(`${site.url}/manifest.json`, { 'accept-encoding': 'br' });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);

    const page = await raw(`${site.url}/some/app/route`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode('gzip', page.body)).toContain('<title>');
  });
});
