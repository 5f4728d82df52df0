import { describe, expect, it } from 'vitest';
import { canActAsOutlet, decidePostType, hasOutletAccess } from './post-type';

const person = { isAdmin: false, isContentManager: false, isAuthorPlace: false };
const admin = { ...person, isAdmin: true };
const contentManager = { ...person, isContentManager: true };
const none = { place: false, organisation: false, outletAccess: false, location: false };

describe('post type on create (SPEC section 4)', () => {
  it('is news at a place one has access to, else a review', () => {
    expect(decidePostType({ ...none, place: true, outletAccess: true })).toBe('NEWS');
    expect(decidePostType({ ...none, place: true })).toBe('REVIEW');
  });

  it('is news for a chain one has access to, else an impression', () => {
    expect(decidePostType({ ...none, organisation: true, outletAccess: true })).toBe('NEWS');
    expect(decidePostType({ ...none, organisation: true })).toBe('IMPRESSION');
  });

  it('is an impression whenever a free location is chosen, and by default', () => {
    expect(decidePostType({ ...none, place: true, location: true, outletAccess: true })).toBe(
      'IMPRESSION',
    );
    expect(decidePostType(none)).toBe('IMPRESSION');
  });
});

describe('access to a place or chain (SPEC section 6)', () => {
  it('is never a visitor’s', () => {
    expect(hasOutletAccess(null, { hasOwner: false, hasAccess: true })).toBe(false);
  });

  it('is always an admin’s', () => {
    expect(hasOutletAccess(admin, { hasOwner: true })).toBe(true);
  });

  it('is a content manager’s only while nobody owns it', () => {
    expect(hasOutletAccess(contentManager, { hasOwner: false })).toBe(true);
    expect(hasOutletAccess(contentManager, { hasOwner: true })).toBe(false);
  });

  it('follows what the gateway says about owners and managers', () => {
    expect(hasOutletAccess(person, { hasOwner: true, hasAccess: true })).toBe(true);
    expect(hasOutletAccess(person, { hasOwner: true, hasAccess: null })).toBe(false);
    expect(hasOutletAccess(contentManager, { hasOwner: false, hasAccess: false })).toBe(false);
  });
});

describe('acting identity switch', () => {
  it('shows for news by those with access when creating, not when editing', () => {
    expect(canActAsOutlet('NEWS', true, false)).toBe(true);
    expect(canActAsOutlet('NEWS', true, true)).toBe(false);
    expect(canActAsOutlet('REVIEW', true, false)).toBe(false);
    expect(canActAsOutlet('NEWS', false, false)).toBe(false);
  });
});
