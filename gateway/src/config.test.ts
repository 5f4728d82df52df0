import { describe, expect, it } from 'vitest';
import { loadConfig, OSM_TILES } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001',
      production: false,
      introspection: true,
      upstreamTimeoutMs: 5000,
      allowedOrigins: [],
    });
    expect(config.webDist).toMatch(/web\/dist$/);
  });

  it('finds the api on API_PORT unless API_URL says otherwise', () => {
    expect(loadConfig({ API_PORT: '5001' }).apiUrl).toBe('http://127.0.0.1:5001');
    expect(loadConfig({ API_PORT: '5001', API_URL: 'http://api:80/' }).apiUrl).toBe(
      'http://api:80',
    );
  });

  it('allows the Vite dev server origin in development only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).allowedOrigins).toContain(
      'http://localhost:5173',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ NODE_ENV: 'development', ALLOWED_ORIGINS: 'https://a.example/' }).allowedOrigins,
    ).toEqual(['https://a.example']);
  });

  it("shows OpenStreetMap's tiles unless MAP_TILES_URL says otherwise (empty: none)", () => {
    expect(loadConfig({}).mapTiles).toEqual(OSM_TILES);
    expect(loadConfig({ MAP_TILES_URL: '' }).mapTiles).toEqual({ url: '', attribution: '' });
    expect(
      loadConfig({ MAP_TILES_URL: 'https://t.example/{z}/{x}/{y}.png', MAP_TILES_ATTRIBUTION: 'T' })
        .mapTiles,
    ).toEqual({ url: 'https://t.example/{z}/{x}/{y}.png', attribution: 'T' });
    expect(OSM_TILES.attribution).toContain('https://www.openstreetmap.org/copyright');
  });

  it('reads the event stream secret, an empty one being none', () => {
    expect(loadConfig({ EVENTS_SECRET: 's3cret' }).eventsSecret).toBe('s3cret');
    expect(loadConfig({ EVENTS_SECRET: '' }).eventsSecret).toBeUndefined();
    expect(loadConfig({}).eventsSecret).toBeUndefined();
  });

  it("reads the event stream's longest reconnect wait: 10 s unless set, at least 100 ms", () => {
    expect(loadConfig({}).eventsReconnectMaxMs).toBe(10_000);
    expect(loadConfig({ EVENTS_RECONNECT_MAX_MS: '' }).eventsReconnectMaxMs).toBe(10_000);
    expect(loadConfig({ EVENTS_RECONNECT_MAX_MS: '1000' }).eventsReconnectMaxMs).toBe(1000);
    expect(() => loadConfig({ EVENTS_RECONNECT_MAX_MS: '50' })).toThrow(/EVENTS_RECONNECT_MAX_MS/);
    expect(() => loadConfig({ EVENTS_RECONNECT_MAX_MS: 'soon' })).toThrow(
      /EVENTS_RECONNECT_MAX_MS/,
    );
  });

  it('refuses a malformed number or flag', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ INTROSPECTION: 'maybe' })).toThrow(/INTROSPECTION/);
  });

  it('names the variable and its value when it refuses one', () => {
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '-5' })).toThrow(
      "UPSTREAM_TIMEOUT_MS must be a non-negative integer, got '-5'",
    );
    expect(() => loadConfig({ UPSTREAM_CONNECT_TIMEOUT_MS: '1.5' })).toThrow(
      /UPSTREAM_CONNECT_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ INTROSPECTION: 'maybe' })).toThrow(
      "INTROSPECTION must be true or false, got 'maybe'",
    );
  });

  it('reads every variable the README documents', () => {
    const config = loadConfig({
      PORT: '8080',
      API_URL: 'http://api.internal:9000//',
      WEB_DIST: '/srv/web',
      NODE_ENV: 'production',
      INTROSPECTION: 'off',
      UPSTREAM_TIMEOUT_MS: '7000',
      UPSTREAM_CONNECT_TIMEOUT_MS: '300',
      PAGE_HEAD_BUDGET_MS: '2500',
      ALLOWED_ORIGINS: ' https://a.example/ , https://b.example ,',
      GRAPHQL_BODY_LIMIT: '1mb',
      LOG_LEVEL: 'warn',
      EVENTS_RECONNECT_MAX_MS: '2500',
      MAP_TILES_URL: ' https://t.example/{z}/{x}/{y}.png ',
      MAP_TILES_ATTRIBUTION: '© T',
      WS_SUBSCRIPTIONS_PER_SOCKET: '40',
      WS_SOCKETS_PER_ADDRESS: '5000',
    });
    expect(config).toEqual({
      port: 8080,
      apiUrl: 'http://api.internal:9000',
      webDist: '/srv/web',
      production: true,
      introspection: false,
      upstreamTimeoutMs: 7000,
      upstreamConnectTimeoutMs: 300,
      pageHeadBudgetMs: 2500,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      bodyLimit: '1mb',
      logLevel: 'warn',
      eventsReconnectMaxMs: 2500,
      mapTiles: { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© T' },
      subscriptionsPerSocket: 40,
      socketsPerAddress: 5000,
    });
  });

  it('takes an empty variable as unset, except ALLOWED_ORIGINS, which then allows none', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '',
      API_URL: '',
      INTROSPECTION: '',
      GRAPHQL_BODY_LIMIT: '',
      LOG_LEVEL: '',
      ALLOWED_ORIGINS: '',
    });
    expect(config).toMatchObject({
      port: 4000,
      apiUrl: 'http://127.0.0.1:4001',
      introspection: true,
      bodyLimit: '100kb',
      logLevel: 'info',
      allowedOrigins: [],
    });
  });

  it('turns introspection off in production unless INTROSPECTION=true says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', INTROSPECTION: '' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', INTROSPECTION: 'true' }).introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).introspection).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', INTROSPECTION: 'off' }).introspection).toBe(false);
  });

  it('reads flags in any case and spelling the README allows', () => {
    expect(loadConfig({ INTROSPECTION: 'YES' }).introspection).toBe(true);
    expect(loadConfig({ INTROSPECTION: '0' }).introspection).toBe(false);
    expect(loadConfig({ INTROSPECTION: 'False' }).introspection).toBe(false);
  });
});
