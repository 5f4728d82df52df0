import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './origin.js';

describe('isOriginAllowed', () => {
  it('accepts the gateway own origin', () => {
    expect(isOriginAllowed('http://localhost:4000', 'localhost:4000', [])).toBe(true);
  });

  it('refuses a foreign page', () => {
    expect(isOriginAllowed('https://evil.example', 'localhost:4000', [])).toBe(false);
  });

  it('refuses another port of the same host', () => {
    expect(isOriginAllowed('http://localhost:5173', 'localhost:4000', [])).toBe(false);
  });

  it('accepts configured extra origins besides its own', () => {
    const extra = ['http://localhost:5173'];
    expect(isOriginAllowed('http://localhost:5173', 'localhost:4000', extra)).toBe(true);
    expect(isOriginAllowed('http://localhost:4000', 'localhost:4000', extra)).toBe(true);
    expect(isOriginAllowed('http://localhost:5174', 'localhost:4000', extra)).toBe(false);
  });

  it('lets clients without an Origin (not browsers) through', () => {
    expect(isOriginAllowed(undefined, 'localhost:4000', [])).toBe(true);
  });

  it('refuses a malformed Origin', () => {
    expect(isOriginAllowed('null', 'localhost:4000', [])).toBe(false);
  });
});
