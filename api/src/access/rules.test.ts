import { describe, expect, it } from 'vitest';
import {
  decidePostType,
  hasAuthoredAccess,
  hasOutletAccess,
  isStaffPost,
  mayActAsOutlet,
  mayHide,
  type OutletFacts,
  type Viewer,
} from './rules.js';

const person: Viewer = { id: 'a'.repeat(24), isAdmin: false, isContentManager: false };
const admin: Viewer = { ...person, id: 'b'.repeat(24), isAdmin: true };
const contentManager: Viewer = { ...person, id: 'c'.repeat(24), isContentManager: true };
const owned = (role: OutletFacts['role']): OutletFacts => ({ role, hasOwner: true });
const unowned: OutletFacts = { role: null, hasOwner: false };

describe('hasOutletAccess', () => {
  it('gives admins access to any place, even one they have no role on', () => {
    expect(hasOutletAccess(admin, owned(null))).toBe(true);
    expect(hasOutletAccess(admin, null)).toBe(true);
  });

  it('gives owners and managers access, but not requesters or strangers', () => {
    expect(hasOutletAccess(person, owned('owner'))).toBe(true);
    expect(hasOutletAccess(person, owned('manager'))).toBe(true);
    expect(hasOutletAccess(person, owned('requester'))).toBe(false);
    expect(hasOutletAccess(person, owned(null))).toBe(false);
    expect(hasOutletAccess(person, unowned)).toBe(false);
  });

  it('gives content managers access only to places without an owner, or where they are staff', () => {
    expect(hasOutletAccess(contentManager, unowned)).toBe(true);
    expect(hasOutletAccess(contentManager, owned(null))).toBe(false);
    expect(hasOutletAccess(contentManager, owned('manager'))).toBe(true);
  });

  it('gives visitors no access', () => {
    expect(hasOutletAccess(null, unowned)).toBe(false);
  });
});

describe('hasAuthoredAccess', () => {
  const own = { userId: person.id, byOutlet: false };
  const someoneElses = { userId: 'd'.repeat(24), byOutlet: false };
  const asPlace = { userId: 'd'.repeat(24), byOutlet: true };

  it('lets the author and admins edit a personal post, nobody else', () => {
    expect(hasAuthoredAccess(person, own, false)).toBe(true);
    expect(hasAuthoredAccess(admin, someoneElses, false)).toBe(true);
    expect(hasAuthoredAccess(person, someoneElses, true)).toBe(false);
    expect(hasAuthoredAccess(null, own, true)).toBe(false);
  });

  it('lets anyone with access to the place edit what was written as the place', () => {
    expect(hasAuthoredAccess(person, asPlace, true)).toBe(true);
    expect(hasAuthoredAccess(person, asPlace, false)).toBe(false);
    // The writer who lost their role on the place loses the post with it.
    expect(hasAuthoredAccess(person, { userId: person.id, byOutlet: true }, false)).toBe(false);
  });
});

describe('mayHide and mayActAsOutlet', () => {
  it('let only admins and those with access to the outlet hide or act as it', () => {
    expect(mayHide(admin, false)).toBe(true);
    expect(mayHide(person, true)).toBe(true);
    expect(mayHide(person, false)).toBe(false);
    expect(mayHide(null, true)).toBe(false);
    expect(mayActAsOutlet(person, true)).toBe(true);
    expect(mayActAsOutlet(person, false)).toBe(false);
  });

  it('call a post staff-authored when it is not an impression and its author has access', () => {
    expect(isStaffPost('news', true)).toBe(true);
    expect(isStaffPost('impression', true)).toBe(false);
    expect(isStaffPost('review', false)).toBe(false);
  });
});

describe('decidePostType', () => {
  const place = 'e'.repeat(24);
  const chain = 'f'.repeat(24);

  it('gives news on a place with access and a review with rating 3 without', () => {
    expect(decidePostType({ placeId: place, outletAccess: true, hasLocation: false })).toEqual({
      ok: true,
      type: 'news',
      rating: null,
    });
    expect(decidePostType({ placeId: place, outletAccess: false, hasLocation: false })).toEqual({
      ok: true,
      type: 'review',
      rating: 3,
    });
  });

  it('keeps a review rating and refuses ratings on other types', () => {
    expect(
      decidePostType({ placeId: place, outletAccess: false, hasLocation: false, rating: 5 }),
    ).toMatchObject({ ok: true, type: 'review', rating: 5 });
    expect(
      decidePostType({ placeId: place, outletAccess: true, hasLocation: false, rating: 4 }),
    ).toEqual({ ok: false, kind: 'invalid', errors: { rating: 'ratingOnlyOnReviews' } });
    expect(decidePostType({ outletAccess: false, hasLocation: true, rating: 2 })).toMatchObject({
      ok: false,
      kind: 'invalid',
    });
  });

  it('refuses news without access to the place or chain as forbidden', () => {
    expect(
      decidePostType({
        requested: 'news',
        placeId: place,
        outletAccess: false,
        hasLocation: false,
      }),
    ).toEqual({ ok: false, kind: 'forbidden' });
    expect(
      decidePostType({ organisationId: chain, outletAccess: false, hasLocation: false }),
    ).toEqual({ ok: false, kind: 'forbidden' });
    expect(
      decidePostType({ organisationId: chain, outletAccess: true, hasLocation: false }),
    ).toMatchObject({ ok: true, type: 'news' });
  });

  it('refuses a review of their own place by its staff, and a review without a place', () => {
    expect(
      decidePostType({
        requested: 'review',
        placeId: place,
        outletAccess: true,
        hasLocation: false,
      }),
    ).toEqual({ ok: false, kind: 'invalid', errors: { type: 'reviewByStaff' } });
    expect(decidePostType({ requested: 'review', outletAccess: false, hasLocation: true })).toEqual(
      { ok: false, kind: 'invalid', errors: { placeId: 'reviewNeedsPlace' } },
    );
  });

  it('makes an impression of a free location, which carries no place or chain', () => {
    expect(decidePostType({ outletAccess: false, hasLocation: true })).toEqual({
      ok: true,
      type: 'impression',
      rating: null,
    });
    expect(decidePostType({ outletAccess: false, hasLocation: false })).toEqual({
      ok: false,
      kind: 'invalid',
      errors: { lat: 'impressionNeedsLocation' },
    });
    expect(
      decidePostType({ placeId: place, outletAccess: false, hasLocation: true }),
    ).toMatchObject({ ok: false, kind: 'invalid', errors: { lat: 'placeWithLocation' } });
    expect(
      decidePostType({
        requested: 'impression',
        placeId: place,
        outletAccess: false,
        hasLocation: false,
      }),
    ).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('refuses a place and a chain together', () => {
    expect(
      decidePostType({
        placeId: place,
        organisationId: chain,
        outletAccess: true,
        hasLocation: false,
      }),
    ).toEqual({ ok: false, kind: 'invalid', errors: { organisationId: 'placeAndOrganisation' } });
  });
});
