import { describe, expect, it } from 'vitest';
import {
  permissionEntryOf,
  permissionSuccess,
  permissionTargetOf,
  type PermissionFacts,
} from './permission-rules';

describe('permissionTargetOf', () => {
  it('reads a 24-character hex id as a user id', () => {
    expect(permissionTargetOf(` ${'AB'.repeat(12)} `)).toEqual({ userId: 'ab'.repeat(12) });
  });

  it('reads an e-mail, lowercased', () => {
    expect(permissionTargetOf('  Maya@Tavola.Test ')).toEqual({ email: 'maya@tavola.test' });
  });

  it('refuses what is neither', () => {
    expect(permissionTargetOf('')).toBeNull();
    expect(permissionTargetOf('maya')).toBeNull();
    expect(permissionTargetOf('abc123')).toBeNull();
    expect(permissionTargetOf('maya@tavola')).toBeNull();
  });
});

describe('permissionSuccess', () => {
  it.each([
    ['place', 'grant', 'Access to the place is issued'],
    ['place', 'revoke', 'Access to the place is deleted'],
    ['organisation', 'grant', 'Access to the chain is issued'],
    ['organisation', 'revoke', 'Access to the chain is deleted'],
  ] as const)('words a %s %s as SPEC section 8 does', (subject, action, words) => {
    expect(permissionSuccess(subject, action)).toBe(words);
  });
});

describe('permissionEntryOf', () => {
  const person: PermissionFacts = {
    signedIn: true,
    isAdmin: false,
    hasAccess: false,
    isOwned: false,
    isManaged: false,
    isRequested: false,
  };

  it('offers nothing to visitors', () => {
    expect(permissionEntryOf({ ...person, signedIn: false })).toBeNull();
  });

  it('lets a signed-in person without a role ask for access, then shows they asked', () => {
    expect(permissionEntryOf(person)).toBe('request');
    expect(permissionEntryOf({ ...person, isRequested: true })).toBe('requested');
  });

  it('lets owners, managers, those with access and admins manage access', () => {
    expect(permissionEntryOf({ ...person, isOwned: true })).toBe('manage');
    expect(permissionEntryOf({ ...person, isManaged: true })).toBe('manage');
    expect(permissionEntryOf({ ...person, hasAccess: true })).toBe('manage');
    expect(permissionEntryOf({ ...person, isAdmin: true, hasAccess: null })).toBe('manage');
  });
});
