import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { accountLimits } from '../messages.js';

// scrypt is built into node (no native add-on to build, unlike argon2) and is memory-hard, so
// guessing passwords from a leaked table costs memory as well as time. N=2^15 (the default cost,
// config PASSWORD_COST) uses 32 MiB and takes tens of milliseconds: slow for an attacker, fine for
// a login. A hash names its own N, so a check works whatever the cost it was made with.
const blockSize = 8;
const parallelism = 1;
const keyLength = 32;
const saltLength = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * `scrypt$N$r$p$salt$key` with a fresh random salt per password (base64 parts); N is 2 to the
 * power `cost`.
 */
export async function hashPassword(
  password: string,
  cost: number = accountLimits.passwordCost,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const options = { N: 2 ** cost, r: blockSize, p: parallelism };
  const key = await derive(password, salt, options);
  return [
    'scrypt',
    options.N,
    options.r,
    options.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/**
 * Checks a password against a stored hash. The comparison is timing-safe, so response times do
 * not tell an attacker how many leading bytes of the key matched.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Burns the same time as a real check when there is no account or no password, so the time of a
 * failed login does not tell whether the account exists.
 */
const dummyHashes = new Map<number, Promise<string>>();
export async function verifyNothing(
  password: string,
  cost: number = accountLimits.passwordCost,
): Promise<false> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword('tavola-no-account', cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
