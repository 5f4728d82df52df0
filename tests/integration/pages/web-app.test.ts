// The gateway serves the built web app with the SPA fallback, and does so while the api is down.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useServers, type RunningGateway } from '../../support/stack.js';

// The gateways have no api behind them for the whole file.
const servers = useServers();
let webDist: string;
let gateway: RunningGateway;
let unbuilt: RunningGateway;
let tiled: RunningGateway;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'tavola-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tavola app</title>');
  writeFileSync(path.join(webDist, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  gateway = await servers.gateway({ webDist });
  unbuilt = await servers.gateway({ webDist: path.join(webDist, 'missing') });
  tiled = await servers.gateway({
    webDist,
    mapTiles: { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© T' },
  });
});

afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('the web app', () => {
  it('serves index.html at / and for any app route (SPA fallback)', async () => {
    for (const route of ['/', '/london-england-united-kingdom/places', '/no/such/page']) {
      const response = await fetch(`${gateway.url}${route}`, { headers: html });

      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('Tavola app');
    }
  });

  it("names the map tiles of the gateway's settings in every app page", async () => {
    for (const route of ['/', '/index.html', '/london-england-united-kingdom/places/map']) {
      const page = await (await fetch(`${tiled.url}${route}`, { headers: html })).text();

      expect(page).toContain('Tavola app');
      expect(page).toContain(
        '<meta name="tavola:map-tiles" content="https://t.example/{z}/{x}/{y}.png" />',
      );
      expect(page).toContain('<meta name="tavola:map-tiles-attribution" content="© T" />');
    }
  });

  it('serves GraphiQL at /graphiql', async () => {
    const response = await fetch(`${gateway.url}/graphiql`, { headers: html });

    expect(await response.text()).toContain('GraphiQL');
  });

  it('serves fingerprinted assets with long-lived caching', async () => {
    const response = await fetch(`${gateway.url}/assets/app-1a2b.js`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('does not answer API paths with the app', async () => {
    const response = await fetch(`${gateway.url}/uploads/missing.jpg`, { headers: html });

    expect(await response.text()).not.toContain('Tavola app');
  });

  it('answers GraphQL health while the api is unreachable', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { ok } }' }),
    });

    expect(await response.json()).toEqual({ data: { health: { ok: true } } });
  });

  it('says the app is not built yet with a 503 instead of crashing', async () => {
    const response = await fetch(`${unbuilt.url}/`, { headers: html });

    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/not built/);
  });
});
