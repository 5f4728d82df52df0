import path from 'node:path';
import { z } from 'zod';
import { accountLimits } from './messages.js';

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
   * One-time code sends (SMS or e-mail) allowed per hour, from one client address and in total,
   * whatever the phone or e-mail: CODE_SENDS_PER_ADDRESS_PER_HOUR, CODE_SENDS_PER_HOUR.
   */
  codeSends: CodeSendLimits;
  /** The clock of code expiry and the resend throttle; tests inject their own. */
  now: () => Date;
}

export interface CodeSendLimits {
  perAddressPerHour: number;
  totalPerHour: number;
}

const sendsPerHour = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).default(fallback),
  );

const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((value) => (value ? value : null)),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DEV_INBOX: z
    .enum(['', '0', '1', 'false', 'true'])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? undefined : /^(1|true)$/.test(value),
    ),
  CODE_SENDS_PER_ADDRESS_PER_HOUR: sendsPerHour(accountLimits.codeSendsPerAddressPerHour),
  CODE_SENDS_PER_HOUR: sendsPerHour(accountLimits.codeSendsPerHour),
  EVENTS_SECRET: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().min(16, 'EVENTS_SECRET must be at least 16 characters').optional()),
});

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
    codeSends: {
      perAddressPerHour: parsed.CODE_SENDS_PER_ADDRESS_PER_HOUR,
      totalPerHour: parsed.CODE_SENDS_PER_HOUR,
    },
    now: () => new Date(),
  };
}
