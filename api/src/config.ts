import path from 'node:path';
import { z } from 'zod';
import { accountLimits, reservationLimits } from './messages.js';
import { resolveWithDns, type ResolveHost } from './push/push-endpoint.js';

export interface Config {
  port: number;
  /** Absolute path; null keeps the database in memory and uploads in a temporary folder. */
  dataDir: string | null;
  databaseUrl: string | null;
  nodeEnv: string;
  logLevel: string;
  /**
   * Keep one-time codes in the development inbox (`GET /api/v1/dev/inbox`) instead of only
   * logging that they were to be sent. DEV_INBOX=1/0; by default on unless NODE_ENV=production.
   */
  devInbox: boolean;
  /**
   * EVENTS_SECRET: the bearer secret gateways present to read the event stream
   * (`GET /api/v2/events`). Null (unset) refuses every reader. `npm start` generates one.
   */
  eventsSecret: string | null;
  /**
   * The VAPID key pair and subject web push is sent with (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY,
   * VAPID_SUBJECT; `npm start` generates the keys on the first start). Null: push is off.
   */
  vapid: VapidConfig | null;
  /**
   * Whether push subscriptions may name a plain `http:` endpoint on any address, this machine's
   * included (PUSH_ALLOW_HTTP=1): a local push service in tests. Off by default: only https
   * endpoints whose host resolves to public internet addresses, checked on save and on every send.
   */
  pushAllowHttp: boolean;
  /** How push endpoints' host names resolve (DNS); tests name their own addresses. */
  resolveHost: ResolveHost;
  /**
   * One-time code sends (SMS or e-mail) allowed per hour, from one client address and in total,
   * whatever the phone or e-mail: CODE_SENDS_PER_ADDRESS_PER_HOUR, CODE_SENDS_PER_HOUR.
   */
  codeSends: CodeSendLimits;
  /**
   * Tables held at once (booking holds and waitlist offers) per client address and per phone,
   * across all places: HOLDS_PER_ADDRESS, HOLDS_PER_PHONE.
   */
  holds: HoldLimits;
  /**
   * PASSWORD_COST: scrypt's cost as a power of two for new password hashes (15 by default; a
   * stored hash names its own). Tests lower it: they hash and check thousands of passwords.
   */
  passwordCost: number;
  /**
   * Where Prometheus scrapes `/metrics` (API_METRICS_PORT on METRICS_HOST): a listener of its own,
   * on this machine by default, never the api's port.
   */
  metrics: MetricsListenerConfig;
  /** The clock of code expiry and the resend throttle; tests inject their own. */
  now: () => Date;
}

export interface VapidConfig {
  /** The uncompressed P-256 public key, base64url (what browsers subscribe with). */
  publicKey: string;
  /** The P-256 private key, base64url. */
  privateKey: string;
  /** Who sends: a `mailto:` or `https:` URL push services may contact. */
  subject: string;
}

export interface MetricsListenerConfig {
  /** 0 picks a free port. */
  port: number;
  host: string;
}

/** The metrics listener when API_METRICS_PORT and METRICS_HOST are not given. */
export const defaultMetricsListener: MetricsListenerConfig = { port: 4091, host: '127.0.0.1' };

/** The VAPID subject when VAPID_SUBJECT is not given. */
export const defaultVapidSubject = 'mailto:push@tavola.example';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));
// 65 bytes (an uncompressed point) and 32 bytes, base64url without padding.
const vapidPublicKey = optionalText.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
);
const vapidPrivateKey = optionalText.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
);

const flag = z
  .enum(['', '0', '1', 'false', 'true'])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : /^(1|true)$/.test(value),
  );

export interface CodeSendLimits {
  perAddressPerHour: number;
  totalPerHour: number;
}

export interface HoldLimits {
  perAddress: number;
  perPhone: number;
}

/** A count of at least 1 from the environment ('' or unset: `fallback`). */
const positiveCount = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(fallback),
  );

const passwordCost = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number()
    .int()
    .min(accountLimits.passwordCostMin)
    .max(accountLimits.passwordCostMax)
    .default(accountLimits.passwordCost),
);

/** The password cost of the environment (PASSWORD_COST), for code run outside an api (the seed). */
export function passwordCostOf(env: NodeJS.ProcessEnv = process.env): number {
  return passwordCost.parse(env.PASSWORD_COST);
}

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : null)),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DEV_INBOX: flag,
  CODE_SENDS_PER_ADDRESS_PER_HOUR: positiveCount(accountLimits.codeSendsPerAddressPerHour),
  CODE_SENDS_PER_HOUR: positiveCount(accountLimits.codeSendsPerHour),
  HOLDS_PER_ADDRESS: positiveCount(reservationLimits.holdsPerAddress),
  HOLDS_PER_PHONE: positiveCount(reservationLimits.holdsPerPhone),
  EVENTS_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(16, 'EVENTS_SECRET must be at least 16 characters').optional()),
  VAPID_PUBLIC_KEY: vapidPublicKey,
  VAPID_PRIVATE_KEY: vapidPrivateKey,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT must be a mailto: or https: URL')
      .optional(),
  ),
  PUSH_ALLOW_HTTP: flag,
  PASSWORD_COST: passwordCost,
  API_METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).default(defaultMetricsListener.port),
  ),
  METRICS_HOST: z.string().optional(),
});

/** Both VAPID keys, or neither (push off); one without the other is a mistake worth stopping for. */
function vapidOf(parsed: z.output<typeof envSchema>): VapidConfig | null {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = parsed;
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: give both or neither');
  }
  return { publicKey, privateKey, subject: parsed.VAPID_SUBJECT ?? defaultVapidSubject };
}

/**
 * Reads the api's configuration from the environment. A relative DATA_DIR is resolved against
 * the directory npm was started from (INIT_CWD), so `npm run db:seed -w api` run at the repo root
 * uses the same `./.data` as `npm start`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  const baseDir = env.INIT_CWD ?? process.cwd();
  return {
    port: parsed.API_PORT,
    dataDir: path.resolve(baseDir, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL ?? (env.VITEST || parsed.NODE_ENV === 'test' ? 'silent' : 'info'),
    devInbox: parsed.DEV_INBOX ?? parsed.NODE_ENV !== 'production',
    eventsSecret: parsed.EVENTS_SECRET ?? null,
    vapid: vapidOf(parsed),
    pushAllowHttp: parsed.PUSH_ALLOW_HTTP ?? false,
    resolveHost: resolveWithDns,
    codeSends: {
      perAddressPerHour: parsed.CODE_SENDS_PER_ADDRESS_PER_HOUR,
      totalPerHour: parsed.CODE_SENDS_PER_HOUR,
    },
    holds: { perAddress: parsed.HOLDS_PER_ADDRESS, perPhone: parsed.HOLDS_PER_PHONE },
    passwordCost: parsed.PASSWORD_COST,
    metrics: {
      port: parsed.API_METRICS_PORT,
      host: parsed.METRICS_HOST || defaultMetricsListener.host,
    },
    now: () => new Date(),
  };
}
