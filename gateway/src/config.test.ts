import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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

  it('reads the event stream secret, an empty one being none', () => {
    expect(loadConfig({ EVENTS_SECRET: 's3cret' }).eventsSecret).toBe('s3cret');
    expect(loadConfig({ EVENTS_SECRET: '' }).eventsSecret).toBeUndefined();
    expect(loadConfig({}).eventsSecret).toBeUndefined();
  });

  it('refuses a malformed number or flag', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ INTROSPECTION: 'maybe' })).toThrow(/INTROSPECTION/);
  });
});
