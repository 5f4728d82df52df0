import { describe, expect, it } from 'vitest';
import { isPlainPath } from './uploads-proxy.js';

describe('isPlainPath', () => {
  it('passes the paths of stored images', () => {
    expect(isPlainPath('/uploads/u/ab/ab12cd34ef56ab12cd34ef56/standard.jpg')).toBe(true);
    expect(isPlainPath('/uploads/seed/places/falcon-cafe..cover.jpg')).toBe(true);
  });

  it('refuses parent segments between slashes or backslashes, encoded or not', () => {
    for (const path of [
      '/uploads/../etc/passwd',
      '/uploads/%2e%2e/etc/passwd',
      '/uploads/..%2fetc%2fpasswd',
      '/uploads/..\\etc\\passwd',
      '/uploads/u/..%5c..%5cetc/passwd',
      '/uploads/%252e%252e/etc/passwd',
      '/uploads/%25252e%25252e%25252fetc/passwd',
    ]) {
      expect(isPlainPath(path)).toBe(false);
    }
  });

  it('refuses a NUL byte and what does not decode', () => {
    expect(isPlainPath('/uploads/a%00b.jpg')).toBe(false);
    expect(isPlainPath('/uploads/%')).toBe(false);
    expect(isPlainPath('/uploads/%ff%fe')).toBe(false);
    expect(isPlainPath('/uploads/a%2500b.jpg')).toBe(false);
  });
});
