import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import {
  defaultMetricsListener,
  defaultVapidSubject,
  loadConfig,
  passwordCostOf,
} from './config.js';

describe('loadConfig', () => {
  it('defaults to port 4001, ./.data under the npm start directory and PGlite', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tavola' });
    expect(config).toMatchObject({
      port: 4001,
      dataDir: path.resolve('/srv/tavola/.data'),
      databaseUrl: null,
      nodeEnv: 'development',
      logLevel: 'info',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_PORT: '5001',
      DATA_DIR: '/var/lib/tavola',
      DATABASE_URL: 'postgres://u:p@db/tavola',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 5001,
      dataDir: '/var/lib/tavola',
      databaseUrl: 'postgres://u:p@db/tavola',
      nodeEnv: 'production',
      logLevel: 'warn',
    });
  });

  it('treats an empty DATABASE_URL as unset and stays quiet under tests', () => {
    expect(loadConfig({ DATABASE_URL: '', NODE_ENV: 'test' })).toMatchObject({
      databaseUrl: null,
      logLevel: 'silent',
    });
  });

  it('reads the hourly code send limits, defaulting to 30 per address and 1000 in all', () => {
    expect(loadConfig({}).codeSends).toEqual({ perAddressPerHour: 30, totalPerHour: 1000 });
    expect(
      loadConfig({ CODE_SENDS_PER_ADDRESS_PER_HOUR: '5', CODE_SENDS_PER_HOUR: '' }).codeSends,
    ).toEqual({ perAddressPerHour: 5, totalPerHour: 1000 });
    expect(() => loadConfig({ CODE_SENDS_PER_HOUR: '0' })).toThrow();
    expect(() => loadConfig({ CODE_SENDS_PER_ADDRESS_PER_HOUR: 'many' })).toThrow();
  });

  it('reads the tables held at once per address and per phone, 2 each unless set', () => {
    expect(loadConfig({}).holds).toEqual({ perAddress: 2, perPhone: 2 });
    expect(loadConfig({ HOLDS_PER_ADDRESS: '500', HOLDS_PER_PHONE: '' }).holds).toEqual({
      perAddress: 500,
      perPhone: 2,
    });
    expect(() => loadConfig({ HOLDS_PER_PHONE: '0' })).toThrow();
    expect(() => loadConfig({ HOLDS_PER_ADDRESS: 'many' })).toThrow();
  });

  it("reads PASSWORD_COST, scrypt's cost as a power of two, 15 unless set, within 10 to 20", () => {
    expect(loadConfig({}).passwordCost).toBe(15);
    expect(loadConfig({ PASSWORD_COST: '' }).passwordCost).toBe(15);
    expect(loadConfig({ PASSWORD_COST: '10' }).passwordCost).toBe(10);
    expect(passwordCostOf({ PASSWORD_COST: '17' })).toBe(17);
    expect(passwordCostOf({})).toBe(15);
    expect(() => loadConfig({ PASSWORD_COST: '9' })).toThrow();
    expect(() => loadConfig({ PASSWORD_COST: '21' })).toThrow();
    expect(() => loadConfig({ PASSWORD_COST: 'strong' })).toThrow();
  });

  it('keeps the development inbox unless in production, and DEV_INBOX says otherwise', () => {
    expect(loadConfig({}).devInbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: '1' }).devInbox).toBe(true);
    expect(loadConfig({ DEV_INBOX: '0' }).devInbox).toBe(false);
    expect(loadConfig({ DEV_INBOX: 'false' }).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_INBOX: '' }).devInbox).toBe(false);
    expect(() => loadConfig({ DEV_INBOX: 'maybe' })).toThrow();
  });

  it('reads EVENTS_SECRET; unset or empty is null, a short one is refused', () => {
    const secret = 'f'.repeat(64);
    expect(loadConfig({ EVENTS_SECRET: secret }).eventsSecret).toBe(secret);
    expect(loadConfig({}).eventsSecret).toBeNull();
    expect(loadConfig({ EVENTS_SECRET: '' }).eventsSecret).toBeNull();
    expect(() => loadConfig({ EVENTS_SECRET: 'short' })).toThrow();
  });

  it('reads the VAPID keys and subject; both keys or neither', () => {
    const { publicKey, privateKey } = webPush.generateVAPIDKeys();
    expect(loadConfig({}).vapid).toBeNull();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid,
    ).toEqual({ publicKey, privateKey, subject: defaultVapidSubject });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'https://tavola.example/contact',
      }).vapid?.subject,
    ).toBe('https://tavola.example/contact');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/go together/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey }),
    ).toThrow();
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'me',
      }),
    ).toThrow();
  });

  it('refuses plain http push endpoints unless PUSH_ALLOW_HTTP says', () => {
    expect(loadConfig({}).pushAllowHttp).toBe(false);
    expect(loadConfig({ PUSH_ALLOW_HTTP: '1' }).pushAllowHttp).toBe(true);
  });

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow();
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow();
  });

  it('keeps the metrics on a listener of their own, on this machine unless told', () => {
    expect(defaultMetricsListener).toEqual({ port: 4091, host: '127.0.0.1' });
    expect(loadConfig({}).metrics).toEqual({ port: 4091, host: '127.0.0.1' });
    expect(loadConfig({ API_METRICS_PORT: '', METRICS_HOST: '' }).metrics).toEqual({
      port: 4091,
      host: '127.0.0.1',
    });
    expect(loadConfig({ API_METRICS_PORT: '9101', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9101,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ API_METRICS_PORT: 'nine' })).toThrow();
    expect(() => loadConfig({ API_METRICS_PORT: '70000' })).toThrow();
  });
});
