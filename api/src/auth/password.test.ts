import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNothing, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('are scrypt with N = 2^15, r = 8, p = 1 and a fresh salt unless a cost is given', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse'),
      hashPassword('correct horse'),
    ]);
    const [scheme, n, r, p, salt, key] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(second).not.toBe(first);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horse!', first)).toBe(false);
  });

  it('name the cost they were made with, so a check works whatever the cost is now', async () => {
    const cheap = await hashPassword('correct horse', 10);
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('Correct horse', cheap)).toBe(false);
    expect(await verifyNothing('correct horse', 10)).toBe(false);
  });

  it('compare the NFC form, and refuse a stored value that is no scrypt hash', async () => {
    const stored = await hashPassword('café', 10);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
    expect(await verifyPassword('café', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('café', '')).toBe(false);
  });
});
